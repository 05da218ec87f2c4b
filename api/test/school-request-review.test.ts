import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { Migrator, sql } from 'kysely';
import { migrations } from '../src/db/migrations/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { codes, pointers, sender, sessionHeaders } from './helpers/requests.js';
import { editionIdOf, userIdOf } from './helpers/demo-ids.js';

type Json = Record<string, any>;
const SAO_PAULO_STATE = 35;
const SAO_PAULO_CITY = 3550308;
const RIO_CITY = 3304557;
const INEP_EXISTS = 'O código INEP já existe em nossa base de dados.';

const details = (res: LightMyRequestResponse) => res.json().errors.map((e: Json) => e.detail);

/**
 * spec 2 §2, §4, §5, §7 "School requests": the edition's staff list the requests (7 a page, total in
 * x-total-count), edit them, approve them (a real school students then pick) and reject them; only
 * pending requests, only the staff of the request's edition, and a refusal stores nothing.
 */
for (const engine of engines()) {
  describe(`school request review (${engine.name})`, () => {
    let ctx: TestContext;
    const send = sender(() => ctx.app);
    let admin: Record<string, string>;
    let coordinator: Record<string, string>;
    let coordOther: Record<string, string>;
    let student: Record<string, string>;
    let aluna: Record<string, string>;
    let obia: number;
    let other: number;
    let nextInep = 910000000;

    const newInep = () => String(nextInep++);
    const resource = (attributes: Json, id?: string) => ({
      data: { type: 'unit_requests', ...(id ? { id } : {}), attributes },
    });
    const requestBody = (overrides: Json = {}) => ({
      name: 'escola municipal nova esperança',
      inep_code: newInep(),
      address_state_id: SAO_PAULO_STATE,
      address_city_id: SAO_PAULO_CITY,
      administration_type: 'municipal',
      edition_id: obia,
      ...overrides,
    });
    /** A pending request made by the student through the API; its id. */
    const requested = async (overrides: Json = {}) => {
      const res = await send('POST', '/unit_requests', student, resource(requestBody(overrides)));
      assert.equal(res.statusCode, 201, res.body);
      return String(res.json().data.id);
    };
    const stored = (id: string) =>
      ctx.dbHandle.db
        .selectFrom('unit_requests')
        .selectAll()
        .where('id', '=', Number(id))
        .executeTakeFirstOrThrow();
    const schoolCount = async () =>
      Number(
        (
          await ctx.dbHandle.db
            .selectFrom('school_units')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    before(async () => {
      ctx = await startApp(engine);
      const db = ctx.dbHandle.db;
      obia = await editionIdOf(db, 'OBIA 2026');
      other = await editionIdOf(db, 'OBIA 2025');
      const sem = await userIdOf(db, 'coordenador.sem@olimpiada.dev');
      await db.insertInto('edition_coordinators').values({ edition_id: other, user_id: sem }).execute();
      admin = await sessionHeaders(db, await userIdOf(db, 'admin@olimpiada.dev'));
      coordinator = await sessionHeaders(db, await userIdOf(db, 'coordenador@olimpiada.dev'));
      coordOther = await sessionHeaders(db, sem);
      student = await sessionHeaders(db, await userIdOf(db, 'aluno@olimpiada.dev'));
      aluna = await sessionHeaders(db, await userIdOf(db, 'aluna@olimpiada.dev'));
    });
    after(async () => ctx?.close());

    describe('GET /unit_requests?edition_id', () => {
      it('pages by 7 with page and per, newest first, the total in x-total-count, with city, state and requester', async () => {
        const ids: string[] = [];
        for (let i = 0; i < 9; i++) ids.push(await requested({ name: `escola paginada ${i}` }));
        await requested({ edition_id: other });
        const total = Number(
          (
            await ctx.dbHandle.db
              .selectFrom('unit_requests')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('edition_id', '=', obia)
              .executeTakeFirstOrThrow()
          ).n,
        );

        let res = await send('GET', `/unit_requests?edition_id=${obia}`, coordinator);
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.headers['x-total-count'], String(total));
        let doc = res.json();
        assert.equal(doc.meta.total_count, total);
        assert.equal(doc.data.length, 7);
        assert.deepEqual(
          doc.data.slice(0, 7).map((r: Json) => r.id),
          [...ids].reverse().slice(0, 7),
        );
        const first = doc.data[0].attributes;
        assert.equal(first.name, 'Escola Paginada 8');
        assert.equal(first.city, 'São Paulo');
        assert.equal(first.uf, 'SP');
        assert.equal(first.state, 'São Paulo');
        const requester = await ctx.dbHandle.db
          .selectFrom('users')
          .select('name')
          .where('email', '=', 'aluno@olimpiada.dev')
          .executeTakeFirstOrThrow();
        assert.equal(first.requester_name, requester.name);
        assert.equal(first.status, 'pending');
        assert.ok(doc.data.every((r: Json) => r.attributes.edition_id === obia));

        res = await send('GET', `/unit_requests?edition_id=${obia}&page=2&per=7`, coordinator);
        doc = res.json();
        assert.equal(doc.data.length, Math.min(7, total - 7));
        assert.equal(doc.data[0].id, ids[1]);

        res = await send(
          'GET',
          `/unit_requests?filter[edition_id]=${obia}&page[number]=2&page[size]=5`,
          admin,
        );
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['x-total-count'], String(total));
        assert.equal(res.json().data[0].id, ids[3]);
      });

      it('an edition id that is not one → 400; students and coordinators of another edition → 403', async () => {
        assert.equal((await send('GET', '/unit_requests?edition_id=abc', admin)).statusCode, 400);
        assert.equal((await send('GET', '/unit_requests?filter[status]=approved', admin)).statusCode, 400);
        let res = await send('GET', `/unit_requests?edition_id=${obia}`, coordOther);
        assert.equal(res.statusCode, 403);
        res = await send('GET', `/unit_requests?edition_id=${obia}`, student);
        assert.equal(res.statusCode, 403);
        res = await send('GET', `/unit_requests?edition_id=${other}`, coordOther);
        assert.equal(res.statusCode, 200);
        assert.ok(res.json().data.length >= 1);
      });
    });

    describe('POST /unit_requests/{id}/approve', () => {
      it('creates the school, which a student then finds in the picker and registers with', async () => {
        const inep = newInep();
        const id = await requested({
          name: 'colégio estadual aurora da serra',
          inep_code: inep,
          administration_type: 'state',
        });
        const schools = await schoolCount();
        let res = await send('POST', `/unit_requests/${id}/approve`, coordinator, {
          description: 'Conferida no censo escolar.',
        });
        assert.equal(res.statusCode, 200, res.body);
        const attrs = res.json().data.attributes;
        assert.equal(attrs.status, 'accepted');
        assert.equal(attrs.review_description, 'Conferida no censo escolar.');
        assert.ok(attrs.school_unit_id);

        const row = await stored(id);
        assert.equal(row.status, 'accepted');
        assert.equal(
          Number(row.reviewed_by),
          Number(await userIdOf(ctx.dbHandle.db, 'coordenador@olimpiada.dev')),
        );
        assert.ok(row.reviewed_at);
        assert.equal(await schoolCount(), schools + 1);
        const school = await ctx.dbHandle.db
          .selectFrom('school_units')
          .selectAll()
          .where('inep_code', '=', inep)
          .executeTakeFirstOrThrow();
        assert.equal(school.name, 'Colégio Estadual Aurora da Serra');
        assert.equal(school.search_name, 'colegio estadual aurora da serra');
        assert.equal(Number(school.city_id), SAO_PAULO_CITY);
        assert.equal(Number(school.state_id), SAO_PAULO_STATE);
        assert.equal(school.administration_type, 'state');
        // The edition's audit log says who approved it.
        const log = await ctx.dbHandle.db
          .selectFrom('audit_log')
          .selectAll()
          .where('subject_type', '=', 'unit_requests')
          .where('subject_id', '=', String(id))
          .execute();
        assert.deepEqual(
          log.map((e) => [e.action, Number(e.actor_id)]),
          [['unit_request.approved', Number(row.reviewed_by)]],
        );

        // The registration picker finds it by name (without accents) and by INEP code.
        for (const name of ['aurora da serra', 'Colegio Estadual Aurora', inep]) {
          res = await send(
            'GET',
            `/units/search?address_state_id=${SAO_PAULO_STATE}&address_city_id=${SAO_PAULO_CITY}&name=${encodeURIComponent(name)}`,
            aluna,
          );
          assert.equal(res.statusCode, 200, res.body);
          assert.deepEqual(
            res.json().data.map((u: Json) => u.id),
            [String(school.id)],
            `search "${name}"`,
          );
        }

        // And registers with it.
        const grade = await ctx.dbHandle.db
          .selectFrom('grades')
          .select('id')
          .where('segment_id', 'is not', null)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const studentBody = (schoolId: number | string) => ({
          data: {
            type: 'students',
            attributes: {
              inscription_attributes: {
                category: 'regular',
                source: 'web',
                address_state_id: SAO_PAULO_STATE,
                address_city_id: SAO_PAULO_CITY,
                core_edition_id: obia,
                registrable_type: 'Core::Student',
              },
              school: schoolId,
              education_grade_id: grade.id,
            },
          },
        });
        const alunaId = String(await userIdOf(ctx.dbHandle.db, 'aluna@olimpiada.dev'));
        res = await send('PATCH', `/users/${alunaId}`, aluna, {
          data: {
            type: 'users',
            id: alunaId,
            attributes: {
              taxpayer_number: '529.982.247-25',
              phone: '(11) 98765-4321',
              birthday: '15/03/2010',
              gender: 'female',
              additional_data: { accepted_terms: true },
            },
          },
        });
        assert.equal(res.statusCode, 200, res.body);
        res = await send('POST', '/students', { ...aluna, edition: String(obia) }, studentBody(school.id));
        assert.equal(res.statusCode, 201, res.body);
        assert.equal(Number(res.json().data.attributes.school), Number(school.id));
        const inscriptionId = res.json().data.id;
        res = await send('PUT', `/students/${inscriptionId}`, aluna, studentBody(String(school.id)));
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(Number(res.json().data.attributes.school), Number(school.id));
      });

      it('takes the description as a JSON:API body too; an admin approves any request', async () => {
        const id = await requested();
        const res = await send(
          'POST',
          `/unit_requests/${id}/approve`,
          admin,
          resource({ description: 'Aprovada pelo administrador.' }),
        );
        assert.equal(res.statusCode, 200, res.body);
        assert.equal((await stored(id)).review_description, 'Aprovada pelo administrador.');
      });

      it('refuses an INEP code that became a school meanwhile (422 inep_exists), storing nothing', async () => {
        const inep = newInep();
        const first = await requested({ inep_code: inep });
        const second = await requested({ inep_code: inep, name: 'escola repetida' });
        assert.equal(
          (await send('POST', `/unit_requests/${first}/approve`, coordinator, {})).statusCode,
          200,
        );
        const schools = await schoolCount();
        for (const [language, text] of [
          ['pt-BR', INEP_EXISTS],
          ['es', 'El código INEP ya existe en nuestra base de datos.'],
          ['pt-PT', 'O código INEP já existe na nossa base de dados.'],
        ] as const) {
          const res = await send('POST', `/unit_requests/${second}/approve`, {
            ...coordinator,
            'accept-language': language,
          });
          assert.equal(res.statusCode, 422, res.body);
          assert.deepEqual(codes(res), ['inep_exists']);
          assert.deepEqual(details(res), [text]);
        }
        assert.equal(await schoolCount(), schools);
        assert.equal((await stored(second)).status, 'pending');
      });

      it('a request without an INEP code is not approved until edited ("Campo obrigatório")', async () => {
        const id = await requested({ inep_code: '' });
        const schools = await schoolCount();
        let res = await send('POST', `/unit_requests/${id}/approve`, coordinator, { description: 'ok' });
        assert.equal(res.statusCode, 422);
        assert.deepEqual(pointers(res), ['/data/attributes/inep_code']);
        assert.deepEqual(details(res), ['Campo obrigatório']);
        assert.equal((await stored(id)).status, 'pending');
        assert.equal(await schoolCount(), schools);
        res = await send('PUT', `/unit_requests/${id}`, coordinator, resource(requestBody()));
        assert.equal(res.statusCode, 200, res.body);
        res = await send('POST', `/unit_requests/${id}/approve`, coordinator, { description: 'ok' });
        assert.equal(res.statusCode, 200, res.body);
      });
    });

    describe('POST /unit_requests/{id}/reject', () => {
      it('rejects with the description and creates no school; a reviewed request takes no further action (409)', async () => {
        const id = await requested();
        const schools = await schoolCount();
        let res = await send('POST', `/unit_requests/${id}/reject`, coordinator, {
          description: 'Escola já cadastrada com outro nome.',
        });
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().data.attributes.status, 'rejected');
        const row = await stored(id);
        assert.equal(row.status, 'rejected');
        assert.equal(row.review_description, 'Escola já cadastrada com outro nome.');
        assert.ok(row.reviewed_at);
        const logged = await ctx.dbHandle.db
          .selectFrom('audit_log')
          .select('action')
          .where('subject_id', '=', String(id))
          .where('subject_type', '=', 'unit_requests')
          .execute();
        assert.deepEqual(
          logged.map((e) => e.action),
          ['unit_request.rejected'],
        );
        assert.equal(await schoolCount(), schools);

        for (const [call, body] of [
          ['approve', {}],
          ['reject', {}],
        ] as const) {
          res = await send('POST', `/unit_requests/${id}/${call}`, coordinator, body);
          assert.equal(res.statusCode, 409);
          assert.deepEqual(codes(res), ['unit_request.error.notPending']);
        }
        res = await send(
          'PUT',
          `/unit_requests/${id}`,
          { ...coordinator, 'accept-language': 'es' },
          resource(requestBody()),
        );
        assert.equal(res.statusCode, 409);
        assert.match(details(res)[0], /solo las solicitudes pendientes/);
        assert.deepEqual(await stored(id), row);
        assert.equal(await schoolCount(), schools);
      });

      it('a description of control characters or over 5000 characters → 422, nothing stored', async () => {
        const id = await requested();
        let res = await send('POST', `/unit_requests/${id}/reject`, coordinator, { description: 'a\u0000b' });
        assert.equal(res.statusCode, 422);
        res = await send('POST', `/unit_requests/${id}/reject`, coordinator, {
          description: 'x'.repeat(5001),
        });
        assert.equal(res.statusCode, 422);
        assert.deepEqual(details(res), ['Este campo suporta no máximo até 5000 caracteres']);
        assert.equal((await stored(id)).status, 'pending');
      });
    });

    describe('PUT /unit_requests/{id}', () => {
      it('edits a pending request', async () => {
        const id = await requested();
        const inep = newInep();
        const res = await send(
          'PUT',
          `/unit_requests/${id}`,
          coordinator,
          resource(
            {
              name: 'escola técnica do rio',
              inep_code: `${inep.slice(0, 4)}-${inep.slice(4)}`,
              address_state_id: '33',
              address_city_id: String(RIO_CITY),
              administration_type: 'federal',
              edition_id: obia,
            },
            id,
          ),
        );
        assert.equal(res.statusCode, 200, res.body);
        const attrs = res.json().data.attributes;
        assert.equal(attrs.name, 'Escola Técnica do Rio');
        assert.equal(attrs.inep_code, inep);
        assert.equal(attrs.address_city_id, RIO_CITY);
        assert.equal(attrs.uf, 'RJ');
        assert.equal(attrs.administration_type, 'federal');
        assert.equal(attrs.status, 'pending');
      });

      it("records the state and city by name in the edition's log of changes, not only their codes", async () => {
        const id = await requested();
        const res = await send(
          'PUT',
          `/unit_requests/${id}`,
          coordinator,
          resource(requestBody({ address_state_id: '33', address_city_id: String(RIO_CITY) }), id),
        );
        assert.equal(res.statusCode, 200, res.body);
        const names = async (table: 'states' | 'cities', ids: number[]) =>
          (await ctx.dbHandle.db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute())
            .sort((a, b) => ids.indexOf(Number(a.id)) - ids.indexOf(Number(b.id)))
            .map((r) => r.name);
        const entry = await ctx.dbHandle.db
          .selectFrom('audit_log')
          .select('changes')
          .where('action', '=', 'unit_request.updated')
          .where('subject_id', '=', id)
          .executeTakeFirstOrThrow();
        const changes = (
          typeof entry.changes === 'string' ? JSON.parse(entry.changes) : entry.changes
        ) as Json;
        assert.deepEqual(changes.address_state_id, [SAO_PAULO_STATE, 33]);
        assert.deepEqual(changes.address_state, await names('states', [SAO_PAULO_STATE, 33]));
        assert.deepEqual(changes.address_city, await names('cities', [SAO_PAULO_CITY, RIO_CITY]));
      });

      it('each rule of spec 2 §5 with its message, and nothing stored', async () => {
        const id = await requested();
        const before = await stored(id);
        const cases: [Json, string, string][] = [
          [{ name: 'ab' }, '/data/attributes/name', 'Este campo precisa ter pelo menos 3 caracteres'],
          [
            { name: 'a'.repeat(101) },
            '/data/attributes/name',
            'Este campo suporta no máximo até 100 caracteres',
          ],
          [{ name: '' }, '/data/attributes/name', 'Campo obrigatório'],
          [{ inep_code: '' }, '/data/attributes/inep_code', 'Campo obrigatório'],
          [
            { inep_code: '1234567890' },
            '/data/attributes/inep_code',
            'Este campo suporta no máximo 9 dígitos.',
          ],
          [{ address_state_id: '' }, '/data/attributes/address_state_id', 'Selecione uma opção'],
          [{ address_city_id: null }, '/data/attributes/address_city_id', 'Selecione uma opção'],
          [{ administration_type: '' }, '/data/attributes/administration_type', 'Selecione uma opção'],
          [{ administration_type: 'private' }, '/data/attributes/administration_type', 'Valor inválido'],
          [{ address_city_id: RIO_CITY }, '/data/attributes/address_city_id', 'Valor inválido'],
          [{ edition_id: 987654 }, '/data/attributes/edition_id', 'Edição não encontrada.'],
        ];
        for (const [patch, pointer, text] of cases) {
          const res = await send('PUT', `/unit_requests/${id}`, coordinator, resource(requestBody(patch)));
          assert.equal(res.statusCode, 422, `${JSON.stringify(patch)}: ${res.body}`);
          assert.deepEqual(pointers(res), [pointer], JSON.stringify(patch));
          assert.deepEqual(details(res), [text], JSON.stringify(patch));
        }
        const es = await send(
          'PUT',
          `/unit_requests/${id}`,
          { ...coordinator, 'accept-language': 'es' },
          resource(requestBody({ name: 'ab' })),
        );
        assert.notEqual(details(es)[0], 'Este campo precisa ter pelo menos 3 caracteres');
        assert.deepEqual(await stored(id), before);
      });

      it('an INEP code already a school → 422 inep_exists "O código INEP já existe em nossa base de dados."', async () => {
        const id = await requested();
        const before = await stored(id);
        const taken = (
          await ctx.dbHandle.db.selectFrom('school_units').select('inep_code').executeTakeFirstOrThrow()
        ).inep_code;
        for (const [language, text] of [
          ['pt-BR', INEP_EXISTS],
          ['es', 'El código INEP ya existe en nuestra base de datos.'],
          ['pt-PT', 'O código INEP já existe na nossa base de dados.'],
        ] as const) {
          const res = await send(
            'PUT',
            `/unit_requests/${id}`,
            { ...coordinator, 'accept-language': language },
            resource(requestBody({ inep_code: taken })),
          );
          assert.equal(res.statusCode, 422);
          assert.deepEqual(codes(res), ['inep_exists']);
          assert.deepEqual(pointers(res), ['/data/attributes/inep_code']);
          assert.deepEqual(details(res), [text]);
        }
        assert.deepEqual(await stored(id), before);
      });

      it('moving a request to an edition the coordinator does not administer → 403', async () => {
        const id = await requested();
        const coordinatorId = await userIdOf(ctx.dbHandle.db, 'coordenador@olimpiada.dev');
        const notTheirs = await ctx.dbHandle.db
          .selectFrom('editions')
          .select('id')
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('edition_coordinators as ec')
                  .select('ec.user_id')
                  .whereRef('ec.edition_id', '=', 'editions.id')
                  .where('ec.user_id', '=', coordinatorId),
              ),
            ),
          )
          .executeTakeFirstOrThrow();
        const res = await send(
          'PUT',
          `/unit_requests/${id}`,
          coordinator,
          resource(requestBody({ edition_id: notTheirs.id })),
        );
        assert.equal(res.statusCode, 403, res.body);
        assert.equal(Number((await stored(id)).edition_id), obia);
      });
    });

    describe('authorization', () => {
      it('students and coordinators of another edition are refused; an unknown id is 404; nothing stored', async () => {
        const id = await requested();
        const before = await stored(id);
        const schools = await schoolCount();
        const calls = [
          ['POST', `/unit_requests/${id}/approve`, { description: 'x' }],
          ['POST', `/unit_requests/${id}/reject`, { description: 'x' }],
          ['PUT', `/unit_requests/${id}`, resource(requestBody())],
        ] as const;
        for (const [method, url, body] of calls) {
          for (const who of [student, aluna, coordOther]) {
            const res = await send(method, url, who, body);
            assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
          }
          assert.equal((await send(method, url, {}, body)).statusCode, 401);
          const unknown = url.replace(`/${id}`, '/987654321');
          const res = await send(method, unknown, { ...admin, 'accept-language': 'pt-PT' }, body);
          assert.equal(res.statusCode, 404);
          assert.deepEqual(details(res), ['Pedido de escola não encontrado.']);
        }
        assert.deepEqual(await stored(id), before);
        assert.equal(await schoolCount(), schools);
        // The coordinator of another edition acts on that edition's requests.
        const theirs = await requested({ edition_id: other });
        const res = await send('POST', `/unit_requests/${theirs}/reject`, coordOther, {
          description: 'Duplicada.',
        });
        assert.equal(res.statusCode, 200, res.body);
      });
    });
  });

  describe(`school request status migration (${engine.name})`, () => {
    it("stores the spec's word: rows written as 'approved' become 'accepted', and the database refuses a synonym", async () => {
      const ctx = await startApp(engine);
      try {
        const db = ctx.dbHandle.db;
        const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
        // Back to before 014 (whatever came after it), then forward again.
        const down = await migrator.migrateTo('013_edition_admin');
        assert.equal(down.error, undefined);
        assert.ok(
          down.results?.some((r) => r.migrationName === '014_unit_request_review' && r.direction === 'Down'),
        );
        const student = await userIdOf(db, 'aluno@olimpiada.dev');
        await sql`insert into unit_requests (name, inep_code, address_state_id, address_city_id,
                    administration_type, requested_by, status)
                  values ('Escola Antiga', '', ${SAO_PAULO_STATE}, ${SAO_PAULO_CITY}, 'state', ${student}, 'approved')`.execute(
          db,
        );
        await migrateToLatest(db);
        const rows = await db
          .selectFrom('unit_requests')
          .select('status')
          .where('name', '=', 'Escola Antiga')
          .execute();
        assert.deepEqual(rows, [{ status: 'accepted' }]);
        await assert.rejects(
          sql`update unit_requests set status = 'approved' where name = 'Escola Antiga'`.execute(db),
        );
      } finally {
        await ctx.close();
      }
    });
  });
}
