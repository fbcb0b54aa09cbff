import type { CampaignState } from '../../model/campaign-schema.js';
import type { RulesContext, SupplyReport } from '../../engine/ruleset.js';
import { determineSupply } from './determine-supply.js';
import { explainNoTraceAll } from './explain-no-trace.js';
import { formatTokens } from './quantity.js';

/** OCS 12.6c: the report's section of the eating capability: the proposed eating off the map. */
export interface OcsReportSections {
  eating: Array<{ dump: string; hex: string; tokens: number; tokensText: string; units: string[] }>;
}
export type OcsSupplyReport = SupplyReport & OcsReportSections;

/** A side's OCS supply verdicts with full reasons (failures explained path by path). Changes nothing. */
export function ocsSupplyReport(ctx: RulesContext, state: CampaignState, side: string): OcsSupplyReport {
  const det = determineSupply(ctx.game, ctx.graph, state, side);
  // every failure explained from a few searches shared by all units (explain-no-trace.ts)
  const failed = new Set(
    det.verdicts.filter((v) => v.status === 'out-of-supply' || v.status === 'eats').map((v) => v.unit),
  );
  const explained = explainNoTraceAll(
    det,
    det.ctx.friendly.filter((u) => failed.has(u.id)),
  );
  return {
    side,
    turn: det.turn,
    units: det.verdicts.map((v) => {
      if (v.status !== 'out-of-supply' && v.status !== 'eats')
        return { id: v.unit, name: v.name, hex: v.hex, status: v.status, via: v.via, reason: v.reason, path: v.path };
      const why = explained.get(v.unit)!;
      return {
        id: v.unit,
        name: v.name,
        hex: v.hex,
        status: v.status,
        via: v.via,
        reason: `${v.reason} — ${why.reason}`,
        // an eating unit's path is the one to its dump; a failed unit's the cheapest it tried
        path: v.path.length ? v.path : why.path,
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
