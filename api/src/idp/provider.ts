import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { SigningKey } from './keys.js';
import { logoutPage, postLogoutSuccessPage } from './logout-page.js';
import { databaseAdapter } from './db-adapter.js';

export const OIDC_PREFIX = '/oidc';
export const LOCAL_SUB_PREFIX = 'local-';

/**
 * `<origin>/` for the public URL, every project host (PROJECT_HOSTS) and every allowed dev origin. The
 * provider itself stays on the public URL (one issuer for every host): a site opened on a project's host
 * name sends the browser there to sign in, and is sent back to its own origin with the code.
 */
export function redirectUris(config: Config): string[] {
  const origins = [config.publicUrl, ...config.projectHosts.map((h) => h.origin), ...config.corsOrigins];
  return [...new Set(origins)].map((origin) => `${origin.replace(/\/+$/, '')}/`);
}

export function localSub(accountId: number): string {
  return `${LOCAL_SUB_PREFIX}${accountId}`;
}

export function localAccountIdFromSub(sub: string): number | undefined {
  if (!sub.startsWith(LOCAL_SUB_PREFIX)) return undefined;
  const n = Number(sub.slice(LOCAL_SUB_PREFIX.length));
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * The built-in OpenID provider (oidc-provider, Koa) with local accounts.
 *
 * Storage: the provider's short-lived records (interactions, sessions, codes, grants) live in the
 * database (db-adapter.ts), and so does the signing key, so any API process can continue a sign-in and
 * verify its id_tokens: several stateless processes can run behind a load balancer.
 */
export function createProvider(config: Config, db: Kysely<Database>, key: SigningKey): Provider {
  const uris = redirectUris(config);
  const clientId = config.oidc.clientId;
  const origins = new Set(uris.map((uri) => new URL(uri).origin));

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'Olympiad web',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: uris,
        post_logout_redirect_uris: uris,
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [key.privateJwk as never] },
    // 'lax' as oidc-provider 9 defaults to: v8 (the last line that supports Node 20) defaults the session
    // cookie to 'none', which browsers drop on plain http.
    cookies: { keys: [config.sessionSecret], long: { sameSite: 'lax' }, short: { sameSite: 'lax' } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
    },
    scopes: ['openid', 'email', 'profile'],
    // Put the scope claims (email, name) into the id_token: the API reads them at sign-in.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      // RP-initiated logout (end_session_endpoint): the app's "Sair" sends the browser here so the
      // provider's own session (cookie on /oidc) ends too; otherwise "Entrar" would sign the same
      // user back in without asking for the password (shared school computers).
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = postLogoutSuccessPage(uris[0] ?? '/');
        },
      },
    },
    // The browser's token request carries its Origin: allow only the app's own origins (the public URL
    // and the dev servers), the origins of the registered redirect URIs.
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origins.has(origin),
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction) => `${OIDC_PREFIX}/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 120,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    // First-party client: consent is granted automatically.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (client.clientId !== clientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const accountId = localAccountIdFromSub(sub);
      if (accountId === undefined) return undefined;
      const row = await db
        .selectFrom('local_accounts')
        .leftJoin('users', 'users.id', 'local_accounts.user_id')
        .select(['local_accounts.id', 'local_accounts.email', 'users.name'])
        .where('local_accounts.id', '=', accountId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: row.email, email_verified: true, name: row.name ?? row.email }),
      };
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  // Behind a proxy, honour X-Forwarded-Proto/Host when building the provider's URLs.
  provider.proxy = config.trustProxy;
  return provider;
}
