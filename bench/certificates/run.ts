// `pnpm bench certificates`: the certificate job's throughput (issue 13). On a fresh PGlite database in a
// temporary folder: an edition with N holders (subscribed users, each with a participation and a score
// that places them in an achievement); then, through the API's own job queue and worker, the certificate
// job with the built-in certificate (pdf-lib), again with an HTML template (headless Chromium), and the
// job that saves the certificates to the object store (the local exports folder). Each is compared with
// a baseline measured in the same run: the renderer alone making one certificate over and over, and for
// the save, the same PDFs written with fs.writeFile.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { openPglite, type DbHandle } from '../../api/src/db/connect.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import { certificatePdf } from '../../api/src/features/certificates/certificate-pdf.ts';
import { CERTIFICATE_TEXT } from '../../api/src/features/certificates/certificate-text.ts';
import { certificateJob, GENERATE_CERTIFICATES } from '../../api/src/features/certificates/generate-job.ts';
import { compileTemplate, renderTemplate } from '../../api/src/features/certificates/template.ts';
import { SAVE_CERTIFICATES, saveCertificatesJob } from '../../api/src/features/storage/save-jobs.ts';
import { exportsDir, LocalObjectStore } from '../../api/src/files/object-store.ts';
import { PrivateFileStore, privateFilesDir } from '../../api/src/files/private-store.ts';
import { enqueueJob, findJob } from '../../api/src/jobs/queue.ts';
import { startJobWorker, type JobHandler } from '../../api/src/jobs/worker.ts';
import { findChromium, HtmlPdfRenderer } from '../../api/src/pdf/html-to-pdf.ts';
import { parseOptions, TARGET_HOLDERS, USAGE, UsageError, type Options } from './options.ts';
import { table, type Row } from './report.ts';
import { seedHolders } from './seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const resultsDir = path.join(here, 'results');
const log = (message: string) => console.log(`\x1b[36m▸\x1b[0m ${message}`);

/** A silent logger of the worker's shape (the bench prints its own lines). */
const silent = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child() {
    return silent;
  },
} as unknown as Parameters<typeof startJobWorker>[3];

export const TEMPLATE = `<!doctype html><html><head><meta charset="utf-8"><style>
body { font-family: serif; text-align: center; margin: 48px; border: 6px double #1a4b8c; padding: 32px; }
h1 { font-size: 40px; letter-spacing: 4px; color: #1a4b8c; } .name { font-size: 32px; font-weight: bold; }
img { width: 96px; height: 96px; }
</style></head><body><h1>CERTIFICADO</h1>
<p>Certificamos que</p><p class="name"><%= name %></p>
<p>participou da <%= edition %> e obteve <strong><%= achievement %></strong> com nota <%= score %>.</p>
<p>Emitido em <%= date %>. Verifique em <%= verification_url %></p><%= qr_code %></body></html>`;

const seconds = (startedAt: number) => (performance.now() - startedAt) / 1000;

/** Runs one job of `kind` through the API's queue and worker; answers its wall time in seconds. */
async function timeJob(db: DbHandle, kind: string, handler: JobHandler, editionId: number, key: string) {
  const worker = startJobWorker(db.db, { [kind]: handler }, { pollMs: 3_600_000, leaseMs: 120_000 }, silent);
  try {
    const { job } = await enqueueJob(db.db, kind, { editionId }, { key, editionId, maxAttempts: 1 });
    const startedAt = performance.now();
    await worker.drain();
    const took = seconds(startedAt);
    const done = (await findJob(db.db, job.id))!;
    if (done.status !== 'succeeded') throw new Error(`${kind} ${done.status}: ${done.last_error ?? ''}`);
    return { seconds: took, count: done.progress_done };
  } finally {
    await worker.stop();
  }
}

/** The renderer alone: `renders` times the same document, after `warmUp` untimed ones; answers seconds. */
async function timeRenders(renders: number, render: () => Promise<Uint8Array>, warmUp = 1) {
  for (let i = 0; i < warmUp; i++) await render();
  const startedAt = performance.now();
  for (let i = 0; i < renders; i++) await render();
  return seconds(startedAt);
}

