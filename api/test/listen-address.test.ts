import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { accepts, httpGet, startApiProcess, type ApiProcess } from './helpers/api-process.js';

/**
 * Where `npm start` listens (issue 33, item 13): the demo accounts share a published password, so with the
 * demo data and no HOST the platform answers this computer only, and says so; HOST (as the containers
 * set it) or no demo data: every interface. 127.0.0.2 is loopback too, but a server on 127.0.0.1 alone
 * does not answer it: it stands for "another interface" on any machine (the tests dial loopback addresses
 * only, never the machine's network address). A request from another computer is metrics.test.ts's.
 */
describe('the address npm start listens on (real processes)', () => {
  const started: ApiProcess[] = [];
  const start = async (env: Record<string, string | undefined>) => {
    const api = await startApiProcess({ NODE_ENV: 'production', ...env });
    started.push(api);
    return api;
  };
  after(async () => {
    await Promise.all(started.map((api) => api.stop()));
  });

  it('with the demo data and no HOST: this computer only, and the start-up line says so', async () => {
    const api = await start({ HOST: undefined, SEED_DEMO: undefined });
    assert.match(
      api.stdout(),
      new RegExp(
        `listening on http://127\\.0\\.0\\.1:${api.port} \\(demo data: only this computer; ` +
          'set HOST=0\\.0\\.0\\.0 to listen on every interface\\)',
      ),
    );
    assert.equal(await accepts('127.0.0.1', api.port), true);
    assert.equal(await accepts('127.0.0.2', api.port), false, 'another interface is refused');
    const ready = await httpGet('127.0.0.1', api.port, '/api/ready');
    assert.equal(ready.statusCode, 200, ready.body);
  });

  it('without the demo data and no HOST: every interface', async () => {
    const api = await start({ HOST: undefined, SEED_DEMO: 'false' });
    assert.equal(await accepts('127.0.0.1', api.port), true);
    assert.equal(await accepts('127.0.0.2', api.port), true);
    assert.doesNotMatch(api.stdout(), /only this computer/);
  });

  /** HOST=0.0.0.0 with the demo data; the metrics test asks it too (each start takes a while). */
  let everyInterface: ApiProcess | undefined;

  it('HOST set: where it says, demo data or not', async () => {
    const api = (everyInterface = await start({ HOST: '0.0.0.0', SEED_DEMO: 'true' }));
    assert.equal(await accepts('127.0.0.2', api.port), true);
    assert.doesNotMatch(api.stdout(), /only this computer/);
  });

  it('in production without METRICS_TOKEN, /api/metrics answers this computer only', async () => {
    const api = everyInterface ?? (await start({ HOST: '0.0.0.0', SEED_DEMO: 'true' }));
    const local = await httpGet('127.0.0.1', api.port, '/api/metrics');
    assert.equal(local.statusCode, 200, local.body);
    assert.match(local.body, /^olympiad_mail_outbox_pending \d+$/m);
    // Through a reverse proxy on this machine the request comes from 127.0.0.1 too: a forwarded one is
    // somebody else's, whatever address it claims.
    const proxied = await httpGet('127.0.0.1', api.port, '/api/metrics', {
      'x-forwarded-for': '127.0.0.1',
      'accept-language': 'es',
    });
    assert.equal(proxied.statusCode, 403, proxied.body);
    assert.equal(
      JSON.parse(proxied.body).errors[0].detail,
      'Sin METRICS_TOKEN, las métricas solo responden a este equipo.',
    );
  });
});
