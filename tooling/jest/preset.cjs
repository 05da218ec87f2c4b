// Shared jest configuration for front-end packages: swc transform, jsdom with the
// browser globals jsdom lacks, and ESM packages transformed (DESIGN §7).
const path = require('node:path');

module.exports = function jestPreset(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
    transform: {
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
    transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(ky|react-intl|@formatjs|intl-messageformat)[@+])'],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|jpeg|gif|webp)$': path.join(__dirname, 'file-stub.cjs'),
    },
    reporters: ['default', path.join(__dirname, '../test-timing/jest-reporter.cjs')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  };
};
