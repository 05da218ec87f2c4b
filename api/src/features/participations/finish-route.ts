import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { authenticate, currentUser } from '../../identity/auth-hook.js';
import { dbNow } from '../exams/timing.js';
import { ownParticipation, ownParticipationDocument, participationNotFound } from './context.js';
import { finishParticipation } from './finish.js';

/** POST /participations/{id}/finish: closes the attempt and scores it; finishing again returns it unchanged. */
export async function finishRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  app.post<{ Params: { id: string } }>(
    '/participations/:id/finish',
    {
      preHandler: authenticate(db),
      schema: {
        tags: ['participations'],
        summary: "Finishes the caller's participation (idempotent) → 200 participation",
        params: { type: 'object', properties: { id: { type: 'string' } } },
      },
    },
    async (req) => {
      const me = currentUser(req);
      const { participation, exam } = await ownParticipation(db, config, req.params.id, me.id);
      const finished = await finishParticipation(db, participation.id, me.id);
      if (!finished) throw participationNotFound();
      return ownParticipationDocument(db, finished, exam, await dbNow(db));
    },
  );
}
