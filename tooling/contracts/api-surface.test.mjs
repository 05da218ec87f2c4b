// shared-contracts' export names per shared entry follow semver against the recorded surface
// (shared-contracts/api-surface.json): removed needs a major bump, added at least a minor one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { currentSurface, snapshotFile, surfaceProblems } from './api-surface.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the exports of shared-contracts are the recorded ones, or changed with the version semver asks for', () => {
  const recorded = JSON.parse(readFileSync(snapshotFile(root), 'utf8'));
  const now = currentSurface(root);
  assert.deepEqual(surfaceProblems(recorded, now), []);
  assert.ok(now.entries['./client'].includes('configureApi'), 'the compiler API reads the entries');
});

const surface = (version, client) => ({
  version,
  entries: { '.': ['pathTo'], './client': client, './ui': [] },
});
const recorded = surface('1.1.0', ['api', 'configureApi']);

test('an export removed without a major bump fails, naming it; with one, the change is to be recorded', () => {
  assert.deepEqual(surfaceProblems(recorded, surface('1.2.0', ['configureApi'])), [
    'exports removed without a major bump from shared-contracts 1.1.0 (api-surface.json) to 1.2.0: ./client api',
  ]);
  assert.match(
    surfaceProblems(recorded, surface('2.0.0', ['configureApi']))[0],
    /^the exports changed \(- \.\/client api\) and the version is 2\.0\.0: record them with node tooling\/contracts\/api-surface\.mjs --write$/,
  );
});

test('an export added without a minor bump fails, naming it; a patch bump is not enough', () => {
  for (const version of ['1.1.0', '1.1.1'])
    assert.deepEqual(surfaceProblems(recorded, surface(version, ['api', 'configureApi', 'newThing'])), [
      `exports added without a minor bump from shared-contracts 1.1.0 (api-surface.json) to ${version}: ./client newThing`,
    ]);
  assert.match(
    surfaceProblems(recorded, surface('1.2.0', ['api', 'configureApi', 'newThing']))[0],
    /^the exports changed \(\+ \.\/client newThing\)/,
  );
  assert.deepEqual(surfaceProblems(recorded, surface('1.1.1', ['api', 'configureApi'])), []);
});
