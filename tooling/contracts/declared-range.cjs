// The range of shared-contracts a package declares it needs, read from its package.json:
// `"shared-contracts": "workspace:^1.0.0"` (pnpm links the workspace package and checks the range).
// The federation config builds it in as the shared entries' requiredVersion, and the contract check
// (tooling/contracts/check.mjs) verifies the current shared-contracts version satisfies it.
const semver = require('semver');

const CONTRACTS = 'shared-contracts';

/** The declared range, or undefined when the package does not depend on shared-contracts. */
function declaredSpec(packageJson) {
  const deps = { ...packageJson.devDependencies, ...packageJson.dependencies };
  return deps[CONTRACTS];
}

/**
 * The semver range in a declared spec (`workspace:^1.0.0` → `^1.0.0`), or an Error saying why there is
 * none: `workspace:*`, `workspace:^` and the like name no version, so they promise nothing to a build.
 */
function rangeOf(spec) {
  const bare = spec.replace(/^workspace:/, '');
  if (['*', '^', '~', ''].includes(bare) || semver.validRange(bare) === null)
    return new Error(
      `declares "${CONTRACTS}": "${spec}", which is no semver range: declare the lowest version it needs, e.g. "workspace:^1.0.0"`,
    );
  return bare;
}

/** The range for a package that builds against shared-contracts; throws when it declares none. */
function declaredContractsRange(packageJson) {
  const spec = declaredSpec(packageJson);
  if (spec === undefined) throw new Error(`${packageJson.name} does not depend on ${CONTRACTS}`);
  const range = rangeOf(spec);
  if (range instanceof Error) throw new Error(`${packageJson.name} ${range.message}`);
  return range;
}

module.exports = { CONTRACTS, declaredSpec, rangeOf, declaredContractsRange };
