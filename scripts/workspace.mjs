// Helpers shared by `npm start` and `npm test`: find or install pnpm, install dependencies
// when missing, and build the packages whose sources changed since their last build.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BUILT_PACKAGES = [
  { name: 'api', output: 'api/dist/main.js' },
  { name: 'shell', output: 'shell/dist/index.html' },
  { name: 'mfe-auth-registration', output: 'mfe-auth-registration/dist/mf-manifest.json' },
  { name: 'mfe-exam-taking', output: 'mfe-exam-taking/dist/mf-manifest.json' },
  { name: 'mfe-edition-admin', output: 'mfe-edition-admin/dist/mf-manifest.json' },
  { name: 'mfe-grading-results', output: 'mfe-grading-results/dist/mf-manifest.json' },
  { name: 'sibling-47-registration', output: 'sibling-47-registration/dist/parcel.js' },
];

/** The Node versions the product supports (package.json `engines`): stop with one clear line otherwise. */
export function ensureNode(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(
      `Node ${version} is too old: this project needs Node 20.19 or later (package.json engines).`,
    );
    process.exit(1);
  }
}

export function log(message) {
  console.log(`\x1b[36m▸\x1b[0m ${message}`);
}

function works(command, args) {
  return spawnSync(command, args, { stdio: 'ignore', shell: false }).status === 0;
}

/** pnpm 10: the global one, else a copy installed into .tools/ (corepack fails on our machines). */
export function ensurePnpm() {
  if (works('pnpm', ['--version'])) return 'pnpm';
  const local = path.join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');
  if (existsSync(local)) return local;
  log('pnpm not found: installing pnpm@10');
  if (
    spawnSync('npm', ['install', '-g', 'pnpm@10'], { stdio: 'inherit' }).status === 0 &&
    works('pnpm', ['--version'])
  ) {
    return 'pnpm';
  }
  run('npm', ['install', '--no-save', '--prefix', path.join(ROOT, '.tools'), 'pnpm@10']);
  return local;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function ensureDependencies(pnpm) {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile']);
}

/** Builds each package whose output is missing or older than its sources or shared code. */
export function buildStale(pnpm, { force = false } = {}) {
  const shared = Math.max(
    newestMtime(path.join(ROOT, 'shared-contracts')),
    newestMtime(path.join(ROOT, 'tooling')),
  );
  const stale = BUILT_PACKAGES.filter(({ name, output }) => {
    const out = path.join(ROOT, output);
    if (force || !existsSync(out)) return true;
    const built = statSync(out).mtimeMs;
    return Math.max(newestMtime(path.join(ROOT, name)), shared) > built;
  });
  if (stale.length === 0) {
    log('build is up to date');
    return;
  }
  log(`building ${stale.map((p) => p.name).join(', ')}`);
  const filters = stale.flatMap((p) => ['--filter', p.name]);
  run(pnpm, ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build']);
}

export function spawnInherit(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
}

export function gitAvailable() {
  try {
    execFileSync('git', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
