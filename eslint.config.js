// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Machines are pure models: they must not reach React, the DOM, the network or the app.
const forbiddenInMachines = [
  {
    group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react'],
    message: 'machines/ must not depend on React.',
  },
  {
    group: ['react-router', 'react-router/*', 'wouter', 'wouter/*'],
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
