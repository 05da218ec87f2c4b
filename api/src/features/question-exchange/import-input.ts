import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../jsonapi/errors.js';
import type { Locale } from '../../shared-rules.js';
import { EXCHANGE_LIMITS } from './limits.js';
import { exchangeErrors, sizeText } from './messages.js';

/** The multipart fields of POST exams/{id}/import_questions. */
export const IMPORT_FIELDS = {
  id: 'data[id]',
  type: 'data[type]',
  file: 'file',
  /** The spec's name ("attributes file"), accepted too. */
  attributesFile: 'data[attributes][file]',
  preview: 'preview',
} as const;

export const IMPORT_MULTIPART_LIMITS = {
  fileSize: EXCHANGE_LIMITS.fileMaxBytes + 1,
  files: 1,
  fields: 6,
  parts: 8,
  fieldSize: 1024,
};

export interface ImportBody {
  id?: string;
  type?: string;
  preview: boolean;
  file?: { name: string; bytes: Buffer };
}

/**
 * Reads the import form: a body that is not multipart is 415, a broken one 400, a file past the cap
 * 413, no file 422; `data[type]` other than exams is 409 and `data[id]` other than the URL's 409.
 */
export async function readImportBody(
  req: FastifyRequest,
  examId: number,
  locale: Locale,
): Promise<ImportBody> {
  if (!req.isMultipart()) throw exchangeErrors.failure(415, 'malformed', locale, { header: 'content-type' });
  const body: ImportBody = { preview: false };
  let oversized = false;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : '';
        if (part.fieldname === IMPORT_FIELDS.id) body.id = value;
        else if (part.fieldname === IMPORT_FIELDS.type) body.type = value;
        else if (part.fieldname === IMPORT_FIELDS.preview) body.preview = value === 'true' || value === '1';
        continue;
      }
      if (part.fieldname !== IMPORT_FIELDS.file && part.fieldname !== IMPORT_FIELDS.attributesFile) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > EXCHANGE_LIMITS.fileMaxBytes) oversized = true;
      else body.file = { name: part.filename, bytes };
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) oversized = true;
    else throw exchangeErrors.failure(400, 'malformed', locale, { header: 'content-type' });
  }
  if (oversized)
    throw exchangeErrors.failure(
      413,
      'fileTooLarge',
      locale,
      { parameter: IMPORT_FIELDS.file },
      {
        limit: sizeText(EXCHANGE_LIMITS.fileMaxBytes),
      },
    );
  if (body.type !== undefined && body.type !== 'exams')
    throw new ApiError(409, 'data[type] must be exams', { parameter: IMPORT_FIELDS.type });
  if (body.id !== undefined && body.id !== String(examId))
    throw new ApiError(409, 'data[id] does not match the URL', { parameter: IMPORT_FIELDS.id });
  if (!body.file || body.file.bytes.length === 0)
    throw exchangeErrors.failure(422, 'fileMissing', locale, { parameter: IMPORT_FIELDS.file });
  return body;
}
