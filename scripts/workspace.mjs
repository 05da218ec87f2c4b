// Helpers shared by `npm start` and `npm test`: find or install pnpm, install dependencies
// when missing, and build the packages whose sources changed since their last build.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { builtFrom, inputsHashes, recordBuild, restoreBuild } from './build-cache.mjs';
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

export function ensureDependencies(pnpm) {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile']);
}

/**
 * Builds each package whose dist was not built from its current inputs (scripts/build-cache.mjs: their
 * content, not their file times), after taking from the machine's build cache every one it holds.
 */
export function buildStale(pnpm, { force = false } = {}) {
  const hashes = inputsHashes(
    ROOT,
    BUILT_PACKAGES.map(({ name }) => name),
  );
  const stale = BUILT_PACKAGES.filter(({ name, output }) => {
    const hash = hashes.get(name);
    if (force) return true;
    if (existsSync(path.join(ROOT, output)) && builtFrom(ROOT, name, hash)) return false;
    if (restoreBuild(ROOT, name, hash)) {
      log(`${name}: its inputs are unchanged since a build in the machine's cache; taken from there`);
      return false;
    }
    return true;
  });
  if (stale.length === 0) {
    log('build is up to date');
    return;
  }
  log(`building ${stale.map((p) => p.name).join(', ')}`);
  const filters = stale.flatMap((p) => ['--filter', p.name]);
  run(pnpm, ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build']);
  for (const { name } of stale) recordBuild(ROOT, name, hashes.get(name));
}

/**
 * Runs commands side by side ({ label, command, args, env?, cwd? }), at most `limit` at a time (all by
 * default), in the order given. The first one's output shows as it comes; each other's is held and shown
 * whole when it ends, so no two interleave. Throws, after all have ended, naming those that failed.
 */
export async function runConcurrently(jobs, { limit = jobs.length } = {}) {
  let firstDone = false;
  const runOne = ({ label, command, args, env, cwd = ROOT }, index) =>
    new Promise((resolve) => {
      const live = index === 0;
      const child = spawn(command, args, {
        cwd,
        env: { ...process.env, ...env },
        stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      });
      const held = [];
      child.stdout?.on('data', (chunk) => held.push(chunk));
      child.stderr?.on('data', (chunk) => held.push(chunk));
      child.on('error', (error) => resolve({ label, ok: false, output: String(error) }));
      const besideFirst = !live && !firstDone;
      child.on('close', (status) => {
        if (live) firstDone = true;
        const output = Buffer.concat(held).toString();
        if (!live) log(besideFirst ? `${label} (ran beside ${jobs[0].label}):` : `${label}:`);
        if (output) process.stdout.write(output);
        resolve({ label, ok: status === 0 });
      });
    });
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await runOne(jobs[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, jobs.length)) }, lane));
  const failed = results.filter((result) => !result.ok).map((result) => result.label);
  if (failed.length) throw new Error(`${failed.join(', ')} failed`);
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
