import * as v from 'valibot';
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';

/** Any valibot schema a route part may declare. */
export type AnySchema = v.GenericSchema;

/**
 * The largest database id the API takes: 15 digits, below 2^53 (a JSON number holds it exactly) and far
 * below the bigint maximum, so a larger one is refused at the edge, never sent to the database.
 */
export const MAX_ID = 999_999_999_999_999;

/** A database id in a path: 1–15 digits, not starting with 0. One rule for every route. */
export const idParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/));

/**
 * A database id in a body or a query, the same rule as in a path: its digits, or a JSON integer from 1 to
 * MAX_ID. Every id a route reads is declared with it (a past-the-range one → 4xx, never the database's 500).
 */
export const idValue = v.union([idParam, v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID))]);

/** A list of ids (`question_ids: [1, '2']`). */
export const idList = v.array(idValue);

/** Path parameters that are all ids: `idParams('id', 'questionId')`. */
export const idParams = <const K extends string>(...names: K[]) =>
  v.object(Object.fromEntries(names.map((n) => [n, idParam])) as Record<K, typeof idParam>);

/** A JSON object (not an array) with these members typed; other members pass. */
export const record = (entries: v.ObjectEntries) =>
  v.pipe(
    // Checked before the object schema, which would take an array for an object (and copy it).
    v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x)),
    v.looseObject(entries),
  );

/** Path parameters of a composite id (`<participation>-<question>`). */
export const compositeIdParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}-[1-9]\d{0,14}$/));

/** A route that takes no query parameters (any that arrive are ignored). */
export const noQuery = v.object({});

/**
 * The JSON:API envelope of a write, `{ data: { type, id?, attributes } }` (other members pass): the
 * types of what is sent. What is required, and the rules of each value, the route checks with the
 * messages of its domain.
 */
export const jsonApiBody = (attributes: v.ObjectEntries, relationships?: v.ObjectEntries): AnySchema =>
  record({ data: v.optional(record(resourceEntries(attributes, relationships))) });

function resourceEntries(attributes: v.ObjectEntries, relationships?: v.ObjectEntries): v.ObjectEntries {
  const entries: v.ObjectEntries = {
    type: v.optional(v.string()),
    // A resource's id, or the composite id of an answer or evaluation (`<participation>-<question>`).
    id: v.optional(v.union([idValue, compositeIdParam])),
    attributes: v.optional(record(attributes)),
  };
  if (relationships) entries.relationships = v.optional(record(relationships));
  return entries;
}

/** A to-one relationship as sent: `{ data: { type, id } | null }`. */
export const toOne = v.optional(
  v.looseObject({
    data: v.nullable(v.looseObject({ type: v.optional(v.string()), id: idValue })),
  }),
);

/** A write that takes no body (an empty object or nothing at all is accepted). */
export const noBody = v.optional(v.nullable(record({})));

/** An optional text attribute (absent, null or a string). */
export const optText = v.optional(v.nullable(v.string()));
/**
 * An optional id attribute, as the clients send it: an id (a number or its digits), null, or '' (a select
 * left empty, which the route reads as none).
 */
export const optIdValue = v.optional(v.nullable(v.union([idValue, v.literal('')])));
/** An optional number attribute, as digits or a JSON number (the route checks its range). */
export const optNumberValue = v.optional(v.nullable(v.union([v.number(), v.string()])));
/** An optional flag. */
export const optFlag = v.optional(v.nullable(v.boolean()));

/** Multipart bodies: documented here, read by the route's multipart reader (not by the validator). */
const multipartBodies = new WeakSet<object>();
export const isMultipartBody = (json: unknown) =>
  !!json && typeof json === 'object' && multipartBodies.has(json);

/** The valibot schema behind a JSON Schema object made here, for the validator (see validator.ts). */
const sources = new WeakMap<object, AnySchema>();
export const valibotSourceOf = (json: unknown): AnySchema | undefined =>
  json && typeof json === 'object' ? sources.get(json) : undefined;

/**
 * OpenAPI 3.0 allows no empty `required` list (an object whose members are all optional lists none):
 * the converter writes one for every object, so it is left out here.
 */
const withoutEmptyRequired: ConversionConfig['overrideSchema'] = ({ jsonSchema }) => {
  if (!Array.isArray(jsonSchema.required) || jsonSchema.required.length) return undefined;
  const { required: _none, ...rest } = jsonSchema;
  return rest;
};

/** One valibot schema as the JSON Schema Fastify documents (OpenAPI 3.0.3) and validates with valibot. */
export function jsonSchemaOf(schema: AnySchema): Record<string, unknown> {
  const { $schema: _drop, ...json } = toJsonSchema(schema, {
    errorMode: 'ignore',
    target: 'openapi-3.0',
    overrideSchema: withoutEmptyRequired,
  }) as Record<string, unknown>;
  sources.set(json, schema);
  return json;
}

export interface RouteSchemaParts {
  tags: string[];
  summary: string;
  description?: string;
  params?: AnySchema;
  querystring?: AnySchema | Record<string, unknown>;
  body?: AnySchema;
  /** The body is multipart/form-data (files); documented, read by the route's multipart reader. */
  multipart?: Record<string, unknown>;
  hide?: boolean;
}

const markMultipart = (json: Record<string, unknown>) => {
  multipartBodies.add(json);
  return json;
};

/** A multipart/form-data body, documented by its fields (`{ files: { type: 'string', format: 'binary' } }`). */
export const multipartBody = (properties: Record<string, Record<string, unknown>>) =>
  markMultipart({ type: 'object', properties });

const isValibot = (s: unknown): s is AnySchema =>
  !!s && typeof s === 'object' && (s as { kind?: unknown }).kind === 'schema';

/**
 * A route's `schema`: params, query and body declared once (valibot), documented as JSON Schema and
 * validated by valibot before the handler runs. A JSON:API query spec (`querystringSchema`) may be
 * given as JSON Schema: `parseQuery` validates it in the handler.
 */
export function routeSchema(parts: RouteSchemaParts) {
  const { params, querystring, body, multipart, ...doc } = parts;
  return {
    ...doc,
    ...(params ? { params: jsonSchemaOf(params) } : {}),
    ...(querystring ? { querystring: isValibot(querystring) ? jsonSchemaOf(querystring) : querystring } : {}),
    ...(body ? { body: jsonSchemaOf(body) } : {}),
    ...(multipart ? { consumes: ['multipart/form-data'], body: markMultipart(multipart) } : {}),
  };
}
