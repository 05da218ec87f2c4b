// `pnpm rollback`: a registry back at the version in force before the remote's last release, one
// release at a time, only that remote's entry; one clear line when there is nothing to go back to.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT } from '../releases/layout.mjs';
import { makeRepo, writeBuild } from './release-fixture.mjs';

const FAST = ['--skip-build', '--skip-tests'];
const entry = (folder, version) => `/remotes/${folder}/${version}/mf-manifest.json`;

test('rollback steps back one release at a time, to the committed entry, then refuses', () => {
  const repo = makeRepo();
  repo.release('mfe-alpha', ...FAST, '--version', '1.0.0-a');
  writeBuild(repo.root, 'mfe-alpha', 'two');
  repo.release('mfe-alpha', ...FAST, '--version', '1.0.0-b');
  repo.release('mfe-beta', ...FAST, '--version', '5.0.0', '--project', '36');
  assert.equal(repo.registry(36).remotes.mfe_alpha.entry, entry('mfe-alpha', '1.0.0-b'));

  assert.equal(repo.rollback('mfe-alpha'), 0);
  for (const id of [36, 47])
    assert.equal(repo.registry(id).remotes.mfe_alpha.entry, entry('mfe-alpha', '1.0.0-a'));
  assert.equal(repo.registry(36).remotes.mfe_beta.entry, entry('mfe-beta', '5.0.0'), 'beta stays');
  assert.equal(repo.registry(47).remotes.parcel_beta.kind, 'parcel');
  assert.ok(
    repo.lines.includes(
      `project 36: mfe_alpha ${entry('mfe-alpha', '1.0.0-b')} → ${entry('mfe-alpha', '1.0.0-a')} (rolled back)`,
    ),
  );
  assert.deepEqual(repo.versions('mfe-alpha'), ['1.0.0-a', '1.0.0-b'], 'versions stay published');

  assert.equal(repo.rollback('mfe-alpha', '--project', '47'), 0);
  assert.equal(repo.registry(47).remotes.mfe_alpha.entry, '/remotes/mfe-alpha/mf-manifest.json');
  assert.equal(repo.registry(36).remotes.mfe_alpha.entry, entry('mfe-alpha', '1.0.0-a'), 'only 47');

  assert.equal(repo.rollback('mfe-alpha', '--project', '47'), 1);
  assert.deepEqual(repo.errors, ['rollback: no earlier version of mfe-alpha to roll back to in project 47']);
  assert.deepEqual(
    repo.history(47).events.map((e) => `${e.action} ${e.remote} ${e.to}`),
    [
      `release mfe_alpha ${entry('mfe-alpha', '1.0.0-a')}`,
      `release mfe_alpha ${entry('mfe-alpha', '1.0.0-b')}`,
      `rollback mfe_alpha ${entry('mfe-alpha', '1.0.0-a')}`,
      'rollback mfe_alpha /remotes/mfe-alpha/mf-manifest.json',
    ],
  );
});

test('a release after a rollback is the one the next rollback undoes', () => {
  const repo = makeRepo();
  repo.release('mfe-alpha', ...FAST, '--version', '1.0.0-a');
  repo.release('mfe-alpha', ...FAST, '--version', '1.0.0-b');
  repo.rollback('mfe-alpha');
  repo.release('mfe-alpha', ...FAST, '--version', '1.0.0-c');
  repo.rollback('mfe-alpha');
  assert.equal(repo.registry(36).remotes.mfe_alpha.entry, entry('mfe-alpha', '1.0.0-a'));
});

test('each project rolls back its own last release', () => {
  const repo = makeRepo();
  repo.release('mfe-alpha', ...FAST, '--version', '1.0.0-a', '--project', '36');
  repo.release('mfe-alpha', ...FAST, '--version', '1.0.0-b', '--project', '47');
  repo.release('mfe-alpha', ...FAST, '--version', '1.0.0-a', '--project', '47');
  // 47's last release is 1.0.0-a from 1.0.0-b: rolling back goes to b, 36's to the committed entry.
  assert.equal(repo.rollback('mfe-alpha'), 0);
  assert.equal(repo.registry(47).remotes.mfe_alpha.entry, entry('mfe-alpha', '1.0.0-b'));
  assert.equal(repo.registry(36).remotes.mfe_alpha.entry, '/remotes/mfe-alpha/mf-manifest.json');
});

test('a registry edited by hand away from its last release is not rolled back blindly', () => {
  const repo = makeRepo();
  repo.release('mfe-alpha', ...FAST, '--version', '1.0.0-a', '--project', '36');
  const file = path.join(repo.releasesDir, 'projects', '36.json');
  const edited = { ...repo.registry(36) };
  edited.remotes.mfe_alpha.entry = 'https://cdn.example/remotes/mfe-alpha/9.9.9/mf-manifest.json';
  writeFileSync(file, JSON.stringify(edited));
  assert.equal(repo.rollback('mfe-alpha'), 1);
  assert.deepEqual(repo.errors, [
    `rollback: project 36: mfe_alpha is at ${edited.remotes.mfe_alpha.entry}, not at its last release ${entry('mfe-alpha', '1.0.0-a')}; release it again instead`,
  ]);
  assert.deepEqual(repo.registry(36), edited);
});

test('the command line refuses in one line when nothing was released (RELEASES_DIR honoured)', () => {
  const releasesDir = mkdtempSync(path.join(tmpdir(), 'h2-rollback-cli-'));
  const result = spawnSync(process.execPath, ['scripts/rollback.mjs', 'mfe-exam-taking'], {
    cwd: REPO_ROOT,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
  assert.equal(result.status, 1);
  assert.equal(result.stderr, 'rollback: no earlier version of mfe-exam-taking to roll back to\n');
  const unknown = spawnSync(process.execPath, ['scripts/release.mjs', 'shelll', '--skip-build'], {
    cwd: REPO_ROOT,
    env: { ...process.env, RELEASES_DIR: releasesDir },
    encoding: 'utf8',
  });
  assert.equal(unknown.status, 1);
  assert.equal(unknown.stderr, `release: no remote package folder named "shelll" in ${REPO_ROOT}\n`);
});
