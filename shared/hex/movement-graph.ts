import { packEdges, type EdgeWords } from './edge-words.js';
import { HexGrid } from './hex-grid.js';
import type { TerrainMap } from './terrain-map.js';

/** Edge cost meaning "cannot be crossed" (prohibited terrain or hexside, off the map). */
export const IMPASSABLE = 0xffff;

/**
 * The map as a movement graph, built once: for every mobility type, the integer cost (in
 * 1/costScale MP) of each of the six moves out of every hex, in one Uint16Array indexed 6 * hex + d
 * like HexGrid.neighbours. A move's cost already folds in terrain, hexside features (rivers) and
 * roads/railroads along the move, so the search reads one number per edge.
 *
 * Costs are the game's normal (clear-weather) costs: OCS 12.3d has supply paths ignore bad ground.
 * Weather variants are built on request and cached (see costsFor).
 */
/**
 * Cost tables besides the normal ones: 'bridged' lets every road and railroad cross every hexside
 * feature (CL: roads cross rivers for supply, though not for movement); 'hexes' counts one hex per
 * move into any hex the mobility may enter (CL: lines of supply counted in hexes), roads bridged too.
 */
export type CostVariant = 'normal' | 'bridged' | 'hexes';

export class MovementGraph {
  readonly grid: HexGrid;
  readonly costScale: number;
  readonly mobilities: readonly string[];
  /** terrain type index per hex (for explanations) */
  readonly terrainOf: Uint8Array;
  /** hexside feature index + 1 per edge (6 * hex + d), 0 = none */
  readonly hexsideOf: Uint8Array;
  /** bit k set = route type k runs along the edge (6 * hex + d) */
  readonly routesOf: Uint16Array;
  private readonly game: TerrainMap;
  private readonly cache = new Map<string, Uint16Array>();
  private readonly maxEdge = new WeakMap<Uint16Array, number>();
  private readonly packed = new Map<Uint16Array, EdgeWords>();

  constructor(game: TerrainMap, grid: HexGrid = new HexGrid(game.map)) {
    this.game = game;
    this.grid = grid;
    this.costScale = game.costScale;
    this.mobilities = game.mobilities.map((m) => m.id);
    if (game.routeTypes.length > 16) throw new RangeError('a map may have at most 16 route types');
    const n = grid.size;
    this.terrainOf = new Uint8Array(n);
    const codes = new Map(game.terrain.map((t, k) => [t.code, k]));
    game.map.hexes.forEach((line, row) => {
      for (let col = 0; col < line.length; col++) {
        const i = grid.indexAt(col, row);
        if (i >= 0) this.terrainOf[i] = codes.get(line[col]!) ?? 0;
      }
    });
    this.hexsideOf = new Uint8Array(6 * n);
    const features = new Map(game.hexsideFeatures.map((f, k) => [f.id, k + 1]));
    for (const h of game.hexsides) this.markEdge(this.hexsideOf, h.a, h.b, features.get(h.feature) ?? 0, false);
    this.routesOf = new Uint16Array(6 * n);
    const routeTypes = new Map(game.routeTypes.map((r, k) => [r.id, k]));
    for (const r of game.routes) {
      const bit = 1 << (routeTypes.get(r.type) ?? 0);
      for (let k = 1; k < r.hexes.length; k++) this.markEdge(this.routesOf, r.hexes[k - 1]!, r.hexes[k]!, bit, true);
    }
  }

  private markEdge(target: Uint8Array | Uint16Array, a: string, b: string, value: number, or: boolean): void {
    const i = this.grid.indexOf(a);
    const j = this.grid.indexOf(b);
    if (i < 0 || j < 0) return;
    const d = this.grid.directionTo(i, j);
    if (d < 0) return;
    const back = (d + 3) % 6;
    target[6 * i + d] = or ? target[6 * i + d]! | value : value;
    target[6 * j + back] = or ? target[6 * j + back]! | value : value;
  }

  mobilityIndex(mobility: string): number {
    const m = this.mobilities.indexOf(mobility);
    if (m < 0)
      throw new RangeError(`unknown mobility type "${mobility}" (this game has ${this.mobilities.join(', ')})`);
    return m;
  }

  /**
   * Edge costs for a mobility type. weather: undefined = normal terrain costs; with
   * reducedOnly, a weather cost is used only where it is lower (OCS 12.3d exception).
   */
  costsFor(mobility: string, weather?: string, reducedOnly = false, variant: CostVariant = 'normal'): Uint16Array {
    const key = `${mobility}|${weather ?? ''}|${reducedOnly ? 'r' : ''}|${variant}`;
    let costs = this.cache.get(key);
    if (!costs) {
      costs = this.buildCosts(mobility, weather, reducedOnly, variant);
      this.cache.set(key, costs);
    }
    return costs;
  }

  /**
   * The same costs seen from the other end: reverse[6 * u + d] is the cost of the move from the
   * neighbour in direction d into u. A 'to-sources' search (counting a unit's path back to a dump
   * while searching outward from the dump) reads these.
   */
  reverseCostsFor(
    mobility: string,
    weather?: string,
    reducedOnly = false,
    variant: CostVariant = 'normal',
  ): Uint16Array {
    const key = `rev|${mobility}|${weather ?? ''}|${reducedOnly ? 'r' : ''}|${variant}`;
    let rev = this.cache.get(key);
    if (!rev) {
      const costs = this.costsFor(mobility, weather, reducedOnly, variant);
      const nb = this.grid.neighbours;
      rev = new Uint16Array(costs.length).fill(IMPASSABLE);
      for (let e = 0; e < costs.length; e++) {
        const v = nb[e]!;
        if (v >= 0) rev[e] = costs[6 * v + (((e % 6) + 3) % 6)]!;
      }
      this.cache.set(key, rev);
    }
    return rev;
  }

