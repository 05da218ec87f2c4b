#!/usr/bin/env node
// The export names of shared-contracts per shared entry point, read with the TypeScript compiler API, and
// the semver rule they follow against the recorded snapshot (shared-contracts/api-surface.json): an export
// removed needs a major bump, an export added at least a minor one. Names only: a changed signature is
// the reviewer's to judge. `node tooling/contracts/api-surface.mjs --write` records the current surface
// (after bumping the version the rule asks for).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const semver = require('semver');
const ts = require('typescript');

/** The entries other packages build against (./testing and ./dev are for tests and dev servers). */
export const SURFACE_ENTRIES = ['.', './client', './ui'];

const contractsDir = (root) => path.join(root, 'shared-contracts');
export const snapshotFile = (root) => path.join(contractsDir(root), 'api-surface.json');

/** { version, entries: { '.': [names…], './client': […], './ui': […] } } of the code as it is now. */
export function currentSurface(root) {
  const dir = contractsDir(root);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(dir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const files = Object.fromEntries(
    SURFACE_ENTRIES.map((entry) => [entry, path.join(dir, pkg.exports[entry])]),
  );
  const program = ts.createProgram(Object.values(files), { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const entries = {};
  for (const [entry, file] of Object.entries(files)) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file));
    entries[entry] = checker
      .getExportsOfModule(module)
      .map((s) => s.getName())
      .sort();
  }
  return { version: pkg.version, entries };
}

/**
 * What the change from `recorded` to `now` breaks, one line each: exports removed without a major bump,
 * exports added without a minor bump, and a surface that changed but was not recorded.
 */
export function surfaceProblems(recorded, now) {
  const removed = [];
  const added = [];
  for (const entry of SURFACE_ENTRIES) {
    const before = new Set(recorded.entries[entry] ?? []);
    const after = new Set(now.entries[entry] ?? []);
    for (const name of before) if (!after.has(name)) removed.push(`${entry} ${name}`);
    for (const name of after) if (!before.has(name)) added.push(`${entry} ${name}`);
  }
  if (!removed.length && !added.length) return [];
  const from = `shared-contracts ${recorded.version} (api-surface.json)`;
  const problems = [];
  if (removed.length && semver.major(now.version) <= semver.major(recorded.version))
    problems.push(
      `exports removed without a major bump from ${from} to ${now.version}: ${removed.join(', ')}`,
    );
  const minorOf = (v) => `${semver.major(v)}.${semver.minor(v)}`;
  if (added.length && minorOf(now.version) === minorOf(recorded.version))
    problems.push(`exports added without a minor bump from ${from} to ${now.version}: ${added.join(', ')}`);
  if (!problems.length)
    problems.push(
      `the exports changed (${[...removed.map((r) => `- ${r}`), ...added.map((a) => `+ ${a}`)].join(', ')}) and the version is ${now.version}: record them with node tooling/contracts/api-surface.mjs --write`,
    );
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const now = currentSurface(root);
  if (process.argv.includes('--write')) {
    writeFileSync(snapshotFile(root), `${JSON.stringify(now, null, 2)}\n`);
    console.log(`api-surface: recorded shared-contracts ${now.version}`);
  } else {
    const problems = surfaceProblems(JSON.parse(readFileSync(snapshotFile(root), 'utf8')), now);
    for (const line of problems) console.error(`api-surface: ${line}`);
    process.exit(problems.length ? 1 : 0);
  }
}