async function main(opts: Options) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-certificates-'));
  const filesDir = path.join(work, 'files');
  const publicUrl = 'https://olimpiada.example';
  let db: DbHandle | undefined;
  const renderer = new HtmlPdfRenderer();
  const rows: Row[] = [];
  try {
    log(`PGlite in ${work}: migrating`);
    db = await openPglite(path.join(work, 'pglite'));
    await migrateToLatest(db.db);
    log(
      `seeding an edition with ${opts.holders.toLocaleString('en-US')} holders (participations with scores)`,
    );
    const editionId = await seedHolders(db.db, opts.holders);
    const store = new PrivateFileStore(privateFilesDir(filesDir));

    // The built-in certificate: pdf-lib, in the job's own process.
    const url = `${publicUrl}/certificados/ABCDEFGH23`;
    const qrPng = await QRCode.toBuffer(url, { margin: 1 });
    const edition = 'Olimpíada de Benchmark 2026';
    const builtInRender = () =>
      certificatePdf({
        locale: 'pt-BR',
        edition,
        name: 'Maria Aparecida dos Santos',
        participation: CERTIFICATE_TEXT['pt-BR'].participation(edition),
        achievement: 'Medalha de Ouro',
        issuedOn: '25/11/2026',
        verification: { url, qrPng },
      });
    // pdf-lib runs in this process's JavaScript: its speed grows as V8 compiles it. The baseline is
    // measured after 20 untimed renders, before and after the job, and the faster of the two is kept.
    log(`baseline: the built-in certificate rendered ${opts.baselineRenders} times (pdf-lib alone)`);
    const builtInBefore = await timeRenders(opts.baselineRenders, builtInRender, 20);
    log(`certificate job, built-in certificate: ${opts.holders} holders`);
    const job = certificateJob({ store, renderer, publicUrl });
    const builtIn = await timeJob(db, GENERATE_CERTIFICATES, job, editionId, 'bench:built-in');
    log(`baseline again: the built-in certificate rendered ${opts.baselineRenders} times`);
    const builtInBaseline = Math.min(builtInBefore, await timeRenders(opts.baselineRenders, builtInRender));
    rows.push({
      label: 'certificate job, built-in PDF (pdf-lib)',
      count: builtIn.count,
      seconds: builtIn.seconds,
      baselineLabel: 'pdf-lib, one certificate repeated',
      baselineCount: opts.baselineRenders,
      baselineSeconds: builtInBaseline,
    });

    if (opts.html && findChromium()) {
      const compiled = compileTemplate(TEMPLATE);
      const qr = await QRCode.toDataURL(url, { margin: 1 });
      log(`baseline: the HTML template rendered ${opts.baselineRenders} times (Chromium alone)`);
      const htmlBaseline = await timeRenders(opts.baselineRenders, () =>
        renderer.render(
          renderTemplate(compiled, {
            name: 'Maria Aparecida dos Santos',
            edition,
            achievement: 'Medalha de Ouro',
            score: '9,5',
            date: '25/11/2026',
            verification_url: url,
            qr_code: qr,
          }),
        ),
      );
      await db.db
        .insertInto('certificate_templates')
        .values({ edition_id: editionId, file_name: 'certificado.html.erb', source: TEMPLATE })
        .execute();
      log(`certificate job, HTML template through Chromium: ${opts.holders} holders`);
      const html = await timeJob(db, GENERATE_CERTIFICATES, job, editionId, 'bench:html');
      rows.push({
        label: 'certificate job, HTML template (Chromium)',
        count: html.count,
        seconds: html.seconds,
        baselineLabel: 'Chromium, one certificate repeated',
        baselineCount: opts.baselineRenders,
        baselineSeconds: htmlBaseline,
      });
    } else
      log(opts.html ? 'no Chromium here: the HTML template run is skipped' : 'HTML run skipped (--no-html)');

    // Saving them (PUT save_all_certificates) to the default object store, the local exports folder.
    const files = await db.db
      .selectFrom('certificates')
      .select('file_key')
      .where('edition_id', '=', editionId)
      .execute();
    const pdfs = await Promise.all(files.map(async (f) => (await store.read(f.file_key))!));
    const plainDir = path.join(work, 'plain-writes');
    fs.mkdirSync(plainDir);
    log(`baseline: the same ${pdfs.length} PDFs written with fs.writeFile`);
    let startedAt = performance.now();
    for (let i = 0; i < pdfs.length; i++) fs.writeFileSync(path.join(plainDir, `${i}.pdf`), pdfs[i]!);
    const writeBaseline = seconds(startedAt);
    log('save job (save_all_certificates) to the local exports folder');
    startedAt = performance.now();
    const saved = await timeJob(
      db,
      SAVE_CERTIFICATES,
      saveCertificatesJob({ privateStore: store, objectStore: new LocalObjectStore(exportsDir(filesDir)) }),
      editionId,
      'bench:save',
    );
    rows.push({
      label: 'save job, to the local exports folder',
      count: saved.count,
      seconds: saved.seconds,
      baselineLabel: 'fs.writeFile of the same PDFs',
      baselineCount: pdfs.length,
      baselineSeconds: writeBaseline,
    });

    console.log(`\n${table(rows)}\n`);
    console.log(
      '  rate = PDFs per second of the run; baseline = the same work without the job (renderer or file\n' +
        '  system alone), measured in this run; ratio = rate ÷ baseline rate (1.00: the job adds nothing).',
    );
    fs.mkdirSync(resultsDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.join(resultsDir, `${stamp}.json`);
    fs.writeFileSync(
      out,
      `${JSON.stringify({ options: opts, cpus: os.cpus().length, node: process.version, rows }, null, 2)}\n`,
    );
    log(`figures written to ${path.relative(process.cwd(), out)}`);
    if (opts.holders !== TARGET_HOLDERS)
      log(
        `note: issue 13's figure is for ${TARGET_HOLDERS.toLocaleString('en-US')} holders (this run: ${opts.holders})`,
      );
  } finally {
    await renderer.close();
    await db?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

let parsed: Options | 'help';
try {
  parsed = parseOptions(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  console.error(`${err.message}\n\n${USAGE}`);
  process.exit(2);
}
if (parsed === 'help') console.log(USAGE);
else
  await main(parsed).catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
