// The root test runner's own rules: unknown steps fail loudly, an old Node stops with one line,
// and the browser tests find a Chromium where one is.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { systemChromium } from '../../e2e/scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('npm test -- <name that is no step> fails and lists the steps', () => {
  const result = spawnSync(process.execPath, ['scripts/test.mjs', 'e2ee'], { cwd: root, encoding: 'utf8' });
  assert.equal(result.status, 2);
  assert.match(result.stderr, /no step named e2ee\. The steps are: typecheck, lint, unit, api, build, e2e\./);
});

test('a Node older than 20.19 stops with one clear line', () => {
  const script = `import('./scripts/workspace.mjs').then((w) => w.ensureNode('20.11.1'))`;
  const result = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /Node 20\.11\.1 is too old: this project needs Node 20\.19 or later/);
});

test('CHROMIUM_PATH wins when it exists, and names nothing when it does not', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-'));
  const binary = path.join(dir, 'my-chromium');
  writeFileSync(binary, '#!/bin/sh\n');
  chmodSync(binary, 0o755);
  assert.equal(systemChromium({ CHROMIUM_PATH: binary, PATH: '' }), binary);
  assert.equal(systemChromium({ CHROMIUM_PATH: path.join(dir, 'missing'), PATH: '' }), undefined);
});

test('a chromium on the PATH is found', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-path-'));
  writeFileSync(path.join(dir, 'chromium-browser'), '#!/bin/sh\n');
  assert.equal(systemChromium({ PATH: dir }, []), path.join(dir, 'chromium-browser'));
  assert.equal(systemChromium({ PATH: '' }, []), undefined);
});
