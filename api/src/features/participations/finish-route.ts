import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { currentUser } from '../../auth/auth-hook.js';
import { ExamCache } from '../exams/exam-cache.js';
import { parseId } from '../users/routes.js';
import { ownParticipationDocument, participationNotFound } from './context.js';
import { finisher } from './finish.js';
import { idParams, jsonSchemaOf, noBody } from '../../http/route-schema.js';

/** POST /participations/{id}/finish: closes the attempt and scores it; finishing again returns it unchanged. */
export async function finishRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const finish = finisher(db);
  const exams = new ExamCache();
  app.post<{ Params: { id: string } }>(
    '/participations/:id/finish',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['participations'],
        summary: "Finishes the caller's participation (idempotent) → 200 participation",
        params: jsonSchemaOf(idParams('id')),
        body: jsonSchemaOf(noBody),
      },
    },
    async (req) => {
      const me = currentUser(req);
      const participationId = parseId(req.params.id, 'Participation');
      // The burst at an exam's end: finishes arriving together share one transaction.
      const { participation, now } = await finish({
        participationId,
        userId: me.id,
        projectId: config.projectId,
      });
      const exam = participation && (await exams.get(db, participation.exam_id, config.projectId));
      if (!participation || !exam) throw participationNotFound();
      return ownParticipationDocument(db, participation, exam, now);
    },
  );
}
