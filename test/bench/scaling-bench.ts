import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { report } from './measure.js';
import type { ScalingTurn } from './scaling-run.js';

/**
 * ocs.scaling.exponent, gc.scaling.exponent: one side's Supply Phase, then its report as the
 * Supply panel's *Check supply* produces it (the check and the verdict list's first page, what
 * ocs.report.*.ms time: report-bench.ts), and the grand-campaign judgement (the events
 * applyJudgement makes: the verdicts, U-levels and isolation, as the Apply button runs it), then
 * its check, on the `front` scenario at constant density on 25k, 100k and 400k hexes (1,250, 5,000
 * and 20,000 units a side); the exponent of units fitted to the times (least squares on the logs).
 * 1 is linear. ocs.scaling.full.exponent and gc.: the same with the whole report instead, every
 * unit's reason and path (supply.preview, `supply --json`). bfs.scaling.exponent: the same fit for
 * a plain breadth-first search over the same maps, the machine's floor (a map past the caches
 * costs more per hex whatever runs on it).
 */
const SIZES: Array<[number, number]> = [
  [200, 125],
  [400, 250],
  [800, 500],
];
const RULESETS = ['ocs', 'gc'] as const;
/** the phase then *Check supply*, or then the whole report (scaling-run.ts) */
const KINDS = ['check', 'full'] as const;

/**
 * Timed in rounds, each size once a round (in a rotating order), the median of each size's turns
 * fitted. Timed one size after another (nine runs of 25k, then of 100k, then of 400k), the fit
 * took the machine's drift over those minutes for growth: the plain BFS, the same few lines on
 * every size, came out anywhere between 1.03 and 1.37.
 */
const ROUNDS = 9;

/**
 * A pause before each turn: a process's collections go on in the background after its turn (at
 * 400k hexes for a tenth of a second and more), and they slowed the next size's turn, the small
 * one most (the OCS check at 25k hexes: 18 ms against 9 alone).
 */
const QUIET_MS = 300;

/** Warm-up runs in each process, before the rounds: V8 still tiered the phase up for some twenty. */
const WARMUP = 20;

/**
 * Each ruleset's phase with its check, or with its whole report, in processes of their own, one a
 * size, as a referee's process holds one campaign (in one heap the 400k run's collections also
 * walked the smaller sizes' scenarios). The three sizes of one are alive at once and asked in turn
 * for a run, so that only one computes at a time; no more are alive, for an idle process's
 * leftover work (collections, compiles) slowed the one timed: with 24 alive, the OCS turn at 25k
 * hexes took 21 ms against 9 alone.
 */
export async function benchScaling(): Promise<void> {
  const fits = new Map<string, Array<[number, number]>>();
  const bfs: number[][] = SIZES.map(() => []);
  const lines: string[] = SIZES.map(([w, h]) => `# scaling ${w * h} hexes`);
  for (const ruleset of RULESETS)
    for (const kind of KINDS) {
      const turns = await timeSizes(ruleset, kind);
      const key = kind === 'check' ? `${ruleset}.scaling` : `${ruleset}.scaling.full`;
      const ms = turns.map((t) => median(t.map((x) => x.ms)));
      fits.set(
        key,
        turns.map((t, s) => [t[0]!.units, ms[s]!]),
      );
      turns.forEach((t, s) => {
        bfs[s]!.push(...t.map((x) => x.bfs));
        lines[s] += `, ${ruleset.toUpperCase()} ${kind} ${ms[s]!.toFixed(0)} ms`;
      });
      // each round's own fit, to tell a change from noise
      const each = turns[0]!.map((_, r) => exponent(turns.map((t) => [t[r]!.units, t[r]!.ms]))).sort((a, b) => a - b);
      console.log(
        `# ${key}.exponent over ${ROUNDS} rounds: each round's fit from ${each[0]!.toFixed(2)} to ${each.at(-1)!.toFixed(2)}`,
      );
    }
  fits.set(
    'bfs.scaling',
    bfs.map((b, s) => [fits.get('ocs.scaling')![s]![0], median(b)]),
  );
  lines.forEach((l, s) => console.log(`${l}, plain BFS ${median(bfs[s]!).toFixed(2)} ms`));
  // the largest step alone: where a map outgrows the caches, the growth a fit over three sizes averages out
  const last = (key: string) => exponent(fits.get(key)!.slice(-2)).toFixed(2);
  console.log(
    `# scaling from 100000 to 400000 hexes alone: OCS ${last('ocs.scaling')} (whole report ${last('ocs.scaling.full')}), GC ${last('gc.scaling')} (${last('gc.scaling.full')}), plain BFS ${last('bfs.scaling')}`,
  );
  for (const key of ['ocs.scaling', 'gc.scaling', 'ocs.scaling.full', 'gc.scaling.full', 'bfs.scaling'])
    report(`${key}.exponent`, exponent(fits.get(key)!), '');
}

/** One ruleset and kind: a process a size, warmed, then timed in rounds. Each size's turns. */
async function timeSizes(ruleset: string, kind: string): Promise<ScalingTurn[][]> {
  const script = fileURLToPath(new URL('./scaling-run.ts', import.meta.url));
  const children = SIZES.map(([w, h]) =>
    fork(script, [String(w), String(h), ruleset, kind], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  try {
    // the maps are built side by side; nothing is timed until every process has its campaign
    await Promise.all(children.map((c) => ask(c, { ready: true })));
    for (const c of children) await ask(c, { warmup: WARMUP });
    const turns: ScalingTurn[][] = SIZES.map(() => []);
    for (let r = 0; r < ROUNDS; r++)
      for (let k = 0; k < SIZES.length; k++) {
        const s = (r + k) % SIZES.length;
        // the last turn's process finishes its collections on the other core first
        await new Promise((done) => setTimeout(done, QUIET_MS));
        turns[s]!.push((await ask(children[s]!, { turn: true })) as ScalingTurn);
      }
    return turns;
  } finally {
    for (const c of children) c.kill();
  }
}

/** Sends a request to a process and waits for its answer. */
function ask(child: ChildProcess, message: object): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`a scaling process stopped (exit ${code})`));
    child.once('exit', onExit);
    child.once('message', (answer) => {
      child.off('exit', onExit);
      resolve(answer);
    });
    child.send(message);
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function exponent(points: Array<[number, number]>): number {
  const xs = points.map(([n]) => Math.log(n));
  const ys = points.map(([, t]) => Math.log(t));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let k = 0; k < xs.length; k++) {
    num += (xs[k]! - mx) * (ys[k]! - my);
    den += (xs[k]! - mx) ** 2;
  }
  return num / den;
}
