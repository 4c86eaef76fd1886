// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Machines are pure models: they must not reach React, the DOM, the network or the app.
const forbiddenInMachines = [
  {
    group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react'],
    message: 'machines/ must not depend on React.',
  },
  {
    group: ['react-router', 'react-router/*'],
    message: 'machines/ must not depend on the router.',
  },
  {
    group: [
      'graphql-request',
      'graphql-ws',
      'oidc-client-ts',
      'ws',
      'pg',
      'ioredis',
      'node:*',
      '@lingui/*',
    ],
    message:
      'machines/ must not depend on network, storage or runtime libraries: declare the effect in setup() and provide it from src/app.',
  },
  { group: ['**/src/**', '../src/*', '../../src/*'], message: 'machines/ must not import src/.' },
  { group: ['**/server/**'], message: 'machines/ must not import server/.' },
];

// The SPA's layers, top to bottom (docs/architecture.md, decision 0035): a layer imports only
// the layers below it. machines/ is below them all (its own block forbids src/).
const SPA_LAYERS = [
  ['./src/app'],
  ['./src/features'],
  ['./src/components'],
  ['./src/runtime'],
  ['./src/adapters', './src/i18n'],
];
const layerZones = SPA_LAYERS.flatMap((targets, level) => {
  const above = SPA_LAYERS.slice(0, level).flat();
  return above.length === 0
    ? []
    : targets.map((target) => ({
        target,
        from: above,
        message: `${target.slice(6)} is below ${above.map((dir) => dir.slice(6)).join(', ')}: imports flow one way (decision 0035).`,
      }));
});
// A feature never imports another: the app composes them.
const featureZones = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: `features/${name} must not import another feature: compose them in src/app, or move the shared piece to src/components or src/runtime (decision 0035).`,
  }));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      '**/generated/',
      '**/generated-session/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One-way layers and no import cycles in the SPA (decision 0035).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x parses the files it follows (without these no-cycle sees no imports in .ts).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: './tsconfig.app.json' }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: forbiddenInMachines }],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'sessionStorage',
        'fetch',
        'WebSocket',
        'location',
        'history',
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    // Type-aware, for the two promise rules: a promise nobody awaits or catches ends the server
    // through main.ts's unhandledRejection net (a Redis outage did, issue #12; decision 0030).
    languageOptions: {
      parserOptions: { project: './tsconfig.node.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '../src/*', '../../src/*'],
              message: 'server/ never imports src/.',
            },
          ],
        },
      ],
    },
  },
);
