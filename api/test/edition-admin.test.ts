import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { EDITION_FORM_MESSAGE_IDS as M, lookupMessage, SHARED_MESSAGES } from '../src/shared-rules.js';
import { compileTemplate } from '../src/features/certificates/template.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { sessionHeaders } from './helpers/requests.js';
import { editionIdOf, userIdOf } from './helpers/demo-ids.js';
import {
  CERTIFICATE_TEMPLATE,
  daysAhead,
  formAttributes,
  GOLD_TEMPLATE,
  PNG_BYTES,
  sendForm,
  todayIn,
} from './helpers/edition-form.js';

type Json = Record<string, any>;
const INCLUDE = '?include=coordinators,countries,time_zone,phases,videos';

for (const engine of engines()) {
  describe(`edition administration: create, edit, delete, audit (${engine.name})`, () => {
    let ctx: TestContext;
    let filesDir: string;
    const h: Record<'admin' | 'coord' | 'coordOther' | 'student', Record<string, string>> = {} as never;
    let obia: number;
    let created: number;
    let createdAttributes: Json;

    const db = () => ctx.dbHandle.db;
    const count = async (table: 'editions' | 'phases' | 'videos' | 'certificate_templates' | 'audit_log') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counts = async () =>
      Promise.all(
        (['editions', 'phases', 'videos', 'certificate_templates', 'audit_log'] as const).map((t) =>
          count(t),
        ),
      );
    const get = (url: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url, headers });
    const post = (attributes: Json, files = {}, lang = 'pt-BR') =>
      sendForm(ctx.app, 'POST', '/api/editions', { ...h.admin, 'accept-language': lang }, attributes, files);

    before(async () => {
      filesDir = await mkdtemp(path.join(tmpdir(), 'edition-admin-'));
      ctx = await startApp(engine, { FILES_DIR: filesDir });
      h.admin = await sessionHeaders(db(), await userIdOf(db(), 'admin@olimpiada.dev'));
      h.coord = await sessionHeaders(db(), await userIdOf(db(), 'coordenador@olimpiada.dev'));
      h.coordOther = await sessionHeaders(db(), await userIdOf(db(), 'coordenador.sem@olimpiada.dev'));
      h.student = await sessionHeaders(db(), await userIdOf(db(), 'aluno@olimpiada.dev'));
      obia = await editionIdOf(db(), 'OBIA 2026');
    });
    after(async () => {
      await ctx?.close();
      await rm(filesDir, { recursive: true, force: true });
    });

    it('the demo admin finds OBIA 2026 with every section of the form filled', async () => {
      const doc = (await get(`/api/edition/${obia}${INCLUDE}`, h.admin)).json();
      const a = doc.data.attributes;
      assert.equal(a.time_zone, 'America/Sao_Paulo');
      assert.ok(a.achievements.length >= 1 && a.achievements.every((x: Json) => x.max_score >= x.min_score));
      assert.ok(a.certificate_template?.file_name.endsWith('.html.erb'));
      assert.ok(a.achievement_template_urls.length >= 1);
      for (const rel of ['countries', 'phases', 'videos', 'coordinators'])
        assert.ok(doc.data.relationships[rel].data.length >= 1, rel);
      // The seeded templates are valid for the generator.
      const templates = await db()
        .selectFrom('certificate_templates')
        .select('source')
        .where('edition_id', '=', obia)
        .execute();
      for (const t of templates) assert.ok(compileTemplate(t.source).length > 0);
    });

    it('creates an edition with every field and reads it back', async () => {
      const attributes = formAttributes();
      createdAttributes = attributes;
      const res = await post(attributes, {
        logo: { filename: 'logo.png', bytes: PNG_BYTES },
        certificate: { filename: 'certificado.html.erb', bytes: CERTIFICATE_TEMPLATE },
        achievements: { 0: { filename: 'ouro.html.erb', bytes: GOLD_TEMPLATE } },
      });
      assert.equal(res.statusCode, 201, res.body);
      created = Number(res.json().data.id);

      const read = await get(`/api/edition/${created}${INCLUDE}`, h.admin);
      assert.equal(read.statusCode, 200, read.body);
      const doc = read.json();
      const a = doc.data.attributes;
      assert.equal(a.description, 'OBIA Teste 2027');
      assert.equal(a.start_registration, attributes.start_registration);
      assert.equal(a.start_date, attributes.start_registration);
      assert.equal(a.end_registration, attributes.end_registration);
      assert.equal(a.results_due, attributes.results_due);
      assert.equal(
        a.year,
        DateTime.fromISO(String(attributes.start_registration), { zone: 'America/Sao_Paulo' }).year,
      );
      assert.equal(a.time_zone, 'America/Sao_Paulo');
      assert.deepEqual(a.coordinators_emails, ['coordenador@olimpiada.dev']);
      assert.match(a.logo_url.url, /\/files\/[0-9a-f]{64}\.png$/);
      const logo = await ctx.app.inject({ method: 'GET', url: new URL(a.logo_url.url).pathname });
      assert.equal(logo.statusCode, 200);
      assert.deepEqual(logo.rawPayload, PNG_BYTES);
      assert.equal(a.certificate_template.file_name, 'certificado.html.erb');
      assert.ok(a.certificate_template.uploaded_at);
      assert.equal(a.achievements.length, 2);
      assert.deepEqual(
        a.achievements.map((x: Json) => [
          x.level,
          x.name,
          x.min_score,
          x.max_score,
          x.template?.file_name ?? null,
        ]),
        [
          [1, 'Ouro', 8, 10, 'ouro.html.erb'],
          [2, 'Prata', 5, 7.9, null],
        ],
      );
      assert.deepEqual(
        a.achievement_template_urls.map((t: Json) => [t.level, t.file_name]),
        [[1, 'ouro.html.erb']],
      );
      const rel = doc.data.relationships;
      assert.deepEqual(rel.countries.data.map((c: Json) => c.id).sort(), ['1', '2']);
      assert.equal(rel.time_zone.data.type, 'time_zones');
      const phases = doc.included.filter((r: Json) => r.type === 'phases');
      assert.deepEqual(
        phases.map((p: Json) => [p.attributes.phase, p.attributes.categories, p.attributes.additional_data]),
        [
          [1, ['regular', 'opened'], {}],
          [2, ['in_group'], { member_limit: 4 }],
        ],
      );
      const videos = doc.included.filter((r: Json) => r.type === 'videos');
      assert.deepEqual(
        videos.map((v: Json) => v.attributes),
        [{ description: 'Abertura', url: 'https://video.example/abertura' }],
      );
      // The stored template is the sanitised one, with its placeholders.
      const stored = await db()
        .selectFrom('certificate_templates')
        .select(['achievement_level', 'source'])
        .where('edition_id', '=', created)
        .orderBy('achievement_level')
        .execute();
      assert.equal(stored.length, 2);
      assert.match(stored.find((t) => t.achievement_level === 1)!.source, /<%= qr_code %>/);
    });

    it('refuses each rule of the form with its message in pt-BR and es, storing nothing', async () => {
      const zone = 'America/Sao_Paulo';
      const cases: Array<{
        name: string;
        attrs: Json;
        files?: Json;
        status?: number;
        code: string;
        pointer: string;
        values?: Json;
      }> = [
        {
          name: 'short description',
          attrs: { description: 'ab' },
          code: M.descriptionLength,
          pointer: '/data/attributes/description',
        },
        {
          name: 'missing date',
          attrs: { results_due: '' },
          code: M.required,
          pointer: '/data/attributes/results_due',
        },
        {
          name: 'start before today',
          attrs: { start_registration: daysAhead(-3) },
          code: M.afterDate,
          pointer: '/data/attributes/start_registration',
          values: { date: todayIn(zone) },
        },
        {
          name: 'end before start',
          attrs: {
            start_registration: '2031-03-10T13:30:00.000Z',
            end_registration: '2031-03-01T03:00:00.000Z',
            results_due: '2031-05-01T03:00:00.000Z',
          },
          code: M.afterTime,
          pointer: '/data/attributes/end_registration',
          values: { date: '10/03/2031 10:30' },
        },
        {
          name: 'result within a day of the end',
          attrs: {
            start_registration: '2031-03-01T03:00:00.000Z',
            end_registration: '2031-04-01T03:00:00.000Z',
            results_due: '2031-04-01T20:00:00.000Z',
          },
          code: M.afterDate,
          pointer: '/data/attributes/results_due',
          values: { date: '02/04/2031' },
        },
        {
          name: 'phase without category',
          attrs: { phases: [{ phase: 1, categories: [] }] },
          code: M.phaseCategories,
          pointer: '/data/attributes/phases/0/categories',
        },
        {
          name: 'in_group without limit',
          attrs: { phases: [{ phase: 1, categories: ['in_group'] }] },
          code: M.memberLimit,
          pointer: '/data/attributes/phases/0/additional_data/member_limit',
        },
        {
          name: 'repeated phase',
          attrs: {
            phases: [
              { phase: 1, categories: ['regular'] },
              { phase: 1, categories: ['opened'] },
            ],
          },
          code: M.phaseNumbers,
          pointer: '/data/attributes/phases',
        },
        {
          name: 'negative score',
          attrs: { achievements: [{ name: 'X', min_score: -1, max_score: 2 }] },
          code: M.scoreMin,
          pointer: '/data/attributes/achievements/0/min_score',
        },
        {
          name: 'inverted scores',
          attrs: { achievements: [{ name: 'X', min_score: 5, max_score: 2 }] },
          code: M.scoreRange,
          pointer: '/data/attributes/achievements/0/max_score',
        },
        {
          name: 'invalid coordinator e-mail',
          attrs: { coordinators_emails: ['nao-e-email'] },
          code: M.invalidEmail,
          pointer: '/data/attributes/coordinators_emails/0',
        },
        {
          name: 'coordinator listed twice',
          attrs: { coordinators_emails: ['coordenador@olimpiada.dev', 'Coordenador@olimpiada.dev'] },
          code: M.duplicateCoordinator,
          pointer: '/data/attributes/coordinators_emails',
        },
        {
          name: 'unknown coordinator',
          attrs: { coordinators_emails: ['ninguem@olimpiada.dev'] },
          code: M.unknownCoordinator,
          pointer: '/data/attributes/coordinators_emails/0',
        },
        {
          name: 'a student is no coordinator',
          attrs: { coordinators_emails: ['aluno@olimpiada.dev'] },
          code: M.unknownCoordinator,
          pointer: '/data/attributes/coordinators_emails/0',
        },
        {
          name: 'unknown country',
          attrs: { country_ids: ['1', '99999'] },
          code: M.unknownCountry,
          pointer: '/data/attributes/country_ids/1',
        },
        {
          name: 'unknown time zone',
          attrs: { time_zone: 'Mars/Olympus' },
          code: M.unknownTimeZone,
          pointer: '/data/attributes/time_zone',
        },
        {
          name: 'video link',
          attrs: { videos: [{ description: 'x', url: 'javascript:alert(1)' }] },
          code: M.videoUrl,
          pointer: '/data/attributes/videos/0/url',
        },
        {
          name: 'achievement template without certificate template',
          attrs: {},
          files: { achievements: { 0: { filename: 'ouro.html.erb', bytes: GOLD_TEMPLATE } } },
          code: M.achievementNeedsTemplate,
          pointer: '/achievement_templates/0',
        },
        {
          name: 'certificate template that is no .html.erb',
          attrs: {},
          files: { certificate: { filename: 'certificado.pdf', bytes: CERTIFICATE_TEMPLATE } },
          code: M.certificateTemplateFile,
          pointer: '/certificate_template',
        },
        {
          name: 'logo that is no image',
          attrs: {},
          files: { logo: { filename: 'logo.png', bytes: Buffer.from('<svg onload="x"></svg>') } },
          code: M.logoFile,
          pointer: '/logo',
        },
      ];
      const before = await counts();
      for (const c of cases) {
        for (const lang of ['pt-BR', 'es'] as const) {
          const res = await post(
            formAttributes({ description: `Regra ${c.name}`.slice(0, 100), ...c.attrs }),
            c.files ?? {},
            lang,
          );
          assert.equal(res.statusCode, c.status ?? 422, `${c.name} (${lang}): ${res.body}`);
          const error = res.json().errors.find((e: Json) => e.code === c.code);
          assert.ok(error, `${c.name} (${lang}): ${res.body}`);
          assert.equal(error.source.pointer, c.pointer, c.name);
          assert.equal(
            error.detail,
            lookupMessage(SHARED_MESSAGES, c.code, lang, c.values),
            `${c.name} (${lang})`,
          );
          if (c.values?.date) assert.ok(error.meta?.date, `${c.name}: meta.date`);
        }
      }
      assert.notEqual(
        lookupMessage(SHARED_MESSAGES, M.descriptionLength, 'es'),
        lookupMessage(SHARED_MESSAGES, M.descriptionLength, 'pt-BR'),
        'es has its own text',
      );
      // A template with a tag that is not a placeholder: named with its line.
      const bad = await post(
        formAttributes({ description: 'Modelo ruim' }),
        {
          certificate: { filename: 'c.html.erb', bytes: Buffer.from('<p>\n<%= system("ls") %></p>') },
        },
        'es',
      );
      assert.equal(bad.statusCode, 422, bad.body);
      assert.equal(bad.json().errors[0].code, 'editionForm.error.templateTag');
      assert.match(bad.json().errors[0].detail, /línea 2/);
      assert.deepEqual(await counts(), before, 'nothing stored on a refusal');
    });

    it('refuses an identical edition (409) and a body that is not the multipart form', async () => {
      const before = await counts();
      const dup = await post({ ...createdAttributes, country_ids: [], videos: [] }, {}, 'es');
      assert.equal(dup.statusCode, 409, dup.body);
      assert.equal(dup.json().errors[0].code, M.duplicate);
      assert.equal(dup.json().errors[0].detail, lookupMessage(SHARED_MESSAGES, M.duplicate, 'es'));
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/editions',
        headers: { ...h.admin, 'content-type': 'application/vnd.api+json' },
        payload: JSON.stringify({ data: { type: 'editions', attributes: formAttributes() } }),
      });
      assert.equal(json.statusCode, 415);
      const big = await post(formAttributes({ description: 'Logo grande' }), {
        logo: { filename: 'logo.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(1_000_001)]) },
      });
      assert.equal(big.statusCode, 413, big.body);
      assert.deepEqual(
        big.json().errors.map((e: Json) => [e.code, e.source.pointer, e.detail]),
        [['editionForm.error.fileTooLarge', '/logo', 'O arquivo excede o limite de 1 MB.']],
      );
      // data[relationships] names the same countries as country_ids, or it is refused.
      const disagree = await post(formAttributes({ description: 'Países' }), {
        relationships: { countries: { data: [{ type: 'countries', id: '3' }] } },
      });
      assert.equal(disagree.statusCode, 422, disagree.body);
      assert.equal(disagree.json().errors[0].source.pointer, '/data/relationships/countries');
      assert.deepEqual(await counts(), before);
    });

    it('refuses removing or renumbering a phase that exams use', async () => {
      const before = await counts();
      const current = (await get(`/api/edition/${obia}${INCLUDE}`, h.admin)).json();
      const a = current.data.attributes;
      const res = await sendForm(ctx.app, 'PATCH', `/api/editions/${obia}`, h.admin, {
        ...formAttributes({
          description: a.description,
          start_registration: a.start_registration,
          end_registration: a.end_registration,
          results_due: a.results_due,
          coordinators_emails: a.coordinators_emails,
        }),
        phases: [
          { phase: 2, categories: ['regular'] },
          { phase: 3, categories: ['in_group'], additional_data: { member_limit: 5 } },
        ],
      });
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(
        res.json().errors.map((e: Json) => [e.code, e.source.pointer]),
        [[M.phaseInUse, '/data/attributes/phases/0']],
      );
      assert.equal(res.json().errors[0].detail, 'Fase já está em uso.');
      assert.deepEqual(await counts(), before);
    });

    it("lets the edition's coordinator edit it but not its coordinators; others are refused", async () => {
      const current = (await get(`/api/edition/${created}${INCLUDE}`, h.coord)).json().data.attributes;
      const attrs = formAttributes({
        description: 'OBIA Teste 2027 revista',
        start_registration: current.start_registration,
        end_registration: current.end_registration,
        results_due: current.results_due,
        // Ignored, even malformed: only admins manage coordinators.
        coordinators_emails: ['nao-e-email', 'nao-e-email'],
      });
      const res = await sendForm(ctx.app, 'PATCH', `/api/editions/${created}`, h.coord, attrs);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.attributes.description, 'OBIA Teste 2027 revista');
      assert.deepEqual(res.json().data.attributes.coordinators_emails, ['coordenador@olimpiada.dev']);
      // The templates sent before stay.
      assert.equal(res.json().data.attributes.certificate_template.file_name, 'certificado.html.erb');

      const other = await sendForm(ctx.app, 'PATCH', `/api/editions/${created}`, h.coordOther, attrs);
      assert.equal(other.statusCode, 403);
      const student = await sendForm(ctx.app, 'PATCH', `/api/editions/${created}`, h.student, attrs);
      assert.equal(student.statusCode, 403);
      const studentPost = await sendForm(ctx.app, 'POST', '/api/editions', h.student, formAttributes());
      assert.equal(studentPost.statusCode, 403);
      const coordPost = await sendForm(ctx.app, 'POST', '/api/editions', h.coord, formAttributes());
      assert.equal(coordPost.statusCode, 403);
      const unknown = await sendForm(ctx.app, 'PATCH', '/api/editions/987654', h.admin, attrs);
      assert.equal(unknown.statusCode, 404);
    });

    it('admins change the coordinators; the audit log holds each write with the changed fields only', async () => {
      const current = (await get(`/api/edition/${created}${INCLUDE}`, h.admin)).json().data.attributes;
      const res = await sendForm(ctx.app, 'PATCH', `/api/editions/${created}`, h.admin, {
        ...formAttributes({
          description: current.description,
          start_registration: current.start_registration,
          end_registration: current.end_registration,
          results_due: current.results_due,
          coordinators_emails: ['coordenador.sem@olimpiada.dev'],
        }),
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().data.attributes.coordinators_emails, ['coordenador.sem@olimpiada.dev']);

      const log = await get(`/api/editions/${created}/audit_log`, h.admin);
      assert.equal(log.statusCode, 200, log.body);
      const entries = log.json().data.map((e: Json) => e.attributes);
      assert.equal(log.json().meta.total_count, entries.length);
      assert.deepEqual(
        entries.map((e: Json) => e.action),
        [
          'coordinator.removed',
          'coordinator.added',
          'edition.updated',
          'edition.updated',
          'coordinator.added',
          'edition.created',
        ],
      );
      const [removed, added, byAdmin, byCoord, firstCoordinator, creation] = entries;
      assert.deepEqual(firstCoordinator.changes, {
        coordinators_emails: [null, 'coordenador@olimpiada.dev'],
      });
      assert.deepEqual(removed.changes, { coordinators_emails: ['coordenador@olimpiada.dev', null] });
      assert.deepEqual(added.changes, { coordinators_emails: [null, 'coordenador.sem@olimpiada.dev'] });
      assert.deepEqual(byAdmin.changes, {
        coordinators_emails: [['coordenador@olimpiada.dev'], ['coordenador.sem@olimpiada.dev']],
      });
      assert.equal(byAdmin.actor_email, 'admin@olimpiada.dev');
      assert.equal(byAdmin.actor_name, 'Ana Administradora Silva');
      assert.deepEqual(byCoord.changes, { description: ['OBIA Teste 2027', 'OBIA Teste 2027 revista'] });
      assert.equal(byCoord.actor_email, 'coordenador@olimpiada.dev');
      assert.equal(creation.changes.description[1], 'OBIA Teste 2027');
      assert.equal(creation.changes.logo[1], 'logo.png');
      assert.equal(creation.changes.certificate_template[1], 'certificado.html.erb');
      assert.deepEqual(creation.changes.achievement_templates[1], { 1: 'ouro.html.erb' });
      // The new coordinator reads it; the one taken away no longer may.
      assert.equal((await get(`/api/editions/${created}/audit_log`, h.coordOther)).statusCode, 200);
      assert.equal((await get(`/api/editions/${created}/audit_log`, h.coord)).statusCode, 403);
      assert.equal((await get(`/api/editions/${created}/audit_log`, h.student)).statusCode, 403);
    });

    it("removes an achievement's template: the achievement stays, the removal is logged", async () => {
      const a = (await get(`/api/edition/${created}`, h.admin)).json().data.attributes;
      const templateId = a.achievements[0].template.id;
      const other = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/editions/${created}/achievement_templates/${templateId}`,
        headers: h.coord,
      });
      assert.equal(other.statusCode, 403);
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/editions/${created}/achievement_templates/${templateId}`,
        headers: h.coordOther,
      });
      assert.equal(res.statusCode, 204, res.body);
      const after = (await get(`/api/edition/${created}`, h.admin)).json().data.attributes;
      assert.deepEqual(after.achievements[0], {
        level: 1,
        name: 'Ouro',
        min_score: 8,
        max_score: 10,
        template: null,
      });
      assert.deepEqual(after.achievement_template_urls, []);
      const again = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/editions/${created}/achievement_templates/${templateId}`,
        headers: { ...h.admin, 'accept-language': 'es' },
      });
      assert.equal(again.statusCode, 404);
      assert.equal(again.json().errors[0].detail, 'Plantilla de certificado no encontrada.');
      const log = (await get(`/api/editions/${created}/audit_log?page[size]=1`, h.admin)).json();
      assert.equal(log.data[0].attributes.action, 'achievement_template.deleted');
      assert.deepEqual(log.data[0].attributes.changes, {
        'achievement_templates.1': ['ouro.html.erb', null],
      });
    });

    it('records a certificate generation request in the log', async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/generate-certificate',
        headers: { ...h.admin, 'content-type': 'application/json' },
        payload: JSON.stringify({ id: created }),
      });
      assert.equal(res.statusCode, 202, res.body);
      const log = (await get(`/api/editions/${created}/audit_log?page[size]=1`, h.admin)).json();
      assert.equal(log.data[0].attributes.action, 'certificates.generated');
    });

    it("lists an edition's inscriptions to its staff", async () => {
      const res = await get(`/api/inscriptions?filter[edition_id]=${obia}`, h.coord);
      assert.equal(res.statusCode, 200, res.body);
      const doc = res.json();
      assert.ok(doc.meta.total_count >= 1);
      assert.equal(doc.data.length, Math.min(20, doc.meta.total_count));
      assert.ok(doc.data.some((i: Json) => i.attributes.user_email === 'aluno@olimpiada.dev'));
      assert.equal((await get(`/api/inscriptions?filter[edition_id]=${obia}`, h.coordOther)).statusCode, 403);
      assert.equal((await get(`/api/inscriptions?filter[edition_id]=${obia}`, h.student)).statusCode, 403);
      assert.equal((await get('/api/inscriptions', h.admin)).statusCode, 400);
    });

    it('deletes softly: the edition is gone from lists and reads, its rows stay, the deletion is logged', async () => {
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/editions/${created}`,
        headers: h.admin,
      });
      assert.equal(del.statusCode, 204, del.body);
      for (const url of [
        `/api/edition/${created}`,
        `/api/editions/${created}`,
        `/api/editions/${created}/audit_log`,
      ]) {
        const res = await get(url, h.admin);
        assert.equal(res.statusCode, 404, url);
      }
      assert.equal(
        (await get(`/api/edition/${created}`, h.admin)).json().errors[0].detail,
        'error_edition_not_found',
      );
      const lists = [
        '/api/editions?page[size]=100',
        '/api/editions?filter[active]=false&page[size]=100',
        '/api/active-edition?page[size]=100',
      ];
      for (const url of lists) {
        const ids = (await get(url, h.admin)).json().data.map((e: Json) => Number(e.id));
        assert.ok(!ids.includes(created), url);
      }
      const patch = await sendForm(ctx.app, 'PATCH', `/api/editions/${created}`, h.admin, formAttributes());
      assert.equal(patch.statusCode, 404);
      assert.equal(
        (await ctx.app.inject({ method: 'DELETE', url: `/api/editions/${created}`, headers: h.admin }))
          .statusCode,
        404,
      );
      const row = await db()
        .selectFrom('editions')
        .select('deleted_at')
        .where('id', '=', created)
        .executeTakeFirstOrThrow();
      assert.ok(row.deleted_at);
      const logged = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('edition_id', '=', created)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.equal(logged.action, 'edition.deleted');
      // The same description and dates may be used again now.
      const again = await post(createdAttributes);
      assert.equal(again.statusCode, 201, again.body);
    });

    it("a deleted edition's exams are gone for its participants too", async () => {
      const exam = await db()
        .selectFrom('exams')
        .select('id')
        .where('edition_id', '=', obia)
        .orderBy('phase')
        .executeTakeFirstOrThrow();
      assert.equal((await get(`/api/exams/${exam.id}`, h.student)).statusCode, 200);
      await sql`update editions set deleted_at = now() where id = ${obia}`.execute(db());
      try {
        assert.equal((await get(`/api/exams/${exam.id}`, h.student)).statusCode, 404);
        assert.equal((await get(`/api/edition/${obia}`, h.student)).statusCode, 404);
        const mine = (await get('/api/active-edition', h.student)).json().data.map((e: Json) => Number(e.id));
        assert.ok(!mine.includes(obia));
        const participations = (await get('/api/participations', h.student)).json().data;
        assert.ok(participations.every((p: Json) => Number(p.relationships?.exam?.data?.id) !== exam.id));
      } finally {
        await sql`update editions set deleted_at = null where id = ${obia}`.execute(db());
      }
    });
  });
}
