import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { seedDemo } from '../src/seed/demo.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';

interface Res {
  type: string;
  id: string;
  attributes: Record<string, any>;
  relationships?: Record<string, { data: any }>;
}

for (const engine of engines()) {
  describe(`editions and JSON:API (${engine.name})`, () => {
    let ctx: TestContext;
    let admin: AuthHeaders;
    let coordinator: AuthHeaders;
    let student: AuthHeaders;
    let studentWithout: AuthHeaders;
    const get = (url: string, headers: AuthHeaders) => ctx.app.inject({ method: 'GET', url, headers });

    before(async () => {
      ctx = await startApp(engine);
      admin = (await signIn(ctx.app, 'admin@olimpiada.dev')).headers;
      coordinator = (await signIn(ctx.app, 'coordenador@olimpiada.dev')).headers;
      student = (await signIn(ctx.app, 'aluno@olimpiada.dev')).headers;
      studentWithout = (await signIn(ctx.app, 'aluna@olimpiada.dev')).headers;
    });
    after(async () => {
      await ctx?.close();
    });

    it('GET /api/editions: active by default, coordinators included, paging meta and headers', async () => {
      const res = await get('/api/editions', coordinator);
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.deepEqual(doc.data.map((e: Res) => e.attributes.description).sort(), [
        'OBIA 2026',
        'OBIA Júnior 2026',
        'OBIA Projetos 2026',
      ]);
      assert.equal(doc.meta.total_count, 3);
      assert.equal(res.headers['x-total-count'], '3');
      assert.equal(res.headers['x-total-pages'], '1');
      const obia = doc.data.find((e: Res) => e.attributes.description === 'OBIA 2026');
      assert.deepEqual(obia.attributes.coordinators_emails, ['coordenador@olimpiada.dev']);
      assert.deepEqual(Object.keys(obia.attributes.logo_url), ['url']);
      assert.equal(obia.attributes.time_zone, 'America/Sao_Paulo');
      assert.equal(obia.relationships.coordinators.data.length, 1);
      assert.equal(obia.relationships.phases.data.length, 3);
      const coord = doc.included.find((r: Res) => r.type === 'users');
      assert.equal(coord.attributes.name, 'Carlos Coordenador Souza');
      assert.match(coord.attributes.fractal_id, /^local-\d+$/);
      assert.ok(!doc.included.some((r: Res) => r.type === 'phases'), 'phases not included unless asked');
    });

    it('inactive list: filter[active]=false + sort=-results_due, 8 editions on 2 pages of 7 (page/per form)', async () => {
      const p1 = await get('/api/editions?filter[active]=false&sort=-results_due&page=1&per=7', admin);
      assert.equal(p1.statusCode, 200, p1.body);
      const d1 = p1.json();
      assert.equal(d1.data.length, 7);
      assert.equal(d1.meta.total_count, 8);
      assert.equal(p1.headers['x-total-count'], '8');
      assert.equal(p1.headers['x-total-pages'], '2');
      assert.equal(d1.data[0].attributes.description, 'OBIA 2025');
      const dues = d1.data.map((e: Res) => Date.parse(e.attributes.results_due));
      assert.deepEqual(
        [...dues].sort((a, b) => b - a),
        dues,
        'descending results_due',
      );
      assert.ok(d1.data.every((e: Res) => e.attributes.active === false));

      const p2 = await get(
        '/api/editions?filter[active]=false&sort=-results_due&page[number]=2&page[size]=7',
        admin,
      );
      const d2 = p2.json();
      assert.equal(d2.data.length, 1);
      assert.equal(d2.data[0].attributes.description, 'OBIA Piloto 2018');
      assert.equal(d2.meta.current_page, 2);

      const asc = (await get('/api/editions?filter[active]=false&sort=results_due&per=3', admin)).json();
      assert.equal(asc.data[0].attributes.description, 'OBIA Piloto 2018');
      assert.equal(asc.data.length, 3);
    });

    it('default page size is 7', async () => {
      const res = await get('/api/editions?filter[active]=false', admin);
      assert.equal(res.json().data.length, 7);
      assert.equal(res.json().meta.per_page, 7);
    });

    it('include and sparse fieldsets', async () => {
      const res = await get(
        '/api/editions?include=phases,time_zone,countries&fields[editions]=description,phases&fields[phases]=phase',
        admin,
      );
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      const obia = doc.data.find((e: Res) => e.attributes.description === 'OBIA 2026');
      assert.deepEqual(Object.keys(obia.attributes), ['description']);
      assert.deepEqual(Object.keys(obia.relationships), ['phases']);
      const phases = doc.included.filter((r: Res) => r.type === 'phases');
      assert.ok(phases.length >= 3);
      assert.ok(phases.every((p: Res) => Object.keys(p.attributes).join() === 'phase'));
      assert.ok(
        doc.included.some((r: Res) => r.type === 'time_zones' && r.attributes.name === 'America/Sao_Paulo'),
      );
      assert.ok(doc.included.some((r: Res) => r.type === 'countries' && r.attributes.name === 'Brasil'));
      assert.ok(!doc.included.some((r: Res) => r.type === 'users'), 'explicit include replaces the default');

      const full = (await get('/api/editions?include=phases', admin)).json();
      const phase3 = full.included.find((r: Res) => r.type === 'phases' && r.attributes.phase === 3);
      assert.deepEqual(phase3.attributes.categories, ['in_group']);
      assert.deepEqual(phase3.attributes.additional_data, { member_limit: 5 });
    });

    it('unknown filter, include, sort, fields and bad paging → 400 naming them (never 500)', async () => {
      const cases: [string, string, string][] = [
        ['/api/editions?filter[foo]=1', 'Unknown filter: foo', 'filter[foo]'],
        ['/api/editions?include=bogus', 'Unknown include: bogus', 'include'],
        ['/api/editions?sort=-nope', 'Unknown sort: nope', 'sort'],
        ['/api/editions?fields[editions]=secret', 'Unknown field: secret', 'fields[editions]'],
        ['/api/editions?fields[widgets]=a', 'Unknown fields type: widgets', 'fields[widgets]'],
        [
          '/api/editions?page[number]=0',
          'Invalid value for page[number]: must be a positive integer',
          'page[number]',
        ],
        ['/api/editions?per=abc', 'Invalid value for per: must be a positive integer', 'per'],
        ['/api/editions?filter[active]=maybe', 'Invalid value for filter[active]: maybe', 'filter[active]'],
        ['/api/active-edition?filter[active]=false', 'Unknown filter: active', 'filter[active]'],
      ];
      for (const [url, detail, parameter] of cases) {
        const res = await get(url, admin);
        assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
        const err = res.json().errors[0];
        assert.equal(err.status, '400');
        assert.equal(err.title, 'Bad Request');
        assert.equal(err.detail, detail, url);
        assert.equal(err.source.parameter, parameter, url);
      }
    });

    it("GET /api/active-edition: active editions with the current user's inscriptions", async () => {
      const res = await get(
        '/api/active-edition?include=coordinators,countries,time_zone&page[number]=1&page[size]=7',
        student,
      );
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.equal(doc.meta.total_count, 3);
      assert.equal(res.headers['x-total-count'], '3');
      const obia = doc.data.find((e: Res) => e.attributes.description === 'OBIA 2026');
      const junior = doc.data.find((e: Res) => e.attributes.description === 'OBIA Júnior 2026');
      assert.equal(obia.relationships.inscriptions.data.length, 1);
      assert.equal(junior.relationships.inscriptions.data.length, 0);
      const inscription = doc.included.find((r: Res) => r.type === 'inscriptions');
      assert.equal(inscription.attributes.category, 'regular');
      assert.equal(inscription.attributes.registrable_type, 'Core::Student');
      assert.ok(doc.included.some((r: Res) => r.type === 'countries'));
      assert.ok(doc.included.some((r: Res) => r.type === 'time_zones'));
      // Registration window: OBIA 2026 open, Júnior in the future.
      const now = Date.now();
      assert.ok(
        Date.parse(obia.attributes.start_registration) < now &&
          now < Date.parse(obia.attributes.end_registration),
      );
      assert.ok(Date.parse(junior.attributes.start_registration) > now);

      const other = (await get('/api/active-edition', studentWithout)).json();
      assert.ok(other.data.every((e: Res) => e.relationships!.inscriptions!.data.length === 0));
      assert.ok(!other.included.some((r: Res) => r.type === 'inscriptions'));
    });

    it("GET /api/inactive-edition: past editions, newest results first, with the current user's inscriptions", async () => {
      const res = await get('/api/inactive-edition', student);
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.equal(doc.data.length, 7);
      assert.equal(doc.meta.total_count, 8);
      assert.equal(doc.meta.per_page, 7);
      assert.equal(res.headers['x-total-count'], '8');
      assert.equal(res.headers['x-total-pages'], '2');
      assert.ok(doc.data.every((e: Res) => e.attributes.active === false));
      assert.equal(doc.data[0].attributes.description, 'OBIA 2025');
      const dues = doc.data.map((e: Res) => Date.parse(e.attributes.results_due));
      assert.deepEqual(
        [...dues].sort((a, b) => b - a),
        dues,
        'descending results_due by default',
      );

      // Only aluno's own inscription, on OBIA 2025; none on the other past editions.
      const obia2025 = doc.data.find((e: Res) => e.attributes.description === 'OBIA 2025');
      assert.equal(obia2025.relationships.inscriptions.data.length, 1);
      for (const e of doc.data.filter((d: Res) => d !== obia2025)) {
        assert.deepEqual(e.relationships.inscriptions.data, [], e.attributes.description);
      }
      const inscriptions = doc.included.filter((r: Res) => r.type === 'inscriptions');
      assert.equal(inscriptions.length, 1);
      assert.equal(inscriptions[0].id, obia2025.relationships.inscriptions.data[0].id);
      assert.equal(inscriptions[0].attributes.category, 'regular');
      assert.equal(inscriptions[0].attributes.registrable_type, 'Core::Student');
      // Default includes like active-edition.
      assert.ok(doc.included.some((r: Res) => r.type === 'users'));
      assert.ok(doc.included.some((r: Res) => r.type === 'time_zones'));

      const p2 = await get('/api/inactive-edition?page[number]=2&page[size]=7', student);
      assert.equal(p2.statusCode, 200, p2.body);
      const d2 = p2.json();
      assert.deepEqual(
        d2.data.map((e: Res) => e.attributes.description),
        ['OBIA Piloto 2018'],
      );
      assert.equal(d2.meta.current_page, 2);
      assert.equal(d2.meta.total_count, 8);
      assert.equal(p2.headers['x-total-pages'], '2');

      const asc = (await get('/api/inactive-edition?sort=results_due&page[size]=3', student)).json();
      assert.equal(asc.data.length, 3);
      assert.equal(asc.data[0].attributes.description, 'OBIA Piloto 2018');

      // Another student sees the same editions but none of aluno's inscriptions.
      const other = (await get('/api/inactive-edition', studentWithout)).json();
      assert.equal(other.meta.total_count, 8);
      assert.ok(other.data.every((e: Res) => e.relationships!.inscriptions!.data.length === 0));
      assert.ok(!(other.included ?? []).some((r: Res) => r.type === 'inscriptions'));
    });

    it('GET /api/inactive-edition: 401 without credentials, 400 for an unknown filter', async () => {
      const unauth = await ctx.app.inject({ method: 'GET', url: '/api/inactive-edition' });
      assert.equal(unauth.statusCode, 401);
      for (const [url, detail, parameter] of [
        ['/api/inactive-edition?filter[active]=true', 'Unknown filter: active', 'filter[active]'],
        ['/api/inactive-edition?filter[foo]=1', 'Unknown filter: foo', 'filter[foo]'],
      ] as const) {
        const res = await get(url, student);
        assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
        const err = res.json().errors[0];
        assert.equal(err.detail, detail);
        assert.equal(err.source.parameter, parameter);
      }
    });

    it('GET /api/edition/:id with includes; 404 for unknown and non-numeric ids', async () => {
      const list = (await get('/api/active-edition', student)).json();
      const id = list.data.find((e: Res) => e.attributes.description === 'OBIA 2026').id;
      const res = await get(
        `/api/edition/${id}?include=coordinators,countries,time_zone,phases,exams,inscriptions`,
        student,
      );
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.equal(doc.data.id, id);
      const exams = doc.included.filter((r: Res) => r.type === 'exams');
      assert.equal(exams.length, 3);
      assert.deepEqual(exams.map((e: Res) => e.attributes.kind).sort(), ['online', 'online', 'presential']);
      assert.equal(doc.included.filter((r: Res) => r.type === 'inscriptions').length, 1);

      for (const bad of ['999999', 'abc', '1.5', '-1', '99999999999999999999']) {
        const r = await get(`/api/edition/${bad}`, student);
        assert.equal(r.statusCode, 404, `${bad}: ${r.body}`);
        assert.equal(r.json().errors[0].status, '404');
      }
      const unauth = await ctx.app.inject({ method: 'GET', url: `/api/edition/${id}` });
      assert.equal(unauth.statusCode, 401);
    });

    it('DELETE /api/editions/:id (admin)', async () => {
      const inactive = (await get('/api/editions?filter[active]=false&sort=results_due&per=1', admin)).json();
      const id = inactive.data[0].id;
      let res = await ctx.app.inject({ method: 'DELETE', url: `/api/editions/${id}`, headers: admin });
      assert.equal(res.statusCode, 204);
      res = await ctx.app.inject({ method: 'DELETE', url: `/api/editions/${id}`, headers: admin });
      assert.equal(res.statusCode, 404);
      const after = (await get('/api/editions?filter[active]=false', admin)).json();
      assert.equal(after.meta.total_count, 7);
    });

    it('bad bodies: malformed JSON 400, wrong content type 415, oversized 413, invalid 422 — never 500', async () => {
      const post = (payload: string, type: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign_in',
          headers: { 'content-type': type },
          payload,
        });
      let res = await post('{"data":', 'application/vnd.api+json');
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().errors[0].title, 'Bad Request');
      res = await post('hello', 'text/plain');
      assert.equal(res.statusCode, 415);
      assert.equal(res.json().errors[0].status, '415');
      res = await post('a=b', 'application/x-www-form-urlencoded');
      assert.equal(res.statusCode, 415);
      res = await post(
        JSON.stringify({
          data: { type: 'sessions', attributes: { datagateway_token: 'x'.repeat(1024 * 1024 + 10) } },
        }),
        'application/json',
      );
      assert.equal(res.statusCode, 413);
      assert.equal(res.json().errors[0].status, '413');
      res = await post(
        JSON.stringify({ data: { type: 'users', attributes: {} } }),
        'application/vnd.api+json',
      );
      assert.equal(res.statusCode, 422);
      const pointers = res.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer);
      assert.ok(
        pointers.includes('/data/type') || pointers.includes('/data/attributes/datagateway_token'),
        pointers.join(),
      );
      res = await post('[]', 'application/json');
      assert.equal(res.statusCode, 422);
      res = await post('', 'application/json');
      assert.equal(res.statusCode, 400);
    });

    it('demo data is idempotent (keyed on project 36)', async () => {
      const before = await ctx.dbHandle.db
        .selectFrom('editions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      assert.deepEqual(await seedDemo(ctx.dbHandle.db), { seeded: false });
      const afterSeed = await ctx.dbHandle.db
        .selectFrom('editions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(afterSeed.n), Number(before.n));
    });

    it('unknown /api routes → JSON:API 404', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
      assert.equal(res.statusCode, 404);
      assert.match(String(res.headers['content-type']), /vnd\.api\+json/);
      assert.equal(res.json().errors[0].detail, 'Not found: GET /api/nope');
      const post = await ctx.app.inject({ method: 'POST', url: '/api/editions/1/whatever', payload: {} });
      assert.equal(post.statusCode, 404);
    });
  });
}
