import js from '@eslint/js';
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
    languageOptions: { globals: { ...globals.es2024, fetch: 'readonly', URL: 'readonly', Headers: 'readonly', TextDecoder: 'readonly', TextEncoder: 'readonly', AbortSignal: 'readonly', AbortController: 'readonly', Response: 'readonly', Request: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', URLSearchParams: 'readonly', performance: 'readonly' } },
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
);
