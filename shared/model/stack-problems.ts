import type { Unit } from './campaign-schema.js';
import type { GameDefinition } from './game-schema.js';

/**
 * What no setup or import may hold, in every ruleset: combat units of opposing sides in one hex
 * (OCS 9.1 stacking; a move or placement there is refused too, engine/enemy-stack.ts), and — OCS
 * 12.7h — an Extender with an enemy combat unit in its hex, which would have collapsed. A hex holding
 * only enemy non-combat units (a Transport Point, a dump's hex) stays allowed: that is how capture
 * begins (12.11b). Units in an off-map holding box are off the map (12.3e) and not checked here.
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
  const named = (u: Unit) => `${u.name} ("${u.id}", ${u.side})`;
  for (const [hex, here] of byHex) {
    const fighting = here.filter((u) => combat.has(u.type));
    const first = fighting[0];
    const enemy = first && fighting.find((u) => u.side !== first.side);
    if (first && enemy)
      problems.push(
        `hex ${hex}: ${named(first)} and ${named(enemy)} are combat units of opposing sides in one hex; a unit never enters a hex holding enemy combat units`,
      );
    for (const x of here.filter((u) => u.extender)) {
      const by = fighting.find((u) => u.side !== x.side);
      if (by)
        problems.push(
          `hex ${hex}: Extender ${named(x)} has an enemy combat unit, ${named(by)}, in its hex: it would have collapsed (OCS 12.7h)`,
        );
    }
  }
  return problems;
}
