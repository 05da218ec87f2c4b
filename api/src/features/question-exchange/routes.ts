import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import multipart from '@fastify/multipart';
import * as v from 'valibot';
import { currentUser } from '../../auth/auth-hook.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { CONTENT_TYPES, contentKey, type FileStore } from '../../files/store.js';
import {
  idList,
  idParams,
  jsonApiBody,
  jsonSchemaOf,
  multipartBody,
  noQuery,
} from '../../http/route-schema.js';
import { requestLocale } from '../../http/locale.js';
import { readResourceBody } from '../../jsonapi/body.js';
import { ApiError, forbidden } from '../../jsonapi/errors.js';
import { toDocument } from '../../jsonapi/serialize.js';
import {
  QUESTION_FORMAT_FILES,
  QUESTION_FORMATS,
  type Locale,
  type QuestionFormat,
} from '../../shared-rules.js';
import { isExamStaff } from '../exams/access.js';
import { loadExam, loadQuestions, type Exam, type Question } from '../exams/load.js';
import { examFailure } from '../exams/messages.js';
import { examResource, examStatus } from '../exams/resource.js';
import { staffQuestionResource } from '../exams/staff-resource.js';
import { detectFormat, readQuestionsFile } from './detect.js';
import { fromStored, type ExchangeQuestion, type ParsedFile } from './exchange-question.js';
import { storeImported } from './import-apply.js';
import { IMPORT_FIELDS, IMPORT_MULTIPART_LIMITS, readImportBody } from './import-input.js';
import { prepareImport, type ImageUrl } from './import-preview.js';
import { writeJson } from './json-format.js';
import { EXCHANGE_LIMITS } from './limits.js';
import { BrokenFile, exchangeErrors, sizeText, TooManyQuestions, ZipTooLarge } from './messages.js';
import { writeMoodle } from './moodle-format.js';
import { writeQti } from './qti-format.js';

const WRITERS: Record<QuestionFormat, { write: (q: ExchangeQuestion[]) => Buffer; type: string }> = {
  json: { write: (q) => writeJson(q), type: 'application/json; charset=utf-8' },
  qti: { write: (q) => writeQti(q), type: 'application/zip' },
  moodle: { write: writeMoodle, type: 'application/xml; charset=utf-8' },
};

const exportBody = jsonApiBody({
  question_ids: v.optional(v.nullable(idList)),
  format: v.optional(v.nullable(v.string())),
});

const importMultipart = multipartBody({
  [IMPORT_FIELDS.type]: { type: 'string', enum: ['exams'] },
  [IMPORT_FIELDS.id]: { type: 'string', description: "The exam's id (as in the URL)" },
  [IMPORT_FIELDS.file]: {
    type: 'string',
    format: 'binary',
    description: `questions.json, a QTI 3.0 package (.zip) or Moodle XML, told apart by content; up to ${sizeText(EXCHANGE_LIMITS.fileMaxBytes)} (also accepted as ${IMPORT_FIELDS.attributesFile})`,
  },
  [IMPORT_FIELDS.preview]: { type: 'string', enum: ['true', 'false'], description: "'true': a dry run" },
});

const ID = /^[1-9]\d{0,14}$/;

/** The exam as its staff read it, with its questions (answer key included) in order. */
function staffExamDocument(exam: Exam, questions: Question[], meta: Record<string, unknown>) {
  const resource = examResource(exam, {
    now: new Date(),
    questions,
    questionsCount: questions.length,
    rankedUser: false,
  });
  resource.relationships = { ...resource.relationships, questions: questions.map(staffQuestionResource) };
  return toDocument(resource, { include: ['questions'], meta });
}

/** The file read by its format, with a reader's failure as the 413/422 the caller reads. */
function readFile(bytes: Buffer, locale: Locale): ParsedFile {
  let format: QuestionFormat | undefined;
  try {
    format = detectFormat(bytes);
    if (!format)
      throw exchangeErrors.failure(422, 'unknownFormat', locale, { parameter: IMPORT_FIELDS.file });
    return readQuestionsFile(format, bytes, locale);
  } catch (err) {
    const where = { parameter: IMPORT_FIELDS.file };
    if (err instanceof BrokenFile)
      throw exchangeErrors.failure(422, 'brokenFile', locale, where, {
        format: format ? format.toUpperCase() : 'XML',
        detail: err.message,
      });
    if (err instanceof TooManyQuestions)
      throw exchangeErrors.failure(422, 'tooManyQuestions', locale, where, {
        max: EXCHANGE_LIMITS.maxQuestions,
      });
    if (err instanceof ZipTooLarge)
      throw exchangeErrors.failure(413, 'zipTooLarge', locale, where, {
        entries: EXCHANGE_LIMITS.zipMaxEntries,
        limit: sizeText(EXCHANGE_LIMITS.zipMaxTotalBytes),
      });
    if (err instanceof ApiError) throw err;
    // Whatever else a reader trips on is a file it cannot read, never a 500.
    throw exchangeErrors.failure(422, 'brokenFile', locale, where, {
      format: format ? format.toUpperCase() : '?',
      detail: (err as Error).message,
    });
  }
}

