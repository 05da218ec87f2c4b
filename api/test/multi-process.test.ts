import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { purgeExpiredOidcPayloads } from '../src/idp/db-adapter.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { obtainIdToken, signInWithIdToken } from './helpers/sign-in.js';

for (const engine of engines()) {
  describe(`several API processes on one database (${engine.name})`, () => {
    let ctx: TestContext;
    let second: FastifyInstance;

    before(async () => {
      ctx = await startApp(engine);
      second = await buildApp({ config: ctx.config, db: ctx.dbHandle, logger: false });
      await second.ready();
    });
    after(async () => {
      await second?.close();
      await ctx?.close();
    });

    it('a sign-in that alternates between processes at every request completes', async () => {
      const processes = [ctx.app, second];
      let next = 0;
      // A round-robin load balancer without sticky sessions: each request goes to the other process.
      const balancer = {
        inject: (options: InjectOptions) => processes[next++ % processes.length]!.inject(options),
      } as unknown as FastifyInstance;

      const idToken = await obtainIdToken(balancer, 'aluno@olimpiada.dev');
      assert.ok(next >= 4, 'the flow crossed processes');
      const signedIn = await signInWithIdToken(second, idToken);
      assert.equal(signedIn.statusCode, 200);
      const me = await ctx.app.inject({
        method: 'GET',
        url: `/api/user/${signedIn.headers.uid}?include=profiles`,
        headers: {
          'access-token': String(signedIn.headers['access-token']),
          uid: String(signedIn.headers.uid),
          client: String(signedIn.headers.client),
        },
      });
      assert.equal(me.statusCode, 200);
      assert.equal(me.json().data.attributes.email, 'aluno@olimpiada.dev');
    });

    it('expired provider records are purged and live ones kept', async () => {
      const db = ctx.dbHandle.db;
      const row = (id: string, expires: number) => ({
        model: 'Interaction',
        id,
        payload: JSON.stringify({ kind: 'Interaction' }),
        expires_at: new Date(Date.now() + expires),
      });
      await db.insertInto('oidc_payloads').values(row('old-one', -60_000)).execute();
      await db.insertInto('oidc_payloads').values(row('live-one', 60_000)).execute();
      assert.ok((await purgeExpiredOidcPayloads(db)) >= 1);
      const ids = (await db.selectFrom('oidc_payloads').select('id').execute()).map((r) => r.id);
      assert.ok(!ids.includes('old-one'));
      assert.ok(ids.includes('live-one'));
    });
  });
}
