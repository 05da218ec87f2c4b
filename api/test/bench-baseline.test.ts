import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';

const body = { data: { type: 'bench_baselines', attributes: { payload: 'x' } } };

const tableExists = async (ctx: TestContext) => {
  const { rows } = await sql<{
    t: string | null;
  }>`select to_regclass('bench_baseline')::text as t`.execute(ctx.dbHandle.db);
  return rows[0]?.t !== null;
};

for (const engine of engines()) {
  describe(`bench baseline route (${engine.name})`, () => {
    describe('by default', () => {
      let ctx: TestContext;
      before(async () => {
        ctx = await startApp(engine, {}, { seed: false });
      });
      after(async () => ctx?.close());

      it('is not mounted, not documented, and creates no table', async () => {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/bench/baseline', payload: body });
        assert.equal(res.statusCode, 404);
        const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
        assert.equal(docs.statusCode, 200);
        assert.equal(
          Object.keys(docs.json().paths).some((p) => p.includes('bench')),
          false,
        );
        assert.equal(await tableExists(ctx), false);
      });

      it('stays off for BENCH_BASELINE=0', async () => {
        const off = await startApp(engine, { BENCH_BASELINE: '0' }, { seed: false });
        try {
          const res = await off.app.inject({ method: 'POST', url: '/api/bench/baseline', payload: body });
          assert.equal(res.statusCode, 404);
        } finally {
          await off.close();
        }
      });
    });

    describe('with BENCH_BASELINE=1', () => {
      let ctx: TestContext;
      before(async () => {
        ctx = await startApp(engine, { BENCH_BASELINE: '1' }, { seed: false });
      });
      after(async () => ctx?.close());

      it('inserts one row per request', async () => {
        for (let i = 0; i < 3; i++) {
          const res = await ctx.app.inject({ method: 'POST', url: '/api/bench/baseline', payload: body });
          assert.equal(res.statusCode, 201);
          assert.equal(res.json().data.type, 'bench_baselines');
        }
        const { rows } = await sql<{
          n: number;
        }>`select count(*)::int as n from bench_baseline where payload = 'x'`.execute(ctx.dbHandle.db);
        assert.equal(rows[0]?.n, 3);
      });
    });
  });
}
