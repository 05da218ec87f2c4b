// The jest setup every front-end package uses (tooling/jest/setup.cjs) fails a test on an undeclared
// console.error and lets a declared one through. Run on throwaway test files with the real setup.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '../workspace.mjs';

const JEST = path.join(ROOT, 'shared-contracts/node_modules/.bin/jest');

function runJest(testSource) {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-guard-'));
  try {
    writeFileSync(path.join(dir, 'guard.test.js'), testSource);
    const config = {
      rootDir: dir,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/*.test.js'],
      setupFilesAfterEnv: [path.join(ROOT, 'tooling/jest/setup.cjs')],
      transform: {},
    };
    const result = spawnSync(JEST, ['--config', JSON.stringify(config), '--ci'], { encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a test that logs an undeclared console.error fails, naming the message', () => {
  const { status, output } = runJest(`test('logs', () => { console.error('the save went nowhere'); });`);
  assert.notEqual(status, 0);
  assert.match(output, /1 unexpected console\.error call\(s\)/);
  assert.match(output, /the save went nowhere/);
});

test('a declared console.error passes, and the declaration ends with its test', () => {
  const { status, output } = runJest(`
    test('declares', () => {
      globalThis.__allowedConsoleErrors.push(/expected failure/);
      console.error('an expected failure, logged');
    });
    test('next test', () => { console.error('an expected failure, logged again'); });
  `);
  assert.notEqual(status, 0, 'the second test did not declare it');
  assert.match(output, /✓ declares|√ declares/);
  assert.match(output, /✕ next test|× next test/);
});
