// ESLint for every TypeScript file of the workspace, with type information: typescript-eslint's
// strict type-checked rules, React's hook rules in the editor, and import rules (no duplicate
// imports, no deep imports into another package's src/). `npm run lint`; the test command runs it.
// Rules switched off below say why; each is off for the whole codebase, never per file.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      '**/*.d.mts',
      'bench/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Two programs: every package's sources and tests (tsconfig.lint.json), and the editor's.
        project: ['tsconfig.lint.json', 'packages/editor/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    rules: {
      // Off, each for the whole codebase, with the count of places it flagged on 2026-11-29:
      // - Node parameters, workflow JSON, run data and service answers are JSON whose shape is
      //   known only at run time; they are `any` at those edges today (about 5,700 places). Typing
      //   each edge as `unknown` with a guard is the way back to these rules.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // - With `noUncheckedIndexedAccess`, `list[i]!` after a bounds check is the idiom; the
      //   alternative is a cast or a dead branch (3,955 places).
      '@typescript-eslint/no-non-null-assertion': 'off',
      // - The same run-time JSON makes checks the types call unnecessary necessary (860), and
      //   conversions of values typed as strings defensive (266).
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
      // - n8n's own coercions are reproduced on purpose: `String(value)` and `${value}` of any
      //   value, "[object Object]" included, is what n8n outputs (632 + 1,702).
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      // - Style, not defects: `() => void call()` shorthands (1,088); `async` functions that
      //   implement a Promise-returning interface without awaiting (427); records used as maps (74);
      //   methods passed as values that never read `this` (221).
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // - `void name;` marks a value that is deliberately unused (34 places).
      '@typescript-eslint/no-meaningless-void-operator': 'off',
      // - `Promise<void> | void` types hooks that may or may not be async (9); a type parameter
      //   used once names what a caller expects from untyped input, as `lazyRequire<T>()` (12).
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      // Narrowed: `any` operands (JSON again) and number + string are allowed; `undefined` is not.
      '@typescript-eslint/restrict-plus-operands': ['error', { allowAny: true, allowNumberAndString: true }],
      // Narrowed: async callbacks handed to Node's APIs (`createServer(async …)`, `on('x', async …)`)
      // are allowed; promises in conditions, spreads and React attributes are still errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      // Unused names are errors, except those that say so with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      'import-x/no-duplicates': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@weft/*/src/*', '@weft/*/dist/*'],
              message: 'Import a package by its name: its index.ts is its public face.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server imports the built-in nodes family by family: `@weft/nodes` parses all of them, and
    // one import of it made every `weft start` and `weft execute` do so before its first step.
    files: ['packages/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@weft/nodes',
              message: 'Import @weft/nodes/loader: @weft/nodes loads every node family at once.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['@weft/*/src/*', '@weft/*/dist/*'],
              message: 'Import a package by its name: its index.ts is its public face.',
            },
          ],
        },
      ],
    },
  },
  {
    // The React app only: Playwright's `use…` fixtures in e2e/ are not hooks.
    files: ['packages/editor/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
