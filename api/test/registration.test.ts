import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { signIn, type AuthHeaders } from './helpers/sign-in.js';
import { newPerson } from './helpers/project-phase.js';

const CPF_A = '529.982.247-25';
const CPF_B = '111.444.777-35';
const SAO_PAULO_STATE = 35;
const SAO_PAULO_CITY = 3550308;
const RIO_CITY = 3304557;
const HOMESCHOOLING_SCHOOL = 262150;

type Json = Record<string, any>;

const pointers = (res: LightMyRequestResponse) => res.json().errors.map((e: Json) => e.source?.pointer);
const codes = (res: LightMyRequestResponse) => res.json().errors.map((e: Json) => e.code);

for (const engine of engines()) {
  describe(`registration: the demo people (${engine.name})`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await startApp(engine);
    });
    after(async () => {
      await ctx?.close();
    });
    const get = (url: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

    it('the demo accounts are complete people: every field the registration asks is filled', async () => {
      for (const email of ['aluno@olimpiada.dev', 'aluna@olimpiada.dev', 'admin@olimpiada.dev']) {
        const { headers } = await signIn(ctx.app, email);
        const res = await get(`/user/${headers.uid}`, headers);
        assert.equal(res.statusCode, 200, res.body);
        const user = res.json().data.attributes;
        assert.match(user.taxpayer_number, /^\d{11}$/);
        for (const field of ['phone', 'birthday', 'gender'])
          assert.ok(user[field], `${headers.uid} ${field}`);
        assert.ok(user.additional_data.mother_name, 'mother_name');
        for (const part of ['zipcode', 'street', 'number', 'neighborhood'])
          assert.ok(user.additional_data.address?.[part], `address.${part}`);
      }
      const { headers: aluno } = await signIn(ctx.app, 'aluno@olimpiada.dev');
      const obia = (
        await ctx.dbHandle.db
          .selectFrom('editions')
          .select('id')
          .where('description', '=', 'OBIA 2026')
          .executeTakeFirstOrThrow()
      ).id;
      const res = await get('/students/inscription?include=inscription', { ...aluno, edition: String(obia) });
      const student = res.json();
      assert.ok(student.data.attributes.school, 'the demo student has a school');
      assert.ok(student.data.attributes.education_grade_id, 'and a grade');
      const inscription = student.included.find((r: Json) => r.type === 'inscriptions');
      assert.ok(inscription.attributes.address_state_id && inscription.attributes.address_city_id);
    });
  });

  describe(`registration: users, students, enrollment confirmation (${engine.name})`, () => {
    let ctx: TestContext;
    let admin: AuthHeaders;
    let aluno: AuthHeaders;
    let aluna: AuthHeaders;
    let alunoId: string;
    let alunaId: string;
    let obia: number;
    let junior: number;
    let past: number;
    let school: number;
    let grade: number;

    const send = (
      method: 'PATCH' | 'POST' | 'PUT' | 'GET',
      url: string,
      headers: Record<string, string>,
      body?: unknown,
    ) =>
      ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
        },
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      });

    const userBody = (id: string, attributes: Json) => ({ data: { type: 'users', id, attributes } });
    const validUser = (overrides: Json = {}) => ({
      taxpayer_number: CPF_A,
      phone: '(11) 98765-4321',
      birthday: '15/03/2010',
      gender: 'female',
      additional_data: { accepted_terms: true, special_time: 30 },
      ...overrides,
    });
    const studentBody = (editionId: number, overrides: Json = {}, inscription: Json = {}) => ({
      data: {
        type: 'students',
        attributes: {
          inscription_attributes: {
            category: 'regular',
            source: 'web',
            address_state_id: SAO_PAULO_STATE,
            address_city_id: SAO_PAULO_CITY,
            core_edition_id: editionId,
            registrable_type: 'Core::Student',
            ...inscription,
          },
          school,
          education_grade_id: grade,
          ...overrides,
        },
      },
    });
    const editionHeader = (id: number) => ({ edition: String(id) });

    before(async () => {
      ctx = await startApp(engine);
      const db = ctx.dbHandle.db;
      const idOf = async (description: string) =>
        Number(
          (
            await db
              .selectFrom('editions')
              .select('id')
              .where('description', '=', description)
              .executeTakeFirstOrThrow()
          ).id,
        );
      obia = await idOf('OBIA 2026');
      junior = await idOf('OBIA Júnior 2026');
      past = await idOf('OBIA 2025');
      school = Number(
        (
          await db
            .selectFrom('school_units')
            .select('id')
            .where('city_id', '=', SAO_PAULO_CITY)
            .orderBy('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
      grade = Number(
        (
          await db
            .selectFrom('grades')
            .select('id')
            .where('segment_id', 'is not', null)
            .orderBy('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
      admin = (await signIn(ctx.app, 'admin@olimpiada.dev')).headers;
      const a = await signIn(ctx.app, 'aluno@olimpiada.dev');
      const b = await signIn(ctx.app, 'aluna@olimpiada.dev');
      aluno = a.headers;
      aluna = b.headers;
      alunoId = String(a.userId);
      alunaId = String(b.userId);
    });
    after(async () => ctx?.close());

    describe('PATCH /users/{id}', () => {
      it('updates yourself: CPF and phone as digits, birthday stored as a date, other additional_data kept', async () => {
        const res = await send(
          'PATCH',
          `/users/${alunaId}`,
          { ...aluna, 'x-token': 'ignored' },
          userBody(alunaId, validUser()),
        );
        assert.equal(res.statusCode, 200, res.body);
        const attrs = res.json().data.attributes;
        assert.equal(attrs.taxpayer_number, '52998224725');
        assert.equal(attrs.phone, '11987654321');
        assert.equal(attrs.birthday, '2010-03-15');
        assert.equal(attrs.gender, 'female');
        assert.deepEqual(attrs.additional_data, { accepted_terms: true, special_time: 30 });
        const again = await send('GET', `/user/${alunaId}`, aluna);
        assert.equal(again.json().data.attributes.birthday, '2010-03-15');
      });

      it('refuses to change another user, even for an admin', async () => {
        for (const headers of [aluno, admin]) {
          const res = await send(
            'PATCH',
            `/users/${alunaId}`,
            headers,
            userBody(alunaId, { phone: '11999999999' }),
          );
          assert.equal(res.statusCode, 403);
        }
        const res = await send('GET', `/user/${alunaId}`, aluna);
        assert.equal(res.json().data.attributes.phone, '11987654321');
      });

      it('a CPF used by another user is the taxpayer_number error "CPF já está em uso"', async () => {
        const res = await send(
          'PATCH',
          `/users/${alunoId}`,
          aluno,
          userBody(alunoId, { taxpayer_number: '52998224725' }),
        );
        assert.equal(res.statusCode, 422, res.body);
        assert.deepEqual(pointers(res), ['/data/attributes/taxpayer_number']);
        assert.deepEqual(codes(res), ['registration.error.cpfInUse']);
        assert.equal(res.json().errors[0].detail, 'CPF já está em uso');
        const ok = await send(
          'PATCH',
          `/users/${alunoId}`,
          aluno,
          userBody(alunoId, { taxpayer_number: CPF_B }),
        );
        assert.equal(ok.statusCode, 200, ok.body);
      });

      it('bad values → 422 naming each field, in the language asked, and nothing stored', async () => {
        const res = await send(
          'PATCH',
          `/users/${alunaId}`,
          { ...aluna, 'accept-language': 'es-AR,es;q=0.9' },
          userBody(alunaId, {
            taxpayer_number: '123.456.789-00',
            birthday: '31/02/2010',
            phone: 'abc',
            gender: 'robot',
            additional_data: { address: { complement: 'x'.repeat(81) } },
          }),
        );
        assert.equal(res.statusCode, 422, res.body);
        const byPointer = Object.fromEntries(
          res.json().errors.map((e: Json) => [e.source.pointer, e.detail]),
        );
        assert.deepEqual(byPointer, {
          '/data/attributes/birthday': 'Fecha no válida (use DD/MM/AAAA)',
          '/data/attributes/gender': 'Valor no válido',
          '/data/attributes/taxpayer_number': 'CPF no válido',
          '/data/attributes/phone': 'Valor no válido',
          '/data/attributes/additional_data/address/complement':
            'Este campo admite como máximo 80 caracteres',
        });
        const future = await send(
          'PATCH',
          `/users/${alunaId}`,
          aluna,
          userBody(alunaId, { birthday: '01/01/2999' }),
        );
        assert.deepEqual(codes(future), ['registration.validation.futureDate']);
        const stored = (await send('GET', `/user/${alunaId}`, aluna)).json().data.attributes;
        assert.equal(stored.taxpayer_number, '52998224725');
        assert.equal(stored.birthday, '2010-03-15');
      });

      it('every text is plain text: a control character anywhere → 422 at its pointer, nothing stored', async () => {
        const res = await send(
          'PATCH',
          `/users/${alunaId}`,
          aluna,
          userBody(alunaId, {
            phone: '11987654321\u0000',
            additional_data: { mother_name: 'Maria\u0007', address: { street: 'Rua\nA', number: '1' } },
          }),
        );
        assert.equal(res.statusCode, 422, res.body);
        assert.deepEqual(pointers(res).sort(), [
          '/data/attributes/additional_data/address/street',
          '/data/attributes/additional_data/mother_name',
          '/data/attributes/phone',
        ]);
        assert.deepEqual([...new Set(codes(res))], ['validation.controlCharacters']);
        const stored = (await send('GET', `/user/${alunaId}`, aluna)).json().data.attributes;
        assert.equal(stored.phone, '11987654321');
        assert.deepEqual(stored.additional_data, { accepted_terms: true, special_time: 30 });
      });

      it('rejects attributes it does not manage, a non-object additional_data, a wrong type or id, bad JSON', async () => {
        let res = await send(
          'PATCH',
          `/users/${alunaId}`,
          aluna,
          userBody(alunaId, { email: 'x@y.z', name: 'X' }),
        );
        assert.equal(res.statusCode, 422);
        assert.deepEqual(pointers(res), ['/data/attributes/email', '/data/attributes/name']);
        res = await send('PATCH', `/users/${alunaId}`, aluna, userBody(alunaId, { additional_data: [1] }));
        assert.equal(res.statusCode, 422);
        res = await send('PATCH', `/users/${alunaId}`, aluna, { data: { type: 'students', attributes: {} } });
        assert.equal(res.statusCode, 409);
        res = await send('PATCH', `/users/${alunaId}`, aluna, userBody(alunoId, {}));
        assert.equal(res.statusCode, 409);
        res = await send('PATCH', `/users/${alunaId}`, aluna, '{"data":');
        assert.equal(res.statusCode, 400);
        res = await send('PATCH', `/users/${alunaId}`, {}, userBody(alunaId, {}));
        assert.equal(res.statusCode, 401);
      });
    });

    describe('students', () => {
      let inscriptionId: string;

      it('POST /students registers the signed-in student; GET students/inscription and the active list show it', async () => {
        let res = await send('GET', '/students/inscription?include=inscription', {
          ...aluna,
          ...editionHeader(obia),
        });
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().data, null);

        res = await send('POST', '/students', { ...aluna, ...editionHeader(obia) }, studentBody(obia));
        assert.equal(res.statusCode, 201, res.body);
        const doc = res.json();
        inscriptionId = doc.data.id;
        assert.equal(doc.data.attributes.school, school);
        assert.equal(doc.data.attributes.education_grade_id, grade);

        res = await send('GET', '/students/inscription?include=inscription', {
          ...aluna,
          ...editionHeader(obia),
        });
        const got = res.json();
        assert.equal(got.data.id, inscriptionId);
        const inscription = got.included.find((r: Json) => r.type === 'inscriptions');
        assert.equal(inscription.attributes.category, 'regular');
        assert.equal(inscription.attributes.core_edition_id, obia);
        assert.equal(inscription.attributes.address_city_id, SAO_PAULO_CITY);

        res = await send('GET', '/active-edition', aluna);
        const row = res.json().data.find((e: Json) => Number(e.id) === obia);
        assert.equal(row.relationships.inscriptions.data.length, 1);
      });

      it("the edition names its project's slug, by which its grades are looked up", async () => {
        const res = await send('GET', `/edition/${obia}`, aluna);
        assert.equal(res.json().data.attributes.project_slug, 'obia');
        assert.equal(res.json().data.attributes.project_id, 36);
      });

      it('mails the student a confirmation link', async () => {
        const mail = await ctx.dbHandle.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('to_address', '=', 'aluna@olimpiada.dev')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        assert.match(mail.subject, /OBIA 2026/);
        assert.match(mail.body_text, /\/inscricoes\/estudante\/confirmar\?confirmation_token=[\w-]{20,}/);
      });

      it('a second registration for the same edition → "Você já se cadastrou nessa edição."', async () => {
        const res = await send('POST', '/students', { ...aluna, ...editionHeader(obia) }, studentBody(obia));
        assert.equal(res.statusCode, 422);
        assert.deepEqual(codes(res), ['registration.error.alreadyRegistered']);
        assert.equal(res.json().errors[0].detail, 'Você já se cadastrou nessa edição.');
      });

      it('refuses registration outside the window: not yet open, closed (inactive)', async () => {
        let res = await send(
          'POST',
          '/students',
          { ...aluna, ...editionHeader(junior) },
          studentBody(junior),
        );
        assert.equal(res.statusCode, 422);
        assert.deepEqual(codes(res), ['registration.error.registrationNotOpen']);
        res = await send('POST', '/students', { ...aluna, ...editionHeader(past) }, studentBody(past));
        assert.deepEqual(codes(res), ['registration.error.registrationClosed']);
        const rows = await ctx.dbHandle.db
          .selectFrom('inscriptions')
          .select('id')
          .where('edition_id', 'in', [junior, past])
          .where('user_id', '=', Number(alunaId))
          .execute();
        assert.equal(rows.length, 0);
      });

      it('re-checks the whole student schema: school and grade for regular, user-part fields, places, category', async () => {
        let res = await send(
          'PUT',
          `/students/${inscriptionId}`,
          aluna,
          studentBody(obia, { school: null, education_grade_id: '' }),
        );
        assert.equal(res.statusCode, 422, res.body);
        assert.deepEqual(pointers(res).sort(), [
          '/data/attributes/education_grade_id',
          '/data/attributes/school',
        ]);
        assert.deepEqual(codes(res), [
          'registration.validation.selectOne',
          'registration.validation.selectOne',
        ]);

        res = await send(
          'PUT',
          `/students/${inscriptionId}`,
          aluna,
          studentBody(obia, {}, { category: 'final_project' }),
        );
        assert.deepEqual(codes(res), ['registration.error.invalidCategory']);

        res = await send(
          'PUT',
          `/students/${inscriptionId}`,
          aluna,
          studentBody(obia, {}, { address_city_id: RIO_CITY }),
        );
        assert.deepEqual(pointers(res), ['/data/attributes/inscription_attributes/address_city_id']);

        res = await send(
          'PUT',
          `/students/${inscriptionId}`,
          aluna,
          studentBody(obia, { school: 999999999 }),
        );
        assert.deepEqual(pointers(res), ['/data/attributes/school']);

        // A stored user part that breaks the rules is reported under /data/attributes/user.
        await ctx.dbHandle.db
          .updateTable('users')
          .set({ birthday: null })
          .where('id', '=', Number(alunaId))
          .execute();
        res = await send('PUT', `/students/${inscriptionId}`, aluna, studentBody(obia));
        assert.equal(res.statusCode, 422);
        assert.deepEqual(pointers(res), ['/data/attributes/user/birthday']);
        await send('PATCH', `/users/${alunaId}`, aluna, userBody(alunaId, { birthday: '15/03/2010' }));
      });

      it("keeps the address country chosen among the edition's; another country is refused", async () => {
        let res = await send(
          'PUT',
          `/students/${inscriptionId}`,
          aluna,
          studentBody(obia, {}, { address_country_id: 1 }),
        );
        assert.equal(res.statusCode, 200, res.body);
        res = await send('GET', '/students/inscription?include=inscription', {
          ...aluna,
          ...editionHeader(obia),
        });
        assert.equal(res.json().included[0].attributes.address_country_id, 1);
        res = await send(
          'PUT',
          `/students/${inscriptionId}`,
          aluna,
          studentBody(obia, {}, { address_country_id: 3 }),
        );
        assert.deepEqual(pointers(res), ['/data/attributes/inscription_attributes/address_country_id']);
      });

      it('homeschooling: the fixed school with grade 19 needs no other school or grade', async () => {
        const res = await send(
          'PUT',
          `/students/${inscriptionId}`,
          aluna,
          studentBody(obia, { school: HOMESCHOOLING_SCHOOL, education_grade_id: 19 }),
        );
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().data.attributes.school, HOMESCHOOLING_SCHOOL);
        const wrongGrade = await send(
          'PUT',
          `/students/${inscriptionId}`,
          aluna,
          studentBody(obia, { school: HOMESCHOOLING_SCHOOL, education_grade_id: grade }),
        );
        assert.deepEqual(pointers(wrongGrade), ['/data/attributes/education_grade_id']);
      });

      it('PUT /students/{id} replaces your own inscription; others get 403, unknown ids 404', async () => {
        // The opened category asks for the country as text (spec 1 §5).
        let res = await send(
          'PUT',
          `/students/${inscriptionId}`,
          aluna,
          studentBody(obia, {}, { category: 'opened' }),
        );
        assert.deepEqual(pointers(res), ['/data/attributes/user/country']);
        await send(
          'PATCH',
          `/users/${alunaId}`,
          aluna,
          userBody(alunaId, {
            additional_data: { accepted_terms: true, special_time: 30, country: 'Brasil' },
          }),
        );
        res = await send('PUT', `/students/${inscriptionId}`, aluna, {
          data: { ...studentBody(obia, {}, { category: 'opened' }).data, id: inscriptionId },
        });
        assert.equal(res.statusCode, 200, res.body);
        res = await send('GET', '/students/inscription?include=inscription', {
          ...aluna,
          ...editionHeader(obia),
        });
        assert.equal(res.json().included[0].attributes.category, 'opened');

        res = await send('PUT', `/students/${inscriptionId}`, aluno, studentBody(obia));
        assert.equal(res.statusCode, 403);
        res = await send('PUT', '/students/99999999', aluna, studentBody(obia));
        assert.equal(res.statusCode, 404);
        res = await send('PUT', `/students/${inscriptionId}`, aluna, {
          data: { ...studentBody(obia).data, id: '12345' },
        });
        assert.equal(res.statusCode, 409);
      });

      it('only a signed-in student registers; the edition header is required and must exist', async () => {
        let res = await send('POST', '/students', { ...admin, ...editionHeader(obia) }, studentBody(obia));
        assert.equal(res.statusCode, 403);
        res = await send('POST', '/students', editionHeader(obia), studentBody(obia));
        assert.equal(res.statusCode, 401);
        res = await send('POST', '/students', aluno, studentBody(obia));
        assert.equal(res.statusCode, 400);
        res = await send('POST', '/students', { ...aluno, edition: 'abc' }, studentBody(obia));
        assert.equal(res.statusCode, 400);
        res = await send('POST', '/students', { ...aluno, ...editionHeader(987654) }, studentBody(987654));
        assert.equal(res.statusCode, 404);
        res = await send('GET', '/students/inscription', aluna);
        assert.equal(res.statusCode, 400);
      });

      it('a boolean, array, object or out-of-range number where an id goes → 422 at that field, nothing stored', async () => {
        const db = ctx.dbHandle.db;
        const stored = () =>
          db
            .selectFrom('inscriptions')
            .selectAll()
            .where('id', '=', Number(inscriptionId))
            .executeTakeFirstOrThrow();
        const before = await stored();
        const newcomer = await newPerson(db);
        const IA = '/data/attributes/inscription_attributes';
        const fields: [string, (bad: unknown) => Json][] = [
          [`${IA}/core_edition_id`, (bad) => studentBody(obia, {}, { core_edition_id: bad })],
          ['/data/attributes/school', (bad) => studentBody(obia, { school: bad })],
          ['/data/attributes/education_grade_id', (bad) => studentBody(obia, { education_grade_id: bad })],
          [`${IA}/address_state_id`, (bad) => studentBody(obia, {}, { address_state_id: bad })],
          [`${IA}/address_city_id`, (bad) => studentBody(obia, {}, { address_city_id: bad })],
          [`${IA}/address_country_id`, (bad) => studentBody(obia, {}, { address_country_id: bad })],
        ];
        for (const bad of [true, false, [], [obia], {}, { id: obia }, 1e308, '99999999999999999999'])
          for (const [pointer, body] of fields) {
            const label = `${pointer} = ${JSON.stringify(bad)}`;
            let res = await send('PUT', `/students/${inscriptionId}`, aluna, body(bad));
            assert.equal(res.statusCode, 422, `PUT ${label}: ${res.body}`);
            assert.ok(pointers(res).includes(pointer), `PUT ${label}: ${res.body}`);
            res = await send('POST', '/students', { ...newcomer.headers, ...editionHeader(obia) }, body(bad));
            assert.equal(res.statusCode, 422, `POST ${label}: ${res.body}`);
            assert.ok(pointers(res).includes(pointer), `POST ${label}: ${res.body}`);
          }
        assert.deepEqual(await stored(), before);
        const rows = await db
          .selectFrom('inscriptions')
          .select('id')
          .where('user_id', '=', newcomer.id)
          .execute();
        assert.equal(rows.length, 0);
      });

      it('a data.id that is not a string → 422 at /data/id', async () => {
        for (const id of [true, [inscriptionId], { id: inscriptionId }]) {
          const res = await send('PUT', `/students/${inscriptionId}`, aluna, {
            data: { ...studentBody(obia).data, id },
          });
          assert.equal(res.statusCode, 422, res.body);
          assert.deepEqual(pointers(res), ['/data/id']);
        }
      });
    });

    describe('enrollment confirmation (public)', () => {
      let token: string;

      before(async () => {
        const mail = await ctx.dbHandle.db
          .selectFrom('mail_outbox')
          .select('body_text')
          .where('to_address', '=', 'aluna@olimpiada.dev')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        token = /confirmation_token=([\w-]+)/.exec(mail.body_text)![1]!;
      });

      const confirmBody = (attrs: Json, tokenValue: string = token) => ({
        data: {
          type: 'students',
          attributes: {
            ...attrs,
            inscription_attributes: { category: attrs.category, confirmation_token: tokenValue },
          },
        },
      });

      it('GET /students/check answers the inscription for a valid token, without signing in', async () => {
        const res = await send('GET', `/students/check?confirmation_token=${token}`, {});
        assert.equal(res.statusCode, 200, res.body);
        const attrs = res.json().data.attributes;
        assert.equal(attrs.edition_description, 'OBIA 2026');
        assert.equal(attrs.project_slug, 'obia');
        assert.equal(attrs.edition_id, obia);
      });

      it('unknown or missing token → 404 "Token de confirmação inválido ou inexistente."', async () => {
        for (const url of ['/students/check?confirmation_token=nope', '/students/check']) {
          const res = await send('GET', url, {});
          assert.equal(res.statusCode, 404);
          assert.equal(res.json().errors[0].detail, 'Token de confirmação inválido ou inexistente.');
        }
        const res = await send(
          'PATCH',
          '/students/confirmation',
          {},
          confirmBody({ category: 'opened' }, 'nope'),
        );
        assert.equal(res.statusCode, 404);
      });

      it('a wrong-typed or out-of-range school or grade → 422 at the field; the token stays unused', async () => {
        for (const bad of [true, [], [school], {}, 1e308, '99999999999999999999']) {
          let res = await send(
            'PATCH',
            '/students/confirmation',
            {},
            confirmBody({ category: 'regular', school_unit_id: bad, education_grade_id: grade }),
          );
          assert.equal(res.statusCode, 422, res.body);
          assert.deepEqual(pointers(res), ['/data/attributes/school_unit_id']);
          res = await send(
            'PATCH',
            '/students/confirmation',
            {},
            confirmBody({ category: 'regular', school_unit_id: school, education_grade_id: bad }),
          );
          assert.equal(res.statusCode, 422, res.body);
          assert.deepEqual(pointers(res), ['/data/attributes/education_grade_id']);
        }
        const res = await send('GET', `/students/check?confirmation_token=${token}`, {});
        assert.equal(res.statusCode, 200, res.body);
      });

      it('regular needs school and grade; then it confirms once, and never again', async () => {
        let res = await send('PATCH', '/students/confirmation', {}, confirmBody({ category: 'regular' }));
        assert.equal(res.statusCode, 422);
        assert.deepEqual(pointers(res), [
          '/data/attributes/school_unit_id',
          '/data/attributes/education_grade_id',
        ]);
        res = await send('PATCH', '/students/confirmation', {}, confirmBody({ category: 'vip' }));
        assert.deepEqual(pointers(res), ['/data/attributes/inscription_attributes/category']);

        res = await send(
          'PATCH',
          '/students/confirmation',
          {},
          confirmBody({ category: 'regular', school_unit_id: String(school), education_grade_id: grade }),
        );
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().data.attributes.category, 'regular');
        assert.ok(res.json().data.attributes.confirmed_at);

        res = await send('GET', `/students/check?confirmation_token=${token}`, {});
        assert.equal(res.statusCode, 409);
        assert.equal(res.json().errors[0].detail, 'A inscrição já foi confirmada.');
        res = await send('PATCH', '/students/confirmation', {}, confirmBody({ category: 'opened' }));
        assert.equal(res.statusCode, 409);
      });
    });
  });
}
