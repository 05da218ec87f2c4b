import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { answerRoute } from './answer-route.js';
import { finishRoute } from './finish-route.js';
import { listParticipationsRoute } from './list-route.js';
import { startParticipationRoute } from './start-route.js';
import { timerRoute } from './timer-route.js';

/** The exam-taking routes of a participation (spec 3 §4 "Exam taking", §7). */
export async function participationRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; config: Config },
) {
  await listParticipationsRoute(app, deps);
  await startParticipationRoute(app, deps);
  await answerRoute(app, deps);
  await timerRoute(app, deps);
  await finishRoute(app, deps);
}
