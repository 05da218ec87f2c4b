// `pnpm bench`: the exam-load benchmark of issue 4. Per engine (PGlite, then PostgreSQL): a fresh
// database; the built API started once to migrate and load the demo, then stopped; students, inscriptions
// and sessions inserted directly; the API started again; the load generator (another process) measures
// the one-insert baseline and plays the students; the API is stopped and every acknowledged save is looked
// up in the answers table. Prints a table per engine and writes the figures to results/.
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds, startApi, type ApiProcess } from './api-process.ts';
import { checkPostgres, createDatabase } from './database.ts';
import { parseOptions, TARGET, USAGE, UsageError, type EngineName, type Options } from './options.ts';
import { CAPACITY_WORKERS } from './generator-config.ts';
import type { ChildMessage, LoadPlan, LoadResult, Phase } from './protocol.ts';
import { engineReport, ratiosOf, summaryTable, verdictOf, type EngineRun } from './report.ts';
import { findExam, insertStudents } from './students.ts';
import { verifyAnswers } from './verify.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const resultsDir = path.join(here, 'results');

const log = (message: string) => console.log(`\x1b[36m▸\x1b[0m ${message}`);

let interrupted = false;

/** Things to undo when the run stops early (Ctrl-C) or fails: processes, databases, folders. */
const cleanups = new Set<() => Promise<void> | void>();
async function cleanUp() {
  for (const undo of [...cleanups].reverse()) {
    try {
      await undo();
    } catch (err) {
      console.error(`cleanup failed: ${(err as Error).message}`);
    }
  }
  cleanups.clear();
}
function deferred(undo: () => Promise<void> | void) {
  cleanups.add(undo);
  return () => cleanups.delete(undo);
}

function buildApi() {
  log('building the API (pnpm --filter api build)');
  const result = spawnSync('pnpm', ['--filter', 'api', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.error || result.status !== 0)
    throw new Error(`pnpm --filter api build failed (${result.error?.message ?? `exit ${result.status}`})`);
}

/** Runs the generator in its own process and relays its progress; resolves with its result. */
function runGenerator(
  plan: LoadPlan,
  api: ApiProcess,
): Promise<{ result: LoadResult; cpu: EngineRun['apiCpu'] }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'generator.ts'), [], {
      cwd: path.resolve(here, '..'),
      execArgv: process.execArgv, // --import tsx
      serialization: 'advanced',
      stdio: 'inherit',
    });
    const undo = deferred(() => void child.kill('SIGKILL'));
    const cpu: EngineRun['apiCpu'] = {};
    let phase: { name: Phase; at: number; cpu: number | undefined } | undefined;
    let settled = false;
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'phase') {
        const now = performance.now();
        const used = cpuSeconds(api.pid);
        if (phase && used !== undefined && phase.cpu !== undefined) {
          const seconds = (now - phase.at) / 1000;
          const cpuS = used - phase.cpu;
          cpu[phase.name] = { cpuSeconds: cpuS, seconds, percent: Math.round((cpuS / seconds) * 100) };
        }
        if (message.name !== 'done') {
          phase = { name: message.name, at: now, cpu: used };
          log(
            {
              capacity: `baseline capacity: ${plan.capacityMs / 1000} s at saturation`,
              'save-capacity': `save capacity: ${plan.capacityMs / 1000} s at saturation`,
              baseline: `baseline at the exam's rate: ${plan.baselineRate.toFixed(1)} req/s for ${plan.baselineMs / 1000} s`,
              exam: `exam: ${plan.students.length.toLocaleString('en-US')} students, opening over ${plan.startWindowMs / 1000} s, think ${plan.thinkMinMs / 1000}–${plan.thinkMaxMs / 1000} s, ${plan.durationMs / 1000} s`,
            }[message.name],
          );
        }
      } else if (message.type === 'progress') console.log(`    ${message.line}`);
      else if (message.type === 'result') {
        settled = true;
        resolve({ result: message.result, cpu });
      } else {
        settled = true;
        reject(new Error(`the load generator failed: ${message.message}`));
      }
    });
    child.once('exit', (code) => {
      undo();
      if (!settled) reject(new Error(`the load generator exited (${code}) without a result`));
    });
    child.send(plan);
  });
}

