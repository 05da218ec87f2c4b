import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../jsonapi/errors.js';
import { FILE_CAPS, MAX_FILE_BYTES, type Locale } from '../../shared-rules.js';
import { teamFailure } from '../teams/messages.js';

/** File fields of an upload: `files[]` (the contract), `files` also accepted. */
export const FILE_FIELDS = new Set(['files[]', 'files']);
/** The most files one request may carry (the largest cap). */
const MAX_FILES = Math.max(...Object.values(FILE_CAPS));

/** Limits of the multipart parser: an oversized file is truncated one byte past the cap and refused. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES + 1,
  files: MAX_FILES,
  fields: 5,
  parts: MAX_FILES + 10,
  fieldSize: 64 * 1024,
};

export interface UploadedFile {
  name: string;
  bytes: Buffer;
  /** Larger than MAX_FILE_BYTES. */
  oversized: boolean;
}

export interface UploadBody {
  /** The `data` field: JSON text, or the object when the part was sent as application/json. */
  data: unknown;
  files: UploadedFile[];
}

const statusOf = (err: unknown) => (err as { statusCode?: number }).statusCode;
const codeOf = (err: unknown) => (err as { code?: string }).code;

/**
 * Reads every part of a multipart upload: the `data` field and the files. Too many files → 422
 * `files.error.max`; a malformed body → 400; other fields are ignored and other file parts drained.
 */
export async function readUpload(req: FastifyRequest, locale: Locale): Promise<UploadBody> {
  const body: UploadBody = { data: undefined, files: [] };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'data') body.data = part.value;
        continue;
      }
      if (!FILE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      body.files.push({
        name: part.filename,
        bytes,
        oversized: part.file.truncated || bytes.length > MAX_FILE_BYTES,
      });
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (codeOf(err) === 'FST_FILES_LIMIT')
      throw teamFailure(422, 'filesMax', locale, '/data/attributes/files');
    if (statusOf(err) === 413 && codeOf(err) === 'FST_REQ_FILE_TOO_LARGE')
      throw teamFailure(413, 'filesSize', locale, '/data/attributes/files');
    throw teamFailure(400, 'filesMalformed', locale);
  }
  return body;
}
