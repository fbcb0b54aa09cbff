import { CommandError } from '../../shared/engine/command-error.js';
import { explainNoTrace } from '../../shared/rules/ocs/explain-no-trace.js';
import { determineSupply } from '../../shared/rules/ocs/determine-supply.js';
import type { CampaignSession } from './campaign-session.js';

import type { SupplyReportView } from '../../shared/api.js';

export type SupplyReport = SupplyReportView;

/** A side's supply verdicts with full reasons (failures explained path by path). Changes nothing. */
export function supplyReport(s: CampaignSession, side: string): SupplyReport {
  if (!s.game.sides.some((x) => x.id === side)) {
    throw new CommandError(`there is no side "${side}" (this game's sides: ${s.game.sides.map((x) => x.id).join(', ')})`, 'side');
  }
  if (!s.ruleset.supplyChecks) throw new CommandError(`supply checks for the ${s.ruleset.name} rules are not built yet`);
  const det = determineSupply(s.game, s.graph(), s.state, side);
  return {
    side,
    turn: det.turn,
    units: det.verdicts.map((v) => {
      if (v.status !== 'out-of-supply' && v.status !== 'eats') return { id: v.unit, name: v.name, hex: v.hex, status: v.status, via: v.via, reason: v.reason, path: v.path };
      const why = explainNoTrace(det, v.unit);
      return { id: v.unit, name: v.name, hex: v.hex, status: v.status, via: v.via, reason: `${v.reason} — ${why.reason}`, path: why.path };
    }),
    inactiveSources: det.trace.sources.inactive,
    eating: det.eating.plans.map((p) => ({ dump: p.dump.id, hex: p.dump.hex, tokens: p.tokens, tokensText: s.ruleset.formatAmount(p.tokens), units: p.units.map((u) => u.id) })),
  };
}
