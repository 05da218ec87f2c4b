// The contract check on fixture workspaces: a range the current shared-contracts satisfies passes; a
// range it does not satisfy, a spec that names no range and a built manifest that requires another
// major each fail with a line that names the package and the range.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkContracts } from './check.mjs';

const require = createRequire(import.meta.url);
const { declaredContractsRange } = require('./declared-range.cjs');
const { sharedSingletons } = require('../webpack/shared-singletons.cjs');
const here = path.dirname(fileURLToPath(import.meta.url));

/** A workspace with shared-contracts at `version` and the given packages: { folder: { spec, manifest } }. */
function workspace(version, packages) {
  const root = mkdtempSync(path.join(tmpdir(), 'contracts-check-'));
  const write = (rel, json) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), JSON.stringify(json));
  };
  write('shared-contracts/package.json', { name: 'shared-contracts', version });
  for (const [folder, { spec, manifest }] of Object.entries(packages)) {
    write(`${folder}/package.json`, {
      name: folder,
      dependencies: spec === undefined ? { react: '^19.2.0' } : { 'shared-contracts': spec },
    });
    if (manifest)
      write(`${folder}/dist/mf-manifest.json`, {
        name: folder.replaceAll('-', '_'),
        shared: Object.entries(manifest).map(([name, requiredVersion]) => ({
          name,
          version: '1.0.0',
          singleton: true,
          requiredVersion,
        })),
      });
  }
  return root;
}

test('ranges the current version satisfies pass, and a package without shared-contracts is not counted', () => {
  const root = workspace('1.1.0', {
    shell: { spec: 'workspace:^1.1.0' },
    'mfe-a': {
      spec: 'workspace:^1.0.0',
      manifest: { 'shared-contracts/client': '^1.0.0', react: '^19.2.0' },
    },
    bench: {},
  });
  assert.deepEqual(checkContracts(root), {
    version: '1.1.0',
    checked: { ranges: 2, manifests: 1 },
    problems: [],
  });
});

test('a declared range the current version does not satisfy fails, naming the package', () => {
  const root = workspace('1.1.0', {
    'mfe-next': { spec: 'workspace:^1.2.0' },
    'mfe-old': { spec: 'workspace:^0.1.0' },
    'mfe-ok': { spec: 'workspace:~1.1.0' },
  });
  assert.deepEqual(checkContracts(root).problems, [
    'mfe-next/package.json declares shared-contracts ^1.2.0, which the current shared-contracts 1.1.0 does not satisfy',
    'mfe-old/package.json declares shared-contracts ^0.1.0, which the current shared-contracts 1.1.0 does not satisfy',
  ]);
});

test('a spec that names no version fails: workspace:* promises nothing to a build', () => {
  const root = workspace('1.1.0', {
    'mfe-any': { spec: 'workspace:*' },
    'mfe-caret': { spec: 'workspace:^' },
  });
  const { problems } = checkContracts(root);
  assert.equal(problems.length, 2);
  assert.match(
    problems[0],
    /^mfe-any\/package\.json declares "shared-contracts": "workspace:\*", which is no semver range/,
  );
  assert.match(
    problems[1],
    /^mfe-caret\/package\.json declares "shared-contracts": "workspace:\^", which is no semver range/,
  );
});

test('a built manifest that requires a range the current version does not satisfy fails, even when its package.json now agrees', () => {
  const root = workspace('2.0.0', {
    'mfe-stale': {
      spec: 'workspace:^2.0.0',
      manifest: { 'shared-contracts/client': '^1.0.0', 'shared-contracts/ui': '^1.0.0' },
    },
    'mfe-broken': { spec: 'workspace:^2.0.0', manifest: { 'shared-contracts/ui': false } },
  });
  const { problems, checked } = checkContracts(root);
  assert.deepEqual(checked, { ranges: 2, manifests: 2 });
  assert.deepEqual(problems, [
    'mfe-broken/dist/mf-manifest.json shares shared-contracts/ui with no semver requiredVersion (false): rebuild it',
    'mfe-stale/dist/mf-manifest.json requires shared-contracts/client ^1.0.0, which the current shared-contracts 2.0.0 does not satisfy: rebuild it, or declare and release for the new major',
    'mfe-stale/dist/mf-manifest.json requires shared-contracts/ui ^1.0.0, which the current shared-contracts 2.0.0 does not satisfy: rebuild it, or declare and release for the new major',
  ]);
});

test('the command prints one line per problem and exits 1; a clean workspace exits 0', () => {
  const failing = workspace('1.1.0', { 'mfe-next': { spec: 'workspace:^1.2.0' } });
  let run = spawnSync(process.execPath, [path.join(here, 'check.mjs'), failing], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(
    run.stderr,
    /^contracts: mfe-next\/package\.json declares shared-contracts \^1\.2\.0, which the current shared-contracts 1\.1\.0 does not satisfy$/m,
  );
  assert.match(run.stdout, /1 declared ranges and 0 built manifests checked, 1 problems/);
  const clean = workspace('1.1.0', { 'mfe-ok': { spec: 'workspace:^1.0.0' } });
  run = spawnSync(process.execPath, [path.join(here, 'check.mjs'), clean], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});

test("the federation config requires the package's declared range and provides the current version", () => {
  const contracts = require('../../shared-contracts/package.json');
  const shared = sharedSingletons({
    name: 'mfe-x',
    dependencies: { 'shared-contracts': 'workspace:^1.0.0', react: '^19.2.0' },
  });
  for (const entry of ['shared-contracts/client', 'shared-contracts/ui'])
    assert.deepEqual(shared[entry], {
      singleton: true,
      requiredVersion: '^1.0.0',
      version: contracts.version,
    });
  assert.equal(
    declaredContractsRange({ name: 'x', devDependencies: { 'shared-contracts': 'workspace:~1.1.0' } }),
    '~1.1.0',
  );
  assert.throws(
    () => sharedSingletons({ name: 'mfe-y', dependencies: { 'shared-contracts': 'workspace:*' } }),
    /mfe-y declares "shared-contracts": "workspace:\*", which is no semver range/,
  );
});
