import type { HexGrid } from '../../hex/hex-grid.js';
import type { PathSearch } from '../../hex/path-search.js';
import { ENEMY_UNIT, type SearchOverlay } from '../../hex/search-overlay.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { GcUnit } from './state.js';

/** What a supply line is traced from (GC 16.A): a national supply source, or an HQ in general supply. */
export interface Supplier {
  index: number;
  label: string;
  nation: string | undefined;
  hq: GcUnit | null;
}

/** A national supply source of the side on the map (16.F.1), at its hex index. */
export type NationalSource = GameDefinition['supplySources'][number] & { index: number };

/**
 * GC 16.F.1: the side's national supply sources on the map; the ones an enemy unit stands on do
 * not work (`inactive`, with why), the others do (`working`).
 */
export function nationalSources(
  game: GameDefinition,
  grid: HexGrid,
  side: string,
  overlay: SearchOverlay,
): {
  sources: NationalSource[];
  working: NationalSource[];
  inactive: Array<{ hex: string; label: string; reason: string }>;
} {
  const sources = game.supplySources
    .filter((s) => s.side === side)
    .map((s) => placedSource(grid, s))
    .filter((s) => s.index >= 0);
  const inactive = sources
    .filter((s) => overlay.flags[s.index]! & ENEMY_UNIT)
    .map((s) => ({
      hex: s.hex,
      label: s.name ?? `supply source ${s.hex}`,
      reason: `an enemy unit stands at ${s.hex}`,
    }));
  const working = sources.filter((s) => !(overlay.flags[s.index]! & ENEMY_UNIT));
  return { sources, working, inactive };
}

/**
 * Each of the game's sources at its hex index, by grid, and each placed source's supplier: a
 * drag's plans list the same sources, the very objects (made again if the game's source changed
 * in place).
 */
const placed = new WeakMap<HexGrid, WeakMap<GameDefinition['supplySources'][number], NationalSource>>();
const sourceSuppliers = new WeakMap<NationalSource, Supplier>();

function placedSource(grid: HexGrid, s: GameDefinition['supplySources'][number]): NationalSource {
  let byDef = placed.get(grid);
  if (!byDef) placed.set(grid, (byDef = new WeakMap()));
  let p = byDef.get(s);
  if (!p || p.hex !== s.hex || p.name !== s.name || p.nation !== s.nation || p.side !== s.side || p.kind !== s.kind)
    byDef.set(s, (p = { ...s, index: grid.indexOf(s.hex) }));
  return p;
}

export function sourceSupplier(s: NationalSource): Supplier {
  let x = sourceSuppliers.get(s);
  if (!x)
    sourceSuppliers.set(
      s,
      (x = { index: s.index, label: s.name ?? `supply source ${s.hex}`, nation: s.nation, hq: null }),
    );
  return x;
}

/**
 * Each HQ's supplier, by grid, with the hex and name it was made of: a drag's plans list the same
 * HQs, unmoved ones the very objects (a unit changed in place, as a fold does, is made again).
 */
const hqSuppliers = new WeakMap<HexGrid, WeakMap<GcUnit, { hex: string; name: string; s: Supplier }>>();

export function hqSupplier(grid: HexGrid, hq: GcUnit): Supplier {
  let byHq = hqSuppliers.get(grid);
  if (!byHq) hqSuppliers.set(grid, (byHq = new WeakMap()));
  const k = byHq.get(hq);
  if (k && k.hex === hq.hex && k.name === hq.name && k.s.nation === hq.nation) return k.s;
  const s = { index: grid.indexOf(hq.hex), label: `${hq.name} (${hq.hex})`, nation: hq.nation, hq };
  byHq.set(hq, { hex: hq.hex, name: hq.name, s });
  return s;
}

/** Suppliers by hex, the first listed speaking for its hex (as a search reports one source per hex). */
export function byHex(list: readonly Supplier[]): Map<number, Supplier> {
  const m = new Map<number, Supplier>();
  for (const x of list) if (!m.has(x.index)) m.set(x.index, x);
  return m;
}

/**
 * GC 16.H: the hexes a limited supply search reached where a supply line could be (not the sea
 * off a supplied coast), added to the hexes in general supply, where LOCs start.
 */
export function addGeneral(search: PathSearch, overland: Uint8Array, general: Uint8Array, list: number[]): void {
  for (let k = 0; k < search.reachedCount; k++) {
    const h = search.reachedAt(k);
    if (overland[h] && !general[h]) {
      general[h] = 1;
      list.push(h);
    }
  }
}
