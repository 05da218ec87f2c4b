import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { engines } from './helpers/engines.js';
import { IDENTITIES } from './edge/fixture.js';
import { edgeApp } from './edge/edge-app.js';
import { byRisk, filled, SAMPLES } from './edge/samples.js';
import { MATRIX, outcomeOf, routeKey, type Outcome } from './edge/matrix.js';
import { FIELD_IDENTITIES, FIELD_MATRIX } from './edge/field-matrix.js';
import { fieldCallers } from './edge/field-callers.js';
import { fieldsSeen } from './edge/fields-seen.js';

/**
 * Every route of the API, called as each of the six identities on the first student's objects, must
 * answer as its row of the matrix says. A route with no row (or no sample), or a row for no route,
 * fails: a new route cannot land without someone deciding who may call it.
 */
for (const engine of engines()) {
  describe(`authorization matrix: every route × six identities (${engine.name})`, () => {
    const app = edgeApp(engine);

    it('has a row and a sample for every route, and none for a route that does not exist', () => {
      const routes = app.ctx.app.edgeRoutes.map(routeKey);
      assert.ok(routes.length > 50, `only ${routes.length} routes registered`);
      const missingRow = routes.filter((r) => !(r in MATRIX));
      const missingSample = routes.filter((r) => !(r in SAMPLES));
      const stale = Object.keys(MATRIX).filter((r) => !routes.includes(r));
      assert.deepEqual(
        { missingRow, missingSample, stale },
        { missingRow: [], missingSample: [], stale: [] },
        'add the route to api/test/edge/matrix.ts and samples.ts',
      );
    });

    it('answers each identity as its row says', async () => {
      const keys = app.ctx.app.edgeRoutes.map(routeKey).sort(byRisk);
      const wrong: string[] = [];
      const table: string[] = [];
      let calls = 0;
      for (const key of keys) {
        const sample = SAMPLES[key];
        if (!sample) continue;
        const call = filled(sample, app.fx.ids);
        const got: Outcome[] = [];
        for (const who of IDENTITIES) {
          const headers = call.fresh ? await app.fx.freshHeaders(who) : app.fx.headers[who];
          const res = await app.ctx.app.inject({
            method: key.split(' ')[0] as 'GET',
            url: call.path,
            headers: {
              ...headers,
              ...(call.body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
            },
            ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
          });
          calls++;
          const outcome = outcomeOf(res.statusCode, res.body);
          got.push(outcome);
          const expected = MATRIX[key]?.[IDENTITIES.indexOf(who)] ?? 'missing';
          const fits = expected === outcome || (expected === 'pass' && ['ok', 'bad'].includes(outcome));
          if (!fits)
            wrong.push(
              `${key} as ${who}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
        table.push(`  '${key}': [${got.map((o) => `'${o}'`).join(', ')}],`);
      }
      if (process.env.MATRIX_PRINT) console.log(table.join('\n'));
      assert.equal(calls, app.ctx.app.edgeRoutes.length * IDENTITIES.length);
      assert.deepEqual(wrong, []);
    });

    it("shows each caller only the fields its field rows allow (an edition's staff fields)", async () => {
      const callers = await fieldCallers(app.ctx.dbHandle.db, app.fx);
      const ids = { ...app.fx.ids, ...callers.ids };
      const routes = app.ctx.app.edgeRoutes.map(routeKey);
      const wrong: string[] = [];
      for (const [key, rows] of Object.entries(FIELD_MATRIX)) {
        if (!routes.includes(key)) wrong.push(`${key}: a field row for a route that does not exist`);
        for (const row of rows) {
          const call = filled({ path: row.path, body: row.body }, ids);
          for (const who of FIELD_IDENTITIES) {
            const res = await app.ctx.app.inject({
              method: key.split(' ')[0] as 'GET',
              url: call.path,
              headers: {
                ...callers.headers[who],
                ...(call.body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
              },
              ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
            });
            const seen = fieldsSeen(res.statusCode, res.body, row, String(ids[row.resource.id]));
            for (const [field, allowed] of Object.entries(row.visible)) {
              const should = allowed.includes(who);
              if (seen.has(field) !== should)
                wrong.push(
                  `${key} ${call.path} as ${who}: ${field} ${should ? 'missing' : 'shown'} (${res.statusCode})`,
                );
            }
          }
        }
      }
      assert.deepEqual(wrong, []);
    });
  });
}
