import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { ReportJobSchema } from '../src/shared-rules.js';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { PrivateFileStore, privateFilesDir } from '../src/files/private-store.js';
import { signReportToken } from '../src/features/reports/signed-link.js';
import { reportJob } from '../src/features/reports/job.js';
import { enqueueJob } from '../src/jobs/queue.js';
import { engines } from './helpers/engines.js';
import { startApp, type TestContext } from './helpers/app.js';
import { editionIdOf, userIdOf } from './helpers/demo-ids.js';
import { codes, pointers, sender, sessionHeaders } from './helpers/requests.js';
import { mimeParts, smtpSink, waitFor } from './helpers/smtp-sink.js';

type Json = Record<string, any>;

const INJECTION = '=HYPERLINK("http://evil.test","clique")';

/** RFC 4180 records (quotes doubled, CRLF), after checking and dropping the BOM. */
function parseCsv(text: string): string[][] {
  assert.equal(text.charCodeAt(0), 0xfeff, 'the CSV starts with a UTF-8 BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (c === '\n') assert.fail('a bare LF ends a record: CRLF expected');
    else field += c;
  }
  assert.equal(row.length + field.length, 0, 'the CSV ends with CRLF');
  return rows;
}

async function readXlsx(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { sheet, rows };
}

/** A fresh exam in OBIA 2026 with two questions, two participants (one named as a formula), ratings. */
async function reportExam(db: Kysely<Database>) {
  const editionId = await editionIdOf(db, 'OBIA 2026');
  const school = await db
    .selectFrom('school_units')
    .select(['id', 'inep_code', 'name'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const exam = await db
    .insertInto('exams')
    .values({ edition_id: editionId, phase: 7, description: 'Fase Relatórios', kind: 'online' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mc = await db
    .insertInto('questions')
    .values({
      exam_id: exam.id,
      position: 1,
      kind: 'multiple_choice',
      style: 'alphabetic',
      alternatives: JSON.stringify([
        { id: 'x1', description: 'um' },
        { id: 'x2', description: 'dois' },
        { id: 'x3', description: 'três' },
      ]),
      resolution: JSON.stringify({ multiple_choice: ['x2'] }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const open = await db
    .insertInto('questions')
    .values({ exam_id: exam.id, position: 2, kind: 'open_ended', weight: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const people = [];
  for (const [name, email, score, position] of [
    [INJECTION, 'ana.relatorio@obia.test', 3.5, 1],
    ['Bruno Relatório', 'bruno.relatorio@obia.test', null, 2],
  ] as const) {
    const user = await db
      .insertInto('users')
      .values({ name, email, provider: 'local' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('inscriptions')
      .values({
        edition_id: editionId,
        user_id: user.id,
        category: 'regular',
        registrable_type: 'Core::Student',
        school_unit_id: position === 1 ? school.id : null,
        confirmed_at: position === 1 ? new Date() : null,
      })
      .execute();
    const p = await db
      .insertInto('participations')
      .values({
        user_id: user.id,
        exam_id: exam.id,
        started_at: new Date(Date.now() - 3_600_000),
        ends_at: new Date(),
        finished_at: new Date(),
        score,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('answers')
      .values([
        { participation_id: p.id, question_id: mc.id, user_answer: position === 1 ? 'x2' : 'x3' },
        {
          participation_id: p.id,
          question_id: open.id,
          user_answer: '<p>Minha <b>resposta</b></p>',
          open_ended_score: position === 1 ? 1.5 : null,
        },
      ])
      .execute();
    await db
      .insertInto('ratings')
      .values({
        exam_id: exam.id,
        user_id: user.id,
        category: 'regular',
        is_ranked: position === 1,
        category_position: position,
        score: score ?? 0,
        school_position: position,
        state_position: position + 1,
      })
      .execute();
    people.push({ id: user.id, email });
  }
  return { editionId, examId: exam.id, school, people };
}

for (const engine of engines())
  describe(`reports on ${engine.name}`, () => {
    let ctx: TestContext;
    let filesDir: string;
    let store: PrivateFileStore;
    let fx: Awaited<ReturnType<typeof reportExam>>;
    const h = {} as Record<'student' | 'coordOther' | 'coord' | 'admin', Record<string, string>>;
    const send = sender(() => ctx.app);
    const db = () => ctx.dbHandle.db;
    const setExam = (values: {
      ranking_computed_at?: Date;
      ranking_available_at?: Date;
      result_available_at?: Date;
    }) => db().updateTable('exams').set(values).where('id', '=', fx.examId).execute();
    /** The newest mail to the admin. */
    const adminMail = () =>
      db()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', 'admin@olimpiada.dev')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();

    before(async () => {
      filesDir = await mkdtemp(path.join(tmpdir(), 'reports-'));
      ctx = await startApp(engine, { FILES_DIR: filesDir, JOBS_POLL_MS: '3600000' });
      store = new PrivateFileStore(privateFilesDir(filesDir));
      fx = await reportExam(db());
      const other = await editionIdOf(db(), 'OBIA Júnior 2026');
      const coordOther = await userIdOf(db(), 'coordenador.sem@olimpiada.dev');
      await db()
        .insertInto('edition_coordinators')
        .values({ edition_id: other, user_id: coordOther })
        .execute();
      for (const [who, email] of [
        ['student', 'aluno@olimpiada.dev'],
        ['coordOther', 'coordenador.sem@olimpiada.dev'],
        ['coord', 'coordenador@olimpiada.dev'],
        ['admin', 'admin@olimpiada.dev'],
      ] as const)
        h[who] = await sessionHeaders(db(), await userIdOf(db(), email));
    });
    after(async () => {
      await ctx?.close();
      await rm(filesDir, { recursive: true, force: true });
    });

    /** Queues a report, runs the worker, and gives the finished job's result and its mail. */
    async function run(url: string, headers: Record<string, string>, body: unknown = { format: 'csv' }) {
      const res = await send('POST', url, headers, body);
      assert.equal(res.statusCode, 202, res.body);
      const jobId = Number(res.json().data.id);
      await ctx.app.jobWorker.drain();
      const job = await db().selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
      assert.equal(job.status, 'succeeded', job.last_error ?? '');
      const result = job.result as Json;
      const bytes = (await store.read(result.key))!;
      assert.ok(bytes, 'the file is in the private store');
      return { res, job, result, bytes };
    }

    it('who may ask for which report, per object', async () => {
      const exam = `/exams/${fx.examId}`;
      for (const report of ['ranking', 'results', 'participation_files', 'participations']) {
        assert.equal((await send('POST', `${exam}/${report}_report`, {}, {})).statusCode, 401);
        assert.equal((await send('POST', `${exam}/${report}_report`, h.student, {})).statusCode, 403);
        assert.equal((await send('POST', `${exam}/${report}_report`, h.coordOther, {})).statusCode, 403);
        assert.equal((await send('POST', `/exams/999999/${report}_report`, h.admin, {})).statusCode, 404);
      }
      // Ranking and results are the admin's (spec 2 §7); the other two, the exam's staff's.
      assert.equal((await send('POST', `${exam}/ranking_report`, h.coord, {})).statusCode, 403);
      assert.equal((await send('POST', `${exam}/results_report`, h.coord, {})).statusCode, 403);
      const queued = await send('POST', `${exam}/participations_report`, {
        ...h.coord,
        'accept-language': 'es',
      });
      assert.equal(queued.statusCode, 202, queued.body);
      assert.equal(queued.json().meta.message, '¡El informe se enviará al correo electrónico!');
      assert.equal(queued.json().data.attributes.kind, 'reports.participations');
      // Asking again while it waits gives the same job; another format is another job.
      const again = await send('POST', `${exam}/participations_report`, h.coord, { format: 'xlsx' });
      assert.equal(again.json().data.id, queued.json().data.id);
      const csv = await send('POST', `${exam}/participations_report`, h.coord, { format: 'csv' });
      assert.notEqual(csv.json().data.id, queued.json().data.id);
      await ctx.app.jobWorker.drain();
      // Inscriptions: admins only.
      const inscriptions = `/editions/${fx.editionId}/inscriptions_report`;
      assert.equal((await send('POST', inscriptions, h.coord, {})).statusCode, 403);
      assert.equal((await send('POST', '/editions/999999/inscriptions_report', h.admin, {})).statusCode, 404);
    });

    it('bad input and reports not yet available are refused in the caller language, nothing queued', async () => {
      const before = await db()
        .selectFrom('jobs')
        .select(db().fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const bad = await send('POST', `/exams/${fx.examId}/participations_report`, h.admin, { format: 'pdf' });
      assert.equal(bad.statusCode, 422, bad.body);
      assert.deepEqual(pointers(bad), ['/format']);
      assert.equal(bad.json().errors[0].detail, 'O campo format tem um valor inválido.');
      for (const [locale, text] of [
        ['pt-BR', 'Relatório não disponível.'],
        ['es', 'Informe no disponible.'],
      ] as const) {
        for (const report of ['ranking', 'results']) {
          const res = await send(
            'POST',
            `/exams/${fx.examId}/${report}_report`,
            { ...h.admin, 'accept-language': locale },
            {},
          );
          assert.equal(res.statusCode, 422, res.body);
          assert.equal(res.json().errors[0].detail, text);
          assert.deepEqual(codes(res), ['reports.error.notAvailable']);
        }
      }
      const school = await send('POST', `/editions/${fx.editionId}/inscriptions_report`, h.admin, {
        school_unit_id: 999999999,
      });
      assert.equal(school.statusCode, 422);
      assert.deepEqual(pointers(school), ['/school_unit_id']);
      assert.equal(school.json().errors[0].detail, 'Escola não encontrada.');
      const after = await db()
        .selectFrom('jobs')
        .select(db().fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(after.n), Number(before.n));
    });

    it('a provisional ranking as CSV: BOM, CRLF, marked provisional, injection neutralised, mailed with the file', async () => {
      await setExam({ ranking_computed_at: new Date() });
      const { result, bytes, job, res } = await run(`/exams/${fx.examId}/ranking_report`, h.admin);
      assert.equal(res.json().meta.message, 'O relatório será enviado para o e-mail cadastrado.');
      assert.match(result.filename, /^classificacao-obia-2026-fase-relatorios-provisorio\.csv$/);
      const rows = parseCsv(bytes.toString('utf8'));
      assert.match(rows[0]![0]!, /^Classificação provisória/);
      assert.deepEqual(rows[1], [
        'Posição na categoria',
        'Nome',
        'E-mail',
        'Categoria',
        'Escola',
        'Cidade/UF',
        'Nota',
        'Classificado',
        'Posição na escola',
        'Posição no estado',
      ]);
      assert.equal(rows.length, 4);
      assert.deepEqual(rows[2]!.slice(0, 4), ['1', `'${INJECTION}`, 'ana.relatorio@obia.test', 'regular']);
      assert.equal(rows[2]![4], `${fx.school.inep_code} - ${fx.school.name}`);
      assert.deepEqual(rows[2]!.slice(6), ['3.5', 'Sim', '1', '2']);
      assert.deepEqual(rows[3]!.slice(0, 2), ['2', 'Bruno Relatório']);
      assert.equal(rows[3]![7], 'Não');

      // The mail: to the requester, the file attached, the link in the text; the admin's outbox lists it.
      const mail = await adminMail();
      assert.match(mail.subject, /^Relatório: Classificação — OBIA 2026 — Fase Relatórios$/);
      assert.match(mail.body_text, new RegExp(`/api/report_files/${job.id}\\.\\d+\\.[\\w-]{43}`));
      assert.match(mail.body_text, /válido por 7 dias/);
      assert.deepEqual(mail.attachments, [
        {
          filename: result.filename,
          content_type: 'text/csv; charset=utf-8',
          key: result.key,
          size: bytes.length,
        },
      ]);
      const outbox = await send('GET', '/mail_outbox', h.admin);
      const listed = outbox.json().data.find((m: Json) => Number(m.id) === mail.id);
      const link = listed.attributes.attachments[0].download_url;
      assert.equal(link, `/api/mail_outbox/${mail.id}/attachments/0`);
      const file = await ctx.app.inject({ method: 'GET', url: link, headers: h.admin });
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], 'text/csv; charset=utf-8');
      assert.match(
        String(file.headers['content-disposition']),
        /^attachment; filename="classificacao-.*provisorio\.csv"/,
      );
      assert.deepEqual(file.rawPayload, bytes);
      assert.equal((await ctx.app.inject({ method: 'GET', url: link, headers: h.coord })).statusCode, 403);
      const missing = await ctx.app.inject({
        method: 'GET',
        url: `/api/mail_outbox/${mail.id}/attachments/3`,
        headers: h.admin,
      });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().errors[0].detail, 'Anexo não encontrado.');
    });

    it('a published ranking is not marked provisional', async () => {
      await setExam({ ranking_available_at: new Date() });
      const { result, bytes } = await run(`/exams/${fx.examId}/ranking_report`, h.admin, { format: 'xlsx' });
      assert.equal(result.filename, 'classificacao-obia-2026-fase-relatorios.xlsx');
      const { rows } = await readXlsx(bytes);
      assert.equal(rows[0]![0], 'Posição na categoria');
    });

    it('the results as XLSX in Spanish: answers by letter, right or wrong, open text without HTML, numbers as numbers', async () => {
      await setExam({ result_available_at: new Date() });
      const { result, bytes } = await run(
        `/exams/${fx.examId}/results_report`,
        { ...h.admin, 'accept-language': 'es' },
        {},
      );
      assert.equal(result.filename, 'resultados-obia-2026-fase-relatorios.xlsx');
      assert.equal(result.content_type, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const { sheet, rows } = await readXlsx(bytes);
      assert.deepEqual(rows[0], [
        'Nombre',
        'Correo electrónico',
        'Nota',
        'Q1 — Respuesta',
        'Q1 — Correcta',
        'Q2 — Respuesta',
        'Q2 — Nota de la pregunta',
      ]);
      assert.equal(sheet.getRow(1).font?.bold, true);
      assert.ok((sheet.getColumn(1).width ?? 0) >= 30);
      const ana = rows.find((r) => String(r[1]) === 'ana.relatorio@obia.test')!;
      assert.deepEqual(ana, [
        `'${INJECTION}`,
        'ana.relatorio@obia.test',
        3.5,
        'B',
        'Sí',
        'Minha resposta',
        1.5,
      ]);
      assert.equal(typeof ana[2], 'number');
      const bruno = rows.find((r) => String(r[1]) === 'bruno.relatorio@obia.test')!;
      assert.deepEqual(bruno.slice(3, 5), ['C', 'No']);
      assert.equal(bruno[2], undefined);
    });

    it('the inscriptions, general and per school', async () => {
      const general = await run(`/editions/${fx.editionId}/inscriptions_report`, h.admin, { format: 'csv' });
      const all = parseCsv(general.bytes.toString('utf8'));
      assert.deepEqual(all[0], [
        'Nome',
        'E-mail',
        'Categoria',
        'Série',
        'Escola',
        'Cidade',
        'UF',
        'Data de inscrição',
        'Confirmada',
      ]);
      const emails = all.map((r) => r[1]);
      assert.ok(emails.includes('ana.relatorio@obia.test') && emails.includes('bruno.relatorio@obia.test'));
      const bySchool = await run(`/editions/${fx.editionId}/inscriptions_report`, h.admin, {
        format: 'csv',
        school_unit_id: String(fx.school.id),
      });
      const rows = parseCsv(bySchool.bytes.toString('utf8')).slice(1);
      assert.ok(rows.some((r) => r[1] === 'ana.relatorio@obia.test'));
      assert.ok(!rows.some((r) => r[1] === 'bruno.relatorio@obia.test'));
      assert.ok(rows.every((r) => r[4] === `${fx.school.inep_code} - ${fx.school.name}`));
      const ana = rows.find((r) => r[1] === 'ana.relatorio@obia.test')!;
      assert.match(ana[7]!, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      assert.equal(ana[8], 'Sim');
      assert.notEqual(bySchool.result.filename, general.result.filename);
    });

    it('the participations ("Exportar Participações") and the participation files, for the exam staff', async () => {
      const { bytes } = await run(`/exams/${fx.examId}/participations_report`, h.coord);
      const rows = parseCsv(bytes.toString('utf8'));
      assert.deepEqual(rows[0], ['Nome', 'E-mail', 'Início', 'Término', 'Situação', 'Nota']);
      assert.deepEqual(rows[1]!.slice(4), ['Corrigida', '3.5']);
      assert.deepEqual(rows[2]!.slice(4), ['Pendente', 'Não atribuída']);
      const files = await run(`/exams/${fx.examId}/participation_files_report`, h.coord, {});
      const { rows: sheet } = await readXlsx(files.bytes);
      assert.deepEqual(sheet[0], ['Equipe', 'Nome', 'E-mail', 'Integrantes', 'Arquivos', 'Vídeos', 'Nota']);
      assert.equal(sheet.length, 3);
    });

    it('a file above the attachment limit goes by link only, and a job run again mails once', async () => {
      const adminId = await userIdOf(db(), 'admin@olimpiada.dev');
      const { job } = await enqueueJob(
        db(),
        'reports.inscriptions',
        { report: 'inscriptions', format: 'xlsx', editionId: fx.editionId, locale: 'pt-PT' },
        { key: 'big', editionId: fx.editionId, createdBy: adminId },
      );
      const handler = reportJob({
        privateStore: store,
        publicUrl: 'http://localhost:8080',
        secret: ctx.config.sessionSecret,
        maxAttachmentBytes: 100,
      });
      const result = (await handler(job, { db: db(), log: ctx.app.log, progress: async () => true })) as Json;
      assert.ok(result.size > 100);
      assert.equal(result.attached, false);
      const mail = await adminMail();
      assert.deepEqual(mail.attachments, []);
      assert.match(mail.body_text, /Transfira o ficheiro inscricoes-obia-2026\.xlsx por esta ligação/);
      assert.match(mail.body_text, /report_files\/\d+\.\d+\.[\w-]{43}/);
      assert.match(mail.body_text, /demasiado grande para seguir em anexo/);
      // Run again (as after a lost worker): the file is built again, and no second mail is queued.
      const again = (await handler(job, { db: db(), log: ctx.app.log, progress: async () => true })) as Json;
      assert.equal(again.filename, result.filename);
      const mails = await db()
        .selectFrom('mail_outbox')
        .select('id')
        .where('body_text', 'like', `%/api/report_files/${job.id}.%`)
        .execute();
      assert.equal(mails.length, 1);
    });

    it('GET report_jobs: the caller own report jobs, newest first, with a signed link that downloads and expires', async () => {
      const mine = await send('GET', `/report_jobs?filter[edition_id]=${fx.editionId}`, h.coord);
      assert.equal(mine.statusCode, 200, mine.body);
      const jobs = mine.json().data as Json[];
      assert.ok(jobs.length >= 3);
      assert.ok(jobs.every((j) => j.type === 'report_jobs'));
      for (const j of jobs) v.parse(ReportJobSchema, j.attributes);
      const ids = jobs.map((j) => Number(j.id));
      assert.deepEqual(
        ids,
        [...ids].sort((a, b) => b - a),
      );
      const coordJobs = await db().selectFrom('jobs').select('created_by').where('id', 'in', ids).execute();
      assert.ok(coordJobs.every((j) => j.created_by === Number(coordJobs[0]!.created_by)));
      const done = jobs.find((j) => j.attributes.report === 'participation_files')!;
      assert.equal(done.attributes.status, 'succeeded');
      assert.equal(done.attributes.exam_id, String(fx.examId));
      assert.match(done.attributes.filename, /\.xlsx$/);
      const url = new URL(done.attributes.download_url);
      // Anybody holding the link downloads the file, without signing in.
      const file = await ctx.app.inject({ method: 'GET', url: url.pathname });
      assert.equal(file.statusCode, 200);
      assert.equal(
        file.headers['content-type'],
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      assert.match(String(file.headers['content-disposition']), /^attachment; /);
      const job = await db()
        .selectFrom('jobs')
        .select('result')
        .where('id', '=', Number(done.id))
        .executeTakeFirstOrThrow();
      assert.deepEqual(file.rawPayload, await store.read((job.result as Json).key));
      // A tampered link is unknown; an expired one is gone; both say so in the caller's language.
      const tampered = await ctx.app.inject({
        method: 'GET',
        url: `${url.pathname.slice(0, -2)}xx`,
        headers: { 'accept-language': 'es' },
      });
      assert.equal(tampered.statusCode, 404);
      assert.equal(tampered.json().errors[0].detail, 'Enlace de descarga no válido.');
      const expired = signReportToken(ctx.config.sessionSecret, Number(done.id), new Date(Date.now() - 1000));
      const gone = await ctx.app.inject({ method: 'GET', url: `/api/report_files/${expired}` });
      assert.equal(gone.statusCode, 410);
      assert.equal(
        gone.json().errors[0].detail,
        'Este link de download expirou. Solicite o relatório novamente.',
      );
      // Another staff member sees only their own jobs; others of the edition see nothing; a student is refused.
      const admin = (await send('GET', `/report_jobs?filter[edition_id]=${fx.editionId}`, h.admin)).json()
        .data as Json[];
      assert.ok(admin.every((j) => !ids.includes(Number(j.id))));
      assert.equal(
        (await send('GET', `/report_jobs?filter[edition_id]=${fx.editionId}`, h.coordOther)).statusCode,
        403,
      );
      assert.equal(
        (await send('GET', `/report_jobs?filter[edition_id]=${fx.editionId}`, h.student)).statusCode,
        403,
      );
      assert.equal((await send('GET', '/report_jobs', h.coord)).statusCode, 400);
    });
  });

for (const engine of engines())
  describe(`a report mailed over SMTP on ${engine.name}`, () => {
    let ctx: TestContext;
    let filesDir: string;
    let sink: Awaited<ReturnType<typeof smtpSink>>;
    before(async () => {
      sink = await smtpSink();
      filesDir = await mkdtemp(path.join(tmpdir(), 'reports-smtp-'));
      ctx = await startApp(engine, {
        FILES_DIR: filesDir,
        JOBS_POLL_MS: '3600000',
        SMTP_URL: sink.url,
        MAIL_POLL_MS: '100',
      });
    });
    after(async () => {
      await ctx?.close();
      await sink?.close();
      await rm(filesDir, { recursive: true, force: true });
    });

    it('reaches the requester with the XLSX attached, bytes intact, and the link', async () => {
      const db = ctx.dbHandle.db;
      const fx = await reportExam(db);
      const admin = await sessionHeaders(db, await userIdOf(db, 'admin@olimpiada.dev'));
      const res = await sender(() => ctx.app)('POST', `/exams/${fx.examId}/participations_report`, admin, {});
      assert.equal(res.statusCode, 202);
      await ctx.app.jobWorker.drain();
      const job = await db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', Number(res.json().data.id))
        .executeTakeFirstOrThrow();
      const result = job.result as Json;
      const stored = (await new PrivateFileStore(privateFilesDir(filesDir)).read(result.key))!;
      await waitFor(() => sink.received.some((m) => m.to.includes('admin@olimpiada.dev')));
      const raw = sink.received.find((m) => m.to.includes('admin@olimpiada.dev'))!.raw;
      const parts = mimeParts(raw);
      const attachment = parts.find((p) => /attachment/i.test(p.headers['content-disposition'] ?? ''))!;
      assert.ok(attachment, 'the mail has an attachment');
      assert.match(attachment.headers['content-type']!, /spreadsheetml/);
      assert.match(
        attachment.headers['content-disposition']!,
        /participacoes-obia-2026-fase-relatorios\.xlsx/,
      );
      assert.deepEqual(attachment.body, stored);
      const text = parts.find((p) => /text\/plain/i.test(p.headers['content-type'] ?? ''))!;
      assert.match(text.body.toString('utf8').replace(/=\r\n/g, ''), /report_files\/\d+\.\d+\./);
      const { rows } = await readXlsx(attachment.body);
      assert.equal(rows.length, 3);
      await waitFor(async () => {
        const row = await db
          .selectFrom('mail_outbox')
          .select('sent_at')
          .where('to_address', '=', 'admin@olimpiada.dev')
          .executeTakeFirstOrThrow();
        return row.sent_at !== null;
      });
    });
  });
