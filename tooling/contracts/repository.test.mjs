// The contract check on this repository (part of `npm test`'s unit step): every package's declared
// range of shared-contracts, and every built remote's manifest, accept the current shared-contracts.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkContracts } from './check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the current shared-contracts satisfies every declared range and every built manifest', () => {
  const { version, checked, problems } = checkContracts(root);
  assert.deepEqual(problems, [], `shared-contracts ${version}:\n${problems.join('\n')}`);
  assert.ok(checked.ranges >= 6, 'the shell, the four remotes and the API declare a range');
});
