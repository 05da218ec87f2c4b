import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type CryptoKey,
} from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface SigningKey {
  kid: string;
  /** Private JWK (with kid, alg, use) handed to the built-in provider. */
  privateJwk: JWK;
  publicJwk: JWK;
  publicKey: CryptoKey;
}

const PUBLIC_MEMBERS = ['kty', 'n', 'e', 'kid', 'alg', 'use'] as const;

/**
 * The built-in provider's RS256 signing key, kept in `oidc_keys` so tokens survive restarts and every API
 * process signs and verifies with the same key. Generated on first start; the oldest row wins a race.
 */
export async function loadSigningKey(db: Kysely<Database>): Promise<SigningKey> {
  let row = await db.selectFrom('oidc_keys').select(['kid', 'jwk']).orderBy('id').limit(1).executeTakeFirst();
  if (!row) {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(jwk);
    const full: JWK = { ...jwk, kid, alg: 'RS256', use: 'sig' };
    await db
      .insertInto('oidc_keys')
      .values({ kid, jwk: JSON.stringify(full) })
      .onConflict((oc) => oc.column('kid').doNothing())
      .execute();
    row = await db
      .selectFrom('oidc_keys')
      .select(['kid', 'jwk'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
  }
  const privateJwk = row.jwk as JWK;
  const publicJwk: JWK = {};
  for (const m of PUBLIC_MEMBERS)
    if (privateJwk[m] !== undefined) (publicJwk as Record<string, unknown>)[m] = privateJwk[m];
  const publicKey = (await importJWK(publicJwk, 'RS256')) as CryptoKey;
  return { kid: row.kid, privateJwk, publicJwk, publicKey };
}
