import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { sessionHeaders } from './helpers/requests.js';
import { userIdOf } from './helpers/demo-ids.js';
import { multipart, PNG_BYTES, type Part } from './helpers/project-phase.js';

type Json = Record<string, any>;
type Who = 'admin' | 'coord' | 'coordOther' | 'student';
const DAY = 24 * 3600_000;
const at = (days: number, hours = 0) =>
  new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hours * 3600_000).toISOString();
const shown = (iso: string) =>
  DateTime.fromISO(iso, { zone: 'America/Sao_Paulo' }).toFormat('dd/MM/yyyy HH:mm');

const online = (overrides: Json = {}): Json => ({
  phase: 1,
  kind: 'online',
  start_date: at(10, 12),
  end_date: at(12, 12),
  minimal_score: 6,
  description: '<p>Prova da <strong>fase 1</strong></p><script>alert(1)</script>',
  survey_url: 'https://forms.example.org/fase-1',
  to_certificate: true,
  time_limit: 90,
  ...overrides,
});

for (const engine of engines()) {
  describe(`exam authoring: the organiser's exams API (${engine.name})`, () => {
    let ctx: TestContext;
    let filesDir: string;
    const h = {} as Record<Who, Record<string, string>>;
    let edition: number;
    let bare: number;
    let phase1: number;
    let phase2: number;
    let phase3: number;
    const users = {} as Record<'student' | 'other', number>;

    const db = () => ctx.dbHandle.db;
    const form = (attributes: Json, extra: { cover?: Buffer; id?: number; editionId?: number } = {}) => {
      const parts: Part[] = [
        { field: 'data[type]', value: 'exams' },
        { field: 'data[attributes]', value: JSON.stringify(attributes) },
        {
          field: 'data[relationships]',
          value: JSON.stringify({
            edition: { data: { type: 'editions', id: String(extra.editionId ?? edition) } },
          }),
        },
      ];
      if (extra.id) parts.push({ field: 'data[id]', value: String(extra.id) });
      if (extra.cover)
        parts.push({ field: 'cover', filename: 'capa.png', bytes: extra.cover, contentType: 'image/png' });
      return multipart(parts);
    };
    const send = (
      method: 'POST' | 'PATCH',
      url: string,
      who: Who,
      attributes: Json,
      extra: { cover?: Buffer; id?: number; editionId?: number; lang?: string } = {},
    ) => {
      const body = form(attributes, extra);
      return ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...h[who], 'content-type': body.contentType, 'accept-language': extra.lang ?? 'pt-BR' },
        payload: body.payload,
      });
    };
    const json = (method: 'POST' | 'PATCH', url: string, who: Who, data: Json) =>
      ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...h[who], 'content-type': 'application/vnd.api+json' },
        payload: JSON.stringify({ data }),
      });
    const get = (url: string, who: Who) =>
      ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: h[who] });
    const del = (url: string, who: Who, lang = 'pt-BR') =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api${url}`,
        headers: { ...h[who], 'accept-language': lang },
      });
    const scores = (
      examId: number,
      csv: string,
      opts: { preview?: boolean; name?: string; lang?: string; who?: Who } = {},
    ) => {
      const parts: Part[] = [
        {
          field: 'csv_file',
          filename: opts.name ?? 'notas.csv',
          bytes: Buffer.from(csv),
          contentType: 'text/csv',
        },
      ];
      if (opts.preview) parts.push({ field: 'preview', value: 'true' });
      const body = multipart(parts);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/exams/${examId}/import_scores`,
        headers: {
          ...h[opts.who ?? 'coord'],
          'content-type': body.contentType,
          'accept-language': opts.lang ?? 'pt-BR',
        },
        payload: body.payload,
      });
    };
    const errorsOf = (res: { json(): Json }) =>
      Object.fromEntries(
        (res.json().errors as Json[]).map((e) => [
          String(e.source?.pointer ?? '').replace('/data/attributes/', ''),
          e.detail,
        ]),
      );
    const count = async (table: 'exams' | 'participations' | 'audit_log', where = sql`true`) =>
      Number(
        (
          await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${where}`.execute(
            db(),
          )
        ).rows[0]!.n,
      );

    before(async () => {
      filesDir = await mkdtemp(path.join(tmpdir(), 'exam-authoring-'));
      ctx = await startApp(engine, { FILES_DIR: filesDir, JOBS_POLL_MS: '3600000' });
      const ids = {
        admin: await userIdOf(db(), 'admin@olimpiada.dev'),
        coord: await userIdOf(db(), 'coordenador@olimpiada.dev'),
        coordOther: await userIdOf(db(), 'coordenador.sem@olimpiada.dev'),
        student: await userIdOf(db(), 'aluno@olimpiada.dev'),
      };
      for (const who of Object.keys(ids) as Who[]) h[who] = await sessionHeaders(db(), ids[who]);
      users.student = ids.student;
      users.other = await userIdOf(db(), 'aluna@olimpiada.dev');
      const newEdition = async (description: string) =>
        (
          await db()
            .insertInto('editions')
            .values({
              project_id: 36,
              description,
              year: 2027,
              start_registration: new Date(Date.now() - DAY),
              end_registration: new Date(Date.now() + 60 * DAY),
              active: true,
              time_zone: 'America/Sao_Paulo',
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      edition = await newEdition('Edição das provas');
      bare = await newEdition('Edição sem fases');
      for (const phase of [1, 2, 3])
        await db()
          .insertInto('phases')
          .values({ edition_id: edition, phase, categories: '["regular"]', additional_data: '{}' })
          .execute();
      for (const e of [edition, bare])
        await db().insertInto('edition_coordinators').values({ edition_id: e, user_id: ids.coord }).execute();
      // The other coordinator coordinates the demo's OBIA 2026 only.
      await sql`insert into edition_coordinators (edition_id, user_id)
                select id, ${ids.coordOther} from editions where description = 'OBIA 2026'`.execute(db());
      await db()
        .insertInto('inscriptions')
        .values([
          {
            edition_id: edition,
            user_id: users.student,
            category: 'regular',
            registrable_type: 'Core::Student',
          },
          {
            edition_id: edition,
            user_id: users.other,
            category: 'regular',
            registrable_type: 'Core::Student',
          },
        ])
        .execute();
    });
    after(async () => {
      await ctx?.close();
      await rm(filesDir, { recursive: true, force: true });
    });

    it('creates an online exam from the multipart form, cover included, and answers it as staff read it', async () => {
      const res = await send('POST', '/exams', 'coord', online(), { cover: PNG_BYTES });
      assert.equal(res.statusCode, 201, res.body);
      const data = res.json().data;
      phase1 = Number(data.id);
      const a = data.attributes;
      assert.equal(a.phase, 1);
      assert.equal(a.kind, 'online');
      assert.equal(a.status, 'upcoming');
      assert.equal(a.edit_level, 'full');
      assert.equal(a.to_certificate, true);
      assert.equal(a.cancelled_question_policy, 'credit_all');
      assert.equal(a.scores_already_imported, false);
      assert.equal(a.total_participations, 0);
      assert.equal(a.total_rankeds, 0);
      assert.equal(a.time_limit, 90);
      assert.equal(a.minimal_score, 6);
      assert.equal(a.description, '<p>Prova da <strong>fase 1</strong></p>', 'rich text sanitised');
      assert.match(a.cover_url.url, /\/files\/[0-9a-f]{64}\.png$/);
      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'changes'])
        .where('subject_type', '=', 'exams')
        .where('subject_id', '=', String(phase1))
        .executeTakeFirstOrThrow();
      assert.equal(audit.action, 'exam.created');
      assert.deepEqual((audit.changes as Json).phase, [null, 1]);
    });

    it('refuses each broken rule of the form on its field, in the caller language', async () => {
      const before = await count('exams');
      const empty = await send('POST', '/exams', 'coord', { kind: 'online' });
      assert.equal(empty.statusCode, 422);
      const e = errorsOf(empty);
      assert.equal(e.phase, 'Campo Obrigatorio');
      assert.equal(e.minimal_score, 'Campo Obrigatorio');
      assert.equal(e.start_date, 'Campo Obrigatorio');
      assert.equal(e.description, 'Campo Obrigatorio');

      const bad = await send(
        'POST',
        '/exams',
        'coord',
        online({
          phase: 2,
          minimal_score: -1,
          time_limit: 0,
          survey_url: 'javascript:alert(1)',
          end_date: at(9),
        }),
      );
      assert.equal(bad.statusCode, 422);
      const b = errorsOf(bad);
      assert.equal(b.minimal_score, 'Deve ser maior ou igual a 0');
      assert.match(b.time_limit, /minutos/);
      assert.match(b.survey_url, /http/);

      const ends = await send(
        'POST',
        '/exams',
        'coord',
        online({ phase: 2, start_date: at(20, 12), end_date: at(20, 11) }),
      );
      assert.equal(ends.statusCode, 422);
      assert.equal(errorsOf(ends).end_date, `Deve ser após a data ${shown(at(20, 12))}`);

      const es = await send('POST', '/exams', 'coord', online({ phase: 2, minimal_score: -3 }), {
        lang: 'es',
      });
      assert.equal(errorsOf(es).minimal_score, 'Debe ser mayor o igual a 0');
      const pt = await send('POST', '/exams', 'coord', { kind: 'presential' }, { lang: 'pt-PT' });
      assert.equal(errorsOf(pt).phase, 'Campo obrigatório');
      assert.equal(await count('exams'), before, 'nothing stored');
    });

    it('keeps one exam a phase, a phase of the edition, starting after the exam of the phase before', async () => {
      const inUse = await send('POST', '/exams', 'admin', online({ start_date: at(30), end_date: at(31) }));
      assert.equal(inUse.statusCode, 422);
      assert.equal(errorsOf(inUse).phase, 'Fase já está em uso.');
      const unknown = await send('POST', '/exams', 'admin', online({ phase: 7 }));
      assert.equal(unknown.statusCode, 422);
      assert.ok(errorsOf(unknown).phase);

      // The presential form sends JSON:API.
      const presential = (start: string, end: string) => ({
        type: 'exams',
        attributes: {
          phase: 2,
          kind: 'presential',
          start_date: start,
          end_date: end,
          minimal_score: 5,
          to_certificate: false,
        },
        relationships: { edition: { data: { type: 'editions', id: String(edition) } } },
      });
      const early = await json('POST', '/exams', 'coord', presential(at(11), at(11, 4)));
      assert.equal(early.statusCode, 422);
      assert.equal(errorsOf(early).start_date, `Deve ser após a data ${shown(at(12, 12))}`);
      const ok = await json('POST', '/exams', 'coord', presential(at(15, 12), at(15, 16)));
      assert.equal(ok.statusCode, 201, ok.body);
      phase2 = Number(ok.json().data.id);
      assert.equal(ok.json().data.attributes.kind, 'presential');
      assert.equal(ok.json().data.attributes.description, null);

      const third = await send(
        'POST',
        '/exams',
        'coord',
        online({ phase: 3, start_date: at(40), end_date: at(41), time_limit: undefined }),
      );
      assert.equal(third.statusCode, 201, third.body);
      phase3 = Number(third.json().data.id);
      assert.equal(third.json().data.attributes.time_limit, null);

      // PATCH: a left-out attribute keeps its value; null clears; remove_cover drops the cover.
      const withCover = await send(
        'PATCH',
        `/exams/${phase3}`,
        'coord',
        { time_limit: 45 },
        { cover: PNG_BYTES },
      );
      assert.equal(withCover.statusCode, 200, withCover.body);
      assert.equal(withCover.json().data.attributes.time_limit, 45);
      assert.equal(withCover.json().data.attributes.phase, 3);
      assert.ok(withCover.json().data.attributes.cover_url.url);
      const cleared = await send('PATCH', `/exams/${phase3}`, 'coord', {
        time_limit: null,
        remove_cover: true,
      });
      assert.equal(cleared.json().data.attributes.time_limit, null);
      assert.equal(cleared.json().data.attributes.cover_url.url, null);
      const notImage = await send(
        'PATCH',
        `/exams/${phase3}`,
        'coord',
        {},
        { cover: Buffer.from('%PDF-1.7') },
      );
      assert.equal(notImage.statusCode, 422);
      assert.ok(errorsOf(notImage).cover);
    });

    it('refuses an exam in an edition without phases', async () => {
      const res = await send('POST', '/exams', 'coord', online(), { editionId: bare });
      assert.equal(res.statusCode, 422);
      assert.equal(res.json().errors[0].detail, 'Esta edicao nao possui Fases');
    });

    it('refuses a cover over 200000 bytes, storing nothing', async () => {
      const big = Buffer.concat([PNG_BYTES, randomBytes(200_001)]);
      const before = await count('audit_log');
      const res = await send(
        'PATCH',
        `/exams/${phase1}`,
        'coord',
        { description: '<p>Nova</p>' },
        { cover: big },
      );
      assert.equal(res.statusCode, 413);
      assert.equal(errorsOf(res).cover, 'Insira uma imagem de ate 200KB!');
      assert.equal(await count('audit_log'), before);
      const exam = await db()
        .selectFrom('exams')
        .select('description')
        .where('id', '=', phase1)
        .executeTakeFirstOrThrow();
      assert.notEqual(exam.description, '<p>Nova</p>');
    });

    it('denies a coordinator of another edition, and students, every write and read of staff', async () => {
      assert.equal((await send('POST', '/exams', 'coordOther', online({ phase: 3 }))).statusCode, 403);
      assert.equal(
        (await send('PATCH', `/exams/${phase1}`, 'coordOther', { minimal_score: 1 })).statusCode,
        403,
      );
      assert.equal((await del(`/exams/${phase1}`, 'coordOther')).statusCode, 403);
      assert.equal((await get(`/exams?filter[edition_id]=${edition}`, 'coordOther')).statusCode, 403);
      assert.equal((await get(`/exams?filter[edition_id]=${edition}`, 'student')).statusCode, 403);
      assert.equal((await get(`/exams?filter[edition_id]=999999`, 'admin')).statusCode, 404);
      assert.equal((await scores(phase2, 'aluno@olimpiada.dev;1', { who: 'coordOther' })).statusCode, 403);
      assert.equal((await scores(phase2, 'aluno@olimpiada.dev;1', { who: 'student' })).statusCode, 403);
      assert.equal(await count('participations', sql`exam_id = ${phase2}`), 0);
    });

    it('lists the edition exams by phase, 7 a page by default, with their counts', async () => {
      await sql`insert into participations (user_id, exam_id, ends_at, finished_at, score)
                values (${users.student}, ${phase1}, now(), now(), 8), (${users.other}, ${phase1}, now(), now(), 4)`.execute(
        db(),
      );
      await sql`insert into ratings (exam_id, user_id, is_ranked) values (${phase1}, ${users.student}, true),
                (${phase1}, ${users.other}, false)`.execute(db());
      const all = (await get(`/exams?filter[edition_id]=${edition}`, 'coord')).json();
      assert.equal(all.meta.total_count, 3);
      assert.equal(all.meta.per_page, 7);
      assert.deepEqual(
        all.data.map((e: Json) => e.attributes.phase),
        [1, 2, 3],
      );
      assert.equal(all.data[0].attributes.total_participations, 2);
      assert.equal(all.data[0].attributes.total_rankeds, 1);
      assert.equal(all.data[1].attributes.total_participations, 0);
      const page2 = (
        await get(`/exams?filter[edition_id]=${edition}&page[number]=2&page[size]=2`, 'admin')
      ).json();
      assert.equal(page2.meta.total_count, 3);
      assert.deepEqual(
        page2.data.map((e: Json) => Number(e.id)),
        [phase3],
      );
      await sql`delete from ratings where exam_id = ${phase1}`.execute(db());
      await sql`delete from participations where exam_id = ${phase1}`.execute(db());
    });

    it('gives staff the answer key always, and participants never before the exam expired', async () => {
      await db()
        .insertInto('questions')
        .values({
          exam_id: phase1,
          kind: 'multiple_choice',
          statement: '<p>2 + 2?</p>',
          alternatives: JSON.stringify([
            { id: 1, description: '3' },
            { id: 2, description: '4' },
          ]),
          resolution: JSON.stringify({ comment: 'Soma.', multiple_choice: [2] }),
        })
        .execute();
      const staff = (await get(`/exams/${phase1}?include=questions`, 'coord')).json();
      assert.equal(staff.data.attributes.edit_level, 'full');
      const q = staff.included.find((r: Json) => r.type === 'questions');
      assert.deepEqual(q.attributes.resolution, { comment: 'Soma.', multiple_choice: ['2'] });
      assert.deepEqual(
        q.attributes.alternatives.map((a: Json) => a.correct),
        [false, true],
      );
      const upcoming = (await get(`/exams/${phase1}?include=questions`, 'student')).json();
      assert.equal(upcoming.data.attributes.edit_level, undefined);
      assert.equal(upcoming.data.attributes.to_certificate, undefined);
      assert.deepEqual(upcoming.included ?? [], []);
      // Under way: the participant sees the statement, not the key.
      await sql`update exams set start_date = now() - interval '1 hour' where id = ${phase1}`.execute(db());
      const running = (await get(`/exams/${phase1}?include=questions`, 'student')).json();
      const seen = running.included.find((r: Json) => r.type === 'questions');
      assert.equal(seen.attributes.resolution, undefined);
      assert.ok(seen.attributes.alternatives.every((a: Json) => !('correct' in a)));
      const staffRunning = (await get(`/exams/${phase1}?include=questions`, 'admin')).json();
      assert.equal(staffRunning.data.attributes.edit_level, 'limited');
      assert.ok(staffRunning.included.find((r: Json) => r.type === 'questions').attributes.resolution);
    });

    it('locks phase, dates and time limit of an exam in progress, and everything once expired', async () => {
      // phase1 started an hour ago (previous test).
      const stored = await db()
        .selectFrom('exams')
        .selectAll()
        .where('id', '=', phase1)
        .executeTakeFirstOrThrow();
      const locked = await send(
        'PATCH',
        `/exams/${phase1}`,
        'coord',
        { phase: 1, time_limit: 120 },
        { id: phase1 },
      );
      assert.equal(locked.statusCode, 422);
      assert.equal(errorsOf(locked).time_limit, 'Nao e possivel editar uma prova em andamento ou encerrada.');
      const moved = await send('PATCH', `/exams/${phase1}`, 'coord', { end_date: at(30) });
      assert.equal(moved.statusCode, 422);
      // The whole form, locked fields unchanged: the others may change.
      const fine = await send('PATCH', `/exams/${phase1}`, 'coord', {
        ...online(),
        start_date: stored.start_date!.toISOString(),
        end_date: stored.end_date!.toISOString(),
        minimal_score: 7,
        description: '<p>Revista</p>',
      });
      assert.equal(fine.statusCode, 200, fine.body);
      assert.equal(fine.json().data.attributes.minimal_score, 7);
      const audit = await db()
        .selectFrom('audit_log')
        .select('changes')
        .where('action', '=', 'exam.updated')
        .where('subject_id', '=', String(phase1))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.deepEqual(Object.keys(audit.changes as Json).sort(), ['description', 'minimal_score']);

      await sql`update exams set start_date = now() - interval '3 days', end_date = now() - interval '2 days'
                where id = ${phase1}`.execute(db());
      const expired = await send(
        'PATCH',
        `/exams/${phase1}`,
        'coord',
        { description: '<p>Outra</p>' },
        { lang: 'es' },
      );
      assert.equal(expired.statusCode, 422);
      assert.equal(expired.json().errors[0].detail, 'No es posible editar una prueba en curso o finalizada.');
    });

    it('deletes only an upcoming exam (also as DELETE exam/{id}), with the reason as the title otherwise', async () => {
      const refused = await del(`/exams/${phase1}`, 'coord');
      assert.equal(refused.statusCode, 422);
      assert.equal(refused.json().errors[0].title, 'Só é possível remover uma prova agendada.');
      assert.equal(await count('exams', sql`id = ${phase1}`), 1);
      const gone = await del(`/exam/${phase3}`, 'admin');
      assert.equal(gone.statusCode, 204);
      assert.equal(await count('exams', sql`id = ${phase3}`), 0);
      assert.equal(
        await count('audit_log', sql`action = 'exam.deleted' and subject_id = ${String(phase3)}`),
        1,
      );
      assert.equal((await del(`/exams/${phase3}`, 'admin')).statusCode, 404);
    });

    it('previews a scores file with its errors, storing nothing, and refuses to apply it', async () => {
      const csv = [
        'email;nota',
        'aluno@olimpiada.dev;7,5',
        'aluna@olimpiada.dev',
        'ninguem@olimpiada.dev;5',
        'coordenador@olimpiada.dev;6',
        'ALUNO@olimpiada.dev;8',
        'aluna@olimpiada.dev;-2',
      ].join('\n');
      const preview = await scores(phase2, csv, { preview: true });
      assert.equal(preview.statusCode, 200, preview.body);
      const s = preview.json().meta.scores;
      assert.deepEqual(
        s.errors.map((e: Json) => e.line),
        [3, 4, 5, 6, 7],
      );
      assert.equal(s.errors[0].message, 'A linha deve ter 2 colunas: e-mail e nota.');
      assert.match(s.errors[1].message, /ninguem@olimpiada\.dev/);
      assert.match(s.errors[2].message, /não está inscrito/);
      assert.match(s.errors[3].message, /linha 2/);
      assert.equal(s.errors[4].message, 'A nota deve ser um número maior ou igual a 0.');
      assert.deepEqual(s.rows[0], {
        line: 2,
        email: 'aluno@olimpiada.dev',
        name: s.rows[0].name,
        score: 7.5,
      });
      assert.ok(s.rows[0].name);
      const esPreview = await scores(phase2, csv, { preview: true, lang: 'es' });
      assert.equal(
        esPreview.json().meta.scores.errors[0].message,
        'La línea debe tener 2 columnas: correo electrónico y nota.',
      );

      const applied = await scores(phase2, csv);
      assert.equal(applied.statusCode, 422);
      assert.equal(applied.json().errors.length, 5);
      assert.equal(applied.json().errors[0].title, 'Nao foi possivel importar as notas.');
      assert.equal(applied.json().errors[0].meta.line, 3);
      assert.equal(await count('participations', sql`exam_id = ${phase2}`), 0);
      const exam = await db()
        .selectFrom('exams')
        .select('scores_imported_at')
        .where('id', '=', phase2)
        .executeTakeFirstOrThrow();
      assert.equal(exam.scores_imported_at, null);

      for (const [body, name] of [
        ['', 'vazio.csv'],
        ['email,nota\n', 'so-cabecalho.csv'],
        ['aluno@olimpiada.dev;7', 'notas.txt'],
      ] as const) {
        const res = await scores(phase2, body, { name });
        assert.equal(res.statusCode, 422, name);
        assert.match(res.json().errors[0].detail, /^Nao foi possivel importar as notas\./);
      }
    });

    it('imports a valid scores file into finished participations, for presential exams and expired online ones', async () => {
      const res = await scores(phase2, 'aluno@olimpiada.dev,"7,5"\r\naluna@olimpiada.dev,9.25\r\n');
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().meta, { imported: 2, message: 'Notas importadas.' });
      const rows = await db()
        .selectFrom('participations')
        .select(['user_id', 'score', 'finished_at'])
        .where('exam_id', '=', phase2)
        .orderBy('user_id')
        .execute();
      assert.deepEqual(
        rows.map((r) => [r.user_id, Number(r.score), r.finished_at !== null]),
        [
          [users.student, 7.5, true],
          [users.other, 9.25, true],
        ].sort((a, b) => Number(a[0]) - Number(b[0])),
      );
      assert.equal(
        await count(
          'participations',
          sql`exam_id = ${phase2} and exists (select 1 from answers a where a.participation_id = participations.id)`,
        ),
        0,
      );
      // Importing again updates the scores (no second participation).
      const again = await scores(phase2, 'aluno@olimpiada.dev;10');
      assert.equal(again.json().meta.imported, 1);
      assert.equal(await count('participations', sql`exam_id = ${phase2}`), 2);
      const staff = (await get(`/exams/${phase2}`, 'coord')).json().data.attributes;
      assert.equal(staff.scores_already_imported, true);
      assert.equal(staff.total_participations, 2);
      assert.equal(
        await count('audit_log', sql`action = 'exam.scores_imported' and subject_id = ${String(phase2)}`),
        2,
      );

      // An online exam takes scores only once expired (phase1 expired in an earlier test).
      const upcomingOnline = await send(
        'POST',
        '/exams',
        'coord',
        online({ phase: 3, start_date: at(40), end_date: at(41) }),
      );
      assert.equal(upcomingOnline.statusCode, 201, upcomingOnline.body);
      const refused = await scores(Number(upcomingOnline.json().data.id), 'aluno@olimpiada.dev;5');
      assert.equal(refused.statusCode, 422);
      const expired = await scores(phase1, 'aluno@olimpiada.dev;5');
      assert.equal(expired.statusCode, 200, expired.body);
    });
  });
}