/**
 * Question exchange (spec 2 §7 "POST exams/{id}/export" and "import_questions"; issue 14): the chosen
 * questions of an exam as questions.json, a QTI 3.0 package or Moodle XML, and a file of any of the
 * three imported into an upcoming exam, with a dry run that lists what would be created and what
 * cannot be mapped. The exam's staff only (admins, coordinators of its edition).
 */
export async function questionExchangeRoutes(
  app: FastifyInstance,
  { db, config, store }: { db: Kysely<Database>; config: Config; store: FileStore },
) {
  const staffExam = async (id: string, req: Parameters<typeof currentUser>[0]) => {
    const exam = await loadExam(db, Number(id), config.projectId);
    if (!exam) throw examFailure(404, 'examNotFound');
    if (!(await isExamStaff(db, exam, currentUser(req)))) throw forbidden();
    return exam;
  };

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: IMPORT_MULTIPART_LIMITS, throwFileSizeLimit: false });

    scope.post<{ Params: { id: string } }>(
      '/exams/:id/export',
      {
        config: { access: ['admin', 'coordinator'] },
        schema: {
          tags: ['exams'],
          summary:
            "Exports chosen questions of an exam (its staff): {data:{type:'exams', id, attributes:{question_ids:[…], format:'json'|'qti'|'moodle'}}} → the file (questions.json, questions-qti3.zip or questions-moodle.xml) as an attachment; none chosen → 422 \"Nenhuma questao foi selecionada!\"",
          params: jsonSchemaOf(idParams('id')),
          querystring: jsonSchemaOf(noQuery),
          body: jsonSchemaOf(exportBody),
        },
      },
      async (req, reply) => {
        const locale = requestLocale(req);
        const exam = await staffExam(req.params.id, req);
        const { id, attributes } = readResourceBody(req.body, ['exams']);
        if (id !== undefined && id !== String(exam.id))
          throw new ApiError(409, 'data.id does not match the URL', { pointer: '/data/id' });
        const format = attributes.format ?? 'json';
        if (!QUESTION_FORMATS.includes(format as QuestionFormat))
          throw exchangeErrors.failure(422, 'invalidValue', locale, '/data/attributes/format');
        const raw = attributes.question_ids;
        const pointer = '/data/attributes/question_ids';
        if (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0))
          throw exchangeErrors.failure(422, 'noSelection', locale, pointer);
        if (
          !Array.isArray(raw) ||
          raw.length > EXCHANGE_LIMITS.maxExportIds ||
          raw.some((x) => (typeof x !== 'string' && typeof x !== 'number') || !ID.test(String(x)))
        )
          throw exchangeErrors.failure(422, 'invalidValue', locale, pointer);
        const wanted = new Set(raw.map(String));
        const questions = (await loadQuestions(db, exam)).filter((q) => wanted.has(String(q.id)));
        if (questions.length !== wanted.size) throw exchangeErrors.failure(422, 'notOfExam', locale, pointer);
        const writer = WRITERS[format as QuestionFormat];
        return reply
          .header('content-type', writer.type)
          .header(
            'content-disposition',
            `attachment; filename="${QUESTION_FORMAT_FILES[format as QuestionFormat]}"`,
          )
          .header('cache-control', 'no-store')
          .send(writer.write(questions.map(fromStored)));
      },
    );

    scope.post<{ Params: { id: string } }>(
      '/exams/:id/import_questions',
      {
        config: { access: ['admin', 'coordinator'] },
        schema: {
          tags: ['exams'],
          summary:
            "Imports questions into an exam (its staff; upcoming exams only unless a dry run): multipart data[id], data[type]=exams, file (questions.json, QTI 3.0 zip or Moodle XML, by content), preview='true' for a dry run → the exam with its questions; meta.preview (what is created, what is skipped and why), meta.imported",
          consumes: ['multipart/form-data'],
          params: jsonSchemaOf(idParams('id')),
          querystring: jsonSchemaOf(noQuery),
          body: importMultipart,
        },
      },
      async (req) => {
        const me = currentUser(req);
        const locale = requestLocale(req);
        const exam = await staffExam(req.params.id, req);
        const body = await readImportBody(req, exam.id, locale);
        if (!body.preview && examStatus(exam) !== 'upcoming')
          throw exchangeErrors.failure(422, 'notEditable', locale);
        const parsed = readFile(body.file!.bytes, locale);
        // A dry run names the URL each embedded image will have; an import stores the image.
        const imageUrl: ImageUrl = body.preview
          ? async (bytes, kind) => `${config.files.publicUrl}/${contentKey(bytes, kind)}`
          : (bytes, kind) => store.put(contentKey(bytes, kind), bytes, CONTENT_TYPES[kind]!);
        const { preview, ready } = await prepareImport(parsed, locale, imageUrl);
        if (body.preview) return staffExamDocument(exam, await loadQuestions(db, exam), { preview });
        if (!ready.length)
          throw exchangeErrors.failure(422, 'nothingToImport', locale, { parameter: IMPORT_FIELDS.file });
        const ids = await storeImported(
          db,
          exam,
          me.id,
          parsed.format,
          ready.map((r) => r.question),
        );
        const fresh = (await loadExam(db, exam.id, config.projectId)) ?? exam;
        return staffExamDocument(fresh, await loadQuestions(db, fresh), { imported: ids.length, preview });
      },
    );
  });
}
