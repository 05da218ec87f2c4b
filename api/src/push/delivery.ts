import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pThrottle from 'p-throttle';
import webpush from 'web-push';
import type { PushConfig } from '../config.js';
import type { Database, PushStatus } from '../db/schema.js';
import { pushPayload } from './payload.js';
import type { VapidKeys } from './vapid.js';

/** Inbox items claimed per round. */
const BATCH = 100;
/**
 * A claimed item is not due again for this long (the lease): a process that dies mid-round leaves its
 * items to be taken up by another once it runs out.
 */
const LEASE_MS = 5 * 60_000;
/** Items whose pushes one process sends at once (each item to all of its student's devices). */
const IN_FLIGHT = 32;
/** Seconds a push service keeps a push for an offline device: a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export interface PushDelivery {
  /** Delivers what is due now (one round); resolves with how many items were claimed. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

interface Claimed {
  id: number;
  user_id: number;
  push_attempts: number;
  created_at: Date;
  message: string;
  edition_id: number;
  edition_description: string | null;
}

interface Device {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What one device's push service answered: accepted, gone (404/410: the device unsubscribed), or failed. */
type DeviceResult = { device: Device; outcome: 'accepted' | 'gone' | 'failed'; reason?: string };

/**
 * Claims due items atomically (attempts + 1 and the next try pushed past the lease, under FOR UPDATE
 * SKIP LOCKED): several API processes share the work and never take the same item at once.
 */
