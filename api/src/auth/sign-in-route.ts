import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import '../fastify-augment.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import { ApiError, errorObject } from '../jsonapi/errors.js';
import { toDocument } from '../jsonapi/serialize.js';
import { userResource } from '../features/users/resource.js';
import { credentialsOf, currentUser, forgetCachedSession, loadUserWithProfiles } from './auth-hook.js';
import { createSession, deleteSession } from './sessions.js';
import { InvalidIdToken, type IdTokenVerifier } from './verify-token.js';
import { claimIdToken } from './used-id-tokens.js';
import { LOCAL_SUB_PREFIX, localAccountIdFromSub } from '../idp/provider.js';
import * as v from 'valibot';
import { jsonSchemaOf, noBody } from '../http/route-schema.js';
import { withoutControlCharacters } from '../http/text-input.js';
import { credentialHeaders } from '../shared-rules.js';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  verifyIdToken: IdTokenVerifier;
}

interface SignInBody {
  data: { type: 'sessions'; attributes: { datagateway_token: string } };
}

const signInBodySchema = jsonSchemaOf(
  v.object({
    data: v.object({
      type: v.picklist(['sessions']),
      attributes: v.object({
        datagateway_token: v.pipe(
          v.string(),
          v.minLength(1),
          v.maxLength(16384),
          v.description('OpenID Connect id_token'),
        ),
      }),
    }),
  }),
);

/** A claim as stored: plain text without control characters, null when empty. */
const str = (v: unknown) => (typeof v === 'string' ? withoutControlCharacters(v).trim() || null : null);

/** Finds the user whose fractal_id is the token's sub, creating it on first sign-in. */
async function findOrCreateUser(
  db: Kysely<Database>,
  config: Config,
  claims: Record<string, unknown> & { sub: string },
) {
  const email = str(claims.email);
  const name = str(claims.name);
  const existing = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('fractal_id', '=', claims.sub)
    .executeTakeFirst();
  if (existing) {
    const changes: { email?: string; name?: string } = {};
    if (email && email !== existing.email) changes.email = email;
    if (name && name !== existing.name) changes.name = name;
    if (Object.keys(changes).length) {
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', existing.id)
        .execute();
    }
    return { id: existing.id, created: false };
  }
  const provider =
    !config.oidc.externalIssuer && claims.sub.startsWith(LOCAL_SUB_PREFIX)
      ? 'local'
      : new URL(config.oidc.issuer).host;
  const inserted = await db
    .insertInto('users')
    .values({
      fractal_id: claims.sub,
      email,
      name: name ?? email,
      username: str(claims.preferred_username),
      provider,
    })
    .onConflict((oc) => oc.column('fractal_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    // Everyone arriving from the identity provider for the first time is a student; staff roles
    // (admin, coordinator, educator) are granted by an admin.
    await db
      .insertInto('profiles')
      .values({ user_id: inserted.id, role: 'student', edition_id: null })
      .execute();
    const accountId = provider === 'local' ? localAccountIdFromSub(claims.sub) : undefined;
    if (accountId !== undefined) {
      await db
        .updateTable('local_accounts')
        .set({ user_id: inserted.id })
        .where('id', '=', accountId)
        .where('user_id', 'is', null)
        .execute();
    }
    return { id: inserted.id, created: true };
  }
  // Lost a race with a concurrent first sign-in.
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('fractal_id', '=', claims.sub)
    .executeTakeFirstOrThrow();
  return { id: row.id, created: false };
}

export async function signInRoutes(app: FastifyInstance, { db, config, verifyIdToken }: Deps) {
  app.post<{ Body: SignInBody }>(
    '/auth/sign_in',
    {
      config: { access: 'public', rateLimit: { max: config.signInRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with an OpenID Connect id_token; answers the user and access-token, uid, client headers',
        body: signInBodySchema,
      },
    },
    async (req, reply) => {
      let claims;
      try {
        claims = await verifyIdToken(req.body.data.attributes.datagateway_token);
      } catch (err) {
        if (err instanceof InvalidIdToken) {
          req.log.info({ reason: err.message }, 'sign-in rejected');
          throw new ApiError(401, 'Invalid identity token', {
            pointer: '/data/attributes/datagateway_token',
          });
        }
        req.log.error({ err }, 'identity provider unavailable');
        throw new ApiError(503, 'Identity provider unavailable');
      }
      // One sign-in per id_token: a replayed token (even by another process) gets no second session.
      if (!(await claimIdToken(db, req.body.data.attributes.datagateway_token, claims))) {
        req.log.info({ sub: claims.sub }, 'sign-in rejected: id_token already used');
        throw new ApiError(401, [
          errorObject(
            401,
            'This identity token was already exchanged for a session; sign in again to get a new one',
            { pointer: '/data/attributes/datagateway_token' },
            'id_token_already_used',
          ),
        ]);
      }
      const { id, created } = await findOrCreateUser(db, config, claims);
      const session = await createSession(db, id, config.tokenTtlHours);
      const loaded = await loadUserWithProfiles(db, id);
      if (!loaded) throw new ApiError(500, 'User vanished');
      reply
        .code(created ? 201 : 200)
        .headers(credentialHeaders(session))
        .header('cache-control', 'no-store');
      return toDocument(userResource(loaded.user, loaded.profiles), {
        include: ['profiles'],
        meta: { expires_at: session.expiresAt.toISOString() },
      });
    },
  );

  app.delete(
    '/auth/sign_out',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'Ends the current session', body: jsonSchemaOf(noBody) },
    },
    async (req, reply) => {
      await deleteSession(db, currentUser(req).sessionId);
      forgetCachedSession(db, credentialsOf(req));
      return reply.code(204).send();
    },
  );
}
