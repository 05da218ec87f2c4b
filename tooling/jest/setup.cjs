/* global beforeEach, afterEach -- jest globals: this file runs inside every test file */
require('@testing-library/jest-dom');
const { format } = require('node:util');

// A test fails on a console.error it did not declare (issue 11, defect 16): React's act() warnings, a
// request a test forgot to stub, an error the code logs. A test that provokes one on purpose declares
// it first with allowConsoleError(/pattern/) from 'shared-contracts/testing'.
const original = console.error;
// Chakra's Toaster, Field and Dialog (zag and ark machines) update themselves a tick after they mount, outside
// anything a test can await: React's act() warning about those is noise, not a defect of ours.
const LIBRARY_INTERNAL = [/An update to (Toaster|FieldRoot|DialogRoot) inside a test was not wrapped in act/];
let unexpected = [];

beforeEach(() => {
  unexpected = [];
  globalThis.__allowedConsoleErrors = [];
});

console.error = (...args) => {
  const text = format(...args);
  const allowed = [...LIBRARY_INTERNAL, ...(globalThis.__allowedConsoleErrors ?? [])];
  if (allowed.some((pattern) => pattern.test(text))) return;
  unexpected.push(text);
  original(...args);
};

afterEach(() => {
  if (unexpected.length === 0) return;
  const found = unexpected.map((text) => text.split('\n').slice(0, 4).join('\n'));
  unexpected = [];
  throw new Error(
    `${found.length} unexpected console.error call(s):\n${found.join('\n---\n')}\n` +
      'Fix the cause, or declare it: allowConsoleError(/pattern/) (shared-contracts/testing).',
  );
});
