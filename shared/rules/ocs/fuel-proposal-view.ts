import { CommandError } from '../../model/command-error.js';
import type { MovementGraph } from '../../hex/movement-graph.js';
import type { OcsState } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { FuelProposalView } from '../../engine/capabilities.js';
import { proposeFuelPayment } from './fuel-payment.js';
import { formatTokens } from './quantity.js';
import { sideContext } from './side-context.js';

export type { FuelProposalView };

export function fuelProposalView(
  game: GameDefinition,
  graph: MovementGraph,
  state: OcsState,
  side: string,
  ids: readonly string[],
): FuelProposalView {
  const sideCtx = sideContext(game, graph, state, side);
  const units = ids.map((id) => {
    const u = sideCtx.friendly.find((x) => x.id === id);
    if (!u) throw new CommandError(`there is no ${side} unit "${id}"`, 'units');
    return u;
  });
  const p = proposeFuelPayment(sideCtx, state, units);
  const name = (id: string) => sideCtx.friendly.find((u) => u.id === id)?.name ?? id;
  const lines = [
    ...p.plan.formations.map((f) => `formation ${f.formation}: 1 SP for ${f.units.length} units (12.5c A)`),
    ...p.plan.hqs.map((h) => `Fuel marker on ${name(h.hq)}: 1 SP for ${h.units.map(name).join(', ')} (12.5c B)`),
    ...p.plan.singles.map((s) => `${name(s.unit)}: 1T, this phase only (12.5c C)`),
  ];
  return {
    tokens: p.plan.tokens,
    tokensText: formatTokens(p.plan.tokens),
    singleUnitText: formatTokens(p.plan.singleUnitTokens),
    lines,
    payments: p.payments.map((x) => ({
      dump: x.dump.id,
      hex: x.dump.hex,
      amountText: formatTokens(x.tokens),
      for: x.for,
    })),
    free: p.free.map((f) => ({ unit: name(f.unit), why: f.why })),
    problems: p.problems,
  };
}
