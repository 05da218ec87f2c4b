// `pnpm --filter api test [-- files…]`: the API suite, every test file on PGlite and (with TEST_DATABASE_URL)
// on PostgreSQL. It makes the run's template databases once (helpers/templates.ts), runs the files in
// parallel (API_TEST_CONCURRENCY, default 2, one process per file, each with databases of its own), and
// drops the templates at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropPostgresTemplates, makeTemplates } from './helpers/templates.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const concurrency = Number(process.env.API_TEST_CONCURRENCY ?? 2);
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
        ...files,
      ],
      { cwd: API_DIR, stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
  if (adminUrl && templates.postgres) await dropPostgresTemplates(adminUrl, templates.postgres);
}
process.exit(code);
