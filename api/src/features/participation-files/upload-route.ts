import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database, StoredFile } from '../../db/schema.js';
import { privateContentKey, type PrivateFileStore } from '../../files/private-store.js';
import { currentUser } from '../../auth/auth-hook.js';
import { ApiError, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import { toDocument } from '../../jsonapi/serialize.js';
import {
  ACCEPTED_FORMATS_LABEL,
  checkCsvShape,
  FILE_CAPS,
  type CsvShape,
  type Locale,
} from '../../shared-rules.js';
import { requestLocale } from '../registration/messages.js';
import { loadTeam, membershipOf, type Team } from '../teams/load.js';
import { teamError, teamFailure } from '../teams/messages.js';
import { requireOpen, requireProjectExam, requireRanked } from '../teams/project-exam.js';
import { safeFileName } from './file-name.js';
import { filesSent, loadParticipation } from './load.js';
import { readUpload, type UploadedFile } from './multipart.js';
import { participationFileResource } from './resource.js';
import { sniffFile } from './sniff.js';
import { PARTICIPATION_POINTER, TEAM_POINTER, uploadRequest } from './upload-input.js';
import { multipartBody } from '../../http/route-schema.js';

interface CheckedFile {
  key: string;
  bytes: Buffer;
  stored: StoredFile;
}

/** Each file checked by its content (and the CSV shape the edition asks for); 413/422 naming each bad one. */
function checkFiles(files: UploadedFile[], csvShape: CsvShape | null, locale: Locale): CheckedFile[] {
  const pointer = (i: number) => `/data/attributes/files/${i}`;
  const oversized = files.map((f, i) => (f.oversized ? i : -1)).filter((i) => i >= 0);
  if (oversized.length)
    throw new ApiError(
      413,
      oversized.map((i) => teamError(413, 'filesSize', locale, pointer(i))),
    );
  const errors: JsonApiErrorObject[] = [];
  const checked: CheckedFile[] = [];
  files.forEach((file, i) => {
    const name = safeFileName(file.name);
    const sniffed = sniffFile(file.bytes, name);
    if (!sniffed.ok) {
      errors.push(teamError(422, sniffed.reason, locale, pointer(i), { formats: ACCEPTED_FORMATS_LABEL }));
      return;
    }
    if (csvShape && sniffed.type.extension === 'csv' && !checkCsvShape(sniffed.text ?? '', csvShape).ok) {
      errors.push(teamError(422, 'filesCsvShape', locale, pointer(i), { ...csvShape }));
      return;
    }
    const key = privateContentKey(file.bytes, sniffed.type.extension);
    checked.push({
      key,
      bytes: file.bytes,
      stored: { key, name, content_type: sniffed.type.contentType, size: file.bytes.length },
    });
  });
  if (errors.length) throw new ApiError(422, errors);
  return checked;
}

/**
 * POST /participation_files — a participant sends files and video links of a project phase
 * (multipart: field `data` = the JSON:API resource, files in `files[]`). Issue 4 contract F.
 */
export async function uploadRoute(
  app: FastifyInstance,
  { db, config, store }: { db: Kysely<Database>; config: Config; store: PrivateFileStore },
) {
  app.post(
    '/participation_files',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['participation_files'],
        summary:
          "Uploads files (multipart field `files[]`, each up to 10 MB: pdf, png, jpg, docx, pptx, xlsx, zip, txt, csv, py, ipynb, md — checked by content) and video URLs; field `data` = {type:'participation_files', attributes:{category, video_urls}, relationships:{participation:{data:{id}}, team:{data:{id}}}} → 201",
        consumes: ['multipart/form-data'],
        body: multipartBody({
          'files[]': { type: 'array', items: { type: 'string', format: 'binary' } },
          data: { type: 'string', description: 'The JSON:API document of the upload, as text' },
        }),
      },
    },
    async (req, reply) => {
      const me = currentUser(req);
      const locale = requestLocale(req);
      if (!req.isMultipart()) throw teamFailure(415, 'filesMalformed', locale, { header: 'content-type' });
      const body = await readUpload(req, locale);
      const input = uploadRequest(body.data, locale);

      const participation = await loadParticipation(db, input.participationId, config.projectId);
      if (!participation) throw teamFailure(404, 'participationNotFound', locale, PARTICIPATION_POINTER);
      const project = await requireProjectExam(db, participation.exam_id, config.projectId, locale);
      const { exam } = project;
      if (!project.categories.includes(input.category))
        throw teamFailure(422, 'filesCategory', locale, '/data/attributes/category');

      let team: Team | undefined;
      if (input.category !== 'pre_project' && typeof input.teamId === 'number') {
        team = await loadTeam(db, input.teamId, config.projectId);
        if (!team || team.exam_id !== exam.id || !(await membershipOf(db, team.id, me.id)))
          throw teamFailure(404, 'notFound', locale, TEAM_POINTER);
      }
      if (input.category === 'in_group' && !team) throw teamFailure(422, 'noTeam', locale, TEAM_POINTER);
      // The caller's own participation, or (for a team upload) a fellow member's.
      const ownerInTeam = team ? !!(await membershipOf(db, team.id, participation.user_id)) : false;
      if (participation.user_id !== me.id && !ownerInTeam)
        throw teamFailure(404, 'participationNotFound', locale, PARTICIPATION_POINTER);
      if (team && !ownerInTeam)
        throw teamFailure(404, 'participationNotFound', locale, PARTICIPATION_POINTER);
      await requireRanked(db, exam, me.id, locale);
      await requireOpen(db, exam, locale);

      const files = checkFiles(body.files, project.csvShape, locale);
      if (!files.length && !input.videoUrls.length)
        throw teamFailure(422, 'filesNothing', locale, '/data/attributes/files');
      const cap = FILE_CAPS[input.category];
      const scope = { category: input.category, participationId: participation.id, teamId: team?.id ?? null };

      const row = await db.transaction().execute(async (trx) => {
        // One upload at a time per participation (and per team for in_group): the cap holds.
        await sql`select id from participations where id = ${participation.id} for update`.execute(trx);
        if (team) await sql`select id from teams where id = ${team.id} for update`.execute(trx);
        if ((await filesSent(trx, scope)) + files.length > cap)
          throw teamFailure(422, 'filesMax', locale, '/data/attributes/files');
        for (const f of files) await store.put(f.key, f.bytes);
        return trx
          .insertInto('participation_files')
          .values({
            participation_id: participation.id,
            team_id: team?.id ?? null,
            category: input.category,
            files: JSON.stringify(files.map((f) => f.stored)),
            video_urls: JSON.stringify(input.videoUrls),
            uploaded_by: me.id,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      reply.code(201);
      return toDocument(
        participationFileResource(row, { publicUrl: config.publicUrl, ownerId: participation.user_id, team }),
        { include: ['team'] },
      );
    },
  );
}
