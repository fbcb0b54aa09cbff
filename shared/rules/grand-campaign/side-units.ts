import type { HexGrid } from '../../hex/hex-grid.js';
import type { GcUnitType } from './game-parts.js';
import type { GcState, GcUnit } from './state.js';
import { placedIndices } from '../../engine/what-if.js';

/**
 * A side's units on the map as its supply judgement reads them (GC 16.A): each at its place, the
 * order of the state's units, with its hex; which need supply (combat units, HQs, air units) and
 * which do not; its HQs; and the units needing supply nation by nation (16.F: a unit traces full
 * supply from its own nation's sources and HQs).
 */
export interface SideUnits {
  units: GcUnit[];
  /** each unit's hex index, by its place */
  hexes: number[];
  /** the places of the units that need supply */
  judged: readonly number[];
  /** the places of the others: not combat units, they need none */
  exempt: readonly number[];
  /** the places of the side's HQs */
  hqPlaces: readonly number[];
  /** the places in `judged` of each nation's units, nations in the order their first unit stands */
  byNation: ReadonlyMap<string | undefined, readonly number[]>;
  /** read with the units as the campaign stands and their lists kept: the places whose unit a drag's plan moved */
  moved?: readonly number[];
  /** the state read, and each of its units' place here (-1: the other side's, or off the map) */
  from: GcState;
  placeOf: Int32Array;
}

/**
 * The side's units in the state. A drag's plan moves units and nothing else: given the side's
 * units as the campaign stands (`like`), the units are read in one pass, each unmoved one the very
 * object it was with the hex it had, and the lists by place are the ones that stand (a move changes
 * no unit's type or nation); a side of thousands of units made these lists again at every hover.
 */
export function sideUnits(
  grid: HexGrid,
  state: GcState,
  side: string,
  typeOf: (u: GcUnit) => GcUnitType | undefined,
  like?: SideUnits,
): SideUnits {
  const placed = like && placedIndices(like.from, state);
  if (placed) {
    const kept = keptLists(grid, state, side, like!, placed.units);
    if (kept) return kept;
  }
  const units: GcUnit[] = [];
  const placeOf = new Int32Array(state.units.length).fill(-1);
  const hexes: number[] = [];
  // like's lists hold while every unit stands at its place with its type and nation
  let aligned = like !== undefined;
  const moved: number[] = [];
  for (let n = 0; n < state.units.length; n++) {
    const u = state.units[n]!;
    if (u.side !== side) continue;
    const f = units.length;
    const was = like?.units[f];
    const i = was === u ? like!.hexes[f]! : grid.indexOf(u.hex);
    if (i < 0) continue;
    if (aligned && was !== u) {
      if (was?.id !== u.id || was.type !== u.type || was.nation !== u.nation) aligned = false;
      moved.push(f);
    }
    placeOf[n] = f;
    units.push(u);
    hexes.push(i);
  }
  if (like && aligned && units.length === like.units.length)
    return { ...like, units, hexes, moved, from: state, placeOf };
  const judged: number[] = [];
  const exempt: number[] = [];
  const hqPlaces: number[] = [];
  const byNation = new Map<string | undefined, number[]>();
  units.forEach((u, k) => {
    const t = typeOf(u);
    if (t?.hq) hqPlaces.push(k);
    if (!(t?.combat || t?.hq || t?.air)) {
      exempt.push(k);
      return;
    }
    judged.push(k);
    let mine = byNation.get(u.nation);
    if (!mine) byNation.set(u.nation, (mine = []));
    mine.push(k);
  });
  return { units, hexes, judged, exempt, hqPlaces, byNation, from: state, placeOf };
}

/**
 * A drag's plan made by placedState from the state `like` read (engine/what-if.ts): its units are
 * like's but at the places set down anew, so the lists are like's with those places read again, in
 * proportion to the plan, not the side. Null where a placed unit comes onto the map or changes
 * side, type or nation (the lists are read again).
 */
function keptLists(
  grid: HexGrid,
  state: GcState,
  side: string,
  like: SideUnits,
  placed: readonly number[],
): SideUnits | null {
  if (state.units.length !== like.from.units.length) return null;
  const { units, hexes, moved } = patchedLists(like);
  for (const n of placed) {
    const u = state.units[n]!;
    const was = like.from.units[n]!;
    const f = like.placeOf[n]!;
    if (f < 0) {
      if (u.side === side || was.side === side) return null;
      continue;
    }
    const i = grid.indexOf(u.hex);
    if (i < 0 || u.side !== side || u.id !== was.id || u.type !== was.type || u.nation !== was.nation) return null;
    units[f] = u;
    hexes[f] = i;
    moved.push(f);
  }
  return { ...like, units, hexes, moved, from: like.from, placeOf: like.placeOf };
}

/** Per roster as the campaign stands, the one pair of lists its plans are patched in, and the places the last plan set. */
const patched = new WeakMap<SideUnits, { units: GcUnit[]; hexes: number[]; set: number[] }>();

/**
 * A plan's lists: like's, the last plan's places put back, and the list of the places this plan
 * sets (empty, filled as they are set). One pair a roster, not a copy of the side's lists per
 * plan: it holds until the drag's next plan, whose answer is explained before it (what-if-drag.ts).
 */
function patchedLists(like: SideUnits): { units: GcUnit[]; hexes: number[]; moved: number[] } {
  let p = patched.get(like);
  if (!p) patched.set(like, (p = { units: like.units.slice(), hexes: like.hexes.slice(), set: [] }));
  for (const f of p.set) {
    p.units[f] = like.units[f]!;
    p.hexes[f] = like.hexes[f]!;
  }
  p.set = [];
  return { units: p.units, hexes: p.hexes, moved: p.set };
}
