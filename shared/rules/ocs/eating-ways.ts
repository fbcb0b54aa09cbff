import type { PathSearch } from '../../hex/path-search.js';
import type { OcsDump, OcsUnit } from './state.js';
import { aboardLandingCraft, dumpsInReach, dumpTable, type DumpTable } from './dump-access.js';
import type { SideContext } from './side-context.js';
import { readingNote, readingsOf } from '../../engine/readings.js';
import type { PathLeg } from './supply-path-notes.js';
import { DRAW_MP, drawMobility, sealedByZoc } from './supply-path-rules.js';
import { cheapestFirst, drawPathHexes, type ThrowReach } from './trace-supply.js';

/**
 * Each unit's ways to eat off the map (OCS 12.6c), before any dump's Tokens are shared out
 * (eating-allocate.ts): its own draw to its nearest dump (12.3a, 12.3c-d), SP aboard a Landing
 * Craft next to it, and the throws of HQs (12.3b) on to their own nearest dumps.
 */

/** A unit's nearest dump: the draw to it (`leg`: the path as counted, for its notes: supply-path-notes.ts). */
export interface Nearest {
  dump: OcsDump;
  mp: number;
  path?: string[];
  leg?: PathLeg;
}

/** A unit's way to eat: its own draw to a dump, or an HQ's throw (12.3b) on to the HQ's nearest dump. */
export interface Way {
  dump: OcsDump;
  mp: number;
  /** the draw to the dump: the unit's own, or the HQ's */
  near: { path?: string[]; leg?: PathLeg };
  thrown: ThrowReach | undefined;
  /** wayTaken's answer, made once: a way kept from plan to plan keeps it */
  taken?: EatingWay;
}

/** How a fed unit eats: the HQ that throws the dump's SP to it (12.3b), if any, and the path to the dump. */
export interface EatingWay {
  hq: OcsUnit | null;
  path: string[];
  legs?: PathLeg[] | undefined;
}

/** The side's dumps holding supply: on the ground or on trucks (searched out from), and aboard a Landing Craft. */
export interface EatingStock {
  ashore: OcsDump[];
  afloat: OcsDump[];
  /** the ashore dumps by hex, and those hexes in the table's order */
  dumpAt: DumpTable;
  dumpHexes: number[];
}

export function eatingStock(sideCtx: SideContext): EatingStock {
  // SP aboard a Landing Craft feed only the units next to it (dump-access.ts): not searched out from
  const aboard = aboardLandingCraft(sideCtx);
  const ashore: OcsDump[] = [];
  const afloat: OcsDump[] = [];
  for (const d of sideCtx.state.dumps)
    if (d.side === sideCtx.side && d.amount > 0) (aboard(d) ? afloat : ashore).push(d);
  const dumpAt = dumpTable(sideCtx, ashore);
  return { ashore, afloat, dumpAt, dumpHexes: [...dumpAt.keys()] };
}

/**
 * HQs drawing with Leg or Track MP (12.3a) are few: each searches out of its own hex. Every other
 * unit's nearest dump is read from one search out of every dump per draw mobility.
 */
export function searchesOwnWay(u: OcsUnit): boolean {
  return !!u.throwRange && drawMobility(u) !== 'truck';
}

/** A unit's nearest dump by its own search (searchesOwnWay), counted from it out to the dump. */
export function ownNearest(sideCtx: SideContext, u: OcsUnit, dumpAt: DumpTable): Nearest | undefined {
  const first = dumpsInReach(sideCtx, u, dumpAt)[0];
  return first && { ...first, leg: { hexes: first.path, mobility: drawMobility(u), reverse: false } };
}

/**
 * The nearest dump of a unit at hex i, from the search out of every dump with mobility m just run
 * on `search` (outward: counted from the dumps). `was`: an answer found before, returned itself
 * when this one is the same (the same dump by the same path), with no path built.
 */
export function nearestFrom(
  sideCtx: SideContext,
  search: PathSearch,
  i: number,
  m: string,
  dumpAt: DumpTable,
  outward: boolean,
  was?: Nearest,
): Nearest | undefined {
  // next to a dump no path leaves (12.3c, 12.3d): drawn from where the unit stands, at 0 MP
  const sealed = search.reached(i) && search.costMP(i) === 0 ? undefined : dumpNextTo(sideCtx, i, dumpAt, m, true);
  if (sealed) {
    const here = sideCtx.grid.printedId(i);
    if (was && was.dump === sealed[0] && was.mp === 0 && sameLeg(was, m, false) && was.path![0] === here) return was;
    const path = [here];
    return { dump: sealed[0]!, mp: 0, path, leg: { hexes: path, mobility: m, reverse: false } };
  }
  if (!search.reached(i)) return undefined;
  const start = search.sourceOf(i);
  // never a dump no path leaves (enemy ZOC, 12.3d): the start is next to it, not its hex
  const found = dumpAt.get(start) ?? dumpNextTo(sideCtx, start, dumpAt, m, false);
  if (!found) throw new Error(`no dump at or next to ${sideCtx.grid.printedId(start)}`);
  const mp = search.costMP(i);
  if (was && was.dump === found[0] && was.mp === mp && sameLeg(was, m, outward) && samePathTo(search, i, was.path!))
    return was;
  const path = drawPathHexes(search, i);
  return { dump: found[0]!, mp, path, leg: { hexes: path, mobility: m, reverse: outward } };
}

