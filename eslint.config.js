import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// src/core is framework-free and isomorphic: the node and the explorer both import it.
const coreForbiddenImports = {
  patterns: [
    { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'src/core must not import React.' },
    { group: ['@tanstack/*'], message: 'src/core must not import react-query.' },
    { group: ['react-router', 'react-router-dom'], message: 'src/core must not import the router.' },
    { group: ['**/server/**', '**/app/**', '**/features/**', '**/components/**'], message: 'src/core must not import server or UI code.' },
    { group: ['node:*', 'fs', 'http', 'path'], message: 'src/core runs in the browser too: no Node built-ins.' },
  ],
};

// One-way layers (docs/architecture.md): app → features → {components, queries} → core; features never
// import each other; components are UI and run no query; the node (server/) imports only the core.
const layerRule = (message, groups) => ['error', { patterns: [{ group: groups, message }] }];
const FEATURES = ['account', 'table', 'node', 'spec', 'bcs', 'transaction', 'block', 'module'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', '.ledger', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/core/**/*.ts'],
    languageOptions: {
      globals: {
        ...globals.es2024,
        fetch: 'readonly',
        URL: 'readonly',
        Headers: 'readonly',
        TextDecoder: 'readonly',
        TextEncoder: 'readonly',
        AbortSignal: 'readonly',
        AbortController: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        URLSearchParams: 'readonly',
        performance: 'readonly',
      },
    },
    rules: {
      'no-restricted-imports': ['error', coreForbiddenImports],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'process', 'Buffer'],
    },
  },
  {
    // tests of the core may use Node to start servers
    files: ['src/core/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layerRule(
        'src/components is shared UI: it must not import features, queries or the app (a page passes it the data).',
        ['**/features/**', '**/queries/**', '**/app/**', '**/server/**'],
      ),
    },
  },
  {
    files: ['src/queries/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layerRule('src/queries holds server state shared by features: it imports only the core (and react-query).', [
        '**/features/**',
        '**/components/**',
        '**/app/**',
        '**/server/**',
      ]),
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': layerRule(
        `src/features/${feature} must not import the app or another feature (shared pieces belong in src/components, src/queries or src/core).`,
        [
          '**/app/**',
          '**/server/**',
          // a sibling feature by any path: through `features/` or relative (`../table/queries`)
          ...FEATURES.filter((other) => other !== feature).flatMap((other) => [
            `**/features/${other}/**`,
            `../${other}`,
            `../${other}/**`,
            `../../${other}/**`,
          ]),
        ],
      ),
    },
  })),
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': layerRule('The node imports only src/core from the explorer.', [
        '**/src/app/**',
        '**/src/features/**',
        '**/src/components/**',
        '**/src/queries/**',
      ]),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
