// All front-end packages' jest tests in one run (`npm test -- unit`): one pool of workers shares the files of
// every package, so a slow package no longer leaves the other core idle. Each package keeps its own config
// (tooling/jest/preset.cjs) and runs alone with `pnpm --filter <package> test`.
const path = require('node:path');
const { jestWorkers } = require('./tooling/jest/workers.cjs');

const PACKAGES = [
  'shared-contracts',
  'shell',
  'mfe-auth-registration',
  'mfe-exam-taking',
  'mfe-edition-admin',
  'mfe-grading-results',
  'sibling-47-registration',
];

module.exports = {
  projects: PACKAGES.map((name) => path.join(__dirname, name)),
  maxWorkers: jestWorkers(),
  reporters: ['default', path.join(__dirname, 'tooling/test-timing/jest-reporter.cjs')],
};
