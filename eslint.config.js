import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Tests, end-to-end specs, benchmarks and the stress suite: code that reads HTTP answers and fixtures.
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/test/**',
  'apps/server/stress/**',
  'e2e/**',
  'bench/**',
  'apps/web/src/test/**',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'drizzle/**', 'test-results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly' },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'packages/shared/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: testFiles,
    rules: {
      // A test reads HTTP answers (`res.json()` is `any` by nature) and fixtures it has just written, where a
      // missing value fails the assertion anyway; narrowing each of them would only restate the expectations.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Plain JavaScript tool configs and scripts have no types to check.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS tool configs (dependency-cruiser reads only this form).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Command-line scripts, the operator commands and the startup banner talk to a person on the terminal.
    files: ['scripts/**', 'bench/**', 'apps/server/src/startup-banner.ts', 'apps/server/src/cli.ts', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
