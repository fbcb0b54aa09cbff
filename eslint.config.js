// Where code may run is a lint rule, not a convention (see test/unit/lint-boundary.test.ts).
import tseslint from 'typescript-eslint';

/** Imports that would tie shared/ to one process: Node, Electron, the DOM, Svelte, d3, SQLite. */
export const sharedForbiddenImports = {
  paths: [
    { name: 'electron', message: 'shared/ runs in both processes: Electron belongs in src-main/.' },
    { name: 'better-sqlite3', message: 'shared/ is pure: the SQLite store belongs in src-main/store/.' },
    { name: 'svelte', message: 'shared/ knows nothing of the UI: Svelte belongs in src-renderer/.' },
    { name: 'd3', message: 'shared/ knows nothing of the UI: d3 belongs in src-renderer/.' },
  ],
  patterns: [
    { group: ['node:*'], message: 'shared/ is pure: no Node built-ins (use src-main/).' },
    {
      group: [
        'fs',
        'fs/*',
        'path',
        'os',
        'child_process',
        'http',
        'https',
        'net',
        'url',
        'crypto',
        'worker_threads',
        'stream',
        'events',
        'util',
        'buffer',
        'process',
      ],
      message: 'shared/ is pure: no Node built-ins (use src-main/).',
    },
    {
      group: ['electron/*', 'svelte/*', 'd3-*', '*.svelte'],
      message: 'shared/ imports no Electron, Svelte or d3 code.',
    },
    {
      group: ['**/src-main/**', '**/src-renderer/**'],
      message: 'Dependencies point one way: shared/ imports neither process.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'build/**', 'dist-renderer/**', 'release/**', 'test-results/**', '**/*.svelte'] },
  {
    files: ['**/*.ts', '**/*.cts', '**/*.js', '**/*.mjs'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      'no-debugger': 'error',
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'smart'],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['shared/**/*.ts'],
    // tests beside shared code run under Node and may read fixture files
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', sharedForbiddenImports],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'require', 'Buffer', 'localStorage', 'fetch'],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'The engine is deterministic: use the seeded dice.',
        },
      ],
    },
  },
  {
    files: ['src-renderer/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'electron', 'better-sqlite3'],
              message: 'The renderer is untrusted: it reaches the backend only through shared/api.ts.',
            },
            { group: ['**/src-main/**'], message: 'The renderer reaches the backend only through shared/api.ts.' },
          ],
        },
      ],
    },
  },
);
