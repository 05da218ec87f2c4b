// The singletons every federated package shares (DESIGN §3). Versions come from the
// package that builds, so caret ranges follow the installed majors.
// react-router and @chakra-ui/react are deliberately absent: a shared module is built whole, never
// tree-shaken. The router is shared through shared-contracts (its used names only); every package builds
// the Chakra components it uses, on the one system shared-contracts creates (see screenLoader).
const { declaredContractsRange } = require('../contracts/declared-range.cjs');

const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  '@emotion/react',
  'react-intl',
];

const SHARED_CONTRACT_ENTRIES = ['shared-contracts/client', 'shared-contracts/ui'];

function sharedSingletons(packageJson) {
  const deps = { ...packageJson.devDependencies, ...packageJson.dependencies };
  const shared = {};
  for (const name of SHARED_PACKAGES) {
    const base = name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
    const range = deps[base];
    shared[name] = { singleton: true, requiredVersion: range ?? false };
  }
  // shared-contracts: only its run-time entries are shared singletons (one auth store, query cache and
  // API configuration in ./client; one router, Chakra system and toaster in ./ui). Its pure entry '.'
  // holds no state, so each package bundles (and tree-shakes) the parts it uses. The build provides the
  // current version and requires the range the package declares (`workspace:^1.0.0`), so a remote built
  // today still accepts a shell with a later minor of the contracts, and says which ones it cannot take.
  const contracts = require('../../shared-contracts/package.json');
  const requiredVersion = declaredContractsRange(packageJson);
  for (const entry of SHARED_CONTRACT_ENTRIES)
    shared[entry] = { singleton: true, requiredVersion, version: contracts.version };
  return shared;
}

module.exports = { sharedSingletons, SHARED_PACKAGES, SHARED_CONTRACT_ENTRIES };