/** Was the draw counted with this mobility, in this direction, along a path of its own? */
function sameLeg(was: Nearest, m: string, reverse: boolean): boolean {
  return !!was.path && !!was.leg && was.leg.mobility === m && was.leg.reverse === reverse;
}

/** Is `path` the search's path from hex i back to its start (drawPathHexes' order), hex for hex? */
function samePathTo(search: PathSearch, i: number, path: readonly string[]): boolean {
  const grid = search.graph.grid;
  let e = 0;
  for (let h = i; h >= 0; h = search.parentOf(h), e++)
    if (e >= path.length || grid.printedId(h) !== path[e]) return false;
  return e === path.length;
}

/**
 * A unit's ways to eat, cheapest first: SP aboard a Landing Craft next to it, its own nearest
 * dump, and the nearest dump of each HQ that throws to it (12.3b: an HQ that draws from a dump
 * throws its SP on).
 */
export function waysToEat(
  sideCtx: SideContext,
  k: number,
  own: Nearest | undefined,
  thrown: readonly ThrowReach[] | undefined,
  nearestOf: (k: number) => Nearest | undefined,
  afloat: readonly OcsDump[],
): Way[] {
  const options: Way[] = own ? [{ dump: own.dump, mp: own.mp, near: own, thrown: undefined }] : [];
  for (const d of afloat.length ? landingCraftNextTo(sideCtx, k, afloat) : [])
    options.unshift({ dump: d, mp: 0, near: { path: [sideCtx.friendly[k]!.hex, d.hex] }, thrown: undefined });
  if (thrown) {
    for (const c of thrown) {
      const viaHq = nearestOf(c.at);
      if (viaHq) options.push({ dump: viaHq.dump, mp: viaHq.mp + c.mp, near: viaHq, thrown: c });
    }
    cheapestFirst(options);
  }
  return options;
}

/** The dumps aboard a Landing Craft in a hex next to the unit's (the only ones it may draw from them). */
function landingCraftNextTo(sideCtx: SideContext, k: number, afloat: readonly OcsDump[]): OcsDump[] {
  const at = sideCtx.hexes[k]!;
  return afloat.filter((d) => {
    const i = sideCtx.grid.indexOf(d.hex);
    return i >= 0 && sideCtx.grid.neighbours.subarray(6 * at, 6 * at + 6).includes(i);
  });
}

/** The HQ, path and legs of the way a unit eats by (made once per way). */
export function wayTaken(x: Way): EatingWay {
  if (x.taken) return x.taken;
  const { near, thrown: c } = x;
  if (!c) return (x.taken = { hq: null, path: near.path ?? [], legs: near.leg && [near.leg] });
  return (x.taken = {
    hq: c.hq,
    // the path: from the unit to the HQ (the throw), then on from the HQ to its dump (its draw)
    path: near.path && c.path.length ? c.path.concat(near.path.slice(1)) : [],
    // the throw counted from the HQ to the unit (12.3b), then the HQ's own draw
    legs: near.leg && [{ hexes: c.path, mobility: c.hq.throwRange!.mobility, reverse: true }, near.leg],
  });
}

/**
 * The dumps next to hex i (12.3c): with `sealed`, only those no Truck path leaves (enemy ZOC,
 * 12.3d), which a unit draws from only from there; without, only the others.
 */
function dumpNextTo(
  sideCtx: SideContext,
  i: number,
  dumpAt: DumpTable,
  mobility: string,
  sealed: boolean,
): OcsDump[] | undefined {
  for (let d = 0; d < 6; d++) {
    const n = sideCtx.grid.neighbours[6 * i + d]!;
    const here = n >= 0 ? dumpAt.get(n) : undefined;
    if (here && sealedByZoc(sideCtx.overlay.flags[n]!, mobility, readingsOf(sideCtx.game).dumpInEnemyZoc) === sealed)
      return here;
  }
  return undefined;
}

/**
 * Why a unit has no way to eat, when a reading decided it (readings.dumpInEnemyZoc): the dumps in
 * enemy ZOC within draw range as the crow flies, which only units next to them draw from.
 */
export function noWayReason(
  sideCtx: SideContext,
  k: number,
  dumpAt: DumpTable,
  /** per draw mobility, the dumps' hexes no path of it leaves: found once per proposal, asked per unit */
  sealed: Map<string, number[]>,
): string {
  const at = sideCtx.hexes[k]!;
  const m = drawMobility(sideCtx.friendly[k]!);
  let hexes = sealed.get(m);
  if (!hexes) {
    const flags = sideCtx.overlay.flags;
    const inZoc = readingsOf(sideCtx.game).dumpInEnemyZoc;
    sealed.set(m, (hexes = [...dumpAt.keys()].filter((h) => sealedByZoc(flags[h]!, m, inZoc))));
  }
  const near: string[] = [];
  for (const h of hexes) if (sideCtx.grid.distance(at, h) <= DRAW_MP + 1) near.push(sideCtx.grid.printedId(h));
  const why = 'no friendly dump within draw or HQ throw range';
  if (!near.length) return why;
  return `${why} (the dump at ${near.join(', ')} lies in enemy ZOC: ${readingNote(sideCtx.game, 'dumpInEnemyZoc')})`;
}
