// Runs every vitest project, then prints one closing line "tests: N passed, N failed" that CI reads,
// with each failed test named just above it: CI keeps only the end of a run's output, and the
// crash run's own report scrolls away among the browser files'.
// The crash tests (writer kills, relay faults) run in a vitest process of their own beside the
// rest: the browser files run one at a time after the unit files (one config cannot run another
// project beside them), and the crash files, mostly waiting on the processes they kill, fill the
// core the browser files leave idle. Arguments (files, --project) run one vitest as given.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

mkdirSync('test-results', { recursive: true });
const given = process.argv.slice(2);
const runs = given.length
  ? [{ out: 'test-results/vitest.json', args: given }]
  : [
      {
        out: 'test-results/vitest.json',
        args: ['--project', 'unit', '--project', 'unit-isolated', '--project', 'e2e'],
      },
      { out: 'test-results/vitest-crash.json', args: ['--project', 'crash'] },
    ];

/** One vitest run to its end: its exit status, and its counts from its JSON report (a run without one failed). */
function vitest({ out, args }) {
  rmSync(out, { force: true });
  const child = spawn(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...args],
    {
      stdio: 'inherit',
    },
  );
  return new Promise((resolve) =>
    child.on('close', (status) => {
      if (!existsSync(out))
        return resolve({
          status,
          passed: 0,
          failed: 1,
          skipped: 0,
          failures: [`${args.join(' ')}: no report (${out})`],
        });
      const r = JSON.parse(readFileSync(out, 'utf8'));
      resolve({
        status,
        failures: failuresIn(r),
        passed: r.numPassedTests,
        // a failed test fails its describe blocks too: those count only where no test failed (an import, a hook)
        failed: r.numFailedTests || (r.numFailedTestSuites ?? 0),
        skipped: r.numPendingTests + r.numTodoTests,
      });
    }),
  );
}

/** Each failed test, or file that failed outside a test, as "file > test: the first lines of why". */
function failuresIn(report) {
  const lines = [];
  const why = (messages) =>
    (messages ?? [])
      .join('\n')
      .split('\n')
      .filter((l) => l.trim() && !/^\s*at /.test(l)) // the message, not its stack
      .slice(0, 6)
      .join('\n    ');
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) lines.push(`${name} > ${t.fullName}:\n    ${why(t.failureMessages)}`);
    if (!failed.length && file.status === 'failed') lines.push(`${name}:\n    ${why([file.message])}`);
  }
  return lines;
}

const results = await Promise.all(runs.map(vitest));
const failures = results.flatMap((r) => r.failures);
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `- ${f}`).join('\n')}\n`);
const sum = (k) => results.reduce((n, r) => n + r[k], 0);
const [passed, failed, skipped] = [sum('passed'), sum('failed'), sum('skipped')];
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.status === 0) && failed === 0 && passed > 0 ? 0 : 1);
