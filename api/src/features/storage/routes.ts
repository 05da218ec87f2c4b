import { loadEdition } from '../editions/load.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { idParams, idValue, jsonSchemaOf, noQuery } from '../../http/route-schema.js';
import { forbidden } from '../../jsonapi/errors.js';
import { toDocument } from '../../jsonapi/serialize.js';
import { enqueueJob, latestEditionJob } from '../../jobs/queue.js';
import { jobResource } from '../../jobs/resource.js';

import { certificateFailure } from '../certificates/messages.js';
import { isEditionStaff } from '../exams/access.js';
import { requestLocale } from '../registration/messages.js';
import { storageFailure, storageText } from './messages.js';
import { SAVE_CERTIFICATES, SAVE_EDITION_DATA, STORAGE_JOB_KINDS } from './save-jobs.js';

/** `{ id }`: the edition, as a string or a number (the shape of PUT generate-certificate). */
const editionBody = v.object({ id: idValue });

/**
 * "Gerenciar dados" of the edition detail (spec 2 "Edition detail", §7 PUT save_all_certificates): the
 * edition's staff queue a job that saves its certificates, or its data, to the object store (an S3
 * bucket when configured, else FILES_DIR/exports), and follow the jobs.
 */
export async function storageRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  /** The edition of the request, when the caller is its staff (404 unknown, 403 not theirs). */
  async function staffEdition(req: FastifyRequest, id: string | number) {
    const me = currentUser(req);
    const edition = await loadEdition(db, Number(id), config.projectId);
    if (!edition) throw certificateFailure(404, 'editionNotFound', requestLocale(req));
    if (!(await isEditionStaff(db, edition.id, me))) throw forbidden();
    return { me, edition };
  }

  async function queue(
    req: FastifyRequest,
    reply: FastifyReply,
    kind: (typeof STORAGE_JOB_KINDS)[number],
    editionId: number,
    meId: number,
  ) {
    const locale = requestLocale(req);
    const { job } = await enqueueJob(
      db,
      kind,
      { editionId },
      { key: `edition:${editionId}`, editionId, createdBy: meId },
    );
    const message = storageText(
      kind === SAVE_CERTIFICATES ? 'certificatesQueued' : 'editionDataQueued',
      locale,
    );
    return reply.code(202).send(toDocument(jobResource(job), { meta: { message } }));
  }

  app.put<{ Body: { id: string | number } }>(
    '/save_all_certificates',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['storage'],
        summary:
          "Queues the job that copies every generated certificate PDF of the edition {id} to cloud storage (editions/<id>/certificates/<code>.pdf; 202, the job); 422 when it has none; the edition's staff only",
        querystring: jsonSchemaOf(noQuery),
        body: jsonSchemaOf(editionBody),
      },
    },
    async (req, reply) => {
      const { me, edition } = await staffEdition(req, req.body.id);
      const { n } = await db
        .selectFrom('certificates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('edition_id', '=', edition.id)
        .executeTakeFirstOrThrow();
      if (Number(n) === 0) throw storageFailure(422, 'noCertificates', requestLocale(req));
      return queue(req, reply, SAVE_CERTIFICATES, edition.id, me.id);
    },
  );

  app.put<{ Body: { id: string | number } }>(
    '/save_edition_data',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['storage'],
        summary:
          "Queues the job that saves the edition {id}'s data to cloud storage: editions/<id>/data/edition.json (attributes, phases, exams with questions, participants with participations and ratings) and inscriptions.csv (202, the job); the edition's staff only",
        querystring: jsonSchemaOf(noQuery),
        body: jsonSchemaOf(editionBody),
      },
    },
    async (req, reply) => {
      const { me, edition } = await staffEdition(req, req.body.id);
      return queue(req, reply, SAVE_EDITION_DATA, edition.id, me.id);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/editions/:id/storage_jobs',
    {
      config: { access: ['admin', 'coordinator'] },
      schema: {
        tags: ['storage'],
        summary:
          "The edition's latest cloud-storage job of each kind (storage.certificates, storage.edition_data): status, progress, result (where it saved) or the reason of a failure; the edition's staff only",
        params: jsonSchemaOf(idParams('id')),
        querystring: jsonSchemaOf(noQuery),
      },
    },
    async (req) => {
      const { edition } = await staffEdition(req, req.params.id);
      const jobs = await Promise.all(STORAGE_JOB_KINDS.map((kind) => latestEditionJob(db, edition.id, kind)));
      return toDocument(jobs.filter((j) => j !== undefined).map(jobResource));
    },
  );
}
