/**
 * Child process of scaling-bench.ts: one map size's scenarios in a heap that holds nothing else,
 * timed when the parent asks (one turn: the OCS phase and its check, the GC judgement and its
 * check, each again with the whole report, and the plain BFS floor).
 */
import { determineSupply } from '../../shared/rules/ocs/determine-supply.js';
import { makeBigMap } from './big-map.js';
import { frontScenario } from './front-scenario.js';
import { asGrandCampaign } from './gc-bench.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import { checkSupply, fullReport } from './report-bench.js';
import { plainBfs } from './plain-bfs.js';
import { applyJudgement } from '../../shared/rules/grand-campaign/judgement.js';
import { rulesContext } from '../../shared/rules/rulesets.js';

export interface ScalingTurn {
  units: number;
  ocs: number;
  gc: number;
  ocsFull: number;
  gcFull: number;
  bfs: number;
}

/**
 * Runs per turn, the turn's figure their median: the first run after the process sat idle while
 * the other sizes ran finds its data out of the caches, and alone it made the smallest map (whose
 * data fits them when warm) look slow, which lowered the fitted exponent.
 */
const RUNS = 3;
/** The plain BFS's runs per turn, and its warm-up: past V8's last recompile of it (bfs-bench.ts). */
const BFS_RUNS = 5;
const BFS_WARMUP = 200;

const [w, h] = process.argv.slice(2).map(Number) as [number, number];
const map = makeBigMap(w, h, 0);
const ocs = frontScenario(map);
const units = ocs.state.units.filter((u) => u.side === 'axis').length;
const gcDef = asGrandCampaign(ocs);
const gc = { ...gcDef, graph: new MovementGraph(gcDef.game, map.grid) };
const gcCtx = rulesContext(gc.game, map.grid, gc.graph);
const bfs = plainBfs(map.grid, map.westEdge);

// as the Supply Phase command runs it (phase-commands.ts): the search handed back after
const ocsPhase = () =>
  determineSupply(ocs.game, ocs.graph, ocs.state, 'axis', undefined, { paths: false }).ctx.search.release();
const gcPhase = () => void applyJudgement(gcCtx, gc.state, 'axis');
// then the report: *Check supply* (the check and the verdict list's first page), or every unit's
const ocsTurn = () => {
  ocsPhase();
  checkSupply(map.grid, ocs);
};
const gcTurn = () => {
  gcPhase();
  checkSupply(map.grid, gc);
};
const ocsFullTurn = () => {
  ocsPhase();
  fullReport(map.grid, ocs);
};
const gcFullTurn = () => {
  gcPhase();
  fullReport(map.grid, gc);
};
const timed = (f: () => void) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
const medianOf = (runs: number, f: () => void) =>
  Array.from({ length: runs }, () => timed(f)).sort((x, y) => x - y)[runs >> 1]!;

process.on('message', (m: { ready?: true; warmup?: number; turn?: true }) => {
  if (m.warmup) {
    for (let k = 0; k < m.warmup; k++) {
      ocsTurn();
      gcTurn();
      ocsFullTurn();
      gcFullTurn();
    }
    for (let k = 0; k < BFS_WARMUP; k++) bfs();
  }
  if (m.turn) {
    const answer: ScalingTurn = {
      units,
      ocs: medianOf(RUNS, ocsTurn),
      gc: medianOf(RUNS, gcTurn),
      ocsFull: medianOf(RUNS, ocsFullTurn),
      gcFull: medianOf(RUNS, gcFullTurn),
      bfs: medianOf(BFS_RUNS, () => void bfs()),
    };
    process.send!(answer);
    return;
  }
  process.send!({ ok: true });
});
