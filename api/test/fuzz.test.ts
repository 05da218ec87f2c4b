import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { engines } from './helpers/engines.js';
import { edgeApp } from './edge/edge-app.js';
import { byRisk, filled, SAMPLES } from './edge/samples.js';
import { routeKey } from './edge/matrix.js';
import { idCalls } from './edge/fuzz-ids.js';

/** The tables a route may write (not sessions and the provider's own, which any call may touch). */
const WRITTEN = [
  'users',
  'profiles',
  'editions',
  'edition_coordinators',
  'phases',
  'exams',
  'questions',
  'inscriptions',
  'participations',
  'answers',
  'corrections',
  'ratings',
  'teams',
  'memberships',
  'participation_files',
  'teacher_recommendations',
  'participation_awards',
  'unit_requests',
  'school_units',
  'support_messages',
  'mail_outbox',
  'edition_countries',
  'videos',
  'certificate_templates',
  'audit_log',
  'local_accounts',
  'password_tokens',
  'user_notifications',
  'push_subscriptions',
] as const;

/** Every written table's rows, as one digest per table, read in one statement (it runs around each write call). */
async function fingerprint(db: Kysely<Database>): Promise<string> {
  const parts = WRITTEN.map(
    (t) => sql`(select ${t} || ':' || count(*) || ':' ||
      coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') from ${sql.table(t)} x)`,
  );
  const { rows } = await sql<{ f: string }>`select concat_ws(E'\n', ${sql.join(parts)}) as f`.execute(db);
  return rows[0]!.f;
}

