import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { editionIdOf, examIdOf, userIdOf } from './helpers/demo-ids.js';
import { sessionHeaders } from './helpers/requests.js';

type Caller = 'student' | 'educator' | 'coordNone' | 'coordOther' | 'coord' | 'admin';

/**
 * Issue 33 item 12: an edition's staff fields (coordinators' e-mails, certificate and achievement
 * templates, achievements) reach its staff only. Whatever route a participant or an outsider reads the
 * edition through, none of those values is anywhere in the answer; what their screens use still is.
 */
for (const engine of engines()) {
  describe(`an edition's staff fields reach its staff only (${engine.name})`, () => {
    let ctx: TestContext;
    let obia = 0;
    let exam = 0;
    let secrets: string[] = [];
    const h = {} as Record<Caller, Record<string, string>>;
    const get = (url: string, who: Caller) => ctx.app.inject({ method: 'GET', url, headers: h[who] });
    const ONE = 'include=coordinators,countries,time_zone,phases,exams,inscriptions,videos';

    before(async () => {
      ctx = await startApp(engine);
      const db = ctx.dbHandle.db;
      obia = await editionIdOf(db, 'OBIA 2026');
      exam = await examIdOf(db, obia, 1);
      // The participants' answer-key link lives in details too; it is theirs.
      await sql`update editions set details = details || '{"answer_key_url": "https://gabarito.example/obia"}'::jsonb
                where id = ${obia}`.execute(db);
      const { rows } = await sql<{ id: number }>`
        insert into users (name, email, provider) values ('Nora Coordenadora', 'nora@olimpiada.dev', 'local')
        returning id::int as id`.execute(db);
      await sql`insert into profiles (user_id, role) values (${rows[0]!.id}, 'coordinator')`.execute(db);
      const edition2025 = await editionIdOf(db, 'OBIA 2025');
      const coordOther = await userIdOf(db, 'coordenador.sem@olimpiada.dev');
      await sql`insert into edition_coordinators (edition_id, user_id) values (${edition2025}, ${coordOther})`.execute(
        db,
      );
      const emails: Record<Exclude<Caller, 'coordNone'>, string> = {
        student: 'aluno@olimpiada.dev',
        educator: 'professor@olimpiada.dev',
        coordOther: 'coordenador.sem@olimpiada.dev',
        coord: 'coordenador@olimpiada.dev',
        admin: 'admin@olimpiada.dev',
      };
      for (const [who, email] of Object.entries(emails))
        h[who as Caller] = await sessionHeaders(db, await userIdOf(db, email));
      h.coordNone = await sessionHeaders(db, rows[0]!.id);
      const templates = await db
        .selectFrom('certificate_templates')
        .select('file_name')
        .where('edition_id', '=', obia)
        .execute();
      assert.ok(templates.length >= 2, 'the demo edition has its certificate and achievement templates');
      secrets = ['coordenador@olimpiada.dev', 'Medalha de ouro', ...templates.map((t) => t.file_name)];
    });
    after(async () => {
      await ctx?.close();
    });

    const leaked = (body: string) => secrets.filter((s) => body.includes(s));

    for (const who of ['student', 'educator', 'coordNone', 'coordOther'] as const)
      it(`${who}: GET edition/{id} and editions/{id} show the edition without its staff's values`, async () => {
        for (const base of ['/api/edition', '/api/editions']) {
          const res = await get(`${base}/${obia}?${ONE}`, who);
          assert.equal(res.statusCode, 200, res.body);
          assert.deepEqual(leaked(res.body), []);
          const a = res.json().data.attributes;
          assert.equal(a.description, 'OBIA 2026');
          assert.equal(a.details.answer_key_url, 'https://gabarito.example/obia');
          const coordinators = res.json().included.filter((r: { type: string }) => r.type === 'users');
          assert.deepEqual(
            coordinators.map((c: { attributes: { name: string } }) => c.attributes.name),
            ['Carlos Coordenador Souza'],
          );
        }
      });

    it("student: the participants' lists and the exam's edition carry none of the staff's values", async () => {
      for (const url of [
        '/api/active-edition?include=coordinators,countries,time_zone,phases,videos&page[size]=100',
        '/api/inactive-edition?include=coordinators&page[size]=100',
        `/api/exams/${exam}?include=edition`,
      ]) {
        const res = await get(url, 'student');
        assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
        assert.deepEqual(leaked(res.body), [], url);
      }
      const list = (await get('/api/active-edition?page[size]=100', 'student')).json();
      const mine = list.data.find((e: { id: string }) => e.id === String(obia));
      assert.equal(mine.relationships.inscriptions.data.length, 1, 'his inscription is still there');
    });

    it('a coordinator of no edition lists the editions without any of their staff values', async () => {
      const res = await get('/api/editions?include=coordinators,time_zone&page[size]=100', 'coordNone');
      assert.equal(res.statusCode, 200, res.body);
      assert.ok(res.json().data.some((e: { id: string }) => e.id === String(obia)));
      assert.deepEqual(leaked(res.body), []);
    });

    it("the edition's coordinator and an admin get its staff fields, in the list and alone", async () => {
      for (const who of ['coord', 'admin'] as const) {
        const one = (await get(`/api/edition/${obia}?${ONE}`, who)).json().data.attributes;
        assert.deepEqual(one.coordinators_emails, ['coordenador@olimpiada.dev']);
        assert.ok(one.certificate_template.file_name.endsWith('.html.erb'));
        assert.equal(one.achievements[0].name, 'Medalha de ouro');
        assert.ok(one.achievement_template_urls.length >= 1);
        const list = (await get('/api/editions?page[size]=100', who)).json();
        const row = list.data.find((e: { id: string }) => e.id === String(obia));
        assert.deepEqual(row.attributes.coordinators_emails, ['coordenador@olimpiada.dev']);
      }
      // coordOther coordinates OBIA 2025 (not 2026): there, and only there, they are staff.
      const list = (await get('/api/editions?filter[active]=false&page[size]=100', 'coordOther')).json();
      const theirs = list.data.find(
        (e: { attributes: { description: string } }) => e.attributes.description === 'OBIA 2025',
      );
      assert.deepEqual(theirs.attributes.coordinators_emails.sort(), [
        'coordenador.sem@olimpiada.dev',
        'coordenador@olimpiada.dev',
      ]);
    });
  });
}
