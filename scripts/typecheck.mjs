// `npm test`'s typecheck step (`node scripts/typecheck.mjs`): every package's `typecheck`, two at a time.
//
// Packages whose tsconfig.json is the same but for the package (the front ends: the base, jest's types, their
// own src) are checked as one TypeScript program. Each of them alone loaded and checked Chakra UI's types,
// React's and shared-contracts' sources again; together the five take about a third of the CPU. Each file
// still resolves its imports from its own package, and the options are the same, so the errors are the
// same; a package that changes its tsconfig leaves the group by itself. Only a global declaration (`declare
// module`, `declare global`) in one package would also reach the others: its own `pnpm typecheck` still
// checks it alone.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, runConcurrently } from './workspace.mjs';

const TSC = createRequire(path.join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
const INCREMENTAL = ['--noEmit', '--incremental', '--tsBuildInfoFile'];

/** The workspace's packages that have a `typecheck` script, with their tsconfig.json. */
function packages() {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, entry.name, 'package.json')))
    .map((entry) => {
      const dir = path.join(ROOT, entry.name);
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      const tsconfigFile = path.join(dir, 'tsconfig.json');
      const tsconfig = existsSync(tsconfigFile) ? JSON.parse(readFileSync(tsconfigFile, 'utf8')) : undefined;
      return { name: entry.name, dir, script: manifest.scripts?.typecheck, tsconfig };
    })
    .filter((pkg) => pkg.script);
}

/** What decides a package's program, when it can share one: its tsconfig without `include: ["src"]`. */
function shareKey(pkg) {
  const { include, files, references, ...rest } = pkg.tsconfig ?? {};
  const plain = pkg.script === `tsc ${INCREMENTAL.join(' ')} node_modules/.cache/typecheck.tsbuildinfo`;
  if (!plain || files || references || JSON.stringify(include) !== '["src"]') return undefined;
  return JSON.stringify(rest);
}

/** The typecheck jobs: one per group of packages that share a program, one per other package. */
export function typecheckJobs(all = packages()) {
  const groups = new Map();
  const alone = [];
  for (const pkg of all) {
    const key = shareKey(pkg);
    if (key === undefined) alone.push(pkg);
    else groups.set(key, [...(groups.get(key) ?? []), pkg]);
  }
  const jobs = [];
  for (const members of groups.values()) {
    if (members.length === 1) {
      alone.push(members[0]);
      continue;
    }
    // The shared program's tsconfig extends the first member's and includes every member's src.
    const dir = path.join(members[0].dir, 'node_modules', '.cache', 'typecheck-shared');
    mkdirSync(dir, { recursive: true });
    const config = path.join(dir, 'tsconfig.json');
    const relative = (to) => path.relative(dir, to).split(path.sep).join('/');
    writeFileSync(
      config,
      JSON.stringify({
        extends: relative(path.join(members[0].dir, 'tsconfig.json')),
        include: members.map((pkg) => relative(path.join(pkg.dir, 'src'))),
      }),
    );
    jobs.push({
      label: `typecheck ${members.map((pkg) => pkg.name).join(' + ')}`,
      command: process.execPath,
      args: [TSC, '-p', config, ...INCREMENTAL, path.join(dir, 'tsbuildinfo')],
    });
  }
  for (const pkg of alone) {
    jobs.push({
      label: `typecheck ${pkg.name}`,
      command: 'pnpm',
      args: ['run', '--silent', 'typecheck'],
      cwd: pkg.dir,
    });
  }
  return jobs;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await runConcurrently(typecheckJobs(), { limit: 2 });
  } catch (error) {
    console.error(`typecheck: ${error.message}`);
    process.exit(1);
  }
}
