import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/api/src/db/migrations/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  // Layers of the web app (shared → features → app) and the ban on import cycles are checked by
  // dependency-cruiser (.dependency-cruiser.cjs, `npm run lint:deps`), dynamic import() included.
  // Here only: code under src/ reaches another folder of src/ through the `@/` alias.
  {
    files: ['apps/web/src/**', 'apps/admin/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['../../*'], message: 'Import through the @/ alias (@/lib/…, @/features/…).' }],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/e2e/**/*.{ts,mjs}',
      'apps/admin/e2e/**/*.ts',
      'scripts/**/*.mjs',
      '**/*.config.{js,ts}',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
