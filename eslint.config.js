// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/** A boundaries policy: files of these element types may import files of those. */
const allow = (from, to) => ({
  from: { element: { types: { anyOf: from } } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            // one HTTP client: features call the typed api, never axios directly
            { name: 'axios', message: 'Use the api client in web/src/api.' },
            // the schemas (and the schema library) stay out of the browser bundle: types only
            {
              name: '@aisle/contract',
              allowTypeImports: true,
              message: 'Import types only; run-time lists come from @aisle/contract/enums.',
            },
          ],
          patterns: [
            {
              group: ['@aisle/contract/src/*', '**/contract/src/*'],
              allowTypeImports: true,
              message: 'Import types only from the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // The layers of web/src (docs/web.md, "Layers"): app -> features -> ui -> lib/stores/i18n -> api. A feature never
    // imports another feature or app/; ui/, lib/, stores/ and i18n/ never import a feature or app/.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'ui', pattern: 'web/src/ui' },
        { type: 'lib', pattern: 'web/src/lib' },
        { type: 'stores', pattern: 'web/src/stores' },
        { type: 'i18n', pattern: 'web/src/i18n' },
        { type: 'api', pattern: 'web/src/api' },
        { type: 'entry', pattern: 'web/src/*.{ts,tsx}' },
        { type: 'test-support', pattern: 'web/src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allow(['entry', 'app'], ['app', 'feature', 'ui', 'lib', 'stores', 'i18n', 'api']),
            allow(['feature'], ['ui', 'lib', 'stores', 'i18n', 'api']),
            allow(['ui'], ['ui', 'lib', 'stores', 'i18n', 'api']),
            allow(['lib', 'stores', 'i18n'], ['lib', 'stores', 'i18n', 'api']),
            allow(['api'], ['api', 'lib', 'i18n', 'stores']),
            allow(['test-support'], ['lib', 'stores', 'i18n', 'api']),
          ],
        },
      ],
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
