import { sendDownload } from '../../http/download.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { PrivateFileStore } from '../../files/private-store.js';
import { currentUser } from '../../auth/auth-hook.js';
import { requestLocale } from '../registration/messages.js';
import { teamFailure } from '../teams/messages.js';
import { fileAccess } from './access.js';
import { storedFiles } from './load.js';
import * as v from 'valibot';
import { idParam, jsonSchemaOf, noQuery } from '../../http/route-schema.js';

const params = jsonSchemaOf(v.object({ id: idParam, index: v.pipe(v.string(), v.regex(/^\d{1,4}$/)) }));
const querystring = jsonSchemaOf(noQuery);

/**
 * GET /participation_files/{id}/files/{index} — the bytes of one stored file, as an attachment with its
 * original (sanitised) name; for the participation's owner, the uploader, the team's members and the
 * exam's staff (anyone else: 404).
 */
export async function downloadRoute(
  app: FastifyInstance,
  { db, config, store }: { db: Kysely<Database>; config: Config; store: PrivateFileStore },
) {
  app.get<{ Params: { id: string; index: string } }>(
    '/participation_files/:id/files/:index',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['participation_files'],
        summary: 'Downloads one file of an upload (send the auth headers; the answer is the file itself)',
        params,
        querystring,
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      const { record } = await fileAccess(db, config, req.params.id, me, locale);
      const index = /^\d{1,4}$/.test(req.params.index) ? Number(req.params.index) : -1;
      const file = storedFiles(record.row)[index];
      if (!file) throw teamFailure(404, 'filesNotFound', locale);
      const bytes = await store.read(file.key);
      if (!bytes) throw teamFailure(404, 'filesNotFound', locale);
      return sendDownload(reply, { bytes, contentType: file.content_type, filename: file.name });
    },
  );
}
