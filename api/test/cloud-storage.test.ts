import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { PrivateFileStore, privateFilesDir } from '../src/files/private-store.js';
import { findJob } from '../src/jobs/queue.js';
import { engines } from './helpers/engines.js';
import { sender } from './helpers/requests.js';
import { startApp, type TestContext } from './helpers/app.js';
import { startLocalS3, type LocalS3 } from './helpers/s3-server.js';
import { certificateEdition } from './helpers/certificate-edition.js';

type Json = Record<string, any>;

const NO_CERTIFICATES = {
  'pt-BR': 'Não há certificados disponíveis nesta edição para serem salvos na AWS',
  es: 'No hay certificados disponibles en esta edición para guardarlos en AWS',
  'pt-PT': 'Não há certificados disponíveis nesta edição para serem guardados na AWS',
};

/** The demo student's first edition, with the demo coordinator on its staff and a second holder. */
async function prepareEdition(ctx: TestContext) {
  const db = ctx.dbHandle.db;
  const { editionId, classmate, h } = await certificateEdition(db);
  // The classmate took the edition's first exam and scored 7.5.
  const exam = await db
    .selectFrom('exams')
    .select('id')
    .where('edition_id', '=', editionId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await sql`insert into participations (user_id, exam_id, started_at, ends_at, finished_at, score)
            values (${classmate}, ${exam.id}, now() - interval '2 hours', now() - interval '1 hour',
                    now() - interval '1 hour', 7.5)
            on conflict do nothing`.execute(db);
  return { editionId, h };
}

/** Generates the edition's certificates through the API and its job; answers them (code, file key). */
async function generateCertificates(ctx: TestContext, editionId: number, headers: Record<string, string>) {
  const send = sender(() => ctx.app);
  const queued = await send('PUT', '/generate-certificate', headers, { id: editionId });
  assert.equal(queued.statusCode, 202, queued.body);
  await ctx.app.jobWorker.drain();
  const job = (await findJob(ctx.dbHandle.db, Number(queued.json().data.id)))!;
  assert.equal(job.status, 'succeeded', job.last_error ?? '');
  return ctx.dbHandle.db
    .selectFrom('certificates')
    .select(['code', 'file_key', 'user_id'])
    .where('edition_id', '=', editionId)
    .orderBy('code')
    .execute();
}

// "Gerenciar dados" (spec 2 "Edition detail"; issue 13 "Cloud storage"): the edition's staff save its
// certificates and its data to an S3-compatible store, a real one (s3rver) started here, or to the local
// files folder when no bucket is configured.
for (const engine of engines())
  describe(`cloud storage of certificates and edition data on ${engine.name}`, () => {
    let s3: LocalS3;
    let ctx: TestContext;
    let filesDir: string;
    let editionId: number;
    let h: Awaited<ReturnType<typeof prepareEdition>>['h'];
    const send = sender(() => ctx.app);
    const PREFIX = 'olimpiada/prod';

    before(async () => {
      s3 = await startLocalS3();
      filesDir = await mkdtemp(path.join(tmpdir(), 'cloud-storage-'));
      ctx = await startApp(engine, { FILES_DIR: filesDir, JOBS_POLL_MS: '3600000', ...s3.env(PREFIX) });
      ({ editionId, h } = await prepareEdition(ctx));
    });
    after(async () => {
      await ctx?.close();
      await s3?.close();
      await rm(filesDir, { recursive: true, force: true });
    });

    it("refuses an edition without generated certificates with the spec's message, queuing nothing", async () => {
      for (const [locale, text] of Object.entries(NO_CERTIFICATES)) {
        const res = await send(
          'PUT',
          '/save_all_certificates',
          { ...h.coord, 'accept-language': locale },
          { id: editionId },
        );
        assert.equal(res.statusCode, 422, res.body);
        assert.equal(res.json().errors[0].detail, text);
        assert.equal(res.json().errors[0].code, 'storage.error.noCertificates');
      }
      const jobs = await send('GET', `/editions/${editionId}/storage_jobs`, h.coord);
      assert.equal(jobs.statusCode, 200);
      assert.deepEqual(jobs.json().data, []);
    });

    it("lets only the edition's staff save or follow the jobs", async () => {
      for (const route of ['/save_all_certificates', '/save_edition_data']) {
        assert.equal((await send('PUT', route, {}, { id: editionId })).statusCode, 401);
        assert.equal((await send('PUT', route, h.student, { id: editionId })).statusCode, 403);
        assert.equal((await send('PUT', route, h.other, { id: editionId })).statusCode, 403);
        const unknown = await send('PUT', route, { ...h.admin, 'accept-language': 'es' }, { id: 999999 });
        assert.equal(unknown.statusCode, 404);
        assert.equal(unknown.json().errors[0].detail, 'Edición no encontrada.');
        for (const body of [{}, { id: 'abc' }, { id: -1 }, { id: 1.5 }, { id: 1e30 }]) {
          const bad = await send('PUT', route, { ...h.admin, 'accept-language': 'pt-PT' }, body);
          assert.equal(bad.statusCode, 422, JSON.stringify(body));
          assert.ok(bad.json().errors[0].detail, 'a localized reason');
        }
      }
      assert.equal((await send('GET', `/editions/${editionId}/storage_jobs`, h.student)).statusCode, 403);
      assert.equal((await send('GET', `/editions/${editionId}/storage_jobs`, h.other)).statusCode, 403);
      assert.equal((await send('GET', `/editions/${editionId}/storage_jobs`)).statusCode, 401);
      assert.equal(await s3.keys('').then((k) => k.length), 0, 'nothing was written');
    });

    it('copies every generated certificate PDF to the bucket, byte for byte, in a durable job', async () => {
      const certificates = await generateCertificates(ctx, editionId, h.admin);
      assert.ok(certificates.length >= 2);
      const first = await send(
        'PUT',
        '/save_all_certificates',
        { ...h.coord, 'accept-language': 'pt-BR' },
        { id: editionId },
      );
      assert.equal(first.statusCode, 202, first.body);
      assert.equal(first.json().meta.message, 'O job de salvar os certificados na nuvem será executado.');
      assert.equal(first.json().data.attributes.status, 'queued');
      // Asked again while it waits: the same job.
      const again = await send('PUT', '/save_all_certificates', h.admin, { id: String(editionId) });
      assert.equal(again.json().data.id, first.json().data.id);
      await ctx.app.jobWorker.drain();

      const jobs = (await send('GET', `/editions/${editionId}/storage_jobs`, h.coord)).json().data as Json[];
      const job = jobs.find((j) => j.attributes.kind === 'storage.certificates')!;
      assert.equal(job.attributes.status, 'succeeded', job.attributes.last_error);
      assert.equal(job.attributes.progress_done, certificates.length);
      assert.equal(job.attributes.progress_total, certificates.length);
      const folder = `${PREFIX}/editions/${editionId}/certificates`;
      assert.equal(job.attributes.result.location, `s3://${s3.bucket}/${folder}`);
      assert.equal(job.attributes.result.saved, certificates.length);

      const keys = await s3.keys(`${PREFIX}/`);
      assert.deepEqual(
        keys,
        certificates.map((c) => `${folder}/${c.code}.pdf`),
      );
      const store = new PrivateFileStore(privateFilesDir(filesDir));
      for (const c of certificates) {
        const object = await s3.get(`${folder}/${c.code}.pdf`);
        assert.equal(object.contentType, 'application/pdf');
        assert.equal(object.bytes.subarray(0, 5).toString(), '%PDF-');
        assert.ok(object.bytes.equals((await store.read(c.file_key))!), `${c.code}: the generated bytes`);
      }

      // Saved again after a new generation: the same keys, now holding the new PDFs.
      const regenerated = await generateCertificates(ctx, editionId, h.admin);
      const second = await send('PUT', '/save_all_certificates', h.admin, { id: editionId });
      assert.notEqual(second.json().data.id, first.json().data.id);
      await ctx.app.jobWorker.drain();
      assert.deepEqual(await s3.keys(`${PREFIX}/`), keys);
      for (const c of regenerated)
        assert.ok((await s3.get(`${folder}/${c.code}.pdf`)).bytes.equals((await store.read(c.file_key))!));
    });

    it("writes the edition's data as JSON and its inscriptions as CSV, without secrets", async () => {
      const db = ctx.dbHandle.db;
      const queued = await send(
        'PUT',
        '/save_edition_data',
        { ...h.admin, 'accept-language': 'es' },
        { id: editionId },
      );
      assert.equal(queued.statusCode, 202, queued.body);
      assert.equal(
        queued.json().meta.message,
        'Se ejecutará el trabajo de guardar los datos de la edición en la nube.',
      );
      await ctx.app.jobWorker.drain();
      const jobs = (await send('GET', `/editions/${editionId}/storage_jobs`, h.coord)).json().data as Json[];
      const job = jobs.find((j) => j.attributes.kind === 'storage.edition_data')!;
      assert.equal(job.attributes.status, 'succeeded', job.attributes.last_error);
      assert.equal(job.attributes.result.location, `s3://${s3.bucket}/${PREFIX}/editions/${editionId}/data`);
      assert.ok(
        jobs.some((j) => j.attributes.kind === 'storage.certificates'),
        'both kinds listed',
      );

      const json = await s3.get(`${PREFIX}/editions/${editionId}/data/edition.json`);
      assert.equal(json.contentType, 'application/json');
      const data = JSON.parse(json.bytes.toString('utf8')) as Json;
      const edition = await db
        .selectFrom('editions')
        .selectAll()
        .where('id', '=', editionId)
        .executeTakeFirstOrThrow();
      assert.equal(data.edition.id, editionId);
      assert.equal(data.edition.description, edition.description);
      const phases = await db
        .selectFrom('phases')
        .select('phase')
        .where('edition_id', '=', editionId)
        .execute();
      assert.deepEqual(
        data.phases.map((p: Json) => p.phase),
        phases.map((p) => p.phase).sort((a, b) => a - b),
      );
      const exams = await db.selectFrom('exams').select('id').where('edition_id', '=', editionId).execute();
      assert.equal(data.exams.length, exams.length);
      const questionCount = await sql<{ n: number }>`select count(*)::int as n from questions q
        join exams e on e.id = q.exam_id where e.edition_id = ${editionId}`.execute(db);
      assert.equal(
        data.exams.reduce((sum: number, e: Json) => sum + e.questions.length, 0),
        questionCount.rows[0]!.n,
      );
      const inscriptions = await db
        .selectFrom('inscriptions')
        .select(['user_id'])
        .where('edition_id', '=', editionId)
        .execute();
      assert.equal(data.inscriptions_count, inscriptions.length);
      assert.equal(data.participants.length, inscriptions.length);
      // Each participant's participations and scores are those of the database.
      const participations = await db
        .selectFrom('participations as p')
        .innerJoin('exams as e', 'e.id', 'p.exam_id')
        .select(['p.user_id', 'p.exam_id', 'p.score'])
        .where('e.edition_id', '=', editionId)
        .execute();
      assert.ok(participations.length > 0, 'the demo edition has participations');
      for (const p of participations) {
        const exported = (data.participants as Json[])
          .find((x) => x.user_id === p.user_id)
          ?.participations.find((x: Json) => x.exam_id === p.exam_id);
        assert.ok(exported, `participation of ${p.user_id} in ${p.exam_id}`);
        assert.equal(exported.score, p.score === null ? null : Number(p.score));
      }
      const student = (data.participants as Json[]).find((x) => x.email === 'aluno@olimpiada.dev')!;
      assert.ok(student.name);
      const text = json.bytes.toString('utf8');
      for (const secret of ['token', 'password', 'taxpayer', 'phone', 'birthday', 'access-token'])
        assert.ok(!text.includes(secret), `no ${secret} in the export`);

      const csv = await s3.get(`${PREFIX}/editions/${editionId}/data/inscriptions.csv`);
      assert.equal(csv.contentType, 'text/csv');
      const lines = csv.bytes
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      assert.equal(
        lines[0],
        'inscription_id,user_id,name,email,category,registrable_type,source,school_unit_id,education_grade_id,confirmed_at,created_at',
      );
      assert.equal(lines.length, inscriptions.length + 1);
      assert.ok(lines.some((l) => l.includes('aluno@olimpiada.dev')));
    });
  });

for (const engine of engines())
  describe(`cloud storage defaults to the local files folder on ${engine.name}`, () => {
    let ctx: TestContext;
    let filesDir: string;
    const send = sender(() => ctx.app);
    before(async () => {
      filesDir = await mkdtemp(path.join(tmpdir(), 'local-exports-'));
      ctx = await startApp(engine, { FILES_DIR: filesDir, JOBS_POLL_MS: '3600000' });
    });
    after(async () => {
      await ctx?.close();
      await rm(filesDir, { recursive: true, force: true });
    });

    it('saves the certificates and the data under FILES_DIR/exports when no bucket is set', async () => {
      const { editionId, h } = await prepareEdition(ctx);
      const certificates = await generateCertificates(ctx, editionId, h.coord);
      assert.equal((await send('PUT', '/save_all_certificates', h.coord, { id: editionId })).statusCode, 202);
      assert.equal((await send('PUT', '/save_edition_data', h.coord, { id: editionId })).statusCode, 202);
      await ctx.app.jobWorker.drain();
      const folder = path.join(filesDir, 'exports', 'editions', String(editionId));
      const jobs = (await send('GET', `/editions/${editionId}/storage_jobs`, h.coord)).json().data as Json[];
      assert.deepEqual(
        jobs.map((j) => j.attributes.status),
        ['succeeded', 'succeeded'],
      );
      assert.equal(
        jobs.find((j) => j.attributes.kind === 'storage.certificates')!.attributes.result.location,
        `FILES_DIR/exports/editions/${editionId}/certificates`,
      );
      const store = new PrivateFileStore(privateFilesDir(filesDir));
      for (const c of certificates) {
        const saved = await readFile(path.join(folder, 'certificates', `${c.code}.pdf`));
        assert.ok(saved.equals((await store.read(c.file_key))!));
      }
      const data = JSON.parse(await readFile(path.join(folder, 'data', 'edition.json'), 'utf8')) as Json;
      assert.equal(data.edition.id, editionId);
      assert.ok((await stat(path.join(folder, 'data', 'inscriptions.csv'))).size > 0);
      // Not reachable through the public file route.
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/files/exports/editions/${editionId}/data/edition.json`,
      });
      assert.equal(res.statusCode, 404);
    });
  });
