import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { PushConfig } from '../config.js';
import type { Database } from '../db/schema.js';

/** The VAPID identity pushes are signed with (keys base64url, as browsers take the public one). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const KEY_NAME = 'vapid';

const isKeyPair = (x: unknown): x is { publicKey: string; privateKey: string } =>
  !!x &&
  typeof (x as { publicKey?: unknown }).publicKey === 'string' &&
  typeof (x as { privateKey?: unknown }).privateKey === 'string';

/**
 * The configured VAPID keys, or else the pair the server made and keeps in server_keys ('vapid'). The
 * first process to start makes it; a race is settled by the insert (on conflict do nothing) and every
 * process then reads the one stored, so all of them sign with the same keys.
 */
export async function loadVapidKeys(db: Kysely<Database>, config: PushConfig): Promise<VapidKeys> {
  const { subject } = config;
  if (config.vapidPublicKey && config.vapidPrivateKey)
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  const read = () =>
    db.selectFrom('server_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirst();
  let row = await read();
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await db
      .insertInto('server_keys')
      .values({ name: KEY_NAME, value: JSON.stringify(made) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!isKeyPair(row?.value)) throw new Error('server_keys: the stored VAPID key pair is unreadable');
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey, subject };
}
