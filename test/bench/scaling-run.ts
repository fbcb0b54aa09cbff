/**
 * Child process of scaling-bench.ts: one map size and one ruleset's campaign in a heap that holds
 * nothing else, as a referee's process holds one campaign, timed when the parent asks (one turn:
 * the phase or judgement with its check, or with the whole report, and the plain BFS floor).
 */
import { determineSupply } from '../../shared/rules/ocs/determine-supply.js';
import { makeBigMap } from './big-map.js';
import { frontScenario } from './front-scenario.js';
import { asGrandCampaign } from './gc-bench.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import { checkSupply, fullReport, type Scenario } from './report-bench.js';
import { plainBfs } from './plain-bfs.js';
import { medianMs } from './measure.js';
import { applyJudgement } from '../../shared/rules/grand-campaign/judgement.js';
import { rulesContext } from '../../shared/rules/rulesets.js';

export interface ScalingTurn {
  units: number;
  /** the phase (or judgement), then *Check supply* or the whole report */
  ms: number;
  bfs: number;
}

/**
 * Runs per turn, the turn's figure their median, after one untimed: a run after the process sat
 * idle while the others ran finds its data out of the caches.
 */
const RUNS = 3;
/** The plain BFS's runs per turn, and its warm-up: past V8's last recompile of it (bfs-bench.ts). */
const BFS_RUNS = 5;
const BFS_WARMUP = 200;

const [w, h] = process.argv.slice(2, 4).map(Number) as [number, number];
const ruleset = process.argv[4] === 'gc' ? 'gc' : 'ocs';
/**
 * The check, or the whole report, each in processes of their own: run in turns in one process, the
 * check at 25k hexes took twice its time alone (22 ms against 12), paying for the collections of
 * the whole report's garbage, a cost the size of the process's heap, not of the map.
 */
const full = process.argv[5] === 'full';
const map = makeBigMap(w, h, 0);
const front = frontScenario(map);
const units = front.state.units.filter((u) => u.side === 'axis').length;
const bfs = plainBfs(map.grid, map.westEdge);

/** The OCS Supply Phase as its command runs it (phase-commands.ts: the search handed back after), or GC's Apply. */
function phaseOf(): { s: Scenario; phase: () => void } {
  if (ruleset === 'ocs')
    return {
      s: front,
      phase: () =>
        determineSupply(front.game, front.graph, front.state, 'axis', undefined, {
          paths: false,
        }).sideCtx.search.release(),
    };
  const def = asGrandCampaign(front);
  const s = { ...def, graph: new MovementGraph(def.game, map.grid) };
  const ctx = rulesContext(s.game, map.grid, s.graph);
  return { s, phase: () => void applyJudgement(ctx, s.state, 'axis') };
}
const { s, phase } = phaseOf();
const turn = () => {
  phase();
  if (full) fullReport(map.grid, s);
  else checkSupply(map.grid, s);
};

process.on('message', (m: { ready?: true; warmup?: number; turn?: true }) => {
  if (m.warmup) {
    for (let k = 0; k < m.warmup; k++) turn();
    for (let k = 0; k < BFS_WARMUP; k++) bfs();
  }
  if (m.turn) {
    const answer: ScalingTurn = {
      units,
      ms: medianMs(turn, RUNS, 1),
      bfs: medianMs(() => void bfs(), BFS_RUNS, 1),
    };
    process.send!(answer);
    return;
  }
  process.send!({ ok: true });
});
