import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../auth/auth-hook.js';
import type { Database } from '../../db/schema.js';
import type { Locale } from '../../shared-rules.js';
import { forbidden } from '../../jsonapi/errors.js';
import { isProjectCategory } from '../../shared-rules.js';
import { isExamStaff } from '../exams/access.js';
import { loadExam, type Exam } from '../exams/load.js';
import type { Participation } from '../participations/resource.js';
import { gradingFailure } from './messages.js';

/** A participation of the served project with its exam. */
export interface GradedParticipation {
  participation: Participation;
  exam: Exam;
}

/** The participation and its exam (of the served project), or undefined. */
export async function loadParticipationWithExam(
  db: Kysely<Database>,
  id: number,
  projectId: number,
): Promise<GradedParticipation | undefined> {
  const participation = await db
    .selectFrom('participations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!participation) return undefined;
  const exam = await loadExam(db, participation.exam_id, projectId);
  return exam ? { participation, exam } : undefined;
}

/**
 * The participation for its exam's staff (admins, coordinators the edition lists): 404 when it does not
 * exist here, 403 for anyone else.
 */
export async function requireStaffParticipation(
  db: Kysely<Database>,
  id: number,
  projectId: number,
  me: CurrentUser,
  locale: Locale,
  pointer?: string,
): Promise<GradedParticipation> {
  const found = await loadParticipationWithExam(db, id, projectId);
  if (!found) throw gradingFailure(404, 'participationNotFound', locale, pointer);
  if (!(await isExamStaff(db, found.exam, me))) throw forbidden();
  return found;
}

/**
 * The ids of these exams that belong to a file (project) phase: their edition's phase of the same number
 * lists a project category (pre_project, in_group, final_project).
 */
export async function filePhaseExamIds(db: Kysely<Database>, exams: Exam[]): Promise<Set<number>> {
  const out = new Set<number>();
  if (!exams.length) return out;
  const phases = await db
    .selectFrom('phases')
    .select(['edition_id', 'phase', 'categories'])
    .where(
      'edition_id',
      'in',
      exams.map((e) => e.edition_id),
    )
    .execute();
  for (const exam of exams) {
    const phase = phases.find((p) => p.edition_id === exam.edition_id && p.phase === exam.phase);
    if (Array.isArray(phase?.categories) && phase.categories.some(isProjectCategory)) out.add(exam.id);
  }
  return out;
}
