import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { certificateJob, GENERATE_CERTIFICATES } from '../src/features/certificates/generate-job.js';
import { PrivateFileStore, privateFilesDir } from '../src/files/private-store.js';
import { findJob } from '../src/jobs/queue.js';
import { startJobWorker } from '../src/jobs/worker.js';
import { findChromium, HtmlPdfRenderer } from '../src/pdf/html-to-pdf.js';
import { userIdOf } from './helpers/demo-ids.js';
import { engines } from './helpers/engines.js';
import { pdfText } from './helpers/pdf-text.js';
import { sender } from './helpers/requests.js';
import { startApp, type TestContext } from './helpers/app.js';
import { certificateEdition } from './helpers/certificate-edition.js';

type Json = Record<string, any>;
const TEMPLATE = `<html><body style="font-family: serif"><h1>Certificado</h1>
<p><%= name %> participou de <%= edition %> e obteve <%= achievement %>.</p>
<p>Verifique em <%= verification_url %></p><%= qr_code %></body></html>`;

// Certificate generation as a durable job (issue 13): the edition's staff queue it, it renders every
// subscribed user's PDF (from the edition's template through Chromium, else the built-in one), survives a
// failure half-way without duplicating or losing a holder, and each certificate is verifiable by its code.
for (const engine of engines())
  describe(`certificate generation on ${engine.name}`, () => {
    let ctx: TestContext;
    let filesDir: string;
    let editionId: number;
    const h: Record<string, Record<string, string>> = {};
    const send = sender(() => ctx.app);
    before(async () => {
      filesDir = await mkdtemp(path.join(tmpdir(), 'certificates-'));
      ctx = await startApp(engine, { FILES_DIR: filesDir, JOBS_POLL_MS: '3600000' });
      const db = ctx.dbHandle.db;
      const ready = await certificateEdition(db);
      editionId = ready.editionId;
      Object.assign(h, ready.h);
      // The demo edition's templates are put back by the test that renders one; the others check the
      // built-in certificate.
      await db.deleteFrom('certificate_templates').where('edition_id', '=', editionId).execute();
    });
    after(async () => {
      await ctx.close();
      await rm(filesDir, { recursive: true, force: true });
    });

    const holders = async () =>
      (
        await sql<{ n: number }>`select count(distinct user_id)::int as n from inscriptions
                                 where edition_id = ${editionId}`.execute(ctx.dbHandle.db)
      ).rows[0]!.n;

    it("only the edition's staff queue it, and asking again while it waits gives the same job", async () => {
      assert.equal((await send('PUT', '/generate-certificate', {}, { id: editionId })).statusCode, 401);
      assert.equal(
        (await send('PUT', '/generate-certificate', h.student, { id: editionId })).statusCode,
        403,
      );
      assert.equal((await send('PUT', '/generate-certificate', h.other, { id: editionId })).statusCode, 403);
      const first = await send(
        'PUT',
        '/generate-certificate',
        { ...h.coord, 'accept-language': 'pt-BR' },
        { id: editionId },
      );
      assert.equal(first.statusCode, 202, first.body);
      assert.equal(first.json().meta.message, 'O job de gerar certificado será executado.');
      const again = await send('PUT', '/generate-certificate', h.admin, { id: String(editionId) });
      assert.equal(again.json().data.id, first.json().data.id);
      assert.equal((await send('PUT', '/generate-certificate', h.admin, { id: 999999 })).statusCode, 404);
      const job = await send('GET', `/editions/${editionId}/certificate_job`, h.coord);
      assert.equal(job.json().data.attributes.status, 'queued');
    });

    it('renders every holder once, even when it fails half-way and is run again', async () => {
      const db = ctx.dbHandle.db;
      const store = new PrivateFileStore(privateFilesDir(filesDir));
      const renderer = new HtmlPdfRenderer();
      const total = await holders();
      assert.ok(total >= 2, 'the demo edition has several subscribed users');
      let rendered = 0;
      const failing = startJobWorker(
        db,
        {
          [GENERATE_CERTIFICATES]: async (job, jobCtx) => {
            // Dies after the first holder's certificate is stored (the store fails the second write).
            const flaky = Object.create(store) as PrivateFileStore;
            flaky.put = async (key, bytes) => {
              if (rendered++ >= 1) throw new Error('disk full');
              return store.put(key, bytes);
            };
            return certificateJob({ store: flaky, renderer, publicUrl: 'https://olimpiada.dev' })(
              job,
              jobCtx,
            );
          },
        },
        { pollMs: 3_600_000, leaseMs: 10_000, backoffMs: () => 0 },
        pino({ level: 'silent' }),
      );
      await failing.drain();
      await failing.stop();
      const afterFailure = await sql<{ n: number }>`select count(*)::int as n from certificates`.execute(db);
      const stalled = (await send('GET', `/editions/${editionId}/certificate_job`, h.coord)).json().data;
      // Five attempts (the default), each storing nothing new after the first holder: failed with the reason.
      assert.equal(stalled.attributes.status, 'failed');
      assert.equal(stalled.attributes.last_error, 'disk full');
      assert.equal(afterFailure.rows[0]!.n, 1);
      const firstCode = await db
        .selectFrom('certificates')
        .select(['user_id', 'code'])
        .executeTakeFirstOrThrow();

      // Generated again ("Atualizar"): a new job finishes every holder, and the first keeps its code.
      const queued = await send('PUT', '/generate-certificate', h.coord, { id: editionId });
      assert.equal(queued.statusCode, 202);
      assert.notEqual(queued.json().data.id, stalled.id);
      await ctx.app.jobWorker.drain();
      const done = (await findJob(db, Number(queued.json().data.id)))!;
      assert.equal(done.status, 'succeeded', done.last_error ?? '');
      assert.equal(done.progress_done, total);
      assert.equal(done.progress_total, total);
      const rows = await db
        .selectFrom('certificates')
        .selectAll()
        .where('edition_id', '=', editionId)
        .execute();
      assert.equal(rows.length, total);
      assert.equal(new Set(rows.map((r) => r.user_id)).size, total);
      assert.equal(rows.find((r) => r.user_id === firstCode.user_id)?.code, firstCode.code);
      const edition = await db
        .selectFrom('editions')
        .selectAll()
        .where('id', '=', editionId)
        .executeTakeFirstOrThrow();
      assert.ok(edition.certificate_available && edition.certificate_available_at);
      await renderer.close();
    });

    it('the student downloads the generated certificate, and anyone verifies it by its code', async () => {
      const db = ctx.dbHandle.db;
      const me = await userIdOf(db, 'aluno@olimpiada.dev');
      const mine = await db
        .selectFrom('certificates')
        .selectAll()
        .where('edition_id', '=', editionId)
        .where('user_id', '=', me)
        .executeTakeFirstOrThrow();
      const pdf = await send('GET', `/editions/${editionId}/certificate`, h.student);
      assert.equal(pdf.statusCode, 200);
      const stored = await new PrivateFileStore(privateFilesDir(filesDir)).read(mine.file_key);
      assert.ok(stored && pdf.rawPayload.equals(stored));
      // The built-in certificate carries the verification address (and its QR code).
      assert.ok(
        pdfText(pdf.rawPayload).includes(`/certificados/${mine.code}`),
        'verification URL on the PDF',
      );
      const listed = await send('GET', `/editions/${editionId}/certificates`, h.coord);
      assert.equal(listed.statusCode, 200);
      assert.ok(listed.json().data.some((c: Json) => c.id === mine.code && c.attributes.name === mine.name));
      assert.equal(listed.json().meta.total_count, await holders());
      assert.equal((await send('GET', `/editions/${editionId}/certificates`, h.student)).statusCode, 403);
      const checked = await send('GET', `/certificates/${mine.code.toLowerCase()}`);
      assert.equal(checked.statusCode, 200);
      const attributes = checked.json().data.attributes as Json;
      assert.equal(attributes.name, mine.name);
      assert.ok(attributes.edition);
      assert.deepEqual(Object.keys(attributes).sort(), ['achievement', 'edition', 'generated_at', 'name']);
      const unknown = await send('GET', '/certificates/ZZZZZZZZZZ', { 'accept-language': 'es' });
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json().errors[0].detail, 'Certificado no encontrado.');
    });

    it(
      'renders the edition template through Chromium, with the verification URL',
      { skip: !findChromium() && 'Chromium is not installed' },
      async () => {
        const db = ctx.dbHandle.db;
        await db
          .insertInto('certificate_templates')
          .values({ edition_id: editionId, file_name: 'certificado.html.erb', source: TEMPLATE })
          .execute();
        const queued = await send('PUT', '/generate-certificate', h.admin, { id: editionId });
        await ctx.app.jobWorker.drain();
        const done = (await findJob(db, Number(queued.json().data.id)))!;
        assert.equal(done.status, 'succeeded', done.last_error ?? '');
        const row = await db
          .selectFrom('certificates')
          .selectAll()
          .where('edition_id', '=', editionId)
          .executeTakeFirstOrThrow();
        const bytes = (await new PrivateFileStore(privateFilesDir(filesDir)).read(row.file_key))!;
        assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
        // Chromium's PDFs name Skia as their producer; the built-in certificate is pdf-lib's.
        assert.ok(bytes.includes('Skia/PDF'), 'rendered by Chromium');
      },
    );
  });
