import type { Command } from '../engine/commands.js';
import type { GameEvent } from '../engine/events.js';
import type { HexGrid } from '../hex/hex-grid.js';
import type { MovementGraph } from '../hex/movement-graph.js';
import type { CampaignState } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import { applyOcsCommand, OCS_COMMAND_TYPES, type OcsCommand } from './ocs/phase-commands.js';
import { formatTokens, parseTokens } from './ocs/quantity.js';
import { outOfSupplyEffects } from './ocs/out-of-supply-effects.js';
import { collapsesAfterMove } from './ocs/extenders.js';
import { supplyReach } from './ocs/reach.js';
import { ocsUnitMarkers } from './ocs/unit-markers.js';
import { checkFuelBeforeMove } from './ocs/fuel-before-move.js';
import { fuelProposalView, type FuelProposalView } from './ocs/fuel-proposal-view.js';

/**
 * What the rest of the program may know of a ruleset. Code outside shared/rules/ asks this registry
 * and never branches on a ruleset id (the classic-ruleset issue grows this into the full interface).
 */
export interface RulesetInfo {
  readonly id: string;
  readonly name: string;
  /** The phases of one player turn, in order. */
  readonly phases: readonly { id: string; name: string }[];
  /** Name of the smallest supply unit, and how amounts are shown and typed. */
  readonly amountUnit: string;
  formatAmount(amount: number): string;
  parseAmount(text: string): number | undefined;
  /** Whether the ruleset's supply determination is built (the Supply panel and the CLI's supply verb). */
  readonly supplyChecks: boolean;
  /** Effects of the ruleset's markers on a unit, as lines for the inspector. */
  unitEffects?(unit: CampaignState['units'][number]): string[];
  /** The ruleset's other markers on a unit (fuel, internal stocks), as lines for the inspector. */
  unitMarkers?(unit: CampaignState['units'][number]): string[];
  /** The cheapest fuelling for units about to move, with where each payment comes from (OCS 12.5). */
  proposeFuel?(ctx: { game: GameDefinition; graph: MovementGraph }, state: CampaignState, side: string, units: readonly string[]): FuelProposalView;
  /** Where supply reaches from an HQ or a dump, for the map overlay. */
  reach?(game: GameDefinition, graph: MovementGraph, state: CampaignState, what: { unit?: string; dump?: string }): { hexes: string[]; label: string };
  /** Refuses a move the rules do not allow yet (OCS 12.5a: fuel first), with a CommandError. */
  checkMove?(ctx: { game: GameDefinition; grid: HexGrid; graph: MovementGraph }, state: CampaignState, unit: CampaignState['units'][number], to: string): void;
  /** Events that follow from a unit's move under this ruleset (OCS 12.7h: Extenders collapse). */
  afterMove?(ctx: { game: GameDefinition; grid: HexGrid; graph: MovementGraph }, state: CampaignState, unit: CampaignState['units'][number], to: string): GameEvent[];
  /** Events that come with the end of a phase (OCS 12.5d: Fuel markers go in the Clean Up Phase). */
  afterAdvance?(state: CampaignState, from: CampaignState['clock'], to: CampaignState['clock']): GameEvent[];
  /** The ruleset's own commands (Supply Phase, attrition, ...): events, or a CommandError. */
  applyCommand?(ctx: { game: GameDefinition; grid: HexGrid; graph: MovementGraph }, state: CampaignState, command: Command): GameEvent[];
}

const OCS_COMMANDS = new Set<string>(OCS_COMMAND_TYPES);

/** GC: amounts are integer twelfths of an SP. */
function formatTwelfths(n: number): string {
  const whole = Math.floor(n / 12);
  const rest = n % 12;
  if (rest === 0) return `${whole} SP`;
  const g = gcd(rest, 12);
  const frac = `${rest / g}/${12 / g}`;
  return whole === 0 ? `${frac} SP` : `${whole} ${frac} SP`;
}
function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
function parseTwelfths(text: string): number | undefined {
  const m = /^\s*(\d+)?(?:\s*(\d+)\/(\d+))?\s*(?:SP)?\s*$/i.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined)) return undefined;
  const whole = Number(m[1] ?? 0) * 12;
  if (m[2] === undefined) return whole;
  const frac = (Number(m[2]) * 12) / Number(m[3]);
  return Number.isInteger(frac) ? whole + frac : undefined;
}

const OCS: RulesetInfo = {
  id: 'ocs',
  name: 'Operational Combat Series',
  phases: [
    { id: 'supply', name: 'Supply Phase' },
    { id: 'movement', name: 'Movement Phase' },
    { id: 'combat', name: 'Combat Phase' },
    { id: 'exploitation', name: 'Exploitation Phase' },
    { id: 'clean-up', name: 'Clean Up Phase' },
  ],
  amountUnit: 'T',
  supplyChecks: true,
  unitEffects: outOfSupplyEffects,
  unitMarkers: ocsUnitMarkers,
  proposeFuel: (ctx, state, side, units) => fuelProposalView(ctx.game, ctx.graph, state, side, units),
  afterMove: collapsesAfterMove,
  checkMove: (ctx, state, unit) => checkFuelBeforeMove(ctx, state, unit),
  // 12.5d: the phasing player removes his Fuel markers and unfuels his formations in his Clean Up Phase
  afterAdvance: (state, from) =>
    from.phase === 'clean-up' && (state.units.some((u) => u.side === from.side && u.fuel) || state.fueledFormations.some((f) => f.side === from.side)) ? [{ type: 'fuelExpired', side: from.side }] : [],
  reach: supplyReach,
  formatAmount: formatTokens,
  parseAmount: parseTokens,
  applyCommand: (ctx, state, command) => {
    if (!OCS_COMMANDS.has(command.type)) throw new Error(`"${command.type}" is not an OCS command`);
    return applyOcsCommand(ctx, state, command as OcsCommand);
  },
};

const GRAND_CAMPAIGN: RulesetInfo = {
  id: 'grand-campaign',
  name: 'Grand campaign',
  phases: [
    { id: 'supply-judgement', name: 'Supply Judgement Phase' },
    { id: 'movement', name: 'Movement Phase' },
    { id: 'combat', name: 'Combat Phase' },
    { id: 'exploitation', name: 'Exploitation Phase' },
  ],
  amountUnit: '1/12 SP',
  supplyChecks: false,
  formatAmount: formatTwelfths,
  parseAmount: parseTwelfths,
};

const CLASSIC: RulesetInfo = {
  id: 'classic',
  name: 'Classic two-player',
  phases: [
    { id: 'movement', name: 'Movement Phase' },
    { id: 'combat', name: 'Combat Phase' },
  ],
  amountUnit: 'SP',
  supplyChecks: false,
  formatAmount: (n) => `${n} SP`,
  parseAmount: (t) => (/^\s*\d+\s*(SP)?\s*$/i.test(t) ? parseInt(t, 10) : undefined),
};

const RULESETS: Record<string, RulesetInfo> = { ocs: OCS, 'grand-campaign': GRAND_CAMPAIGN, classic: CLASSIC };

export function rulesetInfo(id: string): RulesetInfo {
  const r = RULESETS[id];
  if (!r) throw new Error(`unknown ruleset "${id}" (known: ${Object.keys(RULESETS).join(', ')})`);
  return r;
}
