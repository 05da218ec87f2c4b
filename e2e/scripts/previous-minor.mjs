#!/usr/bin/env node
// The previous-minor e2e (README "Contracts and versions"): mfe-exam-taking as it was built at the
// previous minor release of shared-contracts still works in today's shell.
//
//   node scripts/previous-minor.mjs test [playwright args]   runs previous-minor.config.ts when there is a
//                                                             previous minor (X.0.z has none: says so, exits 0)
//   node scripts/previous-minor.mjs serve                     (that config's web server) builds the old
//       remote, publishes it into a temporary RELEASES_DIR as /remotes/mfe-exam-taking/<its version>-
//       contracts.<old version>/ with project 36's registry pointing at it, then runs serve.mjs
//
// The old build is made from the release commit's tree (git archive, pnpm install --offline, webpack) and
// cached by commit in the machine's cache (scripts/build-cache.mjs: ~/.cache/olympiad-platform/previous-minor/
// <commit>/), so only the first run on a machine pays it, and a fresh clone (CI's) does not again.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineCacheDir } from '../../scripts/build-cache.mjs';
import { previousMinor, readReleases } from '../../tooling/contracts/releases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const REMOTE = 'mfe-exam-taking';
const REMOTE_NAME = 'mfe_exam_taking';
const PROJECT = 36;
const pnpm = process.platform === 'win32' ? 'pnpm.cmd' : 'pnpm';

const log = (line) => console.log(`previous-minor: ${line}`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The current shared-contracts version and its previous minor release ({ version, commit } or undefined). */
export function previousMinorOfCurrent() {
  const current = JSON.parse(
    readFileSync(path.join(repoRoot, 'shared-contracts', 'package.json'), 'utf8'),
  ).version;
  return { current, previous: previousMinor(current, readReleases(repoRoot)) };
}

/** The path the old build is published under: /remotes/mfe-exam-taking/<version>/. */
export function releasedVersion(commit, contractsVersion) {
  const pkg = execFileSync('git', ['show', `${commit}:${REMOTE}/package.json`], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return `${JSON.parse(pkg).version}-contracts.${contractsVersion}`;
}

function sh(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  return result.status === 0;
}

/** mfe-exam-taking's dist as built at `commit` (from the cache when present). Returns its folder. */
export function buildAt(commit) {
  const cached = path.join(machineCacheDir(), 'previous-minor', commit, REMOTE);
  if (existsSync(path.join(cached, 'mf-manifest.json'))) {
    log(`${REMOTE} at ${commit.slice(0, 10)}: cached in ${cached}`);
    return cached;
  }
  const started = Date.now();
  const tree = mkdtempSync(path.join(tmpdir(), 'olympiad-previous-minor-'));
  try {
    execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${tree}"`], { cwd: repoRoot });
    log(`tree of ${commit.slice(0, 10)} in ${tree} (${seconds(started)})`);
    let step = Date.now();
    const install = ['install', '--frozen-lockfile', '--filter', `${REMOTE}...`];
    // Offline first (the store already holds what the lockfile names when it did not change); else the registry.
    if (!sh(pnpm, [...install, '--offline'], tree) && !sh(pnpm, install, tree))
      throw new Error(`pnpm install failed in the tree of ${commit}`);
    log(`install: ${seconds(step)}`);
    step = Date.now();
    if (!sh(pnpm, ['--filter', REMOTE, 'run', 'build'], tree))
      throw new Error(`the build of ${REMOTE} failed at ${commit}`);
    log(`build of ${REMOTE}: ${seconds(step)}`);
    const staging = `${cached}.partial-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(path.join(tree, REMOTE, 'dist'), staging, { recursive: true });
    rmSync(cached, { recursive: true, force: true });
    renameSync(staging, cached);
    log(`${REMOTE} at ${commit.slice(0, 10)} built and cached in ${seconds(started)}`);
    return cached;
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

/**
 * Publishes the build into `releasesDir` as `pnpm release` lays it out: the files under
 * remotes/mfe-exam-taking/<version>/, and project 36's registry (the committed one with mfe_exam_taking
 * pointing at that version) under projects/36.json. Returns the entry the registry names.
 */
export function publish(dist, releasesDir, version) {
  cpSync(dist, path.join(releasesDir, 'remotes', REMOTE, version), { recursive: true });
  const registry = JSON.parse(
    readFileSync(path.join(repoRoot, 'deploy', 'projects', `${PROJECT}.json`), 'utf8'),
  );
  const entry = `/remotes/${REMOTE}/${version}/mf-manifest.json`;
  registry.remotes[REMOTE_NAME] = { ...registry.remotes[REMOTE_NAME], entry };
  mkdirSync(path.join(releasesDir, 'projects'), { recursive: true });
  writeFileSync(
    path.join(releasesDir, 'projects', `${PROJECT}.json`),
    `${JSON.stringify(registry, null, 2)}\n`,
  );
  return entry;
}

async function serve() {
  const { current, previous } = previousMinorOfCurrent();
  if (!previous) throw new Error(`shared-contracts ${current} has no previous minor in releases.json`);
  const started = Date.now();
  const dist = buildAt(previous.commit);
  // A fresh folder per run, removed when the server stops: the published registry is this run's only.
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'olympiad-e2e-releases-'));
  process.on('exit', () => rmSync(releasesDir, { recursive: true, force: true }));
  const entry = publish(dist, releasesDir, releasedVersion(previous.commit, previous.version));
  log(
    `shared-contracts ${current}; project ${PROJECT} loads ${entry} (contracts ${previous.version}), ready in ${seconds(started)}`,
  );
  process.env.RELEASES_DIR = releasesDir;
  await import('./serve.mjs');
}

function test(args) {
  const { current, previous } = previousMinorOfCurrent();
  if (!previous) {
    log(
      `shared-contracts ${current} is the first minor of its major: no previous minor to load, nothing to run`,
    );
    return 0;
  }
  log(
    `shared-contracts ${current}: a remote built against ${previous.version} (${previous.commit.slice(0, 10)})`,
  );
  const result = spawnSync(pnpm, ['exec', 'playwright', 'test', '-c', 'previous-minor.config.ts', ...args], {
    cwd: path.join(repoRoot, 'e2e'),
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [mode, ...rest] = process.argv.slice(2);
  if (mode === 'serve') await serve();
  else if (mode === 'test') process.exit(test(rest));
  else {
    console.error('usage: node scripts/previous-minor.mjs test [playwright args] | serve');
    process.exit(2);
  }
}