async function runEngine(engine: EngineName, opts: Options, stamp: string): Promise<EngineRun> {
  log(`${engine}: creating a fresh database`);
  const database = await createDatabase(engine, opts.databaseUrl);
  const dropDatabase = deferred(() => database.dispose());
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-files-'));
  const removeFiles = deferred(() => fs.rmSync(filesDir, { recursive: true, force: true }));
  const apiLog = path.join(resultsDir, `${stamp}-${engine}-api.log`);
  const apiOptions = { repoRoot, env: database.apiEnv, logFile: apiLog, filesDir };
  let api: ApiProcess | undefined;
  const stopApi = deferred(async () => void (await api?.stop()));
  try {
    log(`${engine}: starting the API once to migrate and load the demo data`);
    api = await startApi(apiOptions);
    await api.stop();

    log(`${engine}: inserting ${opts.students.toLocaleString('en-US')} students, inscriptions and sessions`);
    let db = await database.open();
    const prepareStart = performance.now();
    const exam = await findExam(db);
    const credentials = await insertStudents(db, exam.editionId, opts.students, 'bench');
    const capacityStudents = await insertStudents(db, exam.editionId, CAPACITY_WORKERS, 'bench-capacity');
    const prepareSeconds = (performance.now() - prepareStart) / 1000;
    await db.close();
    const needS = opts.durationS + opts.thinkMaxS + opts.requestTimeoutS;
    if (exam.timeLimit !== null && needS >= exam.timeLimit * 60)
      throw new Error(
        `the run (${needS} s with the last think time) outlasts the exam's ${exam.timeLimit} minutes`,
      );
    if (exam.secondsToEnd !== null && needS >= exam.secondsToEnd)
      throw new Error('the demo exam ends before the run would');

    const measured = await startApi(apiOptions);
    api = measured;
    const plan: LoadPlan = {
      baseUrl: api.baseUrl,
      connections: opts.connections,
      requestTimeoutMs: opts.requestTimeoutS * 1000,
      seed: opts.seed,
      examId: exam.id,
      questions: exam.questions,
      students: credentials,
      capacityStudents,
      thinkMinMs: opts.thinkMinS * 1000,
      thinkMaxMs: opts.thinkMaxS * 1000,
      startWindowMs: opts.startWindowS * 1000,
      durationMs: opts.durationS * 1000,
      baselineRate: opts.students / ((opts.thinkMinS + opts.thinkMaxS) / 2),
      baselineMs: opts.baselineS * 1000,
      capacityMs: opts.capacityS * 1000,
    };
    const { result, cpu } = await runGenerator(plan, measured);
    const apiLogWarnings = measured.warnings();
    await measured.stop();

    log(`${engine}: checking every acknowledged save in the answers table`);
    db = await database.open();
    const verification = await verifyAnswers(db, exam.id, result.acknowledged);
    await db.close();

    const { acknowledged: _acknowledged, ...load } = result;
    return {
      engine,
      location: database.location,
      students: opts.students,
      prepareSeconds,
      load,
      verification,
      apiCpu: cpu,
      apiLogWarnings,
      apiLog: path.relative(repoRoot, apiLog),
      ratios: ratiosOf(result, opts, cpu),
      verdict: verdictOf(result, verification, opts),
    };
  } finally {
    await api?.stop(); // before the database goes
    stopApi();
    await database.dispose();
    dropDatabase();
    fs.rmSync(filesDir, { recursive: true, force: true });
    removeFiles();
  }
}

async function main() {
  let opts: Options | 'help';
  try {
    opts = parseOptions(process.argv.slice(2), process.env);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (opts === 'help') {
    console.log(USAGE);
    return;
  }
  process.once('SIGINT', () => {
    interrupted = true;
    console.error('\ninterrupted: stopping the API and removing the databases');
    void cleanUp().finally(() => process.exit(130));
  });

  if (opts.build) buildApi();
  if (!fs.existsSync(path.join(repoRoot, 'api/dist/main.js')))
    throw new Error('api/dist/main.js is missing: run pnpm --filter api build');
  if (opts.engines.includes('postgres')) {
    try {
      const version = await checkPostgres(opts.databaseUrl);
      log(`PostgreSQL ${version} at ${new URL(opts.databaseUrl).host}`);
    } catch (err) {
      throw new Error(
        `PostgreSQL is not reachable at ${opts.databaseUrl} (${(err as Error).message}): ` +
          'pass --database-url, or --engines pglite',
      );
    }
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-').replace(/Z$/, '');
  log(
    `exam-load${opts.quick ? ' (quick)' : ''}: ${opts.students.toLocaleString('en-US')} students, think ` +
      `${opts.thinkMinS}–${opts.thinkMaxS} s, ${opts.durationS} s, engines ${opts.engines.join(', ')}, seed ${opts.seed}`,
  );

  const runs: EngineRun[] = [];
  for (const engine of opts.engines) runs.push(await runEngine(engine, opts, stamp));

  const header =
    `exam-load${opts.quick ? ' --quick' : ''} · ${opts.students.toLocaleString('en-US')} students · think ` +
    `${opts.thinkMinS}–${opts.thinkMaxS} s · ${opts.durationS} s · ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`;
  console.log(`\n${header}\n`);
  for (const run of runs) console.log(`${engineReport(run, opts)}\n`);
  if (runs.length > 1) console.log(`${summaryTable(runs)}\n`);

  const file = path.join(resultsDir, `exam-load-${stamp}${opts.quick ? '-quick' : ''}.json`);
  const document = {
    benchmark: 'exam-load',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    options: { ...opts, databaseUrl: opts.databaseUrl.replace(/\/\/[^@/]*@/, '//…@') },
    target: TARGET,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: os.loadavg(),
      node: process.version,
    },
    engines: runs,
  };
  fs.writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  log(`results written to ${path.relative(repoRoot, file)}`);
  if (runs.some((r) => r.verdict.atTargetScale && !r.verdict.met)) process.exitCode = 1;
}

main().catch(async (err: unknown) => {
  if (interrupted) return; // the SIGINT handler cleans up and exits
  console.error(`\nexam-load failed: ${(err as Error)?.stack ?? String(err)}`);
  await cleanUp();
  process.exit(1);
});
