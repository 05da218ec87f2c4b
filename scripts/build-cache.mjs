// Which packages a build may skip, by the content of what goes into them (not by file times): a package is
// built again only when its own files, shared-contracts, tooling or the lockfile changed. A finished build
// leaves the hash of its inputs in dist/.inputs-hash, and a copy in the machine's build cache
// (OLYMPIAD_CACHE_DIR, default ~/.cache/olympiad-platform/builds/<package>/<hash>/), so another clone of the
// same sources (CI's fresh clone, a second worktree) takes the output instead of building it again.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Folders no build reads. */
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-results', 'playwright-report']);
/** What every package's build reads besides its own folder. */
const SHARED_INPUTS = [
  'shared-contracts',
  'tooling',
  'pnpm-lock.yaml',
  'package.json',
  'pnpm-workspace.yaml',
];
/** Builds kept per package in the machine's cache (the newest). */
const KEPT = 4;
const HASH_FILE = '.inputs-hash';

export function machineCacheDir() {
  return process.env.OLYMPIAD_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'olympiad-platform');
}

function addFiles(hash, root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    hash.update(`${relative}\0`).update(readFileSync(full)).update('\0');
    return;
  }
  const entries = readdirSync(full, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (entry.isDirectory() && SKIPPED.has(entry.name)) continue;
    if (entry.isDirectory() || entry.isFile()) addFiles(hash, root, path.join(relative, entry.name));
  }
}

/** Per package name, the hash of everything its build reads (and the Node major, which runs the build). */
export function inputsHashes(root, names) {
  const shared = createHash('sha256').update(`node ${process.versions.node.split('.')[0]}\0`);
  for (const input of SHARED_INPUTS) addFiles(shared, root, input);
  const sharedDigest = shared.digest('hex');
  return new Map(
    names.map((name) => {
      const hash = createHash('sha256').update(sharedDigest);
      addFiles(hash, root, name);
      return [name, hash.digest('hex').slice(0, 32)];
    }),
  );
}

const distOf = (root, name) => path.join(root, name, 'dist');

/** Whether the package's dist was built from these inputs. */
export function builtFrom(root, name, hash) {
  try {
    return readFileSync(path.join(distOf(root, name), HASH_FILE), 'utf8').trim() === hash;
  } catch {
    return false;
  }
}

/** Takes the package's dist from the machine's cache when it holds these inputs' build; whether it did. */
export function restoreBuild(root, name, hash) {
  const cached = path.join(machineCacheDir(), 'builds', name, hash);
  if (!existsSync(path.join(cached, HASH_FILE))) return false;
  const dist = distOf(root, name);
  rmSync(dist, { recursive: true, force: true });
  cpSync(cached, dist, { recursive: true });
  return true;
}

/** Marks the package's fresh dist with its inputs' hash and keeps a copy in the machine's cache. */
export function recordBuild(root, name, hash) {
  const dist = distOf(root, name);
  writeFileSync(path.join(dist, HASH_FILE), `${hash}\n`);
  const folder = path.join(machineCacheDir(), 'builds', name);
  try {
    mkdirSync(folder, { recursive: true });
    const staging = path.join(folder, `${hash}.partial-${process.pid}`);
    cpSync(dist, staging, { recursive: true });
    rmSync(path.join(folder, hash), { recursive: true, force: true });
    renameSync(staging, path.join(folder, hash));
    const builds = readdirSync(folder)
      .filter((entry) => !entry.includes('.partial-'))
      .map((entry) => ({ entry, time: statSync(path.join(folder, entry)).mtimeMs }))
      .sort((a, b) => b.time - a.time);
    for (const { entry } of builds.slice(KEPT))
      rmSync(path.join(folder, entry), { recursive: true, force: true });
  } catch (error) {
    // The cache only saves time: a machine without a writable home builds every time.
    console.warn(`build cache: could not keep ${name}'s build (${error.message})`);
  }
}
