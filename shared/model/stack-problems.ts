import type { Unit } from './campaign-schema.js';
import type { GameDefinition } from './game-schema.js';

/**
 * A ruleset's own check of what one hex holds (OCS 12.7h: an Extender with an enemy combat unit in
 * its hex would have collapsed), given the hex's units and its combat units; problems name the hex.
 */
export type HexStackCheck = (hex: string, here: readonly Unit[], fighting: readonly Unit[]) => string[];

/** The rulesets' own stack checks, registered by the registry when it loads (as side-count.ts's rules). */
const stackChecks = new Map<string, HexStackCheck>();

export function registerStackCheck(ruleset: string, check: HexStackCheck): void {
  stackChecks.set(ruleset, check);
}

/** A unit as the problems name it. */
export const stackedUnitName = (u: Unit): string => `${u.name} ("${u.id}", ${u.side})`;

/**
 * What no setup or import may hold, in every ruleset: combat units of opposing sides in one hex
 * (OCS 9.1 stacking; a move or placement there is refused too, engine/enemy-stack.ts), and what the
 * game's ruleset refuses besides (its registered HexStackCheck). A hex holding only enemy non-combat
 * units (a Transport Point, a dump's hex) stays allowed: that is how capture begins (OCS 12.11b).
 * Units in an off-map holding box are off the map (12.3e) and not checked here.
 */
export function stackProblems(game: GameDefinition, units: readonly Unit[]): string[] {
  const combat = new Set(game.unitTypes.filter((t) => t.combat).map((t) => t.id));
  const offMap = new Set(game.holdingBoxes.filter((b) => b.offMap).map((b) => b.id));
  const byHex = new Map<string, Unit[]>();
  for (const u of units) {
    if (u.box !== undefined && offMap.has(u.box)) continue;
    const here = byHex.get(u.hex);
    if (here) here.push(u);
    else byHex.set(u.hex, [u]);
  }
  const problems: string[] = [];
  const named = stackedUnitName;
  const own = stackChecks.get(game.ruleset);
  for (const [hex, here] of byHex) {
    const fighting = here.filter((u) => combat.has(u.type));
    const first = fighting[0];
    const enemy = first && fighting.find((u) => u.side !== first.side);
    if (first && enemy)
      problems.push(
        `hex ${hex}: ${named(first)} and ${named(enemy)} are combat units of opposing sides in one hex; a unit never enters a hex holding enemy combat units`,
      );
    if (own) problems.push(...own(hex, here, fighting));
  }
  return problems;
}
