import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { createSession } from '../../src/auth/sessions.js';
import type { AuthHeaders } from './sign-in.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Json = Record<string, any>;

/** A JSON:API call through the real app (the body, when given, as application/vnd.api+json). */
export const sender =
  (app: () => FastifyInstance) =>
  (method: Method, url: string, headers: Record<string, string> = {}, body?: unknown) =>
    app().inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }) },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });

/** The `code` of every error of a JSON:API error document. */
export const codes = (res: LightMyRequestResponse) => res.json().errors.map((e: Json) => e.code);

/** The `source.pointer` of every error of a JSON:API error document. */
export const pointers = (res: LightMyRequestResponse) =>
  res.json().errors.map((e: Json) => e.source?.pointer);

/** The auth headers of a fresh session of the user (no sign-in flow). */
export async function sessionHeaders(db: Kysely<Database>, userId: number): Promise<AuthHeaders> {
  const s = await createSession(db, userId, 24);
  return { 'access-token': s.accessToken, uid: s.uid, client: s.client };
}
