import { defineConfig } from 'vitest/config';

/**
 * How `npm test` spends a 2-core CI machine:
 * - Two workers, not vitest's default of one fewer than the cores (one, on two cores). `npm test`
 *   (scripts/run-tests.mjs) runs the crash project in a vitest process of its own beside the
 *   others: its tests spend most of their time waiting on processes they started, and fill the
 *   core the browser files leave idle.
 * - The unit files share their modules within a worker (`isolate: false`): each file re-importing
 *   the service, the rulesets and zod cost ~1 s, more than most files' tests. A file that needs a
 *   module replaced (vi.mock), or a game read before the registry is loaded, runs apart, in
 *   `unit-isolated`. test/helpers/registry-first.ts loads the ruleset registry before any other
 *   file, as the app does at start.
 * - The browser tests run one file at a time, after the rest (their own group): each drives a
 *   Chromium that wants a core of its own to keep its timing. They too share their modules (the
 *   web bridge, the service, playwright), each file starting its own bridge and Chromium.
 */
const UNIT_FILES = [
  'shared/**/*.test.ts',
  'src-main/**/*.test.ts',
  'test/unit/**/*.test.ts',
  'test/integration/**/*.test.ts',
];
/** files that replace a module for themselves (vi.mock): with shared modules the mock would leak */
const MOCKING_FILES = ['src-main/menu.test.ts'];
/** files that load modules before the ruleset registry, as no other file may (registry-first.ts) */
const FRESH_MODULE_FILES = ['shared/model/game-schema-registry.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          globalSetup: ['test/helpers/job-worker-setup.ts'],
          setupFiles: ['test/helpers/registry-first.ts'],
          isolate: false,
          // imports, exports, archives and picture reading each start a worker thread
          testTimeout: 20_000,
          include: UNIT_FILES,
          exclude: [...MOCKING_FILES, ...FRESH_MODULE_FILES],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: [...MOCKING_FILES, ...FRESH_MODULE_FILES],
          environment: 'node',
        },
      },
      {
        // 200 kills of a writer process: in npm test, not in test:quick (--project 'unit*')
        test: {
          name: 'crash',
          include: ['test/crash/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          // the bridge's long jobs run in the worker bundled once for the run, as the unit tests' do
          globalSetup: ['test/helpers/job-worker-setup.ts'],
          setupFiles: ['test/helpers/registry-first.ts'],
          isolate: false,
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // a page waited on while the other worker runs a unit file can take longer than poll's 1 s default
          // (the tiles of map-tiles.test.ts once did): a poll still ends as soon as its value comes
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
