import type { EdgeRoute } from '../../src/http/access.js';
import type { Sample } from './samples.js';

/**
 * Ids past the database's integer range (issue 33, item 11), sent wherever a route takes an id: each
 * path segment, query parameter and body member that is named like an id (`id`, `ids`, `*_id`, `*_ids`,
 * `*Id`) or declared with the id schema. Out of range, each must be refused with a 4xx JSON:API error.
 */

/** As text (a path segment, a query value, a string in a body): past 2^53, 2^63 and any bigint. */
export const HUGE_TEXTS = [
  '9007199254740993',
  '9223372036854775808',
  '9999999999999999999',
  '100000000000000000000',
  '1e20',
] as const;

/** Stands for the JSON literal 9999999999999999999 (no JS number is it) until the body is written. */
const LITERAL_MARK = 'huge-literal-9999999999999999999';

/** As a body member: JSON numbers (2^53 + 2, 2^63, 1e20, the literal) and strings of digits. */
export const HUGE_VALUES: readonly unknown[] = [
  2 ** 53 + 2,
  2 ** 63,
  1e20,
  LITERAL_MARK,
  '9223372036854775808',
  '9999999999999999999',
  '1e20',
];

/** The body as sent, the marked members written as the literal 9999999999999999999. */
export const bodyText = (body: unknown) =>
  JSON.stringify(body).replaceAll(JSON.stringify(LITERAL_MARK), '9999999999999999999');

/** Ids within the schema's bound (15 digits) but past a 32-bit integer column: never a 5xx either. */
export const IN_RANGE_TEXTS = ['2147483648', '999999999999999'] as const;
export const IN_RANGE_VALUES: readonly unknown[] = [2147483648, '999999999999999', 999_999_999_999_999];

const ID_NAME = /^(id|ids)$|_ids?(\[\])?$|[a-z]Ids?$|_ids?\]$/;
const ID_PATTERNS = ['^[1-9]\\d{0,14}$', '^[1-9]\\d{0,14}-[1-9]\\d{0,14}$'];

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => !!x && typeof x === 'object' && !Array.isArray(x);

/** A JSON Schema that is (or offers, or lists) the id schema. */
function declaresId(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (typeof schema.pattern === 'string' && ID_PATTERNS.includes(schema.pattern)) return true;
  const options = [...((schema.anyOf ?? []) as unknown[]), ...((schema.oneOf ?? []) as unknown[])];
  return options.some(declaresId) || declaresId(schema.items);
}

const isList = (schema: unknown): boolean =>
  isObject(schema) &&
  (schema.type === 'array' || [...((schema.anyOf ?? []) as unknown[])].some((o) => isList(o)));

/** Paths (member names from the root; '[]' for a list's first item) of the id members a JSON Schema declares. */
export function schemaIdPaths(schema: unknown, at: string[] = []): string[][] {
  if (!isObject(schema)) return [];
  const out: string[][] = [];
  for (const [key, member] of Object.entries((schema.properties ?? {}) as Json)) {
    const path = [...at, key];
    if (ID_NAME.test(key) || declaresId(member)) out.push(isList(member) ? [...path, '[]'] : path);
    out.push(...schemaIdPaths(member, path));
  }
  for (const option of [...((schema.anyOf ?? []) as unknown[]), ...((schema.oneOf ?? []) as unknown[])])
    out.push(...schemaIdPaths(option, at));
  if (schema.items) out.push(...schemaIdPaths(schema.items, [...at, '[]']));
  return out;
}

/** Paths of the id-named members of a sample body. */
function sampleIdPaths(body: unknown, at: string[] = []): string[][] {
  if (Array.isArray(body)) return body.length ? sampleIdPaths(body[0], [...at, '[]']) : [];
  if (!isObject(body)) return [];
  return Object.entries(body).flatMap(([key, member]) => [
    ...(ID_NAME.test(key) ? [Array.isArray(member) ? [...at, key, '[]'] : [...at, key]] : []),
    ...sampleIdPaths(member, [...at, key]),
  ]);
}

