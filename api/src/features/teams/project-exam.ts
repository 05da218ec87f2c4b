import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../auth/auth-hook.js';
import {
  csvShapeOf,
  isProjectCategory,
  memberLimitOf,
  type CsvShape,
  type Locale,
  type ProjectCategory,
} from '../../shared-rules.js';
import { examRole, isRanked } from '../exams/access.js';
import { loadExam, type Exam } from '../exams/load.js';
import { dbNow } from '../exams/timing.js';
import { teamFailure } from './messages.js';

/** An exam of a project phase with what its teams and files depend on. */
export interface ProjectExam {
  exam: Exam;
  /** The project categories of the exam's phase (pre_project, in_group, final_project). */
  categories: ProjectCategory[];
  /** phases.additional_data.member_limit (default 5). */
  memberLimit: number;
  /** The CSV shape the edition requires (editions.details.csv_shape), or null. */
  csvShape: CsvShape | null;
}

/**
 * The exam (of the served project) and its phase: `phases` row of the exam's edition with the exam's
 * phase number. Undefined when the exam does not exist here; `categories` is empty when the phase is
 * not a project phase.
 */
export async function loadProjectExam(
  db: Kysely<Database>,
  examId: number,
  projectId: number,
): Promise<ProjectExam | undefined> {
  const exam = await loadExam(db, examId, projectId);
  if (!exam) return undefined;
  const phase = await db
    .selectFrom('phases')
    .select(['categories', 'additional_data'])
    .where('edition_id', '=', exam.edition_id)
    .where('phase', '=', exam.phase)
    .orderBy('id')
    .executeTakeFirst();
  const edition = await db
    .selectFrom('editions')
    .select('details')
    .where('id', '=', exam.edition_id)
    .executeTakeFirstOrThrow();
  const categories = Array.isArray(phase?.categories) ? phase.categories.filter(isProjectCategory) : [];
  return {
    exam,
    categories,
    memberLimit: memberLimitOf(phase?.additional_data),
    csvShape: csvShapeOf(edition.details),
  };
}

/** A project-phase exam or the error the caller hears: 404 when absent, 422 when not a project phase. */
export async function requireProjectExam(
  db: Kysely<Database>,
  examId: number,
  projectId: number,
  locale: Locale,
  pointer?: string,
): Promise<ProjectExam> {
  const found = await loadProjectExam(db, examId, projectId);
  if (!found) throw teamFailure(404, 'examNotFound', locale, pointer);
  if (!found.categories.length) throw teamFailure(422, 'notProjectPhase', locale, pointer);
  return found;
}

/** Whether the exam's end date has passed on the database clock: no more changes to teams or files. */
export async function isClosed(db: Kysely<Database>, exam: Exam): Promise<boolean> {
  return exam.end_date !== null && (await dbNow(db)) >= exam.end_date;
}

/** 422 `teams.error.closed` once the exam's end date has passed. */
export async function requireOpen(db: Kysely<Database>, exam: Exam, locale: Locale): Promise<void> {
  if (await isClosed(db, exam)) throw teamFailure(422, 'closed', locale);
}

/** 422 `teams.error.notRanked` unless the user may take the exam (subscribed and classified). */
export async function requireRanked(
  db: Kysely<Database>,
  exam: Exam,
  userId: number,
  locale: Locale,
): Promise<void> {
  if (!(await isRanked(db, exam, userId))) throw teamFailure(422, 'notRanked', locale);
}

/** 403 for a caller who is neither staff of the exam nor subscribed to its edition. */
export async function requireExamReader(
  db: Kysely<Database>,
  exam: Exam,
  me: CurrentUser,
  locale: Locale,
): Promise<'staff' | 'participant'> {
  const role = await examRole(db, exam, me);
  if (role === 'none') throw teamFailure(403, 'notSubscribed', locale);
  return role;
}
