import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import club from './eslint/no-literal-text.js';

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

// Only notify sends mail (docs/architecture.md): it queues each message in the same transaction as the change and
// delivers it once, so a request never waits on SMTP and a retried job never mails twice.
const MAIL_ONLY_THROUGH_NOTIFY =
  "Mail goes out only through notify's outbox (apps/server/src/modules/notify): hand it the event instead of sending here.";

// Issue 29 (decision 084): no locale is set for the process, since the server writes for many readers at once; a
// catalog message called without the reader's locale would come out in English for every one of them.
const CATALOG_CALL_NAMES_ITS_LOCALE = {
  selector: "CallExpression[callee.object.name='catalog'][arguments.length<2]",
  message: "Name the reader's locale: catalog.<message>(inputs, { locale }).",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'drizzle/**',
      'test-results/**',
      'data/**',
      'packages/shared/src/paraglide/**',
    ],
  },
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
    // By name, as the syntax shows it (the mailer as `mailer` or `<anything>.mailer`): what the mailer is called
    // elsewhere is for review. A type from nodemailer describes a message and sends nothing, so it may be imported.
    ignores: ['apps/server/src/modules/notify/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression:matches([property.name='send'], [property.value='send']):matches([object.name='mailer'], [object.property.name='mailer'])",
          message: MAIL_ONLY_THROUGH_NOTIFY,
        },
        {
          selector:
            "VariableDeclarator:matches([init.name='mailer'], [init.property.name='mailer']) > ObjectPattern > Property[key.name='send']",
          message: MAIL_ONLY_THROUGH_NOTIFY,
        },
        { selector: 'ImportExpression[source.value=/^nodemailer($|\\/)/]', message: MAIL_ONLY_THROUGH_NOTIFY },
        {
          // The bundler keeps every export of a module import()ed whole: the package's, the whole catalog among them.
          selector: 'ImportExpression[source.value=/^@club\\/shared/]',
          message:
            'import() a module of your own that names what it needs from @club/shared (lib/lazy-schemas.ts, decision 093).',
        },
        CATALOG_CALL_NAMES_ITS_LOCALE,
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'nodemailer', message: MAIL_ONLY_THROUGH_NOTIFY, allowTypeImports: true }],
          patterns: [{ group: ['nodemailer/*'], message: MAIL_ONLY_THROUGH_NOTIFY, allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // notify may send mail, and names the locale of each catalog message like everyone else.
    files: ['apps/server/src/modules/notify/**'],
    rules: { 'no-restricted-syntax': ['error', CATALOG_CALL_NAMES_ITS_LOCALE] },
  },
  {
    // Plain JavaScript tool configs and scripts have no types to check.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS tool configs (dependency-cruiser reads only this form), where require() is the way to import.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ignores: testFiles,
    plugins: { club },
    rules: { 'club/no-literal-text': 'error' },
  },
  {
    // Issue 26: a bare Loader is a span that either says nothing to a screen reader or, labelled, breaks axe's
    // aria-prohibited-attr, and only while a query is slow. Every spinner is the LoadingIndicator, which does one or
    // the other right.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/loading-indicator.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Loader'],
              message:
                'Use LoadingIndicator (apps/web/src/components/loading-indicator.tsx): it is announced or hidden.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line scripts, the operator commands and the startup banner talk to a person on the terminal.
    files: ['scripts/**', 'bench/**', 'apps/server/src/startup-banner.ts', 'apps/server/src/cli.ts', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
