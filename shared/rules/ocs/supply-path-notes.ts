import { addPathCrossings, negatedZocNote, type Crossings } from '../../hex/path-notes.js';
import { drawDirection } from '../../engine/readings.js';
import type { SideContext } from './side-context.js';
import type { Supplier } from './trace-supply.js';

const NO_NOTES: string[] = [];

/**
 * One stretch of a supply path counted with one mobility: a draw or a throw. `hexes` are printed
 * ids in the order the path is shown; `reverse` says the MP were counted the other way round.
 */
export interface PathLeg {
  hexes: readonly string[];
  /** the same hexes as indices, when the caller has them (no printed id is read back) */
  at?: readonly number[] | undefined;
  mobility: string;
  reverse: boolean;
}

/**
 * What a referee checks by eye along a supply path of one or more legs (an HQ's throw, then its
 * draw to the dump): each hexside cost paid, then one note naming every negated enemy ZOC hex the
 * Truck legs cross (OCS 4.5b, 12.3d; Leg and Track paths ignore enemy ZOC). A path with nothing
 * to note (most) gets the one shared empty list: callers add to a copy.
 */
export function legNotes(sideCtx: SideContext, legs: readonly PathLeg[]): string[] {
  let found: Crossings | undefined;
  for (const leg of legs) {
    if (!leg.hexes.length) continue;
    const negatedZoc = leg.mobility === 'truck' ? sideCtx.negatedZoc : undefined;
    found = addPathCrossings(sideCtx.graph, leg.mobility, leg.hexes, leg.at, leg.reverse, negatedZoc, found);
  }
  if (!found) return NO_NOTES;
  if (found.negated.length) found.hexsides.push(negatedZocNote(found.negated));
  return found.hexsides;
}

/** A draw's leg: shown from the unit to the source, counted that way unless the game reads 12.3a from the source outward. */
export function drawLeg(sideCtx: SideContext, hexes: readonly string[], mobility: string): PathLeg {
  return { hexes, mobility, reverse: drawDirection(sideCtx.game) === 'from-sources' };
}

/**
 * The hexside costs and negated enemy ZOC along a supplier's path, in the direction supply moves:
 * a draw is counted as the game reads 12.3a, a throw from the HQ to the unit.
 */
export function supplierPathNotes(sideCtx: SideContext, s: Supplier): string[] {
  const leg = s.key.startsWith('hq:')
    ? { hexes: s.path, mobility: s.mobility, reverse: true }
    : drawLeg(sideCtx, s.path, s.mobility);
  return legNotes(sideCtx, [leg]);
}
