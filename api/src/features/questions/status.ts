import type { Kysely } from 'kysely';
import { diffChanges, recordAudit } from '../../audit/audit.js';
import type { Database, Resolution } from '../../db/schema.js';
import { ApiError, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import type { Job } from '../../jobs/queue.js';
import { sanitizeRichText } from '../../http/text-input.js';
import { QUESTION_STATUSES, richTextIsBlank, type Locale, type QuestionStatus } from '../../shared-rules.js';
import type { Exam, Question } from '../exams/load.js';
import { correctAlternatives, isAlternativeOf } from '../exams/scoring.js';
import { attributePointer, questionError } from './messages.js';
import { lockExam } from './question-write.js';
import { enqueueRescore } from './rescore-job.js';

export interface StatusChange {
  status: QuestionStatus;
  comment: string;
  /** The new answer key; undefined keeps the question's. */
  multipleChoice?: string[];
}

type Json = Record<string, unknown>;

/**
 * Reads PUT questions/{id}/status's attributes (QuestionStatusAttributes): the resolution comment is
 * required (rich text, sanitised); `multiple_choice`, when sent for a multiple-choice question, names
 * exactly one of its alternatives; a missing status keeps the question's.
 */
export function readStatusChange(attributes: Json, question: Question, locale: Locale): StatusChange {
  const errors: JsonApiErrorObject[] = [];
  let status = question.status;
  if (attributes.status !== undefined && attributes.status !== null) {
    if ((QUESTION_STATUSES as readonly unknown[]).includes(attributes.status))
      status = attributes.status as QuestionStatus;
    else errors.push(questionError(422, 'invalidValue', locale, attributePointer('status')));
  }
  const resolution = attributes.resolution;
  const r =
    typeof resolution === 'object' && resolution !== null && !Array.isArray(resolution)
      ? (resolution as Json)
      : {};
  const comment = typeof r.comment === 'string' ? sanitizeRichText(r.comment) : '';
  if (richTextIsBlank(comment))
    errors.push(questionError(422, 'commentRequired', locale, attributePointer('resolution.comment')));
  let multipleChoice: string[] | undefined;
  if (question.kind === 'multiple_choice' && r.multiple_choice !== undefined && r.multiple_choice !== null) {
    const ids = Array.isArray(r.multiple_choice) ? r.multiple_choice : [r.multiple_choice];
    const id =
      ids.length === 1 && (typeof ids[0] === 'string' || typeof ids[0] === 'number') ? String(ids[0]) : null;
    if (id === null || !isAlternativeOf(question.alternatives, id))
      errors.push(
        questionError(422, 'notAnAlternative', locale, attributePointer('resolution.multiple_choice')),
      );
    else multipleChoice = [id];
  }
  if (errors.length) throw new ApiError(422, errors);
  return { status, comment, multipleChoice };
}

/**
 * Cancels, restores or re-keys a question (any exam status), in one transaction holding the exam's row
 * lock: the question's status and resolution, the audit entries (question.cancelled / question.restored
 * with the status and comment, question.answer_key_changed with the key, before and after) and, when
 * how the question scores changed and the exam has finished participations, the rescore job.
 */
export async function changeQuestionStatus(
  db: Kysely<Database>,
  exam: Exam,
  questionId: number,
  change: StatusChange,
  actorId: number,
): Promise<{ question: Question; rescore: Job | null }> {
  return db.transaction().execute(async (trx) => {
    await lockExam(trx, exam.id);
    const before = await trx
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    const key = change.multipleChoice ?? correctAlternatives(before.resolution);
    const resolution: Resolution = { ...before.resolution, comment: change.comment, multiple_choice: key };
    const question = await trx
      .updateTable('questions')
      .set({
        status: change.status,
        resolution: JSON.stringify(resolution),
        updated_by: actorId,
        updated_at: new Date(),
      })
      .where('id', '=', questionId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const statusChanged = before.status !== change.status;
    const keyChanged = diffChanges({ k: correctAlternatives(before.resolution) }, { k: key }).k !== undefined;
    const audit = (action: string, changes: Record<string, [unknown, unknown]>) =>
      recordAudit(trx, {
        editionId: exam.edition_id,
        actorId,
        action,
        subjectType: 'questions',
        subjectId: questionId,
        changes,
      });
    const commentChange = diffChanges(
      { 'resolution.comment': before.resolution?.comment ?? null },
      { 'resolution.comment': change.comment },
    );
    if (statusChanged)
      await audit(change.status === 'cancelled' ? 'question.cancelled' : 'question.restored', {
        status: [before.status, change.status],
        ...commentChange,
      });
    if (keyChanged)
      await audit('question.answer_key_changed', {
        'resolution.multiple_choice': [correctAlternatives(before.resolution), key],
        ...(statusChanged ? {} : commentChange),
      });
    if (!statusChanged && !keyChanged && Object.keys(commentChange).length)
      await audit('question.updated', commentChange);
    const rescore = statusChanged || keyChanged ? await enqueueRescore(trx, exam, actorId) : null;
    return { question, rescore };
  });
}
