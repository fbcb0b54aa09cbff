// Where code may run, and which layer of shared/ may import which, are lint rules, not conventions
// (see test/unit/lint-boundary.test.ts; test/unit/import-cycles.test.ts keeps shared/ free of cycles).
import svelte from 'eslint-plugin-svelte';
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

/**
 * The layers of shared/, bottom up: hex (geometry) < model (file formats) < engine (generic commands,
 * events, the Ruleset interface) < rules/<id>/ (one game system each) < the registry
 * (rules/rulesets.ts, rules/registered-*.ts, rules/replay-log.ts) and what sits on it (api.ts and the *-api.ts beside it, parse-campaign.ts). A layer imports only those
 * below it; a ruleset imports no other ruleset and not the registry.
 */
const layer = (message, regex) => ({
  ...sharedForbiddenImports,
  patterns: [...sharedForbiddenImports.patterns, { regex, message }],
});
export const sharedLayers = [
  { files: ['shared/hex/**/*.ts'], options: layer('shared/hex/ imports nothing of ours outside hex/.', '^\\.\\./') },
  {
    files: ['shared/model/**/*.ts'],
    options: layer('shared/model/ imports only shared/hex/.', '^\\.\\./(?!hex/)'),
  },
  {
    files: ['shared/engine/**/*.ts'],
    options: layer(
      'shared/engine/ imports only shared/model/ and shared/hex/: a ruleset comes in through the context.',
      '^\\.\\./(?!hex/|model/)',
    ),
  },
  {
    files: ['shared/rules/*/**/*.ts'],
    options: layer(
      'A ruleset imports shared/engine/, shared/model/, shared/hex/ and the rules helpers beside it (rules/*.ts), never another ruleset or the registry.',
      '^\\.\\./(?!\\.\\./(hex|model|engine)/)(?!zoc-hexes\\.js$)',
    ),
  },
  {
    files: ['shared/rules/*.ts'],
    ignores: ['shared/rules/rulesets.ts', 'shared/rules/registered-*.ts', 'shared/rules/replay-log.ts'],
    options: layer(
      'A rules helper (rules/*.ts) imports shared/engine/, shared/model/, shared/hex/ only.',
      '^\\./|^\\.\\./(?!hex/|model/|engine/)',
    ),
  },
];

/**
 * Each ruleset's own state sits under its key (`unit.<key>`, `state.rules.<key>`: RulesetState.key,
 * by ruleset folder; rulesets.test.ts checks this list against the registry). Only the ruleset's
 * own folders (shared/rules/<id>/, src-renderer/rules/<id>/) and tests reach into it by that key:
 * everything else asks the Ruleset or the registry (rules/registered-*.ts).
 */
export const rulesetStateKeys = { ocs: 'ocs', 'grand-campaign': 'gc' };

/**
 * Each ruleset's own fields that sit beside the generic ones rather than under its key: those of a
 * unit (RulesetState.unitFields) and of a dump (RulesetState.dump), of the game (Ruleset.game.fields)
 * and of a unit type (Ruleset.game.unitType), by ruleset folder
 * (rulesets.test.ts checks this list against the registry). GC's dump field `resource` is not here:
 * the generic ledger names a kind of points `resource` too (a filter, a view), and it is kept apart
 * by the type instead (the generic Dump lacks it; views and the ledger ask ResourcesCapability.kindOf).
 * Nor is OCS's unit-type `capacity` (12.1b: what a Transport Point carries): GC's airbases have a
 * capacity of their own (19.A.4), read in GC's folders; the generic UnitType lacks OCS's, and
 * rulesets.test.ts refuses a read of it outside OCS's folders.
 */
export const rulesetFieldNames = {
  ocs: ['blown', 'extender', 'extenderInEnemyZoc', 'attackSupply', 'landingCraft', 'organic'],
  'grand-campaign': ['majorDepots', 'hqKind', 'air'],
  classic: ['leader'],
};
/** A ruleset's own names: its state key and its fields beside the generic ones. */
const ownNames = (id) => [rulesetStateKeys[id], ...(rulesetFieldNames[id] ?? [])].filter(Boolean);

/**
 * Each ruleset's own edits of the game, by the edit's `type` (Ruleset.game.edits; lint-boundary.test.ts
 * checks this list against the registry): written as a string only in that ruleset's folders and
 * tests; generic code hands any edit it does not know to the ruleset's registered edit.
 */
export const rulesetEditTypes = { 'grand-campaign': ['majorDepot'] };
const ownEditTypes = (id) => rulesetEditTypes[id] ?? [];

