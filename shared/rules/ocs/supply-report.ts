import type { CampaignState } from '../../model/campaign-schema.js';
import type { RulesContext, SupplyReport } from '../../engine/ruleset.js';
import { determineSupply } from './determine-supply.js';
import { explainNoTrace } from './explain-no-trace.js';
import { formatTokens } from './quantity.js';

/** A side's OCS supply verdicts with full reasons (failures explained path by path). Changes nothing. */
export function ocsSupplyReport(ctx: RulesContext, state: CampaignState, side: string): SupplyReport {
  const det = determineSupply(ctx.game, ctx.graph, state, side);
  return {
    side,
    turn: det.turn,
    units: det.verdicts.map((v) => {
      if (v.status !== 'out-of-supply' && v.status !== 'eats')
        return { id: v.unit, name: v.name, hex: v.hex, status: v.status, via: v.via, reason: v.reason, path: v.path };
      const why = explainNoTrace(det, v.unit);
      return {
        id: v.unit,
        name: v.name,
        hex: v.hex,
        status: v.status,
        via: v.via,
        reason: `${v.reason} — ${why.reason}`,
        path: why.path,
      };
    }),
    inactiveSources: det.trace.sources.inactive,
    eating: det.eating.plans.map((p) => ({
      dump: p.dump.id,
      hex: p.dump.hex,
      tokens: p.tokens,
      tokensText: formatTokens(p.tokens),
      units: p.units.map((u) => u.id),
    })),
  };
}
