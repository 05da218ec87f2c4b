import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layers } from './tooling/eslint/layers.mjs';

/** Import patterns that reach into another package of the repository (by name or by relative path). */
const packageFence = (message) => [
  {
    regex: '^(shell|api|e2e|mfe-[\\w-]+)(/|$)',
    message: `No package imports another app: ${message}.`,
  },
  {
    regex: '^(\\.\\./)+(shell|api|e2e|shared-contracts|mfe-[\\w-]+)/(src|test)/',
    message: `No relative path into another package: ${message}.`,
  },
];

/** What the API may not import. */
const apiFence = [
  ...packageFence('the API imports no front end'),
  {
    group: ['react', 'react-dom', 'react-*', '@chakra-ui/*', '@emotion/*'],
    message: 'The API imports no front-end library.',
  },
  {
    regex:
      '^shared-contracts($|/src/(ui|auth|persist|remotes|routing|theme|testing|dev|api|config|registry)(/|$))',
    message: 'The API reads only the pure rules of shared-contracts (api/src/shared-rules.ts).',
  },
];
const seedFence = {
  regex: '^(\\.\\./)+seed/',
  message:
    'Routes and rules import no seed data (the demo and reference loaders are for main.ts and the CLI).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tools/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One router instance: the shell's router context must be the one every remote reads, and react-router
    // is shared through shared-contracts only (tooling/webpack/shared-singletons.cjs).
    // And no package reaches into another: a remote only through the shell's loading, at run time.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-utils/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "Import the router API from 'shared-contracts' (one shared router instance).",
          })),
          patterns: packageFence('the shell and the remotes meet only at run time, through shared-contracts'),
        },
      ],
    },
  },
  {
    // The contracts know no app; the API knows no front end (its one seam is api/src/shared-rules.ts).
    files: ['shared-contracts/src/**/*.{ts,tsx}', 'api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: packageFence('shared-contracts and the API import no app') },
      ],
    },
  },
  {
    // The API: no front end, only the pure rules of shared-contracts, and no seed data in routes and rules.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/cli/**', 'api/src/seed/**', 'api/src/main.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...apiFence, seedFence] }] },
  },
  {
    // idp/ is the built-in OpenID provider; auth/ is the API session, which reads the provider's tokens.
    files: ['api/src/idp/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiFence,
            seedFence,
            { regex: '^\\.\\./auth/', message: 'The identity provider knows nothing of the API session.' },
          ],
        },
      ],
    },
  },
  {
    // The composition root and the command line load the demo and reference data.
    files: ['api/src/cli/**', 'api/src/seed/**', 'api/src/main.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiFence }] },
  },
  layers,
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
    // Tests read untyped JSON bodies; typing every document there adds noise, not safety.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
