import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { authenticate, currentUser } from '../../identity/auth-hook.js';
import { notFound } from '../../jsonapi/errors.js';
import { examFailure } from '../exams/messages.js';
import { timeMeta } from '../exams/timing.js';
import { parseId } from '../users/routes.js';
import { checkAnswer, readAnswerBody } from './answer-input.js';
import { ownParticipation, participationNotFound } from './context.js';
import { saveAnswer } from './save-answer.js';

const params = {
  type: 'object',
  properties: { id: { type: 'string' }, questionId: { type: 'string' } },
} as const;

/**
 * PUT /participations/{id}/answers/{questionId}: saves one answer, idempotent per (participation,
 * question); a sequence not above the stored one does not overwrite (200 with the stored answer, stale).
 * Every reply carries the countdown (meta.time_left, ends_at, server_time).
 */
export async function answerRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.put<{ Params: { id: string; questionId: string } }>(
    '/participations/:id/answers/:questionId',
    {
      preHandler: authenticate(db),
      schema: {
        tags: ['participations'],
        summary:
          "Saves one answer: {data:{type:'answers', attributes:{user_answer, sequence, answered_at}}} → {data: answer with stale, meta:{time_left, ends_at, server_time}}",
        params,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const { participation, exam } = await ownParticipation(db, config, req.params.id, me.id);
      const questionId = parseId(req.params.questionId, 'Question');
      const question = await db
        .selectFrom('questions')
        .selectAll()
        .where('id', '=', questionId)
        .where('exam_id', '=', exam.id)
        .executeTakeFirst();
      if (!question) throw notFound('Questão não encontrada.');
      const input = readAnswerBody(req.body);
      const userAnswer = checkAnswer(question, input.userAnswer);

      const outcome = await saveAnswer(db, {
        participationId: participation.id,
        userId: me.id,
        questionId,
        userAnswer,
        sequence: input.sequence,
        answeredAt: input.answeredAt,
      });
      if (outcome.missing) throw participationNotFound();
      if (!outcome.inTime) throw examFailure(422, 'timeOver');
      if (outcome.finishedAt) throw examFailure(422, 'finished');
      const stored = await db
        .selectFrom('answers')
        .select(['user_answer', 'sequence', 'saved_at'])
        .where('participation_id', '=', participation.id)
        .where('question_id', '=', questionId)
        .executeTakeFirstOrThrow();
      return {
        data: {
          type: 'answers',
          id: `${participation.id}-${questionId}`,
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
