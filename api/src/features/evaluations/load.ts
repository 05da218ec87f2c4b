import type { Kysely, Selectable } from 'kysely';
import type { Config } from '../../config.js';
import type { AnswersTable, Database } from '../../db/schema.js';
import type { CurrentUser } from '../../auth/auth-hook.js';
import { ApiError } from '../../jsonapi/errors.js';
import type { Exam, Question } from '../exams/load.js';
import type { Participation } from '../participations/resource.js';
import { loadReadableParticipation } from '../results/access.js';
import { resultFailure } from '../results/messages.js';

export interface Evaluation {
  id: string;
  participation: Participation;
  exam: Exam;
  question: Question;
  answer: Selectable<AnswersTable> & { open_ended_score: number };
}

const EVALUATION_ID = /^(\d{1,15})-(\d{1,15})$/;

/**
 * The evaluation `<participationId>-<questionId>`: a graded answer to an open-ended question, read by
 * the same people and at the same time as the participation's results. 404 when the id is malformed,
 * the participation is not readable, or the answer is not (yet) graded; 422 before the results are out.
 */
export async function loadEvaluation(
  db: Kysely<Database>,
  config: Config,
  me: CurrentUser,
  id: string,
): Promise<Evaluation> {
  const match = EVALUATION_ID.exec(id);
  if (!match) throw resultFailure(404, 'evaluationNotFound');
  const [participationId, questionId] = [Number(match[1]), Number(match[2])];
  let readable;
  try {
    readable = await loadReadableParticipation(db, config, me, participationId);
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 404) throw resultFailure(404, 'evaluationNotFound');
    throw err;
  }
  const { participation, exam } = readable;
  const [question, answer] = await Promise.all([
    db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', questionId)
      .where('exam_id', '=', exam.id)
      .where('kind', '=', 'open_ended')
      .executeTakeFirst(),
    db
      .selectFrom('answers')
      .selectAll()
      .where('participation_id', '=', participation.id)
      .where('question_id', '=', questionId)
      .executeTakeFirst(),
  ]);
  if (!question || !answer || answer.open_ended_score === null)
    throw resultFailure(404, 'evaluationNotFound');
  return {
    id: `${participation.id}-${question.id}`,
    participation,
    exam,
    question,
    answer: { ...answer, open_ended_score: answer.open_ended_score },
  };
}
