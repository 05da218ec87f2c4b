import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import * as v from 'valibot';
import { openPglite } from '../src/db/connect.js';
import { installAccess } from '../src/http/access.js';
import { installEdgeValidation } from '../src/http/validator.js';
import { idParams, jsonApiBody, jsonSchemaOf, noQuery, optText } from '../src/http/route-schema.js';
import { installErrorHandling } from '../src/jsonapi/error-handler.js';

/** A bare app with the edge rules of api/src/app.ts, to register one route on. */
async function edgeApp() {
  const db = await openPglite('memory://');
  const app = Fastify();
  installErrorHandling(app, (_req, reply) => reply.code(404).send());
  installEdgeValidation(app);
  installAccess(app, db.db);
  return { app, close: () => db.close() };
}

async function registering(route: (app: ReturnType<typeof Fastify>) => void) {
  const { app, close } = await edgeApp();
  try {
    route(app);
    await app.ready();
  } finally {
    await app.close().catch(() => undefined);
    await close();
  }
}

describe('a route cannot be added without declaring its edge', () => {
  it('refuses a route that does not say who may call it', async () => {
    await assert.rejects(
      registering((app) =>
        app.get('/api/new', { schema: { summary: 'New', querystring: jsonSchemaOf(noQuery) } }, () => ({})),
      ),
      /GET \/api\/new must declare config\.access/,
    );
  });

  it('refuses path parameters, a query or a body without a schema', async () => {
    await assert.rejects(
      registering((app) =>
        app.get('/api/new/:id', { config: { access: 'public' }, schema: { summary: 'New' } }, () => ({})),
      ),
      /must declare schema\.params, schema\.querystring/,
    );
    await assert.rejects(
      registering((app) =>
        app.post('/api/new', { config: { access: 'public' }, schema: { summary: 'New' } }, () => ({})),
      ),
      /must declare schema\.body/,
    );
  });

  it('refuses a hand-written JSON Schema where a valibot one belongs', async () => {
    await assert.rejects(
      registering((app) =>
        app.post(
          '/api/new',
          { config: { access: 'public' }, schema: { summary: 'New', body: { type: 'object' } } },
          () => ({}),
        ),
      ),
      /the body schema must be declared with routeSchema\(\)/,
    );
  });

  it("accepts a declared route, validates it, and answers 422 in the caller's language", async () => {
    const { app, close } = await edgeApp();
    try {
      app.post(
        '/api/new/:id',
        {
          config: { access: 'public' },
          schema: {
            summary: 'New',
            params: jsonSchemaOf(idParams('id')),
            body: jsonSchemaOf(jsonApiBody({ name: optText, tags: v.optional(v.array(v.string())) })),
          },
        },
        (req) => ({ got: req.body }),
      );
      const sent = { data: { attributes: { name: 'Ana', extra: [1, 2] } } };
      let res = await app.inject({ method: 'POST', url: '/api/new/7', payload: sent });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json().got, sent, 'the body reaches the handler as sent');
      res = await app.inject({
        method: 'POST',
        url: '/api/new/7',
        headers: { 'accept-language': 'es' },
        payload: { data: { attributes: { name: true } } },
      });
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json().errors, [
        {
          status: '422',
          title: 'Unprocessable Entity',
          detail: 'El campo name tiene un valor no válido.',
          code: 'invalid_field',
          source: { pointer: '/data/attributes/name' },
        },
      ]);
      res = await app.inject({ method: 'POST', url: '/api/new/07', payload: sent });
      assert.equal(res.statusCode, 404, 'a path id that is not an id names nothing');
      res = await app.inject({ method: 'POST', url: '/api/new/7', payload: [] });
      assert.equal(res.statusCode, 422, 'an array is not a JSON:API document');
    } finally {
      await app.close();
      await close();
    }
  });
});
