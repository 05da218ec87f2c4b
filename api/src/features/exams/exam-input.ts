import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../jsonapi/errors.js';
import { COVER_MAX_BYTES, type Locale } from '../../shared-rules.js';
import { authoring } from './authoring-messages.js';

/** The cover image of the online exam form. */
export interface CoverFile {
  name: string;
  bytes: Buffer;
  /** Past COVER_MAX_BYTES (the parser stopped reading it). */
  oversized: boolean;
}

/**
 * POST exams / PATCH exams/{id} as sent: multipart (`data[type]`, `data[id]`, `data[attributes]` and
 * `data[relationships]` as JSON text, `cover`) or a JSON:API document (the presential form).
 */
export interface ExamBody {
  type: unknown;
  id: unknown;
  attributes: unknown;
  relationships: unknown;
  cover?: CoverFile;
}

/** Limits of the multipart parser: a cover one byte past the cap is refused by name. */
export const EXAM_MULTIPART_LIMITS = {
  fileSize: COVER_MAX_BYTES + 1,
  files: 1,
  fields: 8,
  parts: 9,
  fieldSize: 256 * 1024,
};

const malformed = (locale: Locale, pointer?: string) =>
  authoring.failure(400, 'malformed', locale, pointer ?? { header: 'content-type' });

function parseJsonField(value: string, locale: Locale, pointer: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw malformed(locale, pointer);
  }
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads the exam form, multipart or JSON:API; a broken body is 400, a wrong `type` 422. */
export async function readExamBody(req: FastifyRequest, locale: Locale): Promise<ExamBody> {
  let body: ExamBody;
  if (req.isMultipart()) {
    body = { type: undefined, id: undefined, attributes: undefined, relationships: undefined };
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
          if (part.fieldname === 'data[type]') body.type = value;
          else if (part.fieldname === 'data[id]') body.id = value;
          else if (part.fieldname === 'data[attributes]')
            body.attributes = parseJsonField(value, locale, '/data/attributes');
          else if (part.fieldname === 'data[relationships]')
            body.relationships = parseJsonField(value, locale, '/data/relationships');
          continue;
        }
        if (part.fieldname !== 'cover') {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        body.cover = { name: part.filename, bytes, oversized: part.file.truncated };
      }
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw malformed(locale);
    }
  } else {
    const doc = req.body;
    if (!isObject(doc) || !isObject(doc.data)) throw authoring.failure(422, 'required', locale, '/data');
    const { data } = doc;
    body = { type: data.type, id: data.id, attributes: data.attributes, relationships: data.relationships };
  }
  if (body.type !== undefined && body.type !== 'exams')
    throw authoring.failure(422, 'invalidValue', locale, '/data/type');
  if (body.attributes === undefined) body.attributes = {};
  if (!isObject(body.attributes)) throw authoring.failure(422, 'invalidValue', locale, '/data/attributes');
  if (body.relationships !== undefined && body.relationships !== null && !isObject(body.relationships))
    throw authoring.failure(422, 'invalidValue', locale, '/data/relationships');
  return body;
}

/** The edition id `data[relationships]` names ({edition:{data:{type:'editions',id}}}), or undefined. */
export function relationshipEditionId(relationships: unknown, locale: Locale): number | undefined {
  if (!isObject(relationships) || relationships.edition === undefined) return undefined;
  const pointer = '/data/relationships/edition';
  const data = isObject(relationships.edition) ? relationships.edition.data : undefined;
  if (!isObject(data)) throw authoring.failure(422, 'invalidValue', locale, pointer);
  const id = data.id;
  if ((typeof id !== 'string' && typeof id !== 'number') || !/^[1-9]\d{0,14}$/.test(String(id)))
    throw authoring.failure(422, 'invalidValue', locale, pointer);
  if (data.type !== undefined && data.type !== 'editions')
    throw authoring.failure(422, 'invalidValue', locale, pointer);
  return Number(id);
}
