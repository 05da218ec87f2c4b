import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { ApiError, notFound } from '../../jsonapi/errors.js';
import { examFailure } from '../exams/messages.js';
import { QuestionCache } from '../exams/question-cache.js';
import { timeMeta } from '../exams/timing.js';
import { parseId } from '../users/routes.js';
import { checkAnswer, readAnswerBody } from './answer-input.js';
import { participationNotFound } from './context.js';
import { answerSaver } from './save-answer.js';
import { idParams, jsonApiBody, jsonSchemaOf } from '../../http/route-schema.js';
import { answerAttributeEntries } from '../../shared-rules.js';

const params = jsonSchemaOf(idParams('id', 'questionId'));
const body = jsonSchemaOf(jsonApiBody(answerAttributeEntries));

/**
 * PUT /participations/{id}/answers/{questionId}: saves one answer, idempotent per (participation,
 * question); a sequence not above the stored one does not overwrite (200 with the stored answer, stale).
 * Every reply carries the countdown (meta.time_left, ends_at, server_time).
 */
export async function answerRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const questions = new QuestionCache();
  const saveAnswer = answerSaver(db);
  app.put<{ Params: { id: string; questionId: string } }>(
    '/participations/:id/answers/:questionId',
    {
      config: { access: 'signed-in', sessionCache: true },
      schema: {
        tags: ['participations'],
        summary:
          "Saves one answer: {data:{type:'answers', attributes:{user_answer, sequence, answered_at}}} → {data: answer with stale, meta:{time_left, ends_at, server_time}}",
        params,
        body,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const participationId = parseId(req.params.id, 'Participation');
      const questionId = parseId(req.params.questionId, 'Question');
      const question = await questions.get(db, questionId);
      if (!question || question.project_id !== config.projectId) throw notFound('Questão não encontrada.');
      const input = readAnswerBody(req.body);
      const userAnswer = checkAnswer(question, input.userAnswer);

      // Ownership (the caller's attempt at this question's exam), the time rules and the write are
      // one statement, shared with the saves that arrive meanwhile (group commit).
      const outcome = await saveAnswer({
        participationId,
        userId: me.id,
        examId: question.exam_id,
        questionId,
        userAnswer,
        sequence: input.sequence,
        answeredAt: input.answeredAt,
      });
      if (outcome.missing) throw participationNotFound();
      if (!outcome.inTime) throw examFailure(422, 'timeOver');
      if (outcome.finishedAt) throw examFailure(422, 'finished');
      const stored = outcome.stored;
      // (Not reachable: a save in time either writes or finds the answer that won.)
      if (!stored) throw new ApiError(409, 'A resposta mudou durante o envio; tente novamente.');
      return {
        data: {
          type: 'answers',
          id: `${participationId}-${questionId}`,
          attributes: {
            question_id: String(questionId),
            user_answer: stored.user_answer,
            sequence: stored.sequence,
            saved_at: stored.saved_at?.toISOString() ?? null,
            stale: !outcome.written,
          },
        },
        meta: timeMeta(outcome.endsAt, outcome.now),
        jsonapi: { version: '1.0' },
      };
    },
  );
}
