import { isLeaderType } from './game-parts.js';
import { PathSearch as Search } from '../../hex/path-search.js';
import { plainRunner, type SearchRunner } from '../../hex/search-replay.js';
import type { SearchOverlay } from '../../hex/search-overlay.js';
import type { CampaignState, Unit } from '../../model/campaign-schema.js';
import type { RulesContext, SupplyReport } from '../../engine/ruleset.js';
import { needsSupply, suppliedOnEntry } from './supply-rules.js';
import { classicOverlay, sideSources, unitVerdict, type SupplyLineSearch, type Verdict } from './supply-line-setup.js';
import { roadEdgeSupply } from './german-road-supply.js';
import { leaderLineSupply } from './soviet-leader-supply.js';

/**
 * CL Supply (classic-supply.txt): a side's supply now. German units trace to a road hex on the
 * western edge within 20 hexes, or within 20 MP of a road leading there (German cases 1-3,
 * german-road-supply.ts); Soviet units trace a Line of Communications of at most a Leader's rating
 * in hexes to a Leader, who traces a Line of Supply of any length to the eastern edge (Soviet
 * cases 1-4, soviet-leader-supply.ts). No line passes through enemy units, enemy-controlled hexes
 * (un-negated enemy ZOC: friendly units negate it) or impassable terrain (supply-line-setup.ts).
 * Units entering the game are in supply in their first player-turn (Effects 3). The numbers
 * (20 hexes, 20 MP) are the game's, in game.supplyRules, and the edges its supply sources.
 * This file picks each unit's trace by its side's rule and keeps the verdicts in the units' order.
 */
export function classicSupply(
  ctx: RulesContext,
  state: CampaignState,
  side: string,
  /** a drag's what-if: the overlay with the plan made, and its searches' runner (search-replay.ts) */
  drag?: { overlay: SearchOverlay; runner: SearchRunner },
): SupplyReport {
  const { game, grid } = ctx;
  const rule = game.supplyRules.find((r) => r.side === side);
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const overlay = drag?.overlay ?? classicOverlay(ctx, state, side);
  const friendly = state.units.filter((u) => u.side === side && grid.indexOf(u.hex) >= 0);
  const { working, inactive } = sideSources(ctx, side, overlay);
  const trace: SupplyLineSearch = {
    ctx,
    run: drag?.runner ?? plainRunner(new Search(ctx.graph)),
    overlay,
    sources: working,
    mobilityOf: (u: Unit) => types.get(u.type)?.mobility ?? game.mobilities[0]!.id,
  };

  const judged: Unit[] = [];
  const verdicts: Verdict[] = [];
  for (const u of friendly) {
    if (!needsSupply(types.get(u.type)))
      verdicts.push(unitVerdict(u, 'exempt', null, 'not a combat unit: needs no supply'));
    else if (suppliedOnEntry(u, state.clock, side))
      verdicts.push(
        unitVerdict(
          u,
          'entry',
          null,
          'in supply during the first player-turn of its entrance (CL Effects of supply, case 3)',
        ),
      );
    else judged.push(u);
  }
  if (!rule) {
    for (const u of judged)
      verdicts.push(unitVerdict(u, 'out-of-supply', null, `the game gives no supply rule for ${side} (supplyRules)`));
  } else if (rule.method === 'road-edge') {
    verdicts.push(...roadEdgeSupply(trace, judged, rule.hexes ?? 0, rule.mp ?? 0));
  } else {
    verdicts.push(...leaderLineSupply(trace, judged, (u) => isLeaderType(types.get(u.type))));
  }
  const order = new Map(friendly.map((u, k) => [u.id, k]));
  verdicts.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { side, turn: state.clock.turn, units: verdicts, inactiveSources: inactive };
}
