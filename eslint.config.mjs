import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';
import { layers } from './tooling/eslint/layers.mjs';

/** Import patterns that reach into another package of the repository (by name or by relative path). */
const packageFence = (message) => [
  {
    regex: '^(shell|api|e2e|mfe-[\\w-]+|sibling-[\\w-]+)(/|$)',
    message: `No package imports another app: ${message}.`,
  },
  {
    regex: '^(\\.\\./)+(shell|api|e2e|shared-contracts|mfe-[\\w-]+|sibling-[\\w-]+)/(src|test)/',
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
    regex: '^shared-contracts/',
    message: 'The API reads only the pure entry of shared-contracts (api/src/shared-rules.ts).',
  },
];
/** Only the entries of shared-contracts' exports map (README "shared-contracts"), never its files. */
const contractsEntries = {
  regex: '^shared-contracts/(src|lib)(/|$)',
  message: "Import shared-contracts by its entries: '.', './client', './ui', './testing', './dev'.",
};
/** What the pure entry of shared-contracts may not import: it runs in the API and every bundle. */
const pureFence = [
  {
    group: ['react', 'react-*', 'react/*', '@chakra-ui/*', '@emotion/*', 'ky', 'zustand', 'zustand/*'],
    message:
      'The pure entry of shared-contracts holds no React, HTTP client or state (use ./client or ./ui).',
  },
  {
    group: ['oidc-client-ts', '@tanstack/*', '@tiptap/*'],
    message: 'Not in the pure entry (use ./client or ./ui).',
  },
  {
    regex: '^(\\.\\./)+(client|ui|testing|dev)(/|$)',
    message: 'The pure entry imports none of the run-time entries (client, ui, testing, dev).',
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
      '.site/**',
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
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: "Import the router API from 'shared-contracts/ui' (one shared router instance).",
            })),
            {
              name: '@tanstack/react-query',
              message: "Import the query API from 'shared-contracts/client' (one copy, one cache).",
            },
          ],
          patterns: [
            ...packageFence('the shell and the remotes meet only at run time, through shared-contracts'),
            contractsEntries,
          ],
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
    // The pure entry of shared-contracts: what the API and every bundle may import without a run time.
    files: ['shared-contracts/src/**/*.{ts,tsx}'],
    ignores: ['shared-contracts/src/{client,ui,testing,dev}/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...packageFence('shared-contracts imports no app'), ...pureFence] },
      ],
    },
  },
  {
    // The client entry (HTTP, session, query cache) builds no UI.
    files: ['shared-contracts/src/client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageFence('shared-contracts imports no app'),
            {
              group: ['@chakra-ui/*', '@emotion/*', 'react-dom', 'react-intl'],
              message: 'The client entry builds no UI.',
            },
            {
              regex: '^\\.\\./(ui|testing|dev)(/|$)',
              message: 'The client entry imports neither ui, testing nor dev.',
            },
          ],
        },
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
  {
    // Messages are react-intl descriptors with literal ids and pt-BR texts (README "Data and messages"):
    // an id built at run time or a missing defaultMessage cannot be extracted (tooling/i18n).
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-contracts/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/test-utils/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/no-invalid-icu': 'error',
    },
  },
  {
    // A sibling project's parcel brings its own framework: no React, no Chakra, and from shared-contracts
    // only the pure root entry (types, schemas, rules), never the React singletons './client' and './ui'.
    files: ['sibling-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageFence('a parcel meets the shell only at run time, through its custom props'),
            {
              group: ['react', 'react-dom', 'react-*', '@chakra-ui/*', '@emotion/*', 'shared-contracts/*'],
              message: "A parcel uses Preact and the pure 'shared-contracts' root entry only.",
            },
          ],
        },
      ],
    },
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
