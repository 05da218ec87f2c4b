import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { lazyEntry } = require('./lazy-entry-transform.cjs');
// Chakra as a front-end package has it, Ark UI as Chakra has it.
const chakraEntry = createRequire(path.join(here, '../../shell/package.json')).resolve('@chakra-ui/react');
const arkEntry = createRequire(chakraEntry).resolve('@ark-ui/react');

/** Runs the rewritten entry as CommonJS beside the original file; its exports object. */
function load(entry) {
  const code = lazyEntry(readFileSync(entry, 'utf8'));
  assert.ok(code, `${entry} was not understood`);
  const exports = {};
  new Function('exports', 'require', code)(exports, createRequire(entry));
  return exports;
}

for (const [name, entry] of [
  ['@chakra-ui/react', chakraEntry],
  ['@ark-ui/react', arkEntry],
  ['@ark-ui/react/anatomy', createRequire(chakraEntry).resolve('@ark-ui/react/anatomy')],
]) {
  test(`${name}: the lazy entry exports the same names and the same values as the package's`, () => {
    const lazy = load(entry);
    const real = require(entry);
    assert.deepEqual(Object.keys(lazy).sort(), Object.keys(real).sort());
    for (const key of Object.keys(real)) assert.equal(lazy[key], real[key], key);
  });
}

test('an entry with a statement it does not know is left as it is (null)', () => {
  const source = "var a = require('./a.cjs');\nexports.A = a.A;\nconsole.log('side effect');\n";
  assert.equal(lazyEntry(source), null);
  assert.ok(lazyEntry("var a = require('./a.cjs');\nexports.A = a.A;\n"));
});

test('nothing is required before an export is read, and each module once', () => {
  const code = lazyEntry(
    "var a = require('./a.cjs');\nvar b = require('./b.cjs');\nexports.A = a.A;\nexports.B = b;\n",
  );
  const required = [];
  const exports = {};
  new Function('exports', 'require', code)(exports, (request) => {
    required.push(request);
    return { A: `A of ${request}` };
  });
  assert.deepEqual(required, []);
  assert.equal(exports.A, 'A of ./a.cjs');
  assert.equal(exports.A, 'A of ./a.cjs');
  assert.deepEqual(required, ['./a.cjs']);
  assert.deepEqual(exports.B, { A: 'A of ./b.cjs' });
  assert.deepEqual(required, ['./a.cjs', './b.cjs']);
});