  /** The largest finite edge cost in a cost table (sizes the search's bucket queue). */
  maxEdgeCost(costs: Uint16Array): number {
    let max = this.maxEdge.get(costs);
    if (max === undefined) {
      max = 0;
      for (let e = 0; e < costs.length; e++) {
        const c = costs[e]!;
        if (c !== IMPASSABLE && c > max) max = c;
      }
      this.maxEdge.set(costs, max);
    }
    return max;
  }

  /**
   * A cost table's moves packed one word each with the step to the hex entered (edge-words.ts), built on the
   * first search over the table and kept.
   */
  edgesFor(costs: Uint16Array): EdgeWords {
    let p = this.packed.get(costs);
    if (!p) {
      p = packEdges(costs, IMPASSABLE, this.grid.neighbours, this.grid.width);
      this.packed.set(costs, p);
    }
    return p;
  }

  /** Says what makes a move impassable: "marsh at 1228 is prohibited" or "the river hexside is prohibited". */
  prohibitionBetween(mobility: string, edge: number, entered: number): string {
    const feature = this.hexsideOf[edge]! ? this.game.hexsideFeatures[this.hexsideOf[edge]! - 1] : undefined;
    if (feature && feature.cost[mobility] === 'P') return `the ${feature.name.toLowerCase()} hexside cannot be crossed`;
    const terrain = this.game.terrain[this.terrainOf[entered]!];
    if (terrain && (terrain.cost[mobility] === 'P' || terrain.cost[mobility] === undefined)) {
      return `${terrain.name.toLowerCase()} at ${this.grid.printedId(entered)} is prohibited`;
    }
    return 'the move is prohibited';
  }

  /** The hexside feature on edge e (6 * hex + d), if any (for explanations). */
  hexsideFeatureAt(e: number): TerrainMap['hexsideFeatures'][number] | undefined {
    const k = this.hexsideOf[e]!;
    return k ? this.game.hexsideFeatures[k - 1] : undefined;
  }

  /** The normal cost in cost units of entering hex i by its terrain, for a mobility; -1 if prohibited. */
  terrainCostUnits(mobility: string, i: number): number {
    const c = this.game.terrain[this.terrainOf[i]!]?.cost[mobility];
    return c === undefined || c === 'P' ? -1 : Math.round(c * this.costScale);
  }

  /**
   * A bound in MP as cost units, as a bounded search holds it: a hex is within the bound when its
   * cost in units is at most this (the small epsilon keeps a bound like 0.3 MP from flooring below itself).
   */
  boundUnits(mp: number): number {
    return Math.floor(mp * this.costScale + 1e-9);
  }

  /** Bytes held by the graph's typed arrays (the neighbour table included). */
  byteLength(): number {
    let bytes =
      this.grid.neighbours.byteLength +
      this.grid.exists.byteLength +
      this.terrainOf.byteLength +
      this.hexsideOf.byteLength +
      this.routesOf.byteLength;
    for (const c of this.cache.values()) bytes += c.byteLength;
    for (const p of this.packed.values()) bytes += p.words.byteLength;
    return bytes;
  }

  private buildCosts(
    mobility: string,
    weather: string | undefined,
    reducedOnly: boolean,
    variant: CostVariant,
  ): Uint16Array {
    this.mobilityIndex(mobility);
    const g = this.game;
    const scale = this.costScale;
    const toUnits = (c: number | 'P' | undefined): number =>
      c === undefined || c === 'P' ? -1 : Math.round(c * scale);
    const terrainCost = g.terrain.map((t) => {
      const normal = toUnits(t.cost[mobility]);
      if (weather === undefined) return normal;
      const w = t.weather?.[weather]?.[mobility];
      if (w === undefined) return normal;
      const wu = toUnits(w);
      if (!reducedOnly) return wu;
      return normal < 0 ? wu : wu >= 0 && wu < normal ? wu : normal;
    });
    // hexside features add MP; a feature with no cost for this mobility adds nothing
    const featureCost = [
      0,
      ...g.hexsideFeatures.map((f) => (f.cost[mobility] === undefined ? 0 : toUnits(f.cost[mobility]))),
    ];
    const routeCost = g.routeTypes.map((r) => toUnits(r.cost[mobility]));
    const routeBridges = g.routeTypes.map((r) => r.bridges || variant !== 'normal');
    const n = this.grid.size;
    const nb = this.grid.neighbours;
    const costs = new Uint16Array(6 * n).fill(IMPASSABLE);
    for (let i = 0; i < n; i++) {
      if (!this.grid.exists[i]) continue;
      for (let d = 0; d < 6; d++) {
        const e = 6 * i + d;
        const j = nb[e]!;
        if (j < 0) continue;
        const side = featureCost[this.hexsideOf[e]!]!;
        let best = Infinity;
        const t = terrainCost[this.terrainOf[j]!]!;
        if (t >= 0 && side >= 0) best = t + side;
        const routes = this.routesOf[e]!;
        if (routes) {
          for (let k = 0; k < routeCost.length; k++) {
            if (!(routes & (1 << k))) continue;
            const rc = routeCost[k]!;
            if (rc < 0) continue;
            const total = routeBridges[k] ? rc : side >= 0 ? rc + side : -1;
            if (total >= 0 && total < best) best = total;
          }
        }
        if (best < IMPASSABLE) costs[e] = variant === 'hexes' ? scale : best;
      }
    }
    return costs;
  }
}
