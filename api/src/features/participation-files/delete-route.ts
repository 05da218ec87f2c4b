import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { PrivateFileStore } from '../../files/private-store.js';
import { currentUser } from '../../auth/auth-hook.js';
import { requestLocale } from '../registration/messages.js';
import { teamFailure } from '../teams/messages.js';
import { requireOpen } from '../teams/project-exam.js';
import { fileAccess } from './access.js';
import { keyInUse, storedFiles } from './load.js';
import { idParams, jsonSchemaOf } from '../../http/route-schema.js';

/**
 * DELETE /participation_files/{id} → 204: the uploader, the team's leader or the exam's staff, until the
 * exam's end date. Bytes no other upload names are removed from the private store.
 */
export async function deleteRoute(
  app: FastifyInstance,
  { db, config, store }: { db: Kysely<Database>; config: Config; store: PrivateFileStore },
) {
  app.delete<{ Params: { id: string } }>(
    '/participation_files/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['participation_files'],
        summary: 'Removes an upload (uploader, team leader or staff; not after the exam end date) → 204',
        params: jsonSchemaOf(idParams('id')),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { record, exam, mayDelete } = await fileAccess(db, config, req.params.id, me, locale);
      if (!mayDelete) throw teamFailure(403, 'filesForbidden', locale);
      await requireOpen(db, exam, locale);
      await db.deleteFrom('participation_files').where('id', '=', record.row.id).execute();
      for (const file of storedFiles(record.row)) {
        if (!(await keyInUse(db, file.key))) await store.remove(file.key);
      }
      return reply.code(204).send();
    },
  );
}
