import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { Config } from '../config.js';
import type { SigningKey } from '../idp/keys.js';

export type IdTokenVerifier = (token: string) => Promise<JWTPayload & { sub: string }>;

export class InvalidIdToken extends Error {}

/** Discovery → jwks_uri, fetched lazily and cached (with jose's own key caching). */
function remoteKeySet(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const load = async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`OIDC discovery failed: HTTP ${res.status}`);
    const meta = (await res.json()) as { jwks_uri?: string };
    if (!meta.jwks_uri) throw new Error('OIDC discovery: no jwks_uri');
    return createRemoteJWKSet(new URL(meta.jwks_uri));
  };
  return async (header, token) => {
    keySet ??= load().catch((err: unknown) => {
      keySet = undefined;
      throw err;
    });
    return (await keySet)(header, token);
  };
}

/**
 * Verifies an id_token (iss, aud = our client id, exp). Built-in provider: its public key directly (no HTTP
 * loopback). External issuer: the issuer's JWKS from discovery.
 */
export function createIdTokenVerifier(config: Config, builtInKey: SigningKey | undefined): IdTokenVerifier {
  const issuer = config.oidc.issuer;
  const audience = config.oidc.clientId;
  const key = config.oidc.externalIssuer || !builtInKey ? remoteKeySet(issuer) : builtInKey.publicKey;
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, key as never, {
        issuer,
        audience,
        algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
      });
      if (typeof payload.sub !== 'string' || !payload.sub) throw new InvalidIdToken('id_token has no sub');
      return payload as JWTPayload & { sub: string };
    } catch (err) {
      if (err instanceof InvalidIdToken || err instanceof joseErrors.JOSEError) {
        throw new InvalidIdToken(err instanceof Error ? err.message : 'invalid id_token');
      }
      throw err;
    }
  };
}
