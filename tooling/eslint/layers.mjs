import boundaries from 'eslint-plugin-boundaries';

/**
 * The import direction of DESIGN §2, enforced in every front-end package (shell, remotes, sibling parcels):
 * app → features → shared, never back; a feature reaches another feature only through that feature's
 * public entry (`features/<name>/index.ts`); shared code reaches only shared code.
 * "Shared" is a package's `src/shared`, `src/i18n`, `src/api`, `src/components`, `src/types` and
 * `src/assets`; the app is `src/app` and the package's root files (bootstrap, routes, index).
 */
const PACKAGES = '{shell,mfe-*,sibling-*}';
const SHARED = '{shared,i18n,api,components,types,assets}';

export const layers = {
  files: [`${PACKAGES}/src/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-utils/**', '**/testing/**'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/include': [`${PACKAGES}/src/**`],
    'boundaries/elements': [
      {
        type: 'feature-entry',
        mode: 'full',
        pattern: '*/src/features/*/index.{ts,tsx}',
        capture: ['pkg', 'feature'],
      },
      { type: 'feature', mode: 'full', pattern: '*/src/features/*/**', capture: ['pkg', 'feature'] },
      { type: 'shared', mode: 'full', pattern: `*/src/${SHARED}/**`, capture: ['pkg'] },
      { type: 'app', mode: 'full', pattern: ['*/src/app/**', '*/src/*.{ts,tsx}'], capture: ['pkg'] },
    ],
  },
  rules: {
    'boundaries/element-types': [
      'error',
      {
        default: 'disallow',
        message:
          '${file.type} must not import ${dependency.type} (${dependency.source}): app → features → shared, features through their index.ts',
        rules: [
          { from: 'app', allow: ['app', 'feature-entry', 'feature', 'shared'] },
          {
            from: ['feature', 'feature-entry'],
            allow: [['feature', { feature: '${from.feature}' }], 'feature-entry', 'shared'],
          },
          { from: 'shared', allow: ['shared'] },
        ],
      },
    ],
  },
};
