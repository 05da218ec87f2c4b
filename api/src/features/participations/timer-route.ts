import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { ApiError } from '../../jsonapi/errors.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { ExamCache } from '../exams/exam-cache.js';
import { QuestionCache } from '../exams/question-cache.js';
import { parseId } from '../users/routes.js';
import { timeMeta } from '../exams/timing.js';
import { positiveInteger } from './answer-input.js';
import { participationNotFound } from './context.js';
import { loadAnswers, loadOwnParticipation } from './load.js';
import { participationResource, resultsVisible } from './resource.js';
import { saveTimer } from './save-answer.js';
import {
  idParams,
  jsonApiBody,
  jsonSchemaOf,
  optIdValue,
  optNumberValue,
  record,
} from '../../http/route-schema.js';
import * as v from 'valibot';

const TIMER = '/data/attributes/timer';
/** A week, in seconds: more than any exam lasts. */
const MAX_TIMER = 7 * 24 * 3600;

/**
 * PUT /participations/{id}/timer: the seconds spent on one question (saved when moving between
 * questions); the larger of the stored and the sent value wins.
 */
export async function timerRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const questions = new QuestionCache();
  const exams = new ExamCache();
  app.put<{ Params: { id: string } }>(
    '/participations/:id/timer',
    {
      config: { access: 'signed-in', sessionCache: true },
      schema: {
        tags: ['participations'],
        summary:
          "Saves a question's timer: {data:{type:'participations', id, attributes:{timer:{question_id, user_answer_timer}}}} → the participation, meta.time_left",
        params: jsonSchemaOf(idParams('id')),
        body: jsonSchemaOf(
          jsonApiBody({
            timer: v.optional(
              v.nullable(record({ question_id: optIdValue, user_answer_timer: optNumberValue })),
            ),
          }),
        ),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const participationId = parseId(req.params.id, 'Participation');
      const { id, attributes } = readResourceBody(req.body, ['participations']);
      if (id !== undefined && id !== String(participationId))
        throw new ApiError(409, 'data.id differs from the URL', { pointer: '/data/id' });
      const timer = attributes.timer;
      if (!timer || typeof timer !== 'object' || Array.isArray(timer))
        throw new ApiError(422, 'timer is required', { pointer: TIMER });
      const { question_id: rawQuestion, user_answer_timer: rawSeconds } = timer as Record<string, unknown>;
      const questionId = positiveInteger(rawQuestion, 'timer/question_id');
      // Whole seconds; a fractional count (a client timer between ticks) is rounded down.
      const seconds =
        typeof rawSeconds === 'number' && Number.isFinite(rawSeconds) && rawSeconds >= 0
          ? Math.min(Math.floor(rawSeconds), MAX_TIMER)
          : Math.min(positiveInteger(rawSeconds, 'timer/user_answer_timer', 0), MAX_TIMER);

      // Clients send this on every move between questions: ownership, the question's exam, the time
      // rules and the write are one statement after the cached question; then the answers for the reply.
      const question = await questions.get(db, questionId);
      const outcome =
        question && question.project_id === config.projectId
          ? await saveTimer(db, {
              participationId,
              userId: me.id,
              examId: question.exam_id,
              questionId,
              seconds,
            })
          : undefined;
      const participation = outcome?.participation;
      if (!outcome || !participation) {
        // Worked out only on failure: someone else's (or no) participation is a 404 whatever the question.
        if (!(await loadOwnParticipation(db, participationId, me.id))) throw participationNotFound();
        throw new ApiError(422, 'The question is not one of this exam', { pointer: `${TIMER}/question_id` });
      }
      const exam = await exams.get(db, participation.exam_id, config.projectId);
      if (!exam) throw participationNotFound();
      // Past the end or after finishing the statement stored nothing: a late tick (the client's last one
      // can cross the finish) is a no-op answered with the participation as it is, not an error.
      const answers = (await loadAnswers(db, [participation.id])).get(participation.id) ?? [];
      return toDocument(
        participationResource(participation, {
          now: outcome.now,
          answers,
          showResults: resultsVisible(exam, outcome.now, false),
        }),
        { meta: timeMeta(outcome.endsAt, outcome.now) },
      );
    },
  );
}
