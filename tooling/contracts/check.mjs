#!/usr/bin/env node
// The contract check (README "Contracts and versions"): shared-contracts follows semver, and every
// package that builds against it declares the range it needs (`"shared-contracts": "workspace:^1.0.0"`).
// It fails when the current shared-contracts version does not satisfy a declared range, and when a
// built remote (its dist/mf-manifest.json) requires a range of the shared entries the current version
// does not satisfy. `node tooling/contracts/check.mjs [root]` prints one line per problem; the unit step
// of `npm test` runs it through tooling/contracts/repository.test.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const semver = require('semver');
const { CONTRACTS, declaredSpec, rangeOf } = require('./declared-range.cjs');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace's packages: every top-level folder of `root` with a package.json. */
function workspacePackages(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && d.name !== 'node_modules')
    .map((d) => path.join(root, d.name))
    .filter((dir) => existsSync(path.join(dir, 'package.json')));
}

/** The shared entries of shared-contracts a built manifest requires: [{ name, requiredVersion }]. */
function manifestRequirements(manifest) {
  return (manifest.shared ?? [])
    .filter((s) => s.name === CONTRACTS || s.name?.startsWith(`${CONTRACTS}/`))
    .map((s) => ({ name: s.name, requiredVersion: s.requiredVersion }));
}

/**
 * Checks the workspace at `root`. Returns `{ version, checked, problems }`: the current version of
 * shared-contracts, what was checked (package ranges and built manifests), and one readable line per problem.
 */
export function checkContracts(root) {
  const version = readJson(path.join(root, CONTRACTS, 'package.json')).version;
  const problems = [];
  const checked = { ranges: 0, manifests: 0 };
  if (!semver.valid(version)) {
    problems.push(`${CONTRACTS}/package.json: version "${version}" is not a semver version`);
    return { version, checked, problems };
  }
  for (const dir of workspacePackages(root)) {
    const pkg = readJson(path.join(dir, 'package.json'));
    if (pkg.name === CONTRACTS) continue;
    const where = path.relative(root, dir);
    const spec = declaredSpec(pkg);
    if (spec !== undefined) {
      checked.ranges++;
      const range = rangeOf(spec);
      if (range instanceof Error) problems.push(`${where}/package.json ${range.message}`);
      else if (!semver.satisfies(version, range))
        problems.push(
          `${where}/package.json declares ${CONTRACTS} ${range}, which the current ${CONTRACTS} ${version} does not satisfy`,
        );
    }
    const manifestFile = path.join(dir, 'dist', 'mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    checked.manifests++;
    for (const { name, requiredVersion } of manifestRequirements(readJson(manifestFile))) {
      if (typeof requiredVersion !== 'string' || semver.validRange(requiredVersion) === null)
        problems.push(
          `${where}/dist/mf-manifest.json shares ${name} with no semver requiredVersion (${JSON.stringify(requiredVersion)}): rebuild it`,
        );
      else if (!semver.satisfies(version, requiredVersion))
        problems.push(
          `${where}/dist/mf-manifest.json requires ${name} ${requiredVersion}, which the current ${CONTRACTS} ${version} does not satisfy: rebuild it, or declare and release for the new major`,
        );
    }
  }
  return { version, checked, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'),
  );
  const { version, checked, problems } = checkContracts(root);
  for (const line of problems) console.error(`contracts: ${line}`);
  console.log(
    `contracts: ${CONTRACTS} ${version}; ${checked.ranges} declared ranges and ${checked.manifests} built manifests checked, ${problems.length} problems`,
  );
  process.exit(problems.length ? 1 : 0);
}
