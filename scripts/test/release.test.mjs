// `pnpm release`: one remote's build published under its version, the registries of the projects that
// name it rewritten (and only that remote's entry), a history kept, refusals in one line.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { treeHash } from '../releases/dist-tree.mjs';
import { releasesDirFrom, ReleaseError } from '../releases/layout.mjs';
import { makeRepo, writeBuild } from './release-fixture.mjs';

const FAST = ['--skip-build', '--skip-tests'];

test('a release publishes the build under package version + content hash and repoints every project naming it', () => {
  const repo = makeRepo();
  const before = repo.snapshot();
  assert.equal(repo.release('mfe-alpha', ...FAST), 0);

  const [version] = repo.versions('mfe-alpha');
  const hash = treeHash(path.join(repo.root, 'mfe-alpha', 'dist'));
  assert.equal(version, `0.3.1-${hash.slice(0, 10)}`);
  const published = path.join(repo.releasesDir, 'remotes', 'mfe-alpha', version);
  assert.equal(treeHash(published), hash, 'every file of dist, .br included, is copied as it is');
  assert.ok(existsSync(path.join(published, 'remoteEntry.js.br')));

  const entry = `/remotes/mfe-alpha/${version}/mf-manifest.json`;
  for (const id of [36, 47]) {
    const committed = JSON.parse(readFileSync(path.join(repo.root, 'deploy/projects', `${id}.json`), 'utf8'));
    const registry = repo.registry(id);
    assert.deepEqual(registry.remotes.mfe_alpha, { entry, kind: 'module' });
    // Everything else in the registry is as it was: the other remotes' entries, the name, the site.
    assert.deepEqual(
      { ...registry, remotes: { ...registry.remotes, mfe_alpha: null } },
      {
        ...committed,
        remotes: { ...committed.remotes, mfe_alpha: null },
      },
    );
  }
  assert.equal(existsSync(path.join(repo.releasesDir, 'projects', '48.json')), false, '48 names no alpha');
  assert.deepEqual(repo.snapshot(), before, 'nothing outside RELEASES_DIR changes, deploy/ included');
  assert.deepEqual(
    repo
      .history(36)
      .events.map(({ action, remote, from, to, version: v }) => ({ action, remote, from, to, v })),
    [
      {
        action: 'release',
        remote: 'mfe_alpha',
        from: '/remotes/mfe-alpha/mf-manifest.json',
        to: entry,
        v: version,
      },
    ],
  );
  assert.ok(
    repo.lines.some((line) =>
      line.includes(`project 47: mfe_alpha /remotes/mfe-alpha/mf-manifest.json → ${entry}`),
    ),
  );
  assert.deepEqual(repo.commands, [], '--skip-build --skip-tests run nothing');
});

test('the build and the tests run for that one package, before anything is published', () => {
  const repo = makeRepo();
  assert.equal(repo.release('mfe-beta', '--project', '48'), 0);
  assert.deepEqual(repo.commands, [
    ['pnpm', '--filter', 'mfe-beta', 'run', 'build'],
    ['pnpm', '--filter', 'mfe-beta', 'run', '--if-present', 'test'],
  ]);
  assert.equal(repo.registry(48).remotes.mfe_beta.entry.startsWith('/remotes/mfe-beta/0.3.1-'), true);
  assert.equal(existsSync(path.join(repo.releasesDir, 'projects', '36.json')), false, 'only --project 48');
});

test('a failing build or test step publishes nothing', () => {
  for (const step of ['build', 'test']) {
    const run = (command, args) => {
      if (args.includes(step)) throw new ReleaseError(`${command} ${args.join(' ')} failed (exit code 1)`);
    };
    const repo = makeRepo({ run });
    assert.equal(repo.release('mfe-alpha'), 1);
    assert.match(repo.errors[0], new RegExp(`^release: pnpm --filter mfe-alpha run .*${step} failed`));
    assert.equal(existsSync(repo.releasesDir), false);
  }
});

test('the same build released twice is one version and one history entry', () => {
  const repo = makeRepo();
  repo.release('mfe-alpha', ...FAST);
  repo.release('mfe-alpha', ...FAST);
  assert.equal(repo.versions('mfe-alpha').length, 1);
  assert.equal(repo.history(36).events.length, 1);
  assert.ok(repo.lines.some((line) => /project 36: already on mfe-alpha 0\.3\.1-/.test(line)));
});

test('an explicit version is used as given; a version is never overwritten with other content', () => {
  const repo = makeRepo();
  assert.equal(repo.release('mfe-alpha', ...FAST, '--version', '2.0.0-a'), 0);
  assert.equal(repo.registry(36).remotes.mfe_alpha.entry, '/remotes/mfe-alpha/2.0.0-a/mf-manifest.json');
  const published = repo.registry(36);

  writeBuild(repo.root, 'mfe-alpha', 'two');
  assert.equal(repo.release('mfe-alpha', ...FAST, '--version', '2.0.0-a'), 1);
  assert.deepEqual(repo.errors, [
    'release: version 2.0.0-a of mfe-alpha is already released with other content; choose another --version',
  ]);
  assert.deepEqual(repo.registry(36), published);
  assert.match(
    readFileSync(path.join(repo.releasesDir, 'remotes/mfe-alpha/2.0.0-a/remoteEntry.js'), 'utf8'),
    /one/,
  );
});

test('refusals: a bad version, an unknown remote, a project that does not name it, no remote at all', () => {
  const repo = makeRepo();
  assert.equal(repo.release('mfe-alpha', ...FAST, '--version', 'latest'), 1);
  assert.equal(repo.release('mfe-gamma', ...FAST), 1);
  assert.equal(repo.release('../deploy', ...FAST), 1);
  assert.equal(repo.release('mfe-alpha', ...FAST, '--project', '48'), 1);
  assert.equal(repo.release(...FAST), 1);
  assert.deepEqual(repo.errors, [
    'release: version "latest" is not of the form 1.2.3 or 1.2.3-suffix',
    `release: no remote package folder named "mfe-gamma" in ${repo.root}`,
    `release: no remote package folder named "../deploy" in ${repo.root}`,
    'release: the registry of project 48 names no remote under /remotes/mfe-alpha/',
    'release: usage: pnpm release <remote folder> [--project N]... [--version X] [--skip-build] [--skip-tests]',
  ]);
  assert.equal(existsSync(repo.releasesDir), false, 'a refusal writes nothing');
});

test('RELEASES_DIR is resolved as the API resolves it', () => {
  assert.equal(releasesDirFrom({ RELEASES_DIR: 'x/y' }, '/repo'), path.resolve('x/y'));
  assert.equal(releasesDirFrom({ STATIC_ROOT: '/srv/site' }, '/repo'), '/srv/site/.releases');
  assert.equal(releasesDirFrom({}, '/repo'), '/repo/.releases');
});
