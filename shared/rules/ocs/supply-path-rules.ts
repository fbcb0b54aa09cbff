import { readingsOf } from '../../engine/readings.js';
import type { SearchOptions } from '../../hex/path-search.js';
import { ENEMY_UNIT, ENEMY_ZOC } from '../../hex/search-overlay.js';
import type { Unit } from '../../model/campaign-schema.js';
import type { Readings } from '../../model/game-readings-schema.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { SideContext } from './side-context.js';
import { CommandError } from '../../model/command-error.js';

/**
 * How OCS counts a supply path (draw, throw or trace), rule by rule: the searches in
 * trace-supply.ts, explain-no-trace.ts and dump-access.ts ask these, one hex or one unit at a time.
 * Each takes numbers or a unit and allocates nothing: they run inside the Supply Phase's loops.
 */

/** OCS 12.3a: "units must be within 5 MP of a dump, or a hex that is adjacent to the dump". */
export const DRAW_MP = 5;

/**
 * OCS 12.3a: "Always use Truck MPs when counting the path back to a dump". An OCS game counts them
 * with the mobility "truck"; a game without one is told so, in the rules' words, before any search.
 */
const TRUCK = 'truck';

export function requireTruck(game: GameDefinition): void {
  if (!game.mobilities.some((m) => m.id === TRUCK))
    throw new CommandError(
      `this game has no Truck movement: add a mobility "${TRUCK}" with a cost for every terrain and route (OCS 12.3a: supply is drawn and thrown in Truck MPs); it has ${game.mobilities.map((m) => `"${m.id}"`).join(', ')}`,
    );
}

/**
 * OCS 12.3a: "Always use Truck MPs when counting the path back to a dump. (Exception: for an HQ
 * with a throw range that is Leg or Track, use that mobility type.)" Any other unit draws by Truck,
 * whatever its own mobility.
 */
export function drawMobility(u: Unit): string {
  return u.throwRange && u.throwRange.mobility !== TRUCK ? u.throwRange.mobility : TRUCK;
}

/**
 * OCS 12.3d: "An un-negated enemy ZOC blocks all kinds of supply paths in or out of a hex that are
 * being traced with Truck MP. Note that some HQs and Extenders use Leg MP or Track MP, and the
 * supply paths of these are unaffected by ZOCs." (The overlay holds only un-negated ZOC: a
 * friendly combat unit negates it, 4.5b, side-context.ts.)
 */
export function zocBlocksPath(mobility: string): boolean {
  return mobility === TRUCK;
}

/**
 * OCS 12.3d: the overlay flags of a hex a supply path of this mobility may not enter: "never
 * through a hex containing an enemy combat unit" (enemy non-combat units, ships and planes do not
 * count: the overlay marks combat units only), and for Truck MP no hex in un-negated enemy ZOC.
 */
export function pathBarredFlags(mobility: string): number {
  return ENEMY_UNIT | (zocBlocksPath(mobility) ? ENEMY_ZOC : 0);
}

/**
 * OCS 12.3d, as readings.dumpInEnemyZoc reads it: with 'no-path-out' an un-negated enemy ZOC in a
 * dump's hex (`hexFlags`, its overlay flags) lets no Truck path out of that hex, so only a unit in
 * the hex or next to it (12.3c) draws from the dump; with 'path-from-next-hex' a path may still
 * start next to it.
 */
export function sealedByZoc(hexFlags: number, mobility: string, reading: Readings['dumpInEnemyZoc']): boolean {
  return zocBlocksPath(mobility) && (hexFlags & ENEMY_ZOC) !== 0 && reading === 'no-path-out';
}

/**
 * The search of a printed range, in MP of a printed mobility, out of `from`: an HQ's throw range
 * (12.3b: "An HQ's throw range, in MP, appears on the counter. Color is used to indicate the throw
 * range's mobility type ... count a movement path using this throw range from the HQ") or an
 * Extender's (12.7b: "the maximum distance (in MP) back to the connected hex"), counted like a
 * move (12.3d: enemy ZOC blocks a Truck path; normal terrain costs, side-context.ts).
 */
export function rangeSearch(
  sideCtx: SideContext,
  from: number[],
  range: { mp: number; mobility: string },
): SearchOptions {
  return {
    sources: from,
    mobility: range.mobility,
    maxMP: range.mp,
    overlay: sideCtx.overlay,
    zocBlocks: zocBlocksPath(range.mobility),
    ...sideCtx.costs,
  };
}

/**
 * OCS 12.3, Important Note (after 18.5e): "to draw from SP loaded on a Landing Craft a unit must be
 * in a hex adjacent, and HQs are not allowed to throw supply drawn from a Landing Craft." A dump
 * aboard one is drawn from only by the unit's own draw (not for a throw), with no path out of its
 * hex (`fromOwnHex`), and from the hex next to the craft (`nextTo`), not the craft's own.
 */
export function landingCraftDrawAllowed(forThrow: boolean, fromOwnHex: boolean, nextTo: boolean): boolean {
  return !forThrow && fromOwnHex && nextTo;
}

/**
 * "Within N MP" (12.3a's 5 MP, 12.3b's printed throw range) for a cost the search counted in its
 * scaled units (graph.costScale units per MP, so half-MP costs stay whole numbers).
 */
export function withinMp(costUnits: number, mp: number, scale: number): boolean {
  return costUnits <= Math.floor(mp * scale + 1e-9);
}

/**
 * OCS 12.3c "regardless of terrain (even if prohibited), it is assumed that the unit will be able
 * to get its hands on supply that can reach an adjacent hex": whether a unit whose own hex is
 * walled off for the draw's mobility gets the supply that reaches a hex next to it. The rule reads
 * two ways (readings.walledOffHex, docs/rules-interpretations.md).
 */
export function adjacentServesWalledHex(game: GameDefinition): boolean {
  return readingsOf(game).walledOffHex === 'adjacent-is-close-enough';
}