/** no-restricted-syntax entries refusing these edit types as strings ("case 'majorDepot'", "{ type: 'majorDepot' }"). */
export const rulesetEditSyntax = (types, where) => {
  if (types.length === 0) return [];
  return [
    {
      selector: `Literal[value=/^(${types.join('|')})$/]`,
      message: `A ruleset's own game edits (${types.map((t) => `"${t}"`).join(', ')}) are written only in its own folders; ${where} hands an edit it does not know to the ruleset (Ruleset.game.edits, rules/registered-game-edits.ts).`,
    },
  ];
};

/** no-restricted-syntax entries refusing member access to these keys ("state.rules.gc", "u.ocs?.fuel", "{ gc } = ..."). */
export const rulesetKeySyntax = (keys, where) => {
  if (keys.length === 0) return [];
  const names = `/^(${keys.join('|')})$/`;
  const message = `A ruleset's own state and fields (${keys.map((k) => `.${k}`).join(', ')}) are read only in its own folders; ${where} asks the Ruleset or the registry (rules/registered-*.ts).`;
  return [
    { selector: `MemberExpression[computed=false][property.name=${names}]`, message },
    { selector: `MemberExpression[computed=true][property.value=${names}]`, message },
    { selector: `ObjectPattern > Property[key.name=${names}]`, message },
  ];
};
const rulesetIds = [
  ...new Set([...Object.keys(rulesetStateKeys), ...Object.keys(rulesetFieldNames), ...Object.keys(rulesetEditTypes)]),
];
const allKeys = rulesetIds.flatMap(ownNames);
const allEditTypes = rulesetIds.flatMap(ownEditTypes);
/** what code outside a ruleset's folders may not name of any ruleset */
const rulesetSyntax = (where) => [...rulesetKeySyntax(allKeys, where), ...rulesetEditSyntax(allEditTypes, where)];
/** what a ruleset's folders may not name of another ruleset */
const otherRulesetSyntax = (id, where) => [
  ...rulesetKeySyntax(
    allKeys.filter((k) => !ownNames(id).includes(k)),
    where,
  ),
  ...rulesetEditSyntax(
    allEditTypes.filter((t) => !ownEditTypes(id).includes(t)),
    where,
  ),
];
const deterministic = {
  selector: "MemberExpression[object.name='Math'][property.name='random']",
  message: 'The engine is deterministic: use the seeded dice.',
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'build/**', 'dist-renderer/**', 'release/**', 'test-results/**'] },
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
  // Svelte components: parsed with their TypeScript, checked by the same rules and the plugin's own
  ...svelte.configs['flat/recommended'],
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      'no-debugger': 'error',
      'no-var': 'error',
      // runes ($props, $state) are declared with let: the plugin's own prefer-const knows them
      'prefer-const': 'off',
      // a $state object changed field by field stays let, as the components write it
      'svelte/prefer-const': ['error', { excludedRunes: ['$props', '$derived', '$state'] }],
      // a Map built and dropped inside one $derived needs no reactivity of its own
      'svelte/prefer-svelte-reactivity': 'off',
      // {' '} keeps a space between links that Prettier would otherwise fold away
      'svelte/no-useless-mustaches': 'off',
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
      'no-restricted-syntax': ['error', deterministic, ...rulesetSyntax('shared/ code outside it')],
    },
  },
  // in a ruleset's own folders, the other rulesets' keys stay refused
  ...rulesetIds.map((id) => ({
    files: [`shared/rules/${id}/**/*.ts`],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', deterministic, ...otherRulesetSyntax(id, 'another ruleset')],
    },
  })),
  ...sharedLayers.map(({ files, ignores, options }) => ({
    files,
    ignores: [...(ignores ?? []), 'shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', options] },
  })),
  {
    files: ['src-main/**/*.ts', 'src-renderer/**/*.ts', 'src-renderer/**/*.svelte', 'scripts/**/*.ts', 'bin/**/*.mjs'],
    ignores: rulesetIds.map((id) => `src-renderer/rules/${id}/**`),
    rules: { 'no-restricted-syntax': ['error', ...rulesetSyntax('the app')] },
  },
  ...rulesetIds.map((id) => ({
    files: [`src-renderer/rules/${id}/**/*.ts`, `src-renderer/rules/${id}/**/*.svelte`],
    rules: {
      'no-restricted-syntax': ['error', ...otherRulesetSyntax(id, "another ruleset's panel")],
    },
  })),
  {
    files: ['src-renderer/**/*.ts', 'src-renderer/**/*.svelte'],
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
