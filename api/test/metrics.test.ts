import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';

/** The value of one sample line (`name{labels} value`) of a Prometheus text scrape, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const TOKEN = 'metrics-token-for-the-test-0123';

for (const engine of engines()) {
  describe(`GET /api/metrics (${engine.name})`, () => {
    let ctx: TestContext;
    const scrape = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/metrics' });
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/);
      return res.body;
    };

    before(async () => {
      ctx = await startApp(engine, {}, { seed: false });
    });
    after(async () => ctx?.close());

    it('exposes the process metrics and the request durations by route pattern and status', async () => {
      assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/countries' })).statusCode, 200);
      const states = await ctx.app.inject({ method: 'GET', url: '/api/states/999999' });
      const text = await scrape();
      assert.ok((sample(text, 'process_cpu_user_seconds_total') ?? -1) > 0);
      assert.match(text, /^nodejs_eventloop_lag_p99_seconds \d/m);
      assert.equal(
        sample(
          text,
          'http_request_duration_seconds_count{method="GET",route="/api/countries",status_code="200"}',
        ),
        1,
      );
      assert.equal(
        sample(
          text,
          `http_request_duration_seconds_count{method="GET",route="/api/states/:id",status_code="${states.statusCode}"}`,
        ),
        1,
        'the route is labelled by its pattern, not by the id asked for',
      );
      assert.doesNotMatch(text, /route="\/api\/metrics"/);
    });

    it('counts the due jobs no worker has claimed and the age of the oldest', async () => {
      const before = await scrape();
      assert.equal(sample(before, 'olympiad_jobs_oldest_queued_age_seconds'), 0);
      // A kind no handler of this process runs: it stays queued, as jobs do when every worker is busy.
      await sql`insert into jobs (kind, key, run_after)
        values ('metrics_probe', 'a', now() - interval '90 seconds'),
               ('metrics_probe', 'b', now() - interval '10 seconds'),
               ('metrics_probe', 'later', now() + interval '1 hour')`.execute(ctx.dbHandle.db);
      const text = await scrape();
      assert.equal(sample(text, 'olympiad_jobs_queued{kind="metrics_probe"}'), 2);
      const age = sample(text, 'olympiad_jobs_oldest_queued_age_seconds') ?? 0;
      assert.ok(age >= 90 && age < 150, `oldest queued job's age ${age}`);
    });

    it('counts the mails waiting in the outbox, not those sent or failed', async () => {
      const pending = sample(await scrape(), 'olympiad_mail_outbox_pending') ?? -1;
      await sql`insert into mail_outbox (to_address, subject, body_text, sent_at, failed_at) values
        ('a@example.test', 'waiting', 'x', null, null),
        ('b@example.test', 'waiting', 'x', null, null),
        ('c@example.test', 'sent', 'x', now(), null),
        ('d@example.test', 'failed', 'x', null, now())`.execute(ctx.dbHandle.db);
      assert.equal(sample(await scrape(), 'olympiad_mail_outbox_pending'), pending + 2);
    });

    it("reports the hot paths' batch queue and, on PostgreSQL, the pool's connections", async () => {
      const text = await scrape();
      assert.equal(sample(text, 'olympiad_batch_items_waiting'), 0);
      if (engine.name === 'postgres') {
        assert.equal(sample(text, 'olympiad_db_pool_connections{state="max"}'), 10);
        assert.ok((sample(text, 'olympiad_db_pool_connections{state="in_use"}') ?? -1) >= 0);
        assert.ok((sample(text, 'olympiad_db_pool_waiting') ?? -1) >= 0);
      } else {
        assert.doesNotMatch(text, /olympiad_db_pool_/);
      }
    });
  });

  describe(`GET /api/metrics with METRICS_TOKEN (${engine.name})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await startApp(engine, { METRICS_TOKEN: TOKEN }, { seed: false });
    });
    after(async () => ctx?.close());

    it('answers 401 in the caller language without the bearer token, or with another', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/metrics',
          headers: { 'accept-language': 'es', ...(authorization ? { authorization } : {}) },
        });
        assert.equal(res.statusCode, 401);
        const [error] = res.json().errors;
        assert.equal(error.title, 'Unauthorized');
        assert.equal(error.detail, 'Las métricas requieren el token de acceso (Authorization: Bearer).');
        assert.doesNotMatch(res.body, /process_cpu/);
      }
    });

    it('answers the scrape that sends it', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /^olympiad_mail_outbox_pending \d+$/m);
    });
  });
}

describe('GET /api/metrics in production without METRICS_TOKEN (pglite)', () => {
  let ctx: TestContext;
  const get = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers });
  before(async () => {
    ctx = await startApp(engines()[0]!, { NODE_ENV: 'production' }, { seed: false });
  });
  after(async () => ctx?.close());

  it('answers this computer (loopback, IPv4 or IPv6)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await get(address);
      assert.equal(res.statusCode, 200, `${address}: ${res.body}`);
    }
  });

  it('answers 403 in the caller language to another computer, and to a request a proxy forwarded', async () => {
    const refused = [
      await get('203.0.113.9', { 'accept-language': 'pt-PT' }),
      await get('10.1.2.3', { 'accept-language': 'pt-PT' }),
      await get('127.0.0.1', { 'accept-language': 'pt-PT', 'x-forwarded-for': '203.0.113.9' }),
      await get('127.0.0.1', { 'accept-language': 'pt-PT', forwarded: 'for=127.0.0.1' }),
    ];
    for (const res of refused) {
      assert.equal(res.statusCode, 403, res.body);
      const [error] = res.json().errors;
      assert.equal(error.title, 'Forbidden');
      assert.equal(error.detail, 'Sem METRICS_TOKEN, as métricas só respondem a este computador.');
      assert.doesNotMatch(res.body, /process_cpu/);
    }
  });
});

describe('GET /api/metrics in production with METRICS_TOKEN (pglite)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startApp(engines()[0]!, { NODE_ENV: 'production', METRICS_TOKEN: TOKEN }, { seed: false });
  });
  after(async () => ctx?.close());

  it('answers the scrape that sends the token from anywhere, and nobody without it', async () => {
    const headers = { authorization: `Bearer ${TOKEN}` };
    const remote = await ctx.app.inject({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '10.1.2.3',
      headers,
    });
    assert.equal(remote.statusCode, 200, remote.body);
    const local = await ctx.app.inject({ method: 'GET', url: '/api/metrics' });
    assert.equal(local.statusCode, 401, local.body);
  });
});
