import { CommandError } from '../../model/command-error.js';
import type { VerdictRecord } from '../../engine/events.js';
import type { RulesContext } from '../../engine/ruleset.js';
import type { OcsState } from './state.js';
import { dumpName } from '../../engine/referee-names.js';
import type { GameEvent } from './events.js';
import { determineSupply } from './determine-supply.js';
import { eatFromChosen, type EatingChoice } from './eating-choice.js';
import { recoveryEvents } from './internals-recovery.js';
import { eatingCostTokens } from './eating-pool.js';
import type { GameDefinition } from '../../model/game-schema.js';

/**
 * OCS 12.6 and 12.8a in one step: determine supply, feed the units that eat off the map (except
 * those the referee chose to let starve, 12.6d Play Note; from the dump the referee chose, where
 * he chose one, 12.6c), mark Out of Supply those that neither trace nor eat, and clear the marker
 * from those whose supply returned.
 */
export function applySupplyPhase(
  ctx: RulesContext,
  state: OcsState,
  side: string,
  starve: Set<string>,
  choices: readonly EatingChoice[] = [],
): GameEvent[] {
  inSupplyPhase(ctx.game, state, side, 'Trace supply');
  // 12.6c, 12.8a: once per phase — applying again would eat off the map a second time
  if (state.supplyJudged.includes(side))
    throw new CommandError(
      `the ${side} Supply Phase has been applied in this phase already: applying it again would eat off the map again (OCS 12.6c; undo it to redo it)`,
    );
  const det = determineSupply(ctx.game, ctx.graph, state, side, undefined, { paths: false });
  for (const id of starve) {
    if (!det.verdicts.some((v) => v.unit === id && v.status === 'eats'))
      throw new CommandError(`${id} is not among the units that can eat off the map`, 'starve');
  }
  for (const c of choices)
    if (starve.has(c.unit)) throw new CommandError(`${c.unit} is both let starve and fed from a dump`, 'eatFrom');
  const plans = eatFromChosen(det, choices);
  // the events below read the verdicts and the plans, never the search: handed back for the next
  // phase (a new one holds some 5 MB of map-sized arrays on a 400,000-hex map)
  det.sideCtx.search.release();
  const turn = state.clock.turn;
  const byId = new Map(state.units.map((u) => [u.id, u]));
  // 12.10e: internal stocks recover first (determineSupply proposed eating from what they left)
  const events: GameEvent[] = recoveryEvents(det.recovery);
  const chosen = new Map<string, string>();
  for (const plan of plans) {
    const eaters = plan.units.filter((u) => !starve.has(u.id));
    if (!eaters.length) continue;
    for (const u of eaters)
      chosen.set(
        u.id,
        dumpName(plan.dump, (id) => byId.get(id)?.name ?? id),
      );
    events.push({
      type: 'dumpSpent',
      dump: plan.dump.id,
      hex: plan.dump.hex,
      // the RE of the units that eat, rounded up at this dump (12.6c)
      tokens: eatingCostTokens(eaters.reduce((a, u) => a + u.re, 0)),
      reason: 'eating',
      units: eaters.map((u) => u.id),
    });
  }
  const picked = new Set(choices.map((c) => c.unit));
  const records: VerdictRecord[] = [];
  for (const v of det.verdicts) {
    const u = byId.get(v.unit)!;
    const fedBy = picked.has(v.unit) ? chosen.get(v.unit) : undefined;
    const status = fedBy ? 'eats' : v.status === 'eats' && starve.has(v.unit) ? 'out-of-supply' : v.status;
    const before = v.reason.split('; can eat')[0]!.split('; cannot eat')[0];
    const reason = fedBy
      ? `${before}; the referee feeds it from ${fedBy}, within its draw or throw range (OCS 12.6c)`
      : status !== v.status
        ? `${before}; the referee chose not to eat off the map (OCS 12.6d)`
        : v.reason;
    records.push({ unit: v.unit, hex: v.hex, status, via: fedBy ?? v.via, reason });
    if (status === 'exempt') continue;
    if (status === 'in-supply') {
      if (u.outOfSupplySince !== undefined) events.push({ type: 'outOfSupplyCleared', unit: u.id });
      if (u.ocs?.noTraceSince !== undefined) events.push({ type: 'noTraceEnded', unit: u.id });
      continue;
    }
    if (u.ocs?.noTraceSince === undefined) events.push({ type: 'noTraceStarted', unit: u.id, turn });
    if (status === 'eats' && u.outOfSupplySince !== undefined) events.push({ type: 'outOfSupplyCleared', unit: u.id });
    if (status === 'out-of-supply' && u.outOfSupplySince === undefined)
      events.push({ type: 'outOfSupplyMarked', unit: u.id, turn });
  }
  events.unshift({ type: 'supplyDetermined', side, turn, verdicts: records });
  return events;
}

/** OCS 12.6, 12.8a: trace supply and attrition happen in the side's own Supply Phase. */
export function inSupplyPhase(game: GameDefinition, state: OcsState, side: string, what: string): void {
  if (state.clock.phase !== 'supply' || state.clock.side !== side) {
    const name = game.sides.find((s) => s.id === side)?.name ?? side;
    throw new CommandError(
      `${what} happens in the ${name} Supply Phase (OCS 12.6, 12.8a); the campaign is in the ${state.clock.side} ${state.clock.phase} phase`,
    );
  }
}
