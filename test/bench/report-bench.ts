import { rulesContext } from '../../shared/rules/rulesets.js';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import type { RegisteredRules } from '../../shared/rules/registered-state.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { gcSupply } from '../../shared/rules/grand-campaign/determine-supply.js';
import { gcIsolation } from '../../shared/rules/grand-campaign/isolation.js';
import { determineSupply } from '../../shared/rules/ocs/determine-supply.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import type { CampaignSession } from '../../src-main/service/campaign-session.js';
import { supplyReport } from '../../src-main/service/supply-report.js';
import { supplyCheck, verdictPage } from '../../src-main/service/verdict-pages.js';
import type { BigMap } from './big-map.js';
import { frontScenario } from './front-scenario.js';
import { asGrandCampaign } from './gc-bench.js';
import { pairedMedianMs, report } from './measure.js';
import { ocsBenchScenario } from './ocs-bench.js';

export interface Scenario {
  game: GameDefinition;
  graph: MovementGraph;
  state: CampaignState<RegisteredRules>;
}

/**
 * What the Supply panel's *Check supply* runs in the service, from the requests to the serialized
 * responses: 'supply.check' (the determination, each unit's status word, the counts), then the
 * verdict list's first page ('supply.verdicts', as VerdictList.svelte asks for it: 100 rows,
 * unsupplied first) with those rows' reasons and paths. A fresh state object each call, as after
 * any change to the campaign: the service's per-state cache never answers.
 */
export function checkSupply(grid: HexGrid, s: Scenario, side = 'axis'): string {
  const session = benchSession(grid, s);
  const check = JSON.stringify(supplyCheck(session, side));
  const page = JSON.stringify(verdictPage(session, { side, offset: 0, limit: FIRST_PAGE, sort: 'status' }));
  return `{"check":${check},"page":${page}}`;
}

/** The whole report with every unit's reason and path, as 'supply.preview' and `supply --json` give it. */
export function fullReport(grid: HexGrid, s: Scenario, side = 'axis'): string {
  return JSON.stringify(supplyReport(benchSession(grid, s), side));
}

/** How many turns each report ratio is the median of. */
const TURNS = 11;

/** The verdict list's page size (VerdictList.svelte's PAGE). */
const FIRST_PAGE = 100;

export function benchSession(grid: HexGrid, s: Scenario): CampaignSession {
  return {
    game: s.game,
    grid,
    ruleset: rulesetInfo(s.game.ruleset),
    state: { ...s.state },
    graph: () => s.graph,
  } as unknown as CampaignSession;
}

/** The determination the report explains, with every unit's path: OCS 12.6's, or GC 16's judgement. */
export function determination(grid: HexGrid, s: Scenario, side = 'axis'): void {
  if (s.game.ruleset === 'ocs') determineSupply(s.game, s.graph, s.state, side);
  else {
    const ctx = rulesContext(s.game, grid, s.graph);
    gcIsolation(ctx, s.state, side, gcSupply(ctx, s.state, side));
  }
}

export function scenarios(map: BigMap): Record<'ocs' | 'gc', Record<'cut' | 'front', Scenario>> {
  const cut = ocsBenchScenario(map);
  const front = frontScenario(map);
  const gc = (s: Scenario): Scenario => {
    const g = asGrandCampaign(s);
    return { ...g, graph: new MovementGraph(g.game, map.grid) };
  };
  return { ocs: { cut, front }, gc: { cut: gc(cut), front: gc(front) } };
}

/**
 * ocs.report.{front,cut,cold}.ms, ocs.report.ratio and the same four for gc.: the supply check a
 * referee waits for. The ratio is the larger of the two scenarios' report / determination-with-
 * paths, the two timed in turns. ocs.report.full.ratio (and gc.): the same for the whole report
 * with every unit explained, as supply.preview and `supply --json` give it.
 */
export function benchReports(): void {
  const script = fileURLToPath(new URL('./report-run.ts', import.meta.url));
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error('the report bench failed');
}

/**
 * The report figures, in the process report-run.ts starts: one holding the bench map's campaigns
 * and nothing else, as the service holds one campaign. In the bench's own process the heap also
 * held the store part's 100,000 events and every earlier part's scenarios, and each collection of
 * the check's garbage walked them too: `cut` read 2.26 there against 1.67–1.74 alone.
 */
export function measureReports(map: BigMap): void {
  const all = scenarios(map);
  for (const kind of ['ocs', 'gc'] as const) {
    let ratio = 0;
    let fullRatio = 0;
    for (const name of ['front', 'cut'] as const) {
      const s = all[kind][name];
      let json = '';
      const {
        ms,
        baselineMs,
        ratio: turnRatio,
      } = pairedMedianMs(
        () => {
          json = checkSupply(map.grid, s);
        },
        () => determination(map.grid, s),
        // eleven turns: with five, one turn caught by a collection or the machine's drift moved the
        // median ratio by 0.3 between runs of the same code
        TURNS,
        3,
      );
      const c = new Map<string, number>();
      for (const u of (JSON.parse(json) as { check: { units: Array<{ status: string }> } }).check.units)
        c.set(u.status, (c.get(u.status) ?? 0) + 1);
      const counts = [...c].map(([k, n]) => `${n} ${k}`).join(', ');
      report(`${kind}.report.${name}.ms`, ms, 'ms');
      console.log(`# ${kind}.report.${name}: ${counts}; determination with paths ${baselineMs.toFixed(1)} ms`);
      ratio = Math.max(ratio, turnRatio);
      // the whole report at once (supply.preview, `supply --json`), against the same baseline
      const full = pairedMedianMs(
        () => fullReport(map.grid, s),
        () => determination(map.grid, s),
        3,
        1,
      );
      fullRatio = Math.max(fullRatio, full.ratio);
      console.log(`# ${kind}.report.full.${name}: ${full.ms.toFixed(1)} ms, every unit explained`);
    }
    report(`${kind}.report.cold.ms`, coldReportMs(kind), 'ms');
    report(`${kind}.report.ratio`, ratio, 'x');
    report(`${kind}.report.full.ratio`, fullRatio, 'x');
  }
}

/** The first *Check supply* in a fresh process, on `cut` (the map is built before the clock starts). */
export function coldReportMs(kind: 'ocs' | 'gc'): number {
  const script = fileURLToPath(new URL('./report-cold.ts', import.meta.url));
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, kind], { encoding: 'utf8' });
  const m = /cold: ([\d.]+)/.exec(r.stdout);
  if (!m) throw new Error(`the cold report run failed: ${r.stderr}`);
  return Number(m[1]);
}
