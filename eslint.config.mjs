// `npm run lint`: typescript-eslint's recommended rules and import cycles. Part of `npm test` (scripts/test.sh).
// Not type-aware: with type information (no-floating-promises and the like) the lint took 51 s instead of 9 s
// on the 2-core machine, and `npm test` type-checks with tsc already.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import local from './eslint.rules.mjs';

export default defineConfig(
  { ignores: ['**/__generated__/**', '**/dist/**', '**/node_modules/**', 'data/**', 'web/vite.config.mts', '**/*.mjs', '**/*.cjs', '**/*.js'] },
  { files: ['backend/**/*.ts', 'bff/**/*.ts', 'schema/**/*.ts', 'web/src/**/*.{ts,tsx}', 'web/widget/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, local },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })] },
    rules: {
      // Cycles that exist at run time (value imports), through packages' files too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Every cycle between our files, `import type` included: import-x/no-cycle cannot be told to follow those.
      'local/no-import-cycle': 'error',
      'local/no-issue-reference': 'error',
      // `_name` marks a parameter or binding kept on purpose; `{ dropped, ...rest }` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A `let` declared before the closures that read it and assigned once after them (timers, listeners) is fine.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Off: the four control-character regexes strip control characters from file names and text on purpose.
      'no-control-regex': 'off',
      // One blank line at most between blocks and none at the end, as the rest of the code reads.
      'no-multiple-empty-lines': ['error', { max: 1, maxBOF: 0, maxEOF: 0 }],
    },
  },
);
