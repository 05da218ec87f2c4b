import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import multipart from '@fastify/multipart';
import type { Config } from '../../../config.js';
import type { Database } from '../../../db/schema.js';
import { currentUser } from '../../../auth/auth-hook.js';
import { idParams, jsonSchemaOf, multipartBody, noQuery } from '../../../http/route-schema.js';
import { requestLocale } from '../../../http/locale.js';
import { ApiError } from '../../../jsonapi/errors.js';
import type { Locale } from '../../../shared-rules.js';
import { authoring, authoringText } from '../authoring-messages.js';
import { staffExam } from '../exam-write-routes.js';
import { examStatus } from '../resource.js';
import { dbNow } from '../timing.js';
import { applyScores, checkScores, scoresRefusal } from './import-scores.js';
import { parseScores } from './parse-scores.js';

/** The largest scores file read (about 50,000 lines). */
const CSV_MAX_BYTES = 2 * 1024 * 1024;

interface ScoresBody {
  file?: { name: string; bytes: Buffer; oversized: boolean };
  preview: boolean;
}

const malformed = (locale: Locale) => authoring.failure(400, 'malformed', locale, { header: 'content-type' });

async function readScoresBody(req: FastifyRequest, locale: Locale): Promise<ScoresBody> {
  if (!req.isMultipart()) throw authoring.failure(415, 'malformed', locale, { header: 'content-type' });
  const body: ScoresBody = { preview: false };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'preview') body.preview = String(part.value) === 'true';
        continue;
      }
      if (part.fieldname !== 'csv_file') {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      body.file = { name: part.filename, bytes, oversized: part.file.truncated };
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw malformed(locale);
  }
  return body;
}

/** The file's text: UTF-8, or Windows-1252/Latin-1 as spreadsheets often save it. */
function textOf(bytes: Buffer): string | undefined {
  const utf8 = bytes.toString('utf8');
  const text = utf8.includes('\uFFFD') ? bytes.toString('latin1') : utf8;
  return text.includes('\u0000') ? undefined : text;
}

/**
 * POST exams/{id}/import_scores (spec 2 §5 "Presential exam form", §7; issue 14): a CSV of e-mails and
 * scores. `preview` = 'true' answers what would be stored and every problem, storing nothing; otherwise
 * any problem is a 422 listing them all, and a clean file is stored in one transaction. Presential
 * exams in any status, online exams once expired. The edition's staff only.
 */
export async function scoreImportRoute(
  app: FastifyInstance,
  { db, config }: { db: Kysely<Database>; config: Config },
) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: CSV_MAX_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
      throwFileSizeLimit: false,
    });
    scope.post<{ Params: { id: string } }>(
      '/exams/:id/import_scores',
      {
        config: { access: ['admin', 'coordinator'] },
        schema: {
          tags: ['exams'],
          summary:
            "Imports an exam's scores from a CSV (the edition's staff): multipart csv_file (e-mail, score) and preview='true' for a dry run (meta.scores); otherwise 422 listing every problem, or meta.imported",
          consumes: ['multipart/form-data'],
          params: jsonSchemaOf(idParams('id')),
          querystring: jsonSchemaOf(noQuery),
          body: multipartBody({
            csv_file: { type: 'string', format: 'binary', description: '.csv: e-mail and score per line' },
            preview: { type: 'string', enum: ['true', 'false'] },
          }),
        },
      },
      async (req) => {
        const me = currentUser(req);
        const locale = requestLocale(req);
        const exam = await staffExam(db, config.projectId, Number(req.params.id), req);
        const body = await readScoresBody(req, locale);
        const now = await dbNow(db);
        if (exam.kind === 'online' && examStatus(exam, now) !== 'expired')
          throw authoring.failure(422, 'scoresOnlineNotExpired', locale);
        const file = body.file;
        if (!file || !/\.csv$/i.test(file.name))
          throw authoring.failure(422, 'scoresNotCsv', locale, '/csv_file');
        if (file.oversized || file.bytes.length > CSV_MAX_BYTES)
          throw authoring.failure(413, 'scoresTooLarge', locale, '/csv_file', { limit: '2 MB' });
        const text = textOf(file.bytes);
        if (text === undefined) throw authoring.failure(422, 'scoresNotCsv', locale, '/csv_file');
        const parsed = parseScores(text);
        if (parsed.empty) throw authoring.failure(422, 'scoresEmpty', locale, '/csv_file');
        const checked = await checkScores(db, exam, parsed, locale);
        if (body.preview)
          return { data: null, meta: { scores: checked.preview }, jsonapi: { version: '1.0' } };
        if (checked.preview.errors.length) throw scoresRefusal(checked.preview, locale);
        const imported = await applyScores(db, exam, checked.scores, me);
        return {
          data: null,
          meta: { imported, message: authoringText('scoresImported', locale) },
          jsonapi: { version: '1.0' },
        };
      },
    );
  });
}
