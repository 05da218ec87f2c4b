import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { groupFiles } from './helpers/file-groups.js';

describe('the API suite deals its files into process groups (test/run.ts)', () => {
  it('puts the longest files first, each into the group with the least work so far', () => {
    const groups = groupFiles(['a', 'b', 'c', 'd', 'e'], 2, { a: 10, b: 70, c: 30, d: 20, e: 40 });
    // b (70) | e (40), c (30) → 70 | 70; then d (20) → the first, a (10) → the second.
    assert.deepEqual(groups, [
      ['b', 'd'],
      ['e', 'c', 'a'],
    ]);
  });

  it('runs every file exactly once, and never makes more groups than files', () => {
    const files = Array.from({ length: 13 }, (_, i) => `f${i}`);
    const groups = groupFiles(files, 8, { f3: 500 });
    assert.equal(groups.length, 8);
    assert.deepEqual(groups.flat().sort(), [...files].sort());
    assert.deepEqual(groupFiles(['only'], 8, {}), [['only']]);
  });

  it('counts a file with no recorded time as the median of the known ones', () => {
    const groups = groupFiles(['new', 'x', 'y', 'z'], 2, { x: 100, y: 10, z: 30 });
    // Known: 10, 30, 100 → "new" weighs 30: x (100) | new (30), z (30), y (10).
    assert.deepEqual(groups, [['x'], ['new', 'z', 'y']]);
  });
});
