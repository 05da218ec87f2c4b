import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { useAuthStore } from './auth-store';
import type { JsonApiDocument, JsonApiErrorObject, ListQuery } from '../api/jsonapi';
import { deserializeMany, deserializeOne, toSearchParams } from '../api/jsonapi';
import { credentialHeaders, credentialsFrom } from '../wire/auth-wire';

/** A 401 logs the client out after this delay (spec 3 §7). */
export const UNAUTHORIZED_LOGOUT_DELAY_MS = 500;

export const JSON_API_TYPE = 'application/vnd.api+json';

let baseUrl = '/api';
/** The language of the screens, sent as Accept-Language so the API answers its messages in it. */
let language: () => string | undefined = () => undefined;
let unauthorizedHandler: () => void = () => useAuthStore.getState().clear();
let logoutTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * `language` gives the screens' language (pt-BR, es, pt-PT) at the moment of each call: the call asks the
 * API for it (Accept-Language), so validation errors and the server's messages come in the language the
 * user chose, not the browser's.
 */
export function configureApi(options: {
  baseUrl?: string;
  onUnauthorized?: () => void;
  language?: () => string | undefined;
}): void {
  if (options.language) language = options.language;
  if (options.baseUrl !== undefined) baseUrl = options.baseUrl.replace(/\/$/, '');
  if (options.onUnauthorized) unauthorizedHandler = options.onUnauthorized;
  instance = build();
}

export function apiBaseUrl(): string {
  return baseUrl;
}

function build(): KyInstance {
  return ky.create({
    prefixUrl: baseUrl.startsWith('http')
      ? baseUrl
      : new URL(baseUrl, globalThis.location?.origin ?? 'http://localhost').toString(),
    timeout: 30_000,
    retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    headers: { accept: JSON_API_TYPE },
    hooks: {
      beforeRequest: [
        (request) => {
          const locale = language();
          if (locale) request.headers.set('accept-language', locale);
          const credentials = useAuthStore.getState().credentials;
          if (credentials)
            for (const [name, value] of Object.entries(credentialHeaders(credentials)))
              request.headers.set(name, value);
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const renewed = credentialsFrom((name) => response.headers.get(name));
          if (renewed) useAuthStore.getState().setCredentials(renewed);
          if (response.status === 401 && useAuthStore.getState().credentials) {
            clearTimeout(logoutTimer);
            logoutTimer = setTimeout(() => unauthorizedHandler(), UNAUTHORIZED_LOGOUT_DELAY_MS);
          }
          return response;
        },
      ],
    },
  });
}

let instance: KyInstance = build();

/** The configured ky instance (paths are relative: `api().get('editions')`). */
export function api(): KyInstance {
  return instance;
}

export interface Page<T> {
  items: T[];
  total: number;
  pageCount: number;
}

export async function getOne<T>(path: string, query?: ListQuery, options?: Options): Promise<T> {
  const doc = await instance
    .get(path, { ...options, searchParams: toSearchParams(query) })
    .json<JsonApiDocument>();
  return deserializeOne<T>(doc);
}

export async function getPage<T>(path: string, query?: ListQuery, options?: Options): Promise<Page<T>> {
  const response = await instance.get(path, { ...options, searchParams: toSearchParams(query) });
  const doc = (await response.json()) as JsonApiDocument;
  const items = deserializeMany<T>(doc);
  const total = Number(doc.meta?.total_count ?? response.headers.get('x-total-count') ?? items.length);
  const size = query?.page?.size ?? Number(query?.params?.per ?? (items.length || 1));
  const pageCount = Number(
    doc.meta?.page_count ?? response.headers.get('x-total-pages') ?? Math.max(1, Math.ceil(total / size)),
  );
  return { items, total, pageCount };
}

export async function sendJson<T = JsonApiDocument>(
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  body?: unknown,
  options?: Options,
): Promise<T> {
  const headers = new Headers(options?.headers as HeadersInit | undefined);
  if (body !== undefined) headers.set('content-type', JSON_API_TYPE);
  const response = await instance(path, {
    ...options,
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Sends a multipart/form-data body (files and JSON parts, e.g. the edition form's parts) and returns the
 * parsed JSON:API answer (null when empty). The browser sets the content type with its boundary.
 */
export async function sendForm<T = JsonApiDocument>(
  method: 'post' | 'put' | 'patch',
  path: string,
  body: FormData,
  options?: Options,
): Promise<T> {
  const response = await instance(path, { ...options, method, body });
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The JSON:API error objects of a failed call (empty when the failure carried none). */
export async function errorsOf(error: unknown): Promise<JsonApiErrorObject[]> {
  if (!(error instanceof HTTPError)) return [];
  try {
    const body = (await error.response.clone().json()) as { errors?: JsonApiErrorObject[] };
    return Array.isArray(body.errors) ? body.errors : [];
  } catch {
    return [];
  }
}

export { HTTPError };
