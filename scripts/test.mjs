// `npm test`: typecheck, lint and format check, unit and component tests, API tests on the
// real database engines (PGlite always, PostgreSQL when TEST_DATABASE_URL is set), a build,
// then the browser suite in Chromium against the composed system.
import { buildStale, ensureDependencies, ensurePnpm, log, run } from './workspace.mjs';

const pnpm = ensurePnpm();
ensureDependencies(pnpm);

const only = process.argv.slice(2);
const steps = [
  ['typecheck', () => run(pnpm, ['-r', '--workspace-concurrency=2', 'run', 'typecheck'])],
  ['lint', () => run(pnpm, ['exec', 'eslint', '.', '--max-warnings=0'])],
  ['format', () => run(pnpm, ['exec', 'prettier', '--check', '.'])],
  [
    'unit',
    () =>
      run(pnpm, ['-r', '--workspace-concurrency=1', '--filter', '!api', '--filter', '!e2e', 'run', 'test']),
  ],
  ['api', () => run(pnpm, ['--filter', 'api', 'run', 'test'])],
  ['build', () => buildStale(pnpm)],
  ['e2e', () => run(pnpm, ['--filter', 'e2e', 'run', 'test'])],
];

let passed = 0;
const failed = [];
for (const [name, step] of steps) {
  if (only.length && !only.includes(name)) continue;
  log(`step: ${name}`);
  try {
    step();
    passed++;
  } catch (error) {
    console.error(`✗ ${name}: ${error.message}`);
    failed.push(name);
  }
}
console.log(failed.length ? `failed steps: ${failed.join(', ')}` : 'all steps green');
console.log(`steps: ${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
