import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          globalSetup: ['test/helpers/job-worker-setup.ts'],
          // imports, exports, archives and picture reading each start a worker thread
          testTimeout: 20_000,
          include: [
            'shared/**/*.test.ts',
            'src-main/**/*.test.ts',
            'test/unit/**/*.test.ts',
            'test/integration/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // 200 kills of a writer process: in npm test, not in test:quick (--project unit)
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
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
