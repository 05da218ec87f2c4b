import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from './passwords.js';
import { OIDC_PREFIX } from './provider.js';

/** A set-password link lives 48 hours and works once. */
export const PASSWORD_TOKEN_TTL_HOURS = 48;
/** The shortest password a person may choose. */
export const MIN_PASSWORD_LENGTH = 8;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const PASSWORD_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** The address of the page that sets the password (the built-in provider's). */
export const setPasswordUrl = (publicUrl: string, token: string) =>
  `${publicUrl}${OIDC_PREFIX}/password/${token}`;

/** A new single-use token for the account: only its SHA-256 is stored; the token goes in the mail. */
export async function issuePasswordToken(
  db: Kysely<Database> | Transaction<Database>,
  localAccountId: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_tokens')
    .values({
      local_account_id: localAccountId,
      token_hash: hashToken(token),
      expires_at: sql<Date>`now() + make_interval(hours => ${PASSWORD_TOKEN_TTL_HOURS})`,
    })
    .execute();
  return token;
}

/** The account's e-mail when the token is usable (known, unused, not expired). */
export async function peekPasswordToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ email: string } | undefined> {
  if (!PASSWORD_TOKEN_RE.test(token)) return undefined;
  return db
    .selectFrom('password_tokens as t')
    .innerJoin('local_accounts as a', 'a.id', 't.local_account_id')
    .select('a.email')
    .where('t.token_hash', '=', hashToken(token))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/**
 * Sets the password of the token's account and spends the token (and every other open token of the
 * account), atomically: of two concurrent uses, one wins. False when the token is not usable.
 */
export async function usePasswordToken(
  db: Kysely<Database>,
  token: string,
  password: string,
): Promise<boolean> {
  if (!PASSWORD_TOKEN_RE.test(token)) return false;
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('local_account_id')
      .executeTakeFirst();
    if (!spent) return false;
    await trx
      .updateTable('local_accounts')
      .set({ password_hash: hash })
      .where('id', '=', spent.local_account_id)
      .execute();
    await trx
      .updateTable('password_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('local_account_id', '=', spent.local_account_id)
      .where('used_at', 'is', null)
      .execute();
    return true;
  });
}
