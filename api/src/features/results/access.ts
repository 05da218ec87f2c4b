import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../auth/auth-hook.js';
import { isExamStaff } from '../exams/access.js';
import { loadExam, type Exam } from '../exams/load.js';
import { dbNow } from '../exams/timing.js';
import { resultsVisible, type Participation } from '../participations/resource.js';
import { resultFailure } from './messages.js';

export interface ReadableParticipation {
  participation: Participation;
  exam: Exam;
  /** The caller is staff of the exam (admin or a coordinator of its edition). */
  staff: boolean;
  now: Date;
}

/**
 * A participation whose results (answer key, grades, reports) the caller may read: the exam's staff
 * read any participation of it at any time; a participant only their own, once the exam has expired
 * and its results are available. Otherwise: 404 when the participation does not exist in the served
 * project, does not belong to `examId` or is someone else's (never revealed); 422
 * `results.error.notAvailable` for one's own before the results are out.
 */
export async function loadReadableParticipation(
  db: Kysely<Database>,
  config: Config,
  me: CurrentUser,
  participationId: number,
  examId?: number,
): Promise<ReadableParticipation> {
  const participation = await db
    .selectFrom('participations')
    .selectAll()
    .where('id', '=', participationId)
    .executeTakeFirst();
  if (!participation || (examId !== undefined && participation.exam_id !== examId))
    throw resultFailure(404, 'participationNotFound');
  const exam = await loadExam(db, participation.exam_id, config.projectId);
  if (!exam) throw resultFailure(404, 'participationNotFound');
  const [staff, now] = await Promise.all([isExamStaff(db, exam, me), dbNow(db)]);
  if (!staff && participation.user_id !== me.id) throw resultFailure(404, 'participationNotFound');
  if (!resultsVisible(exam, now, staff)) throw resultFailure(422, 'notAvailable');
  return { participation, exam, staff, now };
}
