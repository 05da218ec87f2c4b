// `pnpm bench [suite] [options]`: the benchmarks. With no suite, every suite runs in turn with the same
// options (each reads the ones it knows; exam-load's are listed by `pnpm bench exam-load --help`).
//
//   exam-load    simulated students taking an exam, on PGlite and PostgreSQL (exam-load/README.md)
//   lighthouse   Lighthouse's mobile preset on the landing, the editions list and the exam screen
//   certificates the certificate job's PDFs per second for 1,000 holders (certificates/README.md)
//   rescore      the rescore of 10,000 participations after a cancel, PGlite and PostgreSQL (rescore/README.md)
//   ranking      classify and rank 1,000,000 participations, PostgreSQL and PGlite (ranking/README.md)
//   notifications resolve and queue 100,000 recipients, SMTP delivery rate, saves' p99 meanwhile (notifications/README.md)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SUITES = {
  'exam-load': 'exam-load/run.ts',
  lighthouse: 'lighthouse/run.ts',
  certificates: 'certificates/run.ts',
  rescore: 'rescore/run.ts',
  ranking: 'ranking/run.ts',
  notifications: 'notifications/run.ts',
} as const;
type Suite = keyof typeof SUITES;

const [first, ...rest] = process.argv.slice(2);
const chosen = first && first in SUITES ? [first as Suite] : (Object.keys(SUITES) as Suite[]);
const args = first && first in SUITES ? rest : process.argv.slice(2);
if (first && !first.startsWith('-') && !(first in SUITES)) {
  console.error(`unknown suite "${first}"; suites: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}

let failed = false;
for (const suite of chosen) {
  console.log(`\n\x1b[1m== ${suite} ==\x1b[0m`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, SUITES[suite]), ...args], {
    stdio: 'inherit',
    cwd: here,
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
