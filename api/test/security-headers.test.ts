import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { directives } from './helpers/csp.js';
import { LOGOUT_SCRIPT } from '../src/idp/logout-page.js';

const [engine] = engines();

describe('security headers on the app, the API and the identity provider', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startApp(engine!);
  });
  after(() => ctx?.close());

  for (const url of [
    '/api/health',
    '/api/editions',
    '/oidc/.well-known/openid-configuration',
    '/app-config.json',
    '/edicoes/ativas',
  ]) {
    it(`${url}: no inline script, no framing, no sniffing, a strict referrer`, async () => {
      const res = await ctx.app.inject({ url });
      assert.ok(res.statusCode < 500, res.body);
      const csp = directives(String(res.headers['content-security-policy']));
      assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
      assert.deepEqual(csp['object-src'], ["'none'"]);
      assert.ok(csp['script-src']!.includes("'self'"));
      assert.ok(!csp['script-src']!.includes("'unsafe-inline'"), 'inline scripts must not run');
      assert.ok(!csp['script-src']!.includes("'unsafe-eval'"));
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(res.headers['strict-transport-security'], undefined, 'no HSTS over plain http');
    });
  }

  it("allows the provider's logout auto-submit by its hash, and nothing else inline", async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = directives(String(res.headers['content-security-policy']));
    const hash = `'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`;
    assert.deepEqual(csp['script-src'], ["'self'", hash]);
  });

  it('sends HSTS when the public URL is https', async () => {
    const tls = await startApp(engine!, { PUBLIC_URL: 'https://olimpiada.example' }, { seed: false });
    try {
      const res = await tls.app.inject({ url: '/api/health' });
      assert.match(String(res.headers['strict-transport-security']), /max-age=31536000/);
    } finally {
      await tls.close();
    }
  });
});
