// `npm test`: typecheck, lint and format check, unit and component tests, API tests on the
// real database engines (PGlite always, PostgreSQL when TEST_DATABASE_URL is set), a build,
// then the browser suite in Chromium against the composed system.
// `npm test -- <step> [<step> …]` runs only those steps; a name that is no step fails at once.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NO_CHROMIUM_MESSAGE, playwrightChromium, systemChromium } from '../e2e/scripts/chromium.mjs';
import { timingTable } from '../tooling/test-timing/table.mjs';
import {
  buildStale,
  ensureDependencies,
  ensureNode,
  ensurePnpm,
  log,
  ROOT,
  run,
  runConcurrently,
} from './workspace.mjs';

ensureNode();

/** Debian's Chromium, else Playwright's; tries to install Playwright's once, else stops with one line. */
async function ensureChromium(pnpm) {
  const found = systemChromium() ?? (await playwrightChromium());
  if (found) return log(`Chromium: ${found}`);
  log('no Chromium found: trying playwright install chromium');
  spawnSync(pnpm, ['--filter', 'e2e', 'exec', 'playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (!(await playwrightChromium())) throw new Error(NO_CHROMIUM_MESSAGE);
}

// Beside the usual output, each suite records its files' times here (tooling/test-timing/), and the
// run ends with the table of steps and slowest files (also kept as .data/test-timings/table.md).
const TIMINGS_DIR = path.join(ROOT, '.data', 'test-timings');
const NODE_TEST_REPORTERS = [
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=./tooling/test-timing/node-reporter.mjs',
  '--test-reporter-destination=/dev/null',
];

// jest as the front-end packages have it (the root has none of its own).
const JEST = createRequire(path.join(ROOT, 'shell', 'package.json')).resolve('jest/bin/jest');

/**
 * CPU time (ms) used so far by this process's finished child processes and theirs (Linux: /proc/self/stat's
 * cutime and cstime, in clock ticks of 1/100 s); undefined elsewhere. Beside a step's time it shows how many
 * cores the step kept busy.
 */
function childrenCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

const steps = [
  // The front ends share one program (scripts/typecheck.mjs); the other packages check alone, two at a time.
  ['typecheck', () => run(process.execPath, ['scripts/typecheck.mjs'])],
  // typecheck, lint and format remember what they checked (tsc's build info, ESLint's and Prettier's caches,
  // by content, in node_modules/.cache): a second run checks only what changed; a fresh clone checks all.
  // ESLint and Prettier each use one core: they run side by side.
  [
    'lint',
    (pnpm) =>
      runConcurrently([
        {
          label: 'eslint',
          command: pnpm,
          args: [
            'exec',
            'eslint',
            '.',
            '--max-warnings=0',
            '--cache',
            '--cache-strategy=content',
            '--cache-location=node_modules/.cache/eslint/',
          ],
        },
        {
          label: 'prettier --check (format)',
          command: pnpm,
          args: [
            'exec',
            'prettier',
            '--check',
            '.',
            '--log-level=warn',
            '--cache',
            '--cache-strategy=content',
            '--cache-location=node_modules/.cache/prettier/cache.json',
          ],
        },
      ]),
  ],
  [
    'unit',
    // Every front-end package's jest tests in one pool of workers (jest.config.cjs), and beside them the
    // node:test suites of the scripts, tooling and deploy files.
    () =>
      runConcurrently([
        { label: 'jest', command: process.execPath, args: [JEST, '--config', 'jest.config.cjs', '--ci'] },
        {
          label: 'node:test (scripts, tooling, deploy)',
          command: process.execPath,
          args: [
            '--test',
            ...NODE_TEST_REPORTERS,
            'scripts/test/',
            'tooling/i18n/',
            'tooling/jest/',
            'tooling/contracts/',
            'deploy/test/',
          ],
        },
      ]),
  ],
  ['api', (pnpm) => run(pnpm, ['--filter', 'api', 'run', 'test'])],
  ['build', (pnpm) => buildStale(pnpm)],
  [
    'e2e',
    async (pnpm) => {
      // Alone (`npm test -- e2e`), rebuild what is stale first: the suite drives the built product.
      buildStale(pnpm);
      await ensureChromium(pnpm);
      run(pnpm, ['--filter', 'e2e', 'run', 'test']);
    },
  ],
];

const names = steps.map(([name]) => name);
const only = process.argv.slice(2);
const unknown = only.filter((name) => !names.includes(name));
if (unknown.length) {
  console.error(`npm test: no step named ${unknown.join(', ')}. The steps are: ${names.join(', ')}.`);
  process.exit(2);
}

const pnpm = ensurePnpm();
ensureDependencies(pnpm);

rmSync(TIMINGS_DIR, { recursive: true, force: true });
mkdirSync(TIMINGS_DIR, { recursive: true });
process.env.TEST_TIMINGS_DIR = TIMINGS_DIR;

let passed = 0;
const failed = [];
for (const [name, step] of steps) {
  if (only.length && !only.includes(name)) continue;
  log(`step: ${name}`);
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  let ok = false;
  try {
    await step(pnpm);
    passed++;
    ok = true;
  } catch (error) {
    console.error(`✗ ${name}: ${error.message}`);
    failed.push(name);
  }
  const ms = Math.round(performance.now() - started);
  const cpu = childrenCpuMs() - cpuBefore;
  appendFileSync(path.join(TIMINGS_DIR, 'steps.jsonl'), JSON.stringify({ step: name, ms, cpu, ok }) + '\n');
}
const table = timingTable(TIMINGS_DIR);
appendFileSync(path.join(TIMINGS_DIR, 'table.md'), table);
console.log(`\n${table}`);
console.log(failed.length ? `failed steps: ${failed.join(', ')}` : 'all steps green');
console.log(`steps: ${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
