// `pnpm --filter api test [-- files…]`: the API suite, every test file on PGlite and (with TEST_DATABASE_URL)
// on PostgreSQL. It makes the run's template databases once (helpers/templates.ts), deals the files into
// groups that each run in one process (helpers/file-groups.ts; API_TEST_GROUPS, default 8), runs the groups
// in parallel (API_TEST_CONCURRENCY, default 2; every test still makes databases of its own), and drops the
// templates at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { groupFiles, readDurations, saveDurations } from './helpers/file-groups.js';
import { dropPostgresTemplates, makeTemplates } from './helpers/templates.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const concurrency = Number(process.env.API_TEST_CONCURRENCY ?? 2);
const groupCount = Number(process.env.API_TEST_GROUPS ?? 8);
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(path.join(API_DIR, 'test'))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join('test', name));

const adminUrl = process.env.TEST_DATABASE_URL;
const dir = mkdtempSync(path.join(tmpdir(), 'api-test-templates-'));
const started = performance.now();
const templates = await makeTemplates(dir, adminUrl, randomBytes(4).toString('hex'));
console.log(
  `templates: PGlite${templates.postgres ? ' and PostgreSQL' : ''} databases made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// Each group is a file that imports its test files in turn; a file that fails to load fails as a test.
const groups = groupFiles(files, groupCount, readDurations()).map((group, index) => {
  const entry = path.join(dir, `group-${String(index + 1).padStart(2, '0')}.test.mjs`);
  const lines = group.map((file) => {
    const url = JSON.stringify(pathToFileURL(path.resolve(API_DIR, file)).href);
    return `try { await import(${url}); } catch (error) { test(${JSON.stringify(`${file} loads`)}, () => { throw error; }); }`;
  });
  writeFileSync(entry, [`import { test } from 'node:test';`, ...lines].join('\n') + '\n');
  return entry;
});
// The timing reporter names each test by the file that defines it; its times order the next run's groups.
const timingsDir = process.env.TEST_TIMINGS_DIR ?? path.join(dir, 'timings');

// Ctrl-C reaches the test processes too; this one waits for them to end, then drops the templates.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

let code = 1;
try {
  code = await new Promise<number>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        `--test-concurrency=${concurrency}`,
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=../tooling/test-timing/node-reporter.mjs',
        '--test-reporter-destination=/dev/null',
        ...groups,
      ],
      {
        cwd: API_DIR,
        stdio: 'inherit',
        env: { ...process.env, TEST_TIMINGS_DIR: timingsDir, TEST_TIMINGS_BY_DEFINITION: '1' },
      },
    );
    child.on('error', reject);
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  saveDurations(recordedDurations());
} finally {
  rmSync(dir, { recursive: true, force: true });
  if (adminUrl && templates.postgres) await dropPostgresTemplates(adminUrl, templates.postgres);
}
process.exit(code);

/** This run's time per file, as the timing reporter recorded it (paths relative to the api package). */
function recordedDurations(): Record<string, number> {
  const file = path.join(timingsDir, `${process.env.TEST_TIMINGS_SUITE ?? 'api'}.jsonl`);
  if (!existsSync(file)) return {};
  const times: Record<string, number> = {};
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { file: recorded, ms } = JSON.parse(line) as { file: string; ms: number };
    times[path.relative(API_DIR, path.resolve(API_DIR, '..', recorded))] = ms;
  }
  return times;
}
