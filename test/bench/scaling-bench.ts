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

/**
 * Timed in rounds, each size once a round (in a rotating order), the median of each size's rounds
 * fitted. Timed one size after another (nine runs of 25k, then of 100k, then of 400k), the fit took
 * the machine's drift over those minutes for growth: the plain BFS, the same few lines on every
 * size, came out anywhere between 1.03 and 1.37, and the rules' exponents swung with it.
 */
const ROUNDS = 15;

/** Warm-up runs in each size's process, before the rounds: V8 still tiered the phase up for some twenty. */
const WARMUP = 20;

/**
 * Each size in a process of its own, as a referee's process holds one campaign (in one heap the
 * 400k run's collections also walked the smaller sizes' scenarios), all three alive at once and
 * asked in turn for a run, so that only one computes at a time.
 */
export async function benchScaling(): Promise<void> {
  const script = fileURLToPath(new URL('./scaling-run.ts', import.meta.url));
  const children = SIZES.map(([w, h]) =>
    fork(script, [String(w), String(h)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  try {
    // the maps are built side by side; nothing is timed until every process has its scenarios
    await Promise.all(children.map((c) => ask(c, { ready: true })));
    for (const c of children) await ask(c, { warmup: WARMUP });
    const turns: ScalingTurn[][] = SIZES.map(() => []);
    for (let r = 0; r < ROUNDS; r++) {
      for (let k = 0; k < SIZES.length; k++) {
        const s = (r + k) % SIZES.length;
        turns[s]!.push((await ask(children[s]!, { turn: true })) as ScalingTurn);
      }
    }
    const kinds = ['ocs', 'gc', 'ocsFull', 'gcFull', 'bfs'] as const;
    const points = Object.fromEntries(kinds.map((k) => [k, [] as Array<[number, number]>])) as Record<
      (typeof kinds)[number],
      Array<[number, number]>
    >;
    SIZES.forEach(([w, h], s) => {
      const t = turns[s]!;
      const units = t[0]!.units;
      const m = Object.fromEntries(kinds.map((k) => [k, median(t.map((x) => x[k]))])) as Record<
        (typeof kinds)[number],
        number
      >;
      for (const k of kinds) points[k].push([units, m[k]]);
      console.log(
        `# scaling ${w * h} hexes, ${units} units a side: OCS ${m.ocs.toFixed(0)} ms (whole report ${m.ocsFull.toFixed(0)}), GC ${m.gc.toFixed(0)} ms (${m.gcFull.toFixed(0)}), plain BFS ${m.bfs.toFixed(2)} ms`,
      );
    });
    // each round's own fit, to tell a change from noise
    for (const kind of kinds) {
      const each = turns[0]!.map((_, r) => exponent(turns.map((t) => [t[r]!.units, t[r]![kind]])));
      each.sort((a, b) => a - b);
      const key = kind.replace('Full', '.scaling.full').replace(/^(ocs|gc|bfs)$/, '$1.scaling');
      console.log(
        `# ${key}.exponent over ${ROUNDS} rounds: each round's fit from ${each[0]!.toFixed(2)} to ${each[each.length - 1]!.toFixed(2)}, median ${median(each).toFixed(2)}`,
      );
    }
    // the largest step alone: where a map outgrows the caches, the growth a fit over three sizes averages out
    const last = (p: Array<[number, number]>) => exponent(p.slice(-2)).toFixed(2);
    console.log(
      `# scaling from 100000 to 400000 hexes alone: OCS ${last(points.ocs)} (whole report ${last(points.ocsFull)}), GC ${last(points.gc)} (${last(points.gcFull)}), plain BFS ${last(points.bfs)}`,
    );
    report('ocs.scaling.exponent', exponent(points.ocs), '');
    report('gc.scaling.exponent', exponent(points.gc), '');
    report('ocs.scaling.full.exponent', exponent(points.ocsFull), '');
    report('gc.scaling.full.exponent', exponent(points.gcFull), '');
    report('bfs.scaling.exponent', exponent(points.bfs), '');
  } finally {
    for (const c of children) c.kill();
  }
}

/** Sends a request to a size's process and waits for its answer. */
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

export function exponent(points: Array<[number, number]>): number {
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