/** What goes where an id, a name or a number should: wrong types, edges, oversized and hostile text. */
const nasty = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '0',
    '-1',
    '1e3',
    '99999999999999999999999',
    'null',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\u0000',
    '../../etc/passwd',
    '%00',
    'a'.repeat(70_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

const segmentValue = fc.oneof(
  fc.constantFrom('0', '-1', 'abc', '1.5', '99999999999999999999', '%00', '..', '%E0%A4%A', 'null'),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

const queryKey = fc.oneof(
  fc.constantFrom(
    'filter[exam_id]',
    'filter[user_id]',
    'filter[participation_id]',
    'filter[edition_id]',
    'filter[team_id]',
    'filter[name]',
    'page[size]',
    'page[number]',
    'page',
    'per',
    'include',
    'sort',
    'fields[users]',
    'locale',
    'name',
    'state_id',
    'token',
  ),
  fc.string({ maxLength: 10 }),
);

/** Sets a random attribute (or the whole body, or its data) of a JSON:API body to something nasty. */
function breakBody(body: unknown) {
  return fc.oneof(
    nasty,
    fc.record({ data: nasty }),
    fc.tuple(fc.nat(), nasty).map(([i, value]) => {
      const copy = JSON.parse(JSON.stringify(body ?? { data: { attributes: {} } }));
      const attributes = copy?.data?.attributes ?? {};
      const keys = Object.keys(attributes);
      const key = keys.length ? keys[i % keys.length]! : 'anything';
      if (copy?.data) copy.data.attributes = { ...attributes, [key]: value };
      return copy;
    }),
  );
}

interface FuzzCall {
  path: string;
  body?: unknown;
  raw?: string;
}

function fuzzCalls(path: string, body: unknown): fc.Arbitrary<FuzzCall> {
  const segments = path.split('?')[0]!.split('/');
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  const numericAt = segments.flatMap((s, i) => (/^\d+(-\d+)?$/.test(s) ? [i] : []));
  const brokenPath = numericAt.length
    ? fc.tuple(fc.constantFrom(...numericAt), segmentValue).map(([i, v]) => {
        const copy = [...segments];
        copy[i] = v;
        return copy.join('/') + (query ? `?${query}` : '');
      })
    : fc.constant(path);
  const brokenQuery = fc
    .array(fc.tuple(queryKey, fc.oneof(segmentValue, fc.constant('x'.repeat(5000)))), {
      minLength: 1,
      maxLength: 3,
    })
    .map(
      (pairs) =>
        `${path}${path.includes('?') ? '&' : '?'}${pairs
          .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
          .join('&')}`,
    );
  return fc.oneof(
    brokenPath.map((p) => ({ path: p, body })),
    brokenQuery.map((p) => ({ path: p, body })),
    breakBody(body).map((b) => ({ path, body: b })),
    fc
      .constantFrom('{', '{"data":', 'null', '[]', '"x"', '{"data":{"attributes":[]}}', '\u0000')
      .map((raw) => ({ path, raw })),
  );
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/**
 * Every route, called as a student and as an admin with malformed, oversized and wrong-typed params,
 * queries and bodies: never a 5xx, and a refused call changes no stored row.
 */
for (const engine of engines()) {
  describe(`fuzz: every route with malformed input (${engine.name})`, () => {
    const app = edgeApp(engine);

    it(`answers 4xx, never 5xx, and a refusal stores nothing (${RUNS} cases per route and identity)`, async () => {
      const failures: string[] = [];
      let cases = 0;
      const statuses = new Map<number, number>();
      const keys = app.ctx.app.edgeRoutes.map(routeKey).sort(byRisk);
      for (const key of keys) {
        const sample = SAMPLES[key];
        assert.ok(sample, `no sample for ${key} (api/test/edge/samples.ts)`);
        const [method] = key.split(' ') as ['GET'];
        const writes = method !== 'GET';
        const base = filled(sample, app.fx.ids);
        for (const who of ['student', 'admin'] as const) {
          await fc.assert(
            fc.asyncProperty(fuzzCalls(base.path, base.body), async (call) => {
              cases++;
              const tally = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
              const before = writes ? await fingerprint(app.ctx.dbHandle.db) : '';
              const payload =
                call.raw ?? (call.body === undefined || !writes ? undefined : JSON.stringify(call.body));
              const res = await app.ctx.app.inject({
                method,
                url: call.path,
                headers: {
                  ...(sample.fresh ? await app.fx.freshHeaders(who) : app.fx.headers[who]),
                  ...(payload === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
                },
                ...(payload === undefined ? {} : { payload }),
              });
              tally(res.statusCode);
              const what = `${key} as ${who}: ${method} ${call.path.slice(0, 120)} ${String(payload ?? '').slice(0, 120)}`;
              const upstream = key.includes('postal_codes') && res.statusCode === 503;
              if (res.statusCode >= 500 && !upstream)
                failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
              if (writes && res.statusCode >= 400 && res.statusCode < 500) {
                const afterCall = await fingerprint(app.ctx.dbHandle.db);
                if (afterCall !== before)
                  failures.push(`${what} → ${res.statusCode} but stored rows changed`);
              }
            }),
            { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
          );
        }
      }
      console.log(`# fuzz cases: ${cases}; answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
      assert.deepEqual(failures, []);
    });

    it('refuses an id past the database range (2^53, 2^63, 1e20) in every path, query and body id: 4xx, nothing stored', async () => {
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let sent = 0;
      const routes = [...app.ctx.app.edgeRoutes].sort((a, b) => byRisk(routeKey(a), routeKey(b)));
      for (const route of routes) {
        const key = routeKey(route);
        const sample = SAMPLES[key];
        assert.ok(sample, `no sample for ${key} (api/test/edge/samples.ts)`);
        const calls = idCalls(route, filled(sample, app.fx.ids));
        const writes = route.method !== 'GET';
        for (const who of ['student', 'admin'] as const) {
          // A session of its own: the calls before (sign-outs, session ends) may have ended the fixture's.
          const session = await app.fx.freshHeaders(who);
          const send = async (call: (typeof calls)[number]) => {
            sent++;
            const res = await app.ctx.app.inject({
              method: route.method as 'GET',
              url: call.path,
              headers: {
                ...(sample.fresh ? await app.fx.freshHeaders(who) : session),
                'accept-language': 'es',
                ...(call.payload === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
              },
              ...(call.payload === undefined ? {} : { payload: call.payload }),
            });
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            // Signed in, a 401 would mean the id was never looked at.
            if (res.statusCode === 401) failures.push(`${key} as ${who}, ${call.where}: 401 ${res.body}`);
            return res;
          };
          // Out of range: a 4xx JSON:API error, and no stored row changed by any of them.
          const before = writes ? await fingerprint(app.ctx.dbHandle.db) : '';
          for (const call of calls.filter((c) => c.outOfRange)) {
            const res = await send(call);
            const what = `${key} as ${who}, ${call.where}: ${route.method} ${call.path.slice(0, 100)} ${(call.payload ?? '').slice(0, 160)}`;
            const errors = res.statusCode >= 400 ? (res.json() as { errors?: unknown[] }).errors : undefined;
            if (res.statusCode < 400 || res.statusCode >= 500 || !Array.isArray(errors) || !errors.length)
              failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
          if (writes && (await fingerprint(app.ctx.dbHandle.db)) !== before)
            failures.push(`${key} as ${who}: an out-of-range id changed stored rows`);
          // Within the id bound but past a 32-bit column: whatever the answer, never a 5xx.
          for (const call of calls.filter((c) => !c.outOfRange)) {
            const res = await send(call);
            if (res.statusCode >= 500)
              failures.push(
                `${key} as ${who}, ${call.where}: ${call.path.slice(0, 100)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
          }
        }
      }
      console.log(`# huge-id calls: ${sent}; answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
      assert.ok(sent > 1000, `every id place tried (${sent} calls)`);
      assert.deepEqual(failures, []);
    });

    it('PUT generate-certificate, generate-results, classifieds-participation, positions-participation: {"id":1e20} is a 422 at /id in the caller\'s language', async () => {
      const routes = [
        '/api/generate-certificate',
        '/api/generate-results',
        '/api/classifieds-participation',
        '/api/positions-participation',
      ];
      for (const url of routes)
        for (const payload of ['{"id":1e20}', '{"id":9999999999999999999}', '{"id":"9999999999999999999"}']) {
          const res = await app.ctx.app.inject({
            method: 'PUT',
            url,
            headers: {
              ...(await app.fx.freshHeaders('admin')),
              'accept-language': 'es',
              'content-type': 'application/json',
            },
            payload,
          });
          assert.equal(res.statusCode, 422, `${url} ${payload}: ${res.body}`);
          const [error] = (res.json() as { errors: { detail: string; source: { pointer: string } }[] })
            .errors;
          assert.equal(error!.source.pointer, '/id');
          assert.equal(error!.detail, 'El campo id tiene un valor no válido.');
        }
    });
  });
}
