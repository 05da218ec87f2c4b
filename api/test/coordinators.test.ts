import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { engines } from './helpers/engines.js';
import { PUBLIC_URL, startApp, type TestContext } from './helpers/app.js';
import { sessionHeaders } from './helpers/requests.js';
import { editionIdOf, userIdOf } from './helpers/demo-ids.js';
import { CookieJar, signIn, step } from './helpers/sign-in.js';

type Json = Record<string, any>;

for (const engine of engines()) {
  describe(`coordinators: list, give, invite, take away (${engine.name})`, () => {
    let ctx: TestContext;
    let admin: Record<string, string>;
    let coord: Record<string, string>;
    const db = () => ctx.dbHandle.db;
    const call = (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      headers: Record<string, string>,
      body?: unknown,
    ) =>
      ctx.app.inject({
        method,
        url,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/vnd.api+json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    const create = (email: unknown, lang = 'pt-BR') =>
      call(
        'POST',
        '/api/coordinators',
        { ...admin, 'accept-language': lang },
        {
          data: { type: 'coordinators', attributes: { email } },
        },
      );

    before(async () => {
      ctx = await startApp(engine);
      admin = await sessionHeaders(db(), await userIdOf(db(), 'admin@olimpiada.dev'));
      coord = await sessionHeaders(db(), await userIdOf(db(), 'coordenador@olimpiada.dev'));
    });
    after(async () => {
      await ctx?.close();
    });

    it('lists the coordinators to admins, filtered by e-mail, 20 a page', async () => {
      const all = await call('GET', '/api/coordinators', admin);
      assert.equal(all.statusCode, 200, all.body);
      assert.deepEqual(
        all
          .json()
          .data.map((u: Json) => u.attributes.email)
          .sort(),
        ['coordenador.sem@olimpiada.dev', 'coordenador@olimpiada.dev'],
      );
      assert.equal(all.json().meta.total_count, 2);
      const some = await call('GET', '/api/coordinators?filter[email]=SEM@', admin);
      assert.deepEqual(
        some.json().data.map((u: Json) => u.attributes.email),
        ['coordenador.sem@olimpiada.dev'],
      );
      assert.equal((await call('GET', '/api/coordinators', coord)).statusCode, 403);
    });

    it('refuses an invalid e-mail in the caller language, storing nothing', async () => {
      const before = await db()
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      for (const [email, lang, text] of [
        ['nao-e-email', 'pt-BR', 'E-mail inválido'],
        ['', 'es', 'Correo electrónico inválido'],
        [42, 'pt-BR', 'E-mail inválido'],
      ] as const) {
        const res = await create(email, lang);
        assert.equal(res.statusCode, 422, res.body);
        assert.equal(res.json().errors[0].code, 'editionForm.validation.invalidEmail');
        assert.equal(res.json().errors[0].detail, text);
        assert.equal(res.json().errors[0].source.pointer, '/data/attributes/email');
      }
      const after = await db()
        .selectFrom('users')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(after.n, before.n);
    });

    it('gives the profile to an existing person (201), and again is 200', async () => {
      const res = await call('POST', '/api/coordinators', admin, { email: 'Professor@olimpiada.dev' });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().data.type, 'users');
      const teacher = await userIdOf(db(), 'professor@olimpiada.dev');
      assert.equal(res.json().data.id, String(teacher));
      const again = await create('professor@olimpiada.dev');
      assert.equal(again.statusCode, 200);
      const mails = await db()
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', 'professor@olimpiada.dev')
        .execute();
      assert.equal(mails.length, 0, 'an existing account gets no invitation');
      // The new coordinator can be named on an edition now: the form's list of coordinators knows them.
      const list = await call('GET', '/api/coordinators?filter[email]=professor', admin);
      assert.equal(list.json().data.length, 1);
    });

    it('creates an account for a new e-mail and mails an invitation whose link sets the password once', async () => {
      const res = await create('nova.coordenadora@escola.org', 'es');
      assert.equal(res.statusCode, 201, res.body);
      const mail = await db()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'nova.coordenadora@escola.org')
        .executeTakeFirstOrThrow();
      assert.equal(mail.subject, 'Invitación para coordinar ediciones de la olimpiada');
      assert.match(mail.body_text, /válido por 48 horas/);
      const link = /https?:\/\/\S+\/oidc\/password\/\S+/.exec(mail.body_text)?.[0];
      assert.ok(link, mail.body_text);
      const token = new URL(link).pathname.split('/').pop()!;
      const stored = await db().selectFrom('password_tokens').select('token_hash').execute();
      assert.ok(
        stored.every((t) => t.token_hash !== token),
        'only the hash is stored',
      );
      // The audit log keeps the grant.
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'coordinator.added')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.equal(audit.subject_id, res.json().data.id);

      const jar = new CookieJar();
      const page = await step(ctx.app, jar, 'GET', link);
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /Elegir contraseña/);
      assert.match(page.body, /nova\.coordenadora@escola\.org/);
      const action = /action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
      const mismatch = await step(ctx.app, jar, 'POST', action, {
        password: 'segredo-forte',
        confirm: 'outro-segredo',
      });
      assert.equal(mismatch.statusCode, 422);
      assert.match(mismatch.body, /Las contraseñas no coinciden/);
      const short = await step(ctx.app, jar, 'POST', action, { password: 'curta', confirm: 'curta' });
      assert.equal(short.statusCode, 422);
      const done = await step(ctx.app, jar, 'POST', action, {
        password: 'segredo-forte',
        confirm: 'segredo-forte',
      });
      assert.equal(done.statusCode, 200, done.body);
      assert.match(done.body, /Contraseña guardada/);
      assert.match(done.body, new RegExp(`href="${PUBLIC_URL}/"`));
      // Used once: the link no longer works.
      const reuse = await step(ctx.app, jar, 'GET', link);
      assert.equal(reuse.statusCode, 404);
      assert.match(reuse.body, /ya no es válido/);
      const replay = await step(ctx.app, jar, 'POST', action, {
        password: 'outra-senha-1',
        confirm: 'outra-senha-1',
      });
      assert.equal(replay.statusCode, 404);

      // The person signs in with the chosen password and is a coordinator.
      const session = await signIn(ctx.app, 'nova.coordenadora@escola.org', 'segredo-forte');
      const editions = await ctx.app.inject({
        method: 'GET',
        url: '/api/editions',
        headers: session.headers,
      });
      assert.equal(editions.statusCode, 200, editions.body);
    });

    it('an expired link does not work', async () => {
      const res = await create('atrasada@escola.org');
      assert.equal(res.statusCode, 201);
      const mail = await db()
        .selectFrom('mail_outbox')
        .select('body_text')
        .where('to_address', '=', 'atrasada@escola.org')
        .executeTakeFirstOrThrow();
      assert.match(mail.body_text, /válido por 48 horas/);
      const link = /https?:\/\/\S+\/oidc\/password\/\S+/.exec(mail.body_text)![0];
      await sql`update password_tokens set expires_at = now() - interval '1 minute'`.execute(db());
      const page = await step(ctx.app, new CookieJar(), 'GET', link);
      assert.equal(page.statusCode, 404);
      assert.match(page.body, /não é mais válido/);
    });

    it('takes the profile away and the person off every edition', async () => {
      const without = await userIdOf(db(), 'coordenador.sem@olimpiada.dev');
      const obia = await editionIdOf(db(), 'OBIA 2026');
      await db().insertInto('edition_coordinators').values({ edition_id: obia, user_id: without }).execute();
      assert.equal((await call('DELETE', `/api/coordinators/${without}`, coord)).statusCode, 403);
      const res = await call('DELETE', `/api/coordinators/${without}`, admin);
      assert.equal(res.statusCode, 204, res.body);
      const left = await db()
        .selectFrom('edition_coordinators')
        .select('edition_id')
        .where('user_id', '=', without)
        .execute();
      assert.deepEqual(left, []);
      const profiles = await db()
        .selectFrom('profiles')
        .select('role')
        .where('user_id', '=', without)
        .execute();
      assert.ok(profiles.every((p) => p.role !== 'coordinator'));
      const log = await call('GET', `/api/editions/${obia}/audit_log`, admin);
      assert.equal(log.json().data[0].attributes.action, 'coordinator.removed');
      assert.deepEqual(log.json().data[0].attributes.changes, {
        coordinators_emails: ['coordenador.sem@olimpiada.dev', null],
      });
      const again = await call('DELETE', `/api/coordinators/${without}`, {
        ...admin,
        'accept-language': 'es',
      });
      assert.equal(again.statusCode, 404);
      assert.equal(again.json().errors[0].detail, 'Coordinador no encontrado.');
    });
  });
}
