// shared-contracts' release list: each entry names the commit where shared-contracts has that version,
// and "the previous minor" of a version is the latest release of the minor before it, same major.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { previousMinor, readReleases, releaseProblems } from './releases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('every release in shared-contracts/releases.json is a commit of this history with that version', () => {
  assert.deepEqual(releaseProblems(root), []);
});

test('a wrong entry is named: another version at that commit, an unknown commit, a short hash', () => {
  const [[version, commit]] = Object.entries(readReleases(root));
  assert.deepEqual(
    releaseProblems(root, {
      '9.9.9': commit,
      '1.0.1': 'f'.repeat(40),
      '1.0.2': commit.slice(0, 7),
    }),
    [
      `releases.json: 9.9.9 names ${commit}, where shared-contracts is ${version}`,
      `releases.json: 1.0.1 names ${'f'.repeat(40)}, which this clone's history does not hold`,
      `releases.json: 1.0.2 names "${commit.slice(0, 7)}", not a full commit hash`,
    ],
  );
});

test('the previous minor: the latest patch of the minor before, never another major', () => {
  const releases = { '1.0.0': 'a', '1.0.3': 'b', '1.1.0': 'c', '1.2.0': 'd', '2.0.0': 'e', '0.9.0': 'f' };
  assert.deepEqual(previousMinor('1.1.0', releases), { version: '1.0.3', commit: 'b' });
  assert.deepEqual(previousMinor('1.1.4', releases), { version: '1.0.3', commit: 'b' });
  assert.deepEqual(previousMinor('1.3.0', releases), { version: '1.2.0', commit: 'd' });
  assert.deepEqual(previousMinor('1.4.0', { '1.0.0': 'a', '1.2.1': 'g' }), { version: '1.2.1', commit: 'g' });
  assert.equal(previousMinor('2.0.0', releases), undefined);
  assert.equal(previousMinor('1.0.3', releases), undefined);
});
