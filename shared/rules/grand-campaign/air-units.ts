import { gcUnitType } from './game-parts.js';
import type { GcState, GcUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { GameEvent } from './events.js';
import { levelText, type SupplyLevel } from './unsupplied-level.js';

/**
 * GC 17.B.2, 19.A.4: the airbase an air unit stands on, where the air unit takes its supply status
 * from: the side's airbase (a unit with airbase data) in its hex. Undefined for an airbase itself,
 * a ground unit, or an air unit with no airbase under it (then it is judged by its own hex).
 */
export function airbaseUnder(airTypes: ReadonlySet<string>, bases: readonly GcUnit[], u: GcUnit): GcUnit | undefined {
  if (!airTypes.has(u.type) || u.gc?.airbase) return undefined;
  return bases.find((b) => b.side === u.side && b.hex === u.hex);
}

/** The game's air unit types and the campaign's airbases, read once for a judgement. */
export function airbasesOf(game: GameDefinition, state: GcState): { airTypes: Set<string>; bases: GcUnit[] } {
  return {
    airTypes: new Set(game.unitTypes.filter((t) => gcUnitType(t).air).map((t) => t.id)),
    bases: state.units.filter((u) => u.gc?.airbase),
  };
}

/**
 * GC 17.B.2: "determine the supply status of all airbases if they have air units present. Air
 * units may have their abilities reduced depending on the supply status of the airbase": each air
 * unit on an airbase gets the airbase's marker as judged (`judged`: the airbases' levels after this
 * judgement), never one of its own, so 17.D.2's rise and fall do not touch it separately.
 */
export function airUnitsTakeTheirBase(
  air: { airTypes: ReadonlySet<string>; bases: readonly GcUnit[] },
  units: readonly GcUnit[],
  judged: ReadonlyMap<string, SupplyLevel>,
): GameEvent[] {
  const events: GameEvent[] = [];
  for (const u of units) {
    const base = airbaseUnder(air.airTypes, air.bases, u);
    if (!base) continue;
    const level = judged.get(base.id) ?? base.gc?.uLevel ?? 'full';
    const from = u.gc?.uLevel ?? 'full';
    if (level === from) continue;
    events.push({
      type: 'supplyLevelSet',
      unit: u.id,
      from: u.gc?.uLevel ?? null,
      to: level === 'full' ? null : level,
      why: `the supply status of its airbase ${base.name}: ${levelText(level)} (GC 17.B.2)`,
    });
  }
  return events;
}
