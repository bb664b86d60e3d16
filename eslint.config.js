// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.mock-data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
      'fixtures/tools/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // one HTTP client: features call the typed api, never axios directly
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'Use the api client in web/src/api.' }] }],
    },
  },
  {
    files: ['web/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // configuration files are loaded by tools that expect a default export
    files: ['*.config.{js,ts}', 'web/*.config.{js,ts}', 'web/e2e/support/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Playwright fixtures must destructure their (unused) dependencies
    files: ['web/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
