// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
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

// The server's layers, lowest first (docs/architecture.md, decision 0033). Imports point down or
// sideways inside one folder: a domain never imports another domain (it triggers one through an
// interface of a lower layer, wired in the composition root); the ledger never imports a domain;
// the platform imports neither the ledger nor a domain.
const SERVER_PLATFORM = [
  'config.ts',
  'clock.ts',
  'log.ts',
  'stand-ins.ts',
  'db',
  'pubsub',
  'jobs',
  'brands',
  'http',
  'graphql',
  'players',
];
const SERVER_LEDGER = ['ledger'];
/** Composes the layers: builds the services, registers the routes and resolvers, seeds demos. */
const SERVER_ROOT = [
  'main.ts',
  'app.ts',
  'services.ts',
  'routes.ts',
  'resolvers.ts',
  'demo',
  'dev',
];
/** Every other folder of server/ is a domain (identity, catalogue, wallet, rewards …), new ones too. */
const SERVER_DOMAINS = readdirSync(`${import.meta.dirname}/server`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => ![...SERVER_PLATFORM, ...SERVER_LEDGER, ...SERVER_ROOT].includes(name));
const serverPaths = (names) => names.map((name) => `./server/${name}`);
const serverLayerZones = [
  ...SERVER_PLATFORM.map((name) => ({
    target: `./server/${name}`,
    from: serverPaths([...SERVER_LEDGER, ...SERVER_DOMAINS, ...SERVER_ROOT]),
    message: 'The server platform must not import the ledger, a domain or the composition root.',
  })),
  {
    target: './server/ledger',
    from: serverPaths([...SERVER_DOMAINS, ...SERVER_ROOT]),
    message:
      'The ledger must not import a domain: declare an interface in server/ledger/ and wire the domain in server/services.ts.',
  },
  ...SERVER_DOMAINS.map((name) => ({
    target: `./server/${name}`,
    from: serverPaths([...SERVER_DOMAINS.filter((other) => other !== name), ...SERVER_ROOT]),
    message:
      'A server domain must not import another domain: move the shared piece down (server/ledger/, server/players/, the platform) or declare an interface there.',
  })),
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
    // through main.ts's unhandledRejection net (a Redis outage did; decision 0030).
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
  {
    // The server's layers and no import cycles (decision 0033).
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads only .js dependencies unless told the TypeScript extensions and parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ alwaysTryTypes: true, project: './tsconfig.node.json' }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverLayerZones }],
    },
  },
);
