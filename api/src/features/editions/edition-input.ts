import type { FastifyRequest } from 'fastify';
import { ApiError, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import { EDITION_LIMITS, EDITION_MULTIPART, type Locale } from '../../shared-rules.js';
import { editionAdmin } from './messages.js';

/** One file part of the edition form. */
export interface EditionFile {
  name: string;
  bytes: Buffer;
  oversized: boolean;
}

/** The multipart body of POST editions / PATCH editions/{id} (names from EDITION_MULTIPART). */
export interface EditionBody {
  type: string | undefined;
  /** The parsed JSON of `data[attributes]` (undefined when absent). */
  attributes: unknown;
  /** The parsed JSON of `data[relationships]` (undefined when absent). */
  relationships: unknown;
  logo?: EditionFile;
  certificateTemplate?: EditionFile;
  /** By achievement index. */
  achievementTemplates: Map<number, EditionFile>;
}

const ACHIEVEMENT_TEMPLATE = /^achievement_templates\[(\d{1,2})\]$/;

/** Limits of the multipart parser; a file one byte past its cap is refused by name below. */
export const EDITION_MULTIPART_LIMITS = {
  fileSize: Math.max(EDITION_LIMITS.logoMaxBytes, EDITION_LIMITS.templateMaxBytes) + 1,
  files: 2 + EDITION_LIMITS.maxAchievements,
  fields: 6,
  parts: 2 + EDITION_LIMITS.maxAchievements + 6,
  fieldSize: 1024 * 1024,
};

const malformed = (locale: Locale, pointer?: string) =>
  editionAdmin.failure(400, 'malformed', locale, pointer ?? { header: 'content-type' });

function parseJsonField(value: string, locale: Locale, pointer: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw editionAdmin.failure(400, 'malformed', locale, pointer);
  }
}

/**
 * Reads every part of the edition form: the three `data[…]` fields (JSON text) and the files. A body
 * that is not multipart is 415; unreadable JSON or a broken body 400; unknown parts are ignored.
 */
export async function readEditionBody(req: FastifyRequest, locale: Locale): Promise<EditionBody> {
  if (!req.isMultipart()) throw editionAdmin.failure(415, 'malformed', locale, { header: 'content-type' });
  const body: EditionBody = {
    type: undefined,
    attributes: undefined,
    relationships: undefined,
    achievementTemplates: new Map(),
  };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        if (part.fieldname === EDITION_MULTIPART.type) body.type = value;
        else if (part.fieldname === EDITION_MULTIPART.attributes)
          body.attributes = parseJsonField(value, locale, '/data/attributes');
        else if (part.fieldname === EDITION_MULTIPART.relationships)
          body.relationships = parseJsonField(value, locale, '/data/relationships');
        continue;
      }
      const slot =
        part.fieldname === EDITION_MULTIPART.logo
          ? 'logo'
          : part.fieldname === EDITION_MULTIPART.certificateTemplate
            ? 'certificate'
            : ACHIEVEMENT_TEMPLATE.exec(part.fieldname)?.[1];
      if (slot === undefined) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      const file: EditionFile = {
        name: part.filename,
        bytes,
        oversized: part.file.truncated,
      };
      if (slot === 'logo') body.logo = file;
      else if (slot === 'certificate') body.certificateTemplate = file;
      else body.achievementTemplates.set(Number(slot), file);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw malformed(locale);
  }
  if (body.type !== undefined && body.type !== 'editions')
    throw editionAdmin.failure(422, 'invalidValue', locale, '/data/type');
  return body;
}

/** The countries named by `data[relationships]` ({countries:{data:[{type,id}]}}), or undefined. */
export function relationshipCountryIds(relationships: unknown, locale: Locale): string[] | undefined {
  if (relationships === undefined || relationships === null) return undefined;
  const pointer = '/data/relationships/countries';
  const list = (relationships as { countries?: { data?: unknown } })?.countries?.data;
  if (typeof relationships !== 'object' || Array.isArray(relationships)) throw invalid(locale, pointer);
  if (list === undefined) return undefined;
  if (!Array.isArray(list) || list.length > EDITION_LIMITS.maxCountries) throw invalid(locale, pointer);
  return list.map((item, i) => {
    const id = (item as { id?: unknown } | null)?.id;
    if ((typeof id !== 'string' && typeof id !== 'number') || !/^\d{1,9}$/.test(String(id)))
      throw invalid(locale, `${pointer}/data/${i}`);
    return String(Number(id));
  });
}

const invalid = (locale: Locale, pointer: string) =>
  editionAdmin.failure(422, 'invalidValue', locale, pointer);

/** Oversized files as 413 errors (each named by its pointer). */
export function oversizedFiles(body: EditionBody, locale: Locale): JsonApiErrorObject[] {
  const errors: JsonApiErrorObject[] = [];
  const limit = (bytes: number) => (bytes >= 1_000_000 ? `${bytes / 1_000_000} MB` : `${bytes / 1024} KB`);
  if (body.logo && (body.logo.oversized || body.logo.bytes.length > EDITION_LIMITS.logoMaxBytes))
    errors.push(
      editionAdmin.error(413, 'fileTooLarge', locale, '/logo', { limit: limit(EDITION_LIMITS.logoMaxBytes) }),
    );
  const template = (file: EditionFile | undefined, pointer: string) => {
    if (file && (file.oversized || file.bytes.length > EDITION_LIMITS.templateMaxBytes))
      errors.push(
        editionAdmin.error(413, 'fileTooLarge', locale, pointer, {
          limit: limit(EDITION_LIMITS.templateMaxBytes),
        }),
      );
  };
  template(body.certificateTemplate, '/certificate_template');
  for (const [i, file] of body.achievementTemplates) template(file, `/achievement_templates/${i}`);
  return errors;
}