async function claimDue(db: Kysely<Database>): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    with claimed as (
      update user_notifications
         set push_attempts = push_attempts + 1,
             push_next_attempt_at = now() + make_interval(secs => ${LEASE_MS / 1000})
       where id in (
         select id from user_notifications
          where push_status = 'pending' and push_next_attempt_at <= now()
          order by push_next_attempt_at, id
          limit ${BATCH}
          for update skip locked)
      returning id, user_id, notification_id, push_attempts, created_at)
    select c.id, c.user_id, c.push_attempts, c.created_at, n.message, n.edition_id,
           e.description as edition_description
      from claimed c
      join notifications n on n.id = c.notification_id
      join editions e on e.id = n.edition_id
     order by c.id`.execute(db);
  return rows;
}

const reasonOf = (err: unknown) => ((err as Error)?.message ?? String(err)).slice(0, 300);

/** The push service's answer, the one place an HTTP request leaves for it. */
async function post(details: webpush.RequestDetails): Promise<{ status: number; text: string }> {
  const res = await fetch(details.endpoint, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
    body: details.body ?? undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const text = res.ok ? '' : (await res.text().catch(() => '')).slice(0, 200);
  return { status: res.status, text };
}

/**
 * The Web Push sender: encrypts and signs with web-push, and sends at most `ratePerSecond` pushes per
 * second to each push service (keyed by the endpoint's origin).
 */
function pushSender(config: PushConfig, vapid: VapidKeys) {
  const throttled = new Map<string, (details: webpush.RequestDetails) => ReturnType<typeof post>>();
  const throttleFor = (origin: string) => {
    let send = throttled.get(origin);
    if (!send) {
      send = pThrottle({ limit: config.ratePerSecond, interval: 1000 })(post);
      throttled.set(origin, send);
    }
    return send;
  };
  return async (device: Device, payload: string): Promise<DeviceResult> => {
    try {
      const details = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          urgency: 'normal',
          contentEncoding: 'aes128gcm',
        },
      );
      const { status, text } = await throttleFor(new URL(device.endpoint).origin)(details);
      if (status >= 200 && status < 300) return { device, outcome: 'accepted' };
      const reason = `${status}${text ? ` ${text}` : ''}`.replace(/\s+/g, ' ').trim();
      if (status === 404 || status === 410) return { device, outcome: 'gone', reason };
      return { device, outcome: 'failed', reason: `push service answered ${reason}` };
    } catch (err) {
      return { device, outcome: 'failed', reason: reasonOf(err) };
    }
  };
}

interface Settled {
  status: PushStatus;
  error: string | null;
  /** When to try again (status 'pending'). */
  retryAt?: Date;
}

/** Where an item stands after this try: delivered on any device, none left, retried, or failed. */
function settle(item: Claimed, results: DeviceResult[], config: PushConfig): Settled {
  if (results.some((r) => r.outcome === 'accepted')) return { status: 'delivered', error: null };
  const failures = results.filter((r) => r.outcome === 'failed');
  if (failures.length === 0)
    return {
      status: 'none',
      error: results.length ? `every device had unsubscribed (${results[0]!.reason})` : null,
    };
  const error = failures
    .map((r) => r.reason)
    .join('; ')
    .slice(0, 500);
  if (item.push_attempts >= config.maxAttempts)
    return { status: 'failed', error: `${error} (after ${item.push_attempts} attempts)` };
  const wait = config.retryBaseMs * 2 ** (item.push_attempts - 1);
  return { status: 'pending', error, retryAt: new Date(Date.now() + wait) };
}

async function deliverItem(
  db: Kysely<Database>,
  item: Claimed,
  devices: Device[],
  send: ReturnType<typeof pushSender>,
  config: PushConfig,
) {
  // A claim past the last attempt is one whose sender died with it: it stops as failed.
  const results =
    item.push_attempts > config.maxAttempts
      ? devices.map((device): DeviceResult => ({ device, outcome: 'failed', reason: 'no answer' }))
      : await Promise.all(devices.map((d) => send(d, pushPayload(item))));
  const settled = settle(item, results, config);
  const gone = results.filter((r) => r.outcome === 'gone').map((r) => r.device.id);
  if (gone.length) await db.deleteFrom('push_subscriptions').where('id', 'in', gone).execute();
  const accepted = results.filter((r) => r.outcome === 'accepted').map((r) => r.device.id);
  if (accepted.length)
    await db
      .updateTable('push_subscriptions')
      .set({ last_success_at: new Date(), failures: 0 })
      .where('id', 'in', accepted)
      .execute();
  const failed = results.filter((r) => r.outcome === 'failed').map((r) => r.device.id);
  if (failed.length)
    await db
      .updateTable('push_subscriptions')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('id', 'in', failed)
      .execute();
  // Written only while the claim is still this round's (same attempt count, still pending).
  await db
    .updateTable('user_notifications')
    .set({
      push_status: settled.status,
      push_error: settled.error,
      ...(settled.retryAt ? { push_next_attempt_at: settled.retryAt } : {}),
    })
    .where('id', '=', item.id)
    .where('push_attempts', '=', item.push_attempts)
    .where('push_status', '=', 'pending')
    .execute();
}

async function deliverDue(
  db: Kysely<Database>,
  send: ReturnType<typeof pushSender>,
  config: PushConfig,
  log: FastifyBaseLogger,
): Promise<number> {
  const items = await claimDue(db);
  if (!items.length) return 0;
  const userIds = [...new Set(items.map((i) => i.user_id))];
  const devices = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', 'in', userIds)
    .execute();
  const byUser = new Map<number, Device[]>();
  for (const d of devices) byUser.set(d.user_id, [...(byUser.get(d.user_id) ?? []), d]);
  let next = 0;
  const worker = async () => {
    for (let item = items[next++]; item; item = items[next++])
      await deliverItem(db, item, byUser.get(item.user_id) ?? [], send, config).catch((err: unknown) =>
        log.error({ err, userNotificationId: item!.id }, 'push delivery of an item failed'),
      );
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, items.length) }, worker));
  return items.length;
}

/**
 * Pushes app notifications (user_notifications rows still 'pending') to the students' devices, checked
 * every PUSH_POLL_MS; a full round is followed at once by the next. Several processes may run it.
 */
export function startPushDelivery(
  db: Kysely<Database>,
  config: PushConfig,
  vapid: VapidKeys,
  log: FastifyBaseLogger,
): PushDelivery {
  const send = pushSender(config, vapid);
  const round = () => deliverDue(db, send, config, log);
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const drain = async () => {
    while (!stopped && (await round()) === BATCH);
  };
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = drain()
      .catch((err: unknown) => log.error({ err }, 'push delivery round failed'))
      .finally(() => (running = undefined));
  }, config.pollMs);
  timer.unref();
  return {
    deliverDue: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
