// Shared jest configuration for front-end packages: swc transform, jsdom with the
// browser globals jsdom lacks, and ESM packages transformed (DESIGN §7).
const path = require('node:path');
const { jestWorkers } = require('./workers.cjs');

// The CommonJS entries of Chakra UI and of Ark UI (its root and each component's).
const LAZY_ENTRIES =
  '/node_modules/(@chakra-ui/react/dist/cjs/index|@ark-ui/react/dist/(index|components/[\\w-]+/index|components/anatomy))\\.cjs$';

module.exports = function jestPreset(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
    transform: {
      // Each test file loads only the Chakra and Ark UI components it uses (lazy-entry-transform.cjs).
      [LAZY_ENTRIES]: path.join(__dirname, 'lazy-entry-transform.cjs'),
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/\\.pnpm/(?!(ky|react-intl|@formatjs|intl-messageformat|@chakra-ui\\+react|@ark-ui\\+react)[@+])',
    ],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|jpeg|gif|webp)$': path.join(__dirname, 'file-stub.cjs'),
    },
    maxWorkers: jestWorkers(),
    reporters: ['default', path.join(__dirname, '../test-timing/jest-reporter.cjs')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  };
};
