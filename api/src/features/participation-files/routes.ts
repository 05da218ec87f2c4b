import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import multipart from '@fastify/multipart';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { PrivateFileStore, privateFilesDir } from '../../files/private-store.js';
import { deleteRoute } from './delete-route.js';
import { downloadRoute } from './download-route.js';
import { listRoute } from './list-route.js';
import { MULTIPART_LIMITS } from './multipart.js';
import { uploadRoute } from './upload-route.js';

/**
 * Files and video links of project phases (issue 4 contract F), kept in the private store
 * (`<FILES_DIR>/private`) and handed out only through the download route.
 */
export async function participationFileRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  const store = new PrivateFileStore(privateFilesDir(config.files.dir));
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
    await uploadRoute(scope, { db, config, store });
    await listRoute(scope, { db, config });
    await downloadRoute(scope, { db, config, store });
    await deleteRoute(scope, { db, config, store });
  });
}
