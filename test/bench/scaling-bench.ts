import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { determineSupply } from '../../shared/rules/ocs/determine-supply.js';
import { makeBigMap } from './big-map.js';
import { frontScenario } from './front-scenario.js';
import { asGrandCampaign } from './gc-bench.js';
import { medianMs, report } from './measure.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import { fullReport } from './report-bench.js';
import { plainBfs } from './plain-bfs.js';
import { applyJudgement } from '../../shared/rules/grand-campaign/judgement.js';
import { rulesContext } from '../../shared/rules/rulesets.js';

/**
 * ocs.scaling.exponent, gc.scaling.exponent: one side's Supply Phase plus its whole report (OCS,
 * every unit explained), and the grand-campaign judgement (the events applyJudgement makes: the
 * verdicts, U-levels and isolation, as the Apply button runs it) plus its whole report with every
 * unit's path, on the `front` scenario at constant density on 25k, 100k and 400k hexes (1,250,
 * 5,000 and 20,000 units a side); the exponent of units fitted to the times (least squares on the
 * logs). 1 is linear. bfs.scaling.exponent: the same fit for a plain breadth-first search over the
 * same maps, the machine's floor (a map past the caches costs more per hex whatever runs on it).
 */
/**
 * Medians of nine after warm-up runs: with three points, one run caught cold moved the fit by 0.2,
 * and at 100k hexes the phase kept getting faster for some twenty runs (V8 still tiering up: 170,
 * then ~66, then ~52 ms). The smallest size, timed first, gets the most warm-up.
 */
const RUNS = 9;
const WARMUP = 6;
const FIRST_WARMUP = 20;
const BFS_WARMUP = 200;

/**
 * Run in a process of its own (scaling-run.ts), as a referee's process holds one campaign: in the
 * bench's process the heap also held every earlier part's 100k-hex scenarios, and each collection
 * of the 400k run's garbage walked them too (661 ms there against ~440 ms alone for the OCS phase).
 */
export function benchScaling(): void {
  const script = fileURLToPath(new URL('./scaling-run.ts', import.meta.url));
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error('the scaling bench failed');
}

export function measureScaling(): void {
  const sizes: Array<[number, number]> = [
    [200, 125],
    [400, 250],
    [800, 500],
  ];
  const points: Record<'ocs' | 'gc' | 'bfs', Array<[number, number]>> = { ocs: [], gc: [], bfs: [] };
  for (const [w, h] of sizes) {
    const warmup = w === sizes[0]![0] ? FIRST_WARMUP : WARMUP;
    const map = makeBigMap(w, h, 0);
    const ocs = frontScenario(map);
    const units = ocs.state.units.filter((u) => u.side === 'axis').length;
    const gcDef = asGrandCampaign(ocs);
    const gc = { ...gcDef, graph: new MovementGraph(gcDef.game, map.grid) };
    const gcCtx = rulesContext(gc.game, map.grid, gc.graph);
    const ocsMs = medianMs(
      () => {
        // as the Supply Phase command runs it (phase-commands.ts): the search handed back after
        determineSupply(ocs.game, ocs.graph, ocs.state, 'axis', undefined, { paths: false }).ctx.search.release();
        fullReport(map.grid, ocs);
      },
      RUNS,
      warmup,
    );
    const gcMs = medianMs(
      () => {
        applyJudgement(gcCtx, gc.state, 'axis');
        fullReport(map.grid, gc);
      },
      RUNS,
      warmup,
    );
    // the machine's floor: a plain breadth-first search over the same map (memory, not rules)
    const bfs = plainBfs(map.grid, map.westEdge);
    // warmed past V8's last recompile of it (about turn 90: bfs-bench.ts), as the floor should be
    const bfsMs = medianMs(() => void bfs(), RUNS, BFS_WARMUP);
    points.ocs.push([units, ocsMs]);
    points.gc.push([units, gcMs]);
    points.bfs.push([units, bfsMs]);
    console.log(
      `# scaling ${w * h} hexes, ${units} units a side: OCS ${ocsMs.toFixed(0)} ms, GC ${gcMs.toFixed(0)} ms, plain BFS ${bfsMs.toFixed(2)} ms`,
    );
  }
  report('ocs.scaling.exponent', exponent(points.ocs), '');
  report('gc.scaling.exponent', exponent(points.gc), '');
  report('bfs.scaling.exponent', exponent(points.bfs), '');
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
