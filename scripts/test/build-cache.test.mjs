import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { builtFrom, inputsHashes, recordBuild, restoreBuild } from '../build-cache.mjs';

function workspace() {
  const root = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
  const write = (file, text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('pkg/src/index.ts', 'export const a = 1;\n');
  write('other/src/index.ts', 'export const b = 1;\n');
  write('shared-contracts/src/index.ts', 'export const c = 1;\n');
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  return { root, write };
}
const hashOf = (root, name = 'pkg') => inputsHashes(root, [name]).get(name);

test('a package is built again when its files, shared-contracts or the lockfile change, not when times do', () => {
  const { root, write } = workspace();
  try {
    const first = hashOf(root);
    const other = hashOf(root, 'other');
    utimesSync(path.join(root, 'pkg/src/index.ts'), new Date(), new Date(Date.now() + 60_000));
    write('pkg/dist/main.js', 'built\n');
    write('pkg/node_modules/x/index.js', 'installed\n');
    assert.equal(hashOf(root), first, 'times, dist and node_modules are not inputs');
    write('pkg/src/index.ts', 'export const a = 2;\n');
    const edited = hashOf(root);
    assert.notEqual(edited, first);
    assert.equal(hashOf(root, 'other'), other, "another package's files are not this one's inputs");
    write('shared-contracts/src/index.ts', 'export const c = 2;\n');
    assert.notEqual(hashOf(root), edited);
    assert.notEqual(hashOf(root, 'other'), other, 'shared-contracts is every package’s input');
    const beforeLock = hashOf(root);
    write('pnpm-lock.yaml', 'lockfileVersion: 9\n# changed\n');
    assert.notEqual(hashOf(root), beforeLock);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a fresh clone takes an unchanged package's build from the machine's cache; a changed one finds none", () => {
  const cache = mkdtempSync(path.join(tmpdir(), 'build-cache-machine-'));
  const previous = process.env.OLYMPIAD_CACHE_DIR;
  process.env.OLYMPIAD_CACHE_DIR = cache;
  const first = workspace();
  const clone = workspace();
  try {
    const hash = hashOf(first.root);
    first.write('pkg/dist/main.js', 'built from a = 1\n');
    assert.equal(builtFrom(first.root, 'pkg', hash), false, 'a dist without its inputs’ hash is stale');
    recordBuild(first.root, 'pkg', hash);
    assert.equal(builtFrom(first.root, 'pkg', hash), true);

    assert.equal(hashOf(clone.root), hash, 'the same sources in another folder: the same hash');
    assert.equal(builtFrom(clone.root, 'pkg', hash), false);
    assert.equal(restoreBuild(clone.root, 'pkg', hash), true);
    assert.equal(readFileSync(path.join(clone.root, 'pkg/dist/main.js'), 'utf8'), 'built from a = 1\n');
    assert.equal(builtFrom(clone.root, 'pkg', hash), true);

    clone.write('pkg/src/index.ts', 'export const a = 2;\n');
    assert.equal(restoreBuild(clone.root, 'pkg', hashOf(clone.root)), false);
    assert.ok(existsSync(path.join(cache, 'builds', 'pkg', hash)));
  } finally {
    if (previous === undefined) delete process.env.OLYMPIAD_CACHE_DIR;
    else process.env.OLYMPIAD_CACHE_DIR = previous;
    for (const dir of [cache, first.root, clone.root]) rmSync(dir, { recursive: true, force: true });
  }
});
