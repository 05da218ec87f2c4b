import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type Kysely } from 'kysely';
import * as v from 'valibot';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, PushStatus } from '../src/db/schema.js';
import { loadConfig } from '../src/config.js';
import { startPushDelivery, type PushDelivery } from '../src/push/delivery.js';
import { loadVapidKeys } from '../src/push/vapid.js';
import { GENERIC_PUSH_TITLE, plainText, pushPayload } from '../src/push/payload.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { userIdOf } from './helpers/demo-ids.js';
import { sender, sessionHeaders } from './helpers/requests.js';
import { waitFor } from './helpers/smtp-sink.js';
import { InboxItemSchema, NotificationPreferencesSchema } from '../src/shared-rules.js';
import { brokenPushService, pushService, type StandInSubscription } from './helpers/push-service.js';

type Json = Record<string, any>;

/** The attributes fit the wire schema the shell reads: none missing, none extra, each of its type. */
const fitsWire = (schema: typeof InboxItemSchema | typeof NotificationPreferencesSchema, attributes: Json) =>
  assert.ok(v.is(v.strictObject(schema.entries), attributes), JSON.stringify(attributes));

const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** App notifications of the edition, one per message, each in the inbox of these users. */
async function notify(
  db: Kysely<Database>,
  editionId: number,
  userIds: number[],
  messages: string[],
  status: PushStatus = 'pending',
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with n as (
      insert into notifications (edition_id, destination, "group", message)
      select ${editionId}, 'push', 'students', m from unnest(${messages}::text[]) with ordinality as t(m, i)
      order by i
      returning id)
    insert into user_notifications (notification_id, user_id, push_status)
    select n.id, u, ${status} from n cross join unnest(${userIds}::bigint[]) as u
    returning id::int as id`.execute(db);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const pushRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('user_notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('push configuration', () => {
  it('takes both VAPID keys or neither, a mailto: or https: subject, and has defaults', () => {
    const c = loadConfig({});
    assert.equal(c.push.vapidPublicKey, undefined);
    assert.equal(c.push.subject, 'mailto:suporte@olimpiada.dev');
    assert.equal(c.push.maxAttempts, 5);
    assert.throws(() => loadConfig({ VAPID_PUBLIC_KEY: 'abc' }), /go together/);
    assert.throws(() => loadConfig({ VAPID_SUBJECT: 'http://olimpiada.dev' }), /mailto/);
    assert.equal(
      loadConfig({ VAPID_SUBJECT: 'https://olimpiada.dev' }).push.subject,
      'https://olimpiada.dev',
    );
  });

  it('a push carries the item as plain text, cut to fit a push', () => {
    const item = {
      id: 7,
      created_at: new Date('2026-03-01T12:00:00Z'),
      message: '<p>Fase 2 <b>amanhã</b> &amp; depois</p>',
      edition_id: 3,
      edition_description: '  ',
    };
    assert.deepEqual(JSON.parse(pushPayload(item)), {
      id: '7',
      title: GENERIC_PUSH_TITLE,
      body: 'Fase 2 amanhã & depois',
      url: '/edicoes/ativas?notificacao=7',
      tag: 'notification-7',
      edition_id: '3',
      created_at: '2026-03-01T12:00:00.000Z',
    });
    const long = pushPayload({ ...item, message: '語'.repeat(3000), edition_description: 'OBIA' });
    assert.ok(Buffer.byteLength(long) <= 3000, `${Buffer.byteLength(long)} bytes`);
    assert.match(JSON.parse(long).body, /^語+…$/);
    assert.equal(plainText('linha 1<br>linha 2'), 'linha 1\nlinha 2');
  });
});

for (const engine of engines()) {
  describe(`students' inbox, preferences and push devices (${engine.name})`, () => {
    let ctx: TestContext;
    let service: Awaited<ReturnType<typeof pushService>>;
    let broken: Awaited<ReturnType<typeof brokenPushService>>;
    const extraLoops: PushDelivery[] = [];
    const ids = { student: 0, other: 0, edition: 0 };
    let editionDescription = '';
    const h: Record<'student' | 'other', Record<string, string>> = { student: {}, other: {} };
    const call = sender(() => ctx.app);
    const db = () => ctx.dbHandle.db;

    before(async () => {
      service = await pushService();
      broken = await brokenPushService();
      ctx = await startApp(engine, {
        PUSH_POLL_MS: '100',
        PUSH_MAX_ATTEMPTS: '3',
        PUSH_RETRY_BASE_MS: '20',
        PUSH_RATE_PER_SECOND: '1000',
        // The stand-in is a plain-http local service: named here, the API takes its endpoints.
        PUSH_SERVICE_ORIGINS: service.origin,
      });
      ids.student = await userIdOf(db(), 'aluno@olimpiada.dev');
      ids.other = await userIdOf(db(), 'aluna@olimpiada.dev');
      const edition = await db()
        .selectFrom('editions')
        .select(['id', 'description'])
        .where('active', '=', true)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      ids.edition = edition.id;
      editionDescription = edition.description;
      h.student = await sessionHeaders(db(), ids.student);
      h.other = await sessionHeaders(db(), ids.other);
    });
    after(async () => {
      for (const loop of extraLoops) await loop.stop();
      await ctx?.close();
      await service?.close();
      await broken?.close();
    });

    /** The student's only push device: a browser subscribed at the stand-in with the server's key. */
    const subscribeStudent = async (): Promise<StandInSubscription> => {
      const prefs = (await call('GET', '/notification_preferences', h.student)).json().data.attributes;
      const sub = await service.subscribe(prefs.vapid_public_key);
      await db().deleteFrom('push_subscriptions').where('user_id', '=', ids.student).execute();
      // Through the route, as the shell's opt-in does (the stand-in's origin is in PUSH_SERVICE_ORIGINS).
      const res = await call('POST', '/push_subscriptions', h.student, {
        endpoint: sub.endpoint,
        keys: sub.keys,
      });
      assert.equal(res.statusCode, 201, res.body);
      return sub;
    };

    it('lists the inbox newest first, paged, with total and unread counts', async () => {
      const mine = await notify(db(), ids.edition, [ids.student], ['um', 'dois', 'três'], 'none');
      await notify(db(), ids.edition, [ids.other], ['da outra'], 'none');
      let res = await call('GET', '/user_notifications?page[size]=2', h.student);
      assert.equal(res.statusCode, 200, res.body);
      let body = res.json();
      assert.deepEqual(
        body.data.map((d: Json) => [d.type, d.id, d.attributes.message]),
        [
          ['user_notifications', String(mine[2]), 'três'],
          ['user_notifications', String(mine[1]), 'dois'],
        ],
      );
      assert.equal(body.meta.total_count, 3);
      assert.equal(body.meta.unread_count, 3);
      assert.deepEqual(body.data[0].attributes, {
        message: 'três',
        edition_id: String(ids.edition),
        edition_description: editionDescription,
        created_at: body.data[0].attributes.created_at,
        read_at: null,
      });
      assert.ok(!Number.isNaN(Date.parse(body.data[0].attributes.created_at)));
      for (const item of body.data) fitsWire(InboxItemSchema, item.attributes);
      res = await call('GET', '/user_notifications?page[size]=2&page[number]=2', h.student);
      body = res.json();
      assert.deepEqual(
        body.data.map((d: Json) => d.attributes.message),
        ['um'],
      );
      assert.equal(body.meta.total_count, 3);
      res = await call('GET', '/user_notifications?page[size]=2&page[number]=3', h.student);
      assert.deepEqual(res.json().data, []);
      assert.equal(res.json().meta.unread_count, 3);
      res = await call('GET', '/user_notifications', {});
      assert.equal(res.statusCode, 401);
    });

    it("marks one item read, refuses another student's, and marks all read", async () => {
      const list = (await call('GET', '/user_notifications', h.student)).json();
      const [newest, second] = list.data as Json[];
      let res = await call('PUT', `/user_notifications/${second!.id}/read`, h.student, {});
      assert.equal(res.statusCode, 200, res.body);
      const readAt = res.json().data.attributes.read_at;
      assert.ok(readAt);
      assert.equal(res.json().data.attributes.message, second!.attributes.message);
      fitsWire(InboxItemSchema, res.json().data.attributes);
      // Again: still read, at the first time.
      res = await call('PUT', `/user_notifications/${second!.id}/read`, h.student, {});
      assert.equal(res.json().data.attributes.read_at, readAt);
      let meta = (await call('GET', '/user_notifications', h.student)).json().meta;
      assert.equal(meta.unread_count, list.meta.unread_count - 1);

      // The other student can neither read nor mark the student's item, nor see it.
      for (const [lang, detail] of [
        ['pt-BR', 'Notificação não encontrada.'],
        ['es', 'Notificación no encontrada.'],
      ] as const) {
        res = await call('PUT', `/user_notifications/${newest!.id}/read`, {
          ...h.other,
          'accept-language': lang,
        });
        assert.equal(res.statusCode, 404, res.body);
        assert.equal(res.json().errors[0].detail, detail);
        assert.equal(res.json().errors[0].title, 'Not Found');
      }
      assert.equal((await pushRow(db(), Number(newest!.id))).read_at, null);
      const others = (await call('GET', '/user_notifications', h.other)).json();
      assert.ok(others.data.every((d: Json) => d.id !== newest!.id));
      assert.equal(others.meta.unread_count, 1);

      res = await call('PUT', '/user_notifications/read_all', h.student, {});
      assert.equal(res.statusCode, 204, res.body);
      meta = (await call('GET', '/user_notifications', h.student)).json().meta;
      assert.equal(meta.unread_count, 0);
      const again = (await call('GET', `/user_notifications`, h.student)).json();
      assert.equal(again.data.find((d: Json) => d.id === second!.id).attributes.read_at, readAt);
      // The other student's item is still unread.
      assert.equal((await call('GET', '/user_notifications', h.other)).json().meta.unread_count, 1);
    });

    it('keeps the e-mail opt-out and tells the VAPID key and the devices', async () => {
      let res = await call('GET', '/notification_preferences', h.student);
      assert.equal(res.statusCode, 200, res.body);
      const stored = await db()
        .selectFrom('server_keys')
        .select('value')
        .where('name', '=', 'vapid')
        .executeTakeFirstOrThrow();
      assert.deepEqual(res.json().data.attributes, {
        email_opt_out: false,
        vapid_public_key: (stored.value as { publicKey: string }).publicKey,
        push_devices: 0,
      });
      assert.equal(res.json().data.type, 'notification_preferences');
      fitsWire(NotificationPreferencesSchema, res.json().data.attributes);
      res = await call('PUT', '/notification_preferences', h.student, { email_opt_out: true });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.email_opt_out, true);
      res = await call('GET', '/notification_preferences', h.student);
      assert.equal(res.json().data.attributes.email_opt_out, true);
      assert.equal(
        (await call('GET', '/notification_preferences', h.other)).json().data.attributes.email_opt_out,
        false,
      );
      res = await call(
        'PUT',
        '/notification_preferences',
        { ...h.student, 'accept-language': 'es' },
        {
          email_opt_out: 'sim',
        },
      );
      assert.equal(res.statusCode, 422);
      assert.match(res.json().errors[0].detail, /email_opt_out/);
      assert.match(res.json().errors[0].detail, /no válido/);
      res = await call('PUT', '/notification_preferences', h.student, { email_opt_out: false });
      assert.equal(res.json().data.attributes.email_opt_out, false);
    });

    it("stores a device per endpoint, moves it to whoever subscribes it, and deletes only the caller's", async () => {
      const endpoint = 'https://push.example.com/wpush/v2/device-1';
      const devices = async (userId: number) =>
        db().selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
      let res = await call(
        'POST',
        '/push_subscriptions',
        { ...h.student, 'user-agent': 'Firefox' },
        { endpoint, expirationTime: null, keys: KEYS },
      );
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().data.type, 'push_subscriptions');
      assert.equal(res.json().data.attributes.endpoint, endpoint);
      assert.deepEqual(
        (await devices(ids.student)).map((d) => [d.endpoint, d.p256dh, d.auth, d.user_agent]),
        [[endpoint, KEYS.p256dh, KEYS.auth, 'Firefox']],
      );
      res = await call('GET', '/notification_preferences', h.student);
      assert.equal(res.json().data.attributes.push_devices, 1);

      // The same browser, now signed in as the other student, with new keys: one row, hers.
      res = await call('POST', '/push_subscriptions', h.other, {
        endpoint,
        keys: { ...KEYS, auth: 'bmV3LWF1dGg' },
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal((await devices(ids.student)).length, 0);
      assert.deepEqual(
        (await devices(ids.other)).map((d) => [d.endpoint, d.auth]),
        [[endpoint, 'bmV3LWF1dGg']],
      );

      // The student cannot remove her device; she can.
      res = await call('DELETE', '/push_subscriptions', h.student, { endpoint });
      assert.equal(res.statusCode, 204);
      assert.equal((await devices(ids.other)).length, 1);
      res = await call('DELETE', '/push_subscriptions', h.other, { endpoint });
      assert.equal(res.statusCode, 204);
      assert.equal((await devices(ids.other)).length, 0);

      // Only a public https push service is taken (or a configured one: not another port of its host).
      for (const bad of [
        'http://push.example.com/x',
        `${service.origin.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 1}`)}/notify/x`,
        'https://127.0.0.1/x',
        'https://[::1]/x',
        'https://localhost:8443/x',
        'https://metadata.internal/x',
        'nota url',
      ]) {
        res = await call('POST', '/push_subscriptions', h.student, { endpoint: bad, keys: KEYS });
        assert.equal(res.statusCode, 422, `${bad}: ${res.body}`);
      }
      res = await call(
        'POST',
        '/push_subscriptions',
        { ...h.student, 'accept-language': 'pt-PT' },
        {
          endpoint: 'https://10.0.0.1/push',
          keys: KEYS,
        },
      );
      assert.equal(res.json().errors[0].detail, 'Este endereço de notificações do navegador não é aceite.');
      assert.equal(res.json().errors[0].source.pointer, '/endpoint');
      res = await call('POST', '/push_subscriptions', h.student, {
        endpoint,
        keys: { p256dh: 'a b', auth: 'x' },
      });
      assert.equal(res.statusCode, 422);
      assert.equal((await devices(ids.student)).length, 0);
      res = await call('POST', '/push_subscriptions', {}, { endpoint, keys: KEYS });
      assert.equal(res.statusCode, 401);
    });

    it('makes one VAPID key pair for every process, or takes the configured one', async () => {
      const config = ctx.config.push;
      const loaded = await Promise.all([1, 2, 3].map(() => loadVapidKeys(db(), config)));
      const stored = (
        await db().selectFrom('server_keys').select('value').where('name', '=', 'vapid').execute()
      ).map((r) => r.value);
      assert.equal(stored.length, 1);
      for (const keys of loaded) {
        assert.equal(keys.publicKey, (stored[0] as { publicKey: string }).publicKey);
        assert.equal(keys.privateKey, (stored[0] as { privateKey: string }).privateKey);
      }
      const own = await loadVapidKeys(db(), { ...config, vapidPublicKey: 'pub', vapidPrivateKey: 'priv' });
      assert.deepEqual(own, { publicKey: 'pub', privateKey: 'priv', subject: config.subject });
    });

    it("pushes the item to a subscribed student's device; a student with no device still has it in the inbox", async () => {
      const sub = await subscribeStudent();
      const [mine] = await notify(db(), ids.edition, [ids.student], ['A fase 2 começa amanhã às 9h.']);
      const [hers] = await notify(db(), ids.edition, [ids.other], ['Só para a Aluna.']);
      await waitFor(async () => (await pushRow(db(), mine!)).push_status !== 'pending');
      await waitFor(async () => (await pushRow(db(), hers!)).push_status !== 'pending');
      const row = await pushRow(db(), mine!);
      assert.equal(row.push_status, 'delivered', row.push_error ?? '');
      assert.equal(row.push_attempts, 1);
      assert.equal(row.push_error, null);
      const messages = await service.messages(sub.clientHash);
      assert.equal(messages.length, 1);
      const push = JSON.parse(messages[0]!);
      assert.deepEqual(push, {
        id: String(mine),
        title: editionDescription,
        body: 'A fase 2 começa amanhã às 9h.',
        url: `/edicoes/ativas?notificacao=${mine}`,
        tag: `notification-${mine}`,
        edition_id: String(ids.edition),
        created_at: row.created_at.toISOString(),
      });
      const device = await db()
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('endpoint', '=', sub.endpoint)
        .executeTakeFirstOrThrow();
      assert.ok(device.last_success_at);

      const other = await pushRow(db(), hers!);
      assert.equal(other.push_status, 'none');
      const inbox = (await call('GET', '/user_notifications', h.other)).json();
      assert.equal(inbox.data[0].id, String(hers));
      assert.equal(inbox.data[0].attributes.message, 'Só para a Aluna.');
      assert.equal(inbox.data[0].attributes.read_at, null);
    });

    it('removes a device whose subscription expired (410)', async () => {
      const sub = await subscribeStudent();
      await service.expire(sub.clientHash);
      const [item] = await notify(db(), ids.edition, [ids.student], ['Depois de sair.']);
      await waitFor(async () => (await pushRow(db(), item!)).push_status !== 'pending');
      const row = await pushRow(db(), item!);
      assert.equal(row.push_status, 'none');
      assert.match(row.push_error ?? '', /410/);
      const left = await db()
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', sub.endpoint)
        .execute();
      assert.deepEqual(left, []);
      assert.deepEqual(await service.messages(sub.clientHash), []);
    });

    it('retries a failing push service with backoff, then stops as failed with the reason', async () => {
      await db().deleteFrom('push_subscriptions').where('user_id', '=', ids.student).execute();
      await db()
        .insertInto('push_subscriptions')
        .values({ user_id: ids.student, endpoint: broken.endpoint('down'), ...KEYS })
        .execute();
      const [item] = await notify(db(), ids.edition, [ids.student], ['Ninguém recebe.']);
      await waitFor(async () => (await pushRow(db(), item!)).push_status !== 'pending');
      const row = await pushRow(db(), item!);
      assert.equal(row.push_status, 'failed');
      assert.equal(row.push_attempts, 3);
      assert.match(row.push_error ?? '', /503 Service Unavailable/);
      assert.match(row.push_error ?? '', /after 3 attempts/);
      assert.equal(broken.received(), 3);
      const device = await db()
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('user_id', '=', ids.student)
        .executeTakeFirstOrThrow();
      assert.equal(device.failures, 3);
      assert.equal(device.last_success_at, null);
      await db().deleteFrom('push_subscriptions').where('user_id', '=', ids.student).execute();
    });

    it('three loops on one database deliver each push exactly once', async () => {
      const sub = await subscribeStudent();
      const vapid = await loadVapidKeys(db(), ctx.config.push);
      // Two more senders besides the app's own, as other API processes would run them.
      for (let i = 0; i < 2; i++)
        extraLoops.push(startPushDelivery(db(), { ...ctx.config.push, pollMs: 20 }, vapid, silent));
      const count = 230;
      const items = await notify(
        db(),
        ids.edition,
        [ids.student],
        Array.from({ length: count }, (_, i) => `Mensagem ${i + 1}`),
      );
      await waitFor(async () => {
        const { n } = await db()
          .selectFrom('user_notifications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', 'in', items)
          .where('push_status', '=', 'delivered')
          .executeTakeFirstOrThrow();
        return Number(n) === count;
      }, 60_000);
      const attempts = await db()
        .selectFrom('user_notifications')
        .select(['id', 'push_attempts', 'push_error'])
        .where('id', 'in', items)
        .where('push_attempts', '<>', 1)
        .execute();
      assert.deepEqual(attempts, [], 'each item was claimed once');
      const received = (await service.messages(sub.clientHash)).map((m) => JSON.parse(m).id as string);
      assert.equal(received.length, count);
      assert.deepEqual([...received].sort(), items.map(String).sort());
    });
  });

  describe(`push throttling per push service (${engine.name})`, () => {
    it('sends at most PUSH_RATE_PER_SECOND pushes a second to one service', async () => {
      const service = await pushService();
      const ctx = await startApp(engine, { PUSH_POLL_MS: '3600000', PUSH_RATE_PER_SECOND: '4' });
      try {
        const db = ctx.dbHandle.db;
        const vapid = await loadVapidKeys(db, ctx.config.push);
        const student = await userIdOf(db, 'aluno@olimpiada.dev');
        const edition = await db.selectFrom('editions').select('id').orderBy('id').executeTakeFirstOrThrow();
        const sub = await service.subscribe(vapid.publicKey);
        await db
          .insertInto('push_subscriptions')
          .values({ user_id: student, endpoint: sub.endpoint, ...sub.keys })
          .execute();
        const items = await notify(
          db,
          edition.id,
          [student],
          Array.from({ length: 10 }, (_, i) => `Aviso ${i}`),
        );
        const delivery = startPushDelivery(db, ctx.config.push, vapid, silent);
        const started = Date.now();
        try {
          assert.equal(await delivery.deliverDue(), 10);
        } finally {
          await delivery.stop();
        }
        const elapsed = Date.now() - started;
        // 4 at once, 4 a second later, the last 2 a second after that.
        assert.ok(elapsed >= 1900, `10 pushes at 4/s took ${elapsed} ms`);
        assert.equal((await service.messages(sub.clientHash)).length, 10);
        const statuses = await db
          .selectFrom('user_notifications')
          .select('push_status')
          .where('id', 'in', items)
          .execute();
        assert.ok(statuses.every((s) => s.push_status === 'delivered'));
      } finally {
        await ctx.close();
        await service.close();
      }
    });
  });
}
