import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import SwaggerParser from '@apidevtools/swagger-parser';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';

/** The served OpenAPI document (/api/docs/json) is valid OpenAPI 3.0.3 for a standard validator. */
for (const engine of engines().slice(0, 1)) {
  describe(`OpenAPI document (${engine.name})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await startApp(engine, {}, { seed: false });
    });
    after(() => ctx?.close());

    it('GET /api/docs/json passes @apidevtools/swagger-parser validation', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
      assert.equal(res.statusCode, 200);
      const doc = res.json();
      assert.equal(doc.openapi, '3.0.3');
      const operations = Object.values(doc.paths as Record<string, object>).flatMap((p) => Object.keys(p));
      assert.ok(operations.length > 100, `every route documented (${operations.length} operations)`);
      // validate() dereferences in place: it gets a copy, the assertion message names what it rejects.
      await assert.doesNotReject(() => SwaggerParser.validate(structuredClone(doc)));
    });
  });
}
