import { determineSupply } from '../../shared/rules/ocs/determine-supply.js';
import { makeBigMap } from './big-map.js';
import { frontScenario } from './front-scenario.js';
import { asGrandCampaign } from './gc-bench.js';
import { medianMs, report } from './measure.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import { fullReport } from './report-bench.js';
import { applyJudgement } from '../../shared/rules/grand-campaign/judgement.js';
import { rulesContext } from '../../shared/rules/rulesets.js';

/**
 * ocs.scaling.exponent, gc.scaling.exponent: one side's Supply Phase plus its whole report (OCS,
 * every unit explained), and the grand-campaign judgement (the events applyJudgement makes: the
 * verdicts, U-levels and isolation, as the Apply button runs it) plus its whole report with every
 * unit's path, on the `front` scenario at constant density on 25k, 100k and 400k hexes (1,250,
 * 5,000 and 20,000 units a side); the exponent of units fitted to the times (least squares on the
 * logs). 1 is linear.
 */
/**
 * Medians of five after two warm-up runs: with three points, one run caught cold moved the fit by 0.2.
 * The smallest size, timed first, gets more: two runs left it still compiling (34–75 ms against
 * 11 ms warm for the GC judgement at 25k), which lowered the fitted exponent.
 */
const RUNS = 5;
const WARMUP = 2;
const FIRST_WARMUP = 8;

export function benchScaling(): void {
  const sizes: Array<[number, number]> = [
    [200, 125],
    [400, 250],
    [800, 500],
  ];
  const points: Record<'ocs' | 'gc', Array<[number, number]>> = { ocs: [], gc: [] };
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
        determineSupply(ocs.game, ocs.graph, ocs.state, 'axis', undefined, { paths: false });
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
    points.ocs.push([units, ocsMs]);
    points.gc.push([units, gcMs]);
    console.log(
      `# scaling ${w * h} hexes, ${units} units a side: OCS ${ocsMs.toFixed(0)} ms, GC ${gcMs.toFixed(0)} ms`,
    );
  }
  report('ocs.scaling.exponent', exponent(points.ocs), '');
  report('gc.scaling.exponent', exponent(points.gc), '');
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