function unique(paths: string[][]): string[][] {
  const seen = new Map(paths.map((p) => [p.join('/'), p]));
  return [...seen.values()];
}

/** A copy of `node` with `value` at `path` (objects and lists made on the way). */
export function setAt(node: unknown, path: readonly string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '[]') {
    const list = Array.isArray(node) ? [...(node as unknown[])] : [];
    list[0] = setAt(list[0], rest, value);
    return list;
  }
  const copy: Json = isObject(node) ? { ...node } : {};
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

export interface IdCall {
  /** Where the id went, for the failure message. */
  where: string;
  path: string;
  /** The body as sent (JSON text), when the route takes one. */
  payload?: string;
  /** Past every bound (must be a 4xx), or within the id schema's (must not be a 5xx). */
  outOfRange: boolean;
}

/** Every call of a route with a huge (or in-range but past 32 bits) id in one of its id places. */
export function idCalls(route: EdgeRoute, sample: Sample): IdCall[] {
  const schema = route.schema as { params?: Json; querystring?: Json; body?: Json; consumes?: unknown };
  const [pathPart, queryPart = ''] = sample.path.split('?') as [string, string?];
  const segments = pathPart.split('/');
  const routeSegments = route.url.split('/');
  const params = (schema.params?.properties ?? {}) as Json;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE' ? (sample.body ?? {}) : sample.body;
  const payload = (body: unknown) => (body === undefined ? undefined : bodyText(body));
  const calls: IdCall[] = [];

  // Path: each segment of an id parameter.
  routeSegments.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    const name = segment.slice(1);
    if (!ID_NAME.test(name) && !declaresId(params[name])) return;
    const composite = isObject(params[name]) && params[name].pattern === ID_PATTERNS[1];
    for (const [texts, outOfRange] of [
      [HUGE_TEXTS, true],
      [IN_RANGE_TEXTS, false],
    ] as const)
      for (const text of texts)
        for (const value of composite ? [`${text}-1`, `1-${text}`] : [text]) {
          const copy = [...segments];
          copy[i] = value;
          calls.push({
            where: `path :${name}=${value}`,
            path: copy.join('/') + (queryPart ? `?${queryPart}` : ''),
            payload: payload(withBody),
            outOfRange,
          });
        }
  });

  // Query: each id parameter declared (or in the sample's query).
  const pairs = queryPart ? queryPart.split('&').map((p) => p.split('=') as [string, string]) : [];
  const declared = Object.keys((schema.querystring?.properties ?? {}) as Json).filter(
    (k) => ID_NAME.test(k) || declaresId((schema.querystring!.properties as Json)[k]),
  );
  const queryKeys = [
    ...new Set([...declared, ...pairs.map(([k]) => decodeURIComponent(k)).filter((k) => ID_NAME.test(k))]),
  ];
  for (const key of queryKeys)
    for (const [texts, outOfRange] of [
      [HUGE_TEXTS, true],
      [IN_RANGE_TEXTS, false],
    ] as const)
      for (const text of texts) {
        const rest = pairs.filter(([k]) => decodeURIComponent(k) !== key).map((p) => p.join('='));
        calls.push({
          where: `query ${key}=${text}`,
          path: `${pathPart}?${[...rest, `${key}=${text}`].join('&')}`,
          payload: payload(withBody),
          outOfRange,
        });
      }

  // Body: each id member declared by the body schema (or in the sample body); not multipart bodies.
  if (route.method !== 'GET' && !schema.consumes) {
    const paths = unique([...schemaIdPaths(schema.body), ...sampleIdPaths(sample.body)]);
    for (const at of paths)
      for (const [values, outOfRange] of [
        [HUGE_VALUES, true],
        [IN_RANGE_VALUES, false],
      ] as const)
        for (const value of values)
          calls.push({
            where: `body /${at.join('/')}=${bodyText(value)}`,
            path: sample.path,
            payload: bodyText(setAt(withBody, at, value)),
            outOfRange,
          });
  }
  return calls;
}
