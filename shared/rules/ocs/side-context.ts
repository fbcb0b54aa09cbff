import type { HexGrid } from '../../hex/hex-grid.js';
import type { MovementGraph } from '../../hex/movement-graph.js';
import { PathSearch } from '../../hex/path-search.js';
import { ENEMY_UNIT, ENEMY_ZOC, SearchOverlay } from '../../hex/search-overlay.js';
import type { OcsState, OcsUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { exertsZoc, negatesZoc, zocMap, type ZocOptions } from '../../engine/zoc-rules.js';

/**
 * Everything a supply determination for one side needs, built once per phase: the friendly and
 * enemy units by hex, and the overlay every supply path uses.
 */
export interface SideContext {
  readonly game: GameDefinition;
  readonly grid: HexGrid;
  readonly graph: MovementGraph;
  readonly state: OcsState;
  readonly side: string;
  readonly search: PathSearch;
  readonly overlay: SearchOverlay;
  /**
   * The side's units; a unit's place here is its index in every per-unit array of the phase
   * (trace-supply.ts, eating.ts): arrays, not maps keyed by unit id, for thousands of units.
   */
  readonly friendly: OcsUnit[];
  /** friendly[k]'s hex index; -1 off the map (an off-map holding box) */
  readonly hexes: Int32Array;
  /** friendly combat stacks: stackAt[hex] indexes stacks, -1 where there is none (typed: HQ throws look up every hex they reach) */
  readonly stackAt: Int32Array;
  /**
   * each stack's hex (its units: the friendly combat units there). No array per stack: thousands
   * of them lived through the phase (the trace keeps what reaches a stack by its index instead).
   */
  readonly stackHexes: number[];
  /** the unit's hex index; -1 off the map (an off-map holding box) */
  hexOf(u: OcsUnit): number;
  /** OCS 12.3e: units in off-map holding boxes, with their box; they are not on the map */
  readonly offMap: Map<string, { name: string; supplied: boolean }>;
  isCombat(u: OcsUnit): boolean;
  describeHex(i: number): string;
  /** 1 where enemy ZOC lies but a friendly unit negates it (OCS 4.5b): named on the paths that cross it */
  readonly negatedZoc: Uint8Array;
  /** the costs every supply path counts with (OCS 12.3d): spread into each search */
  readonly costs: SupplyPathCosts;
}

/** Normal costs, or normal costs lowered where the turn's weather lowers them. */
export type SupplyPathCosts = { weather?: string; reducedOnly?: boolean };

/**
 * OCS 12.3d: "Always use normal terrain costs ... ignoring all temporary bad ground conditions
 * ... (Exception: A unit can use movement costs that are temporarily reduced by weather.)" The
 * turn's weather (game data, the turn record) counts only where the terrain chart gives it a
 * lower cost: frozen swamp, never mud.
 */
export function supplyPathCosts(game: GameDefinition, turn: number): SupplyPathCosts {
  const weather = game.turns.find((t) => t.number === turn)?.weather;
  if (!weather || !game.terrain.some((t) => t.weather?.[weather])) return {};
  return { weather, reducedOnly: true };
}

/** OCS ZOC by default: units marked Out of Supply have none (12.8d), a combat unit negates (4.5b). */
export const OCS_ZOC: ZocOptions = { outOfSupplyHasNone: true, negatedBy: 'combat-units' };

export function sideContext(
  game: GameDefinition,
  graph: MovementGraph,
  state: OcsState,
  side: string,
  search = new PathSearch(graph),
): SideContext {
  const grid = graph.grid;
  const types = new Map(game.unitTypes.map((t) => [t.id, t]));
  const isCombat = (u: OcsUnit) => types.get(u.type)?.combat ?? true;
  const overlay = SearchOverlay.empty(grid);
  // made at their size: arrays of 20,000 grown by push were copied over and over in the large-object space
  let sideUnits = 0;
  for (const u of state.units) if (u.side === side) sideUnits++;
  const friendly = new Array<OcsUnit>(sideUnits);
  let count = 0;
  const hexes = new Int32Array(sideUnits);
  const stackAt = new Int32Array(grid.size).fill(-1);
  const stackHexes: number[] = [];
  const negated = new Uint8Array(grid.size);
  const zocUnits = new Int32Array(state.units.length - sideUnits);
  let zocCount = 0;
  const offMapBoxes = new Map(game.holdingBoxes.filter((b) => b.offMap).map((b) => [b.id, b]));
  const offMap = new Map<string, { name: string; supplied: boolean }>();
  for (const u of state.units) {
    const box = u.box !== undefined ? offMapBoxes.get(u.box) : undefined;
    if (box) {
      // off the map: no part in the map's supply paths or ZOC
      offMap.set(u.id, { name: box.name, supplied: box.supplied });
      if (u.side === side) {
        hexes[count] = -1;
        friendly[count++] = u;
      }
      continue;
    }
    const i = grid.indexOf(u.hex);
    if (i < 0) continue;
    if (u.side === side) {
      hexes[count] = i;
      friendly[count++] = u;
      if (isCombat(u) && stackAt[i]! < 0) stackAt[i] = stackHexes.push(i) - 1;
      // a friendly combat unit negates enemy ZOC in its hex for supply paths (OCS 4.5b, cited by 12.6b; game.zoc.negatedBy)
      if (negatesZoc(game, isCombat(u), OCS_ZOC)) negated[i] = 1;
    } else {
      // OCS 12.3d: never through a hex with an enemy combat unit; enemy non-combat units do not block
      if (isCombat(u)) overlay.mark(i, ENEMY_UNIT);
      // OCS 12.8d: units marked Out of Supply have no ZOC; who else has none is the game's (game.zoc)
      if (exertsZoc(game, u, isCombat(u), OCS_ZOC)) zocUnits[zocCount++] = i;
    }
  }
  // units not on the map nor in an off-map box have no place here
  friendly.length = count;
  const zoc = zocMap(game, grid, graph, zocUnits.subarray(0, zocCount), negated);
  for (let h = 0; h < grid.size; h++) if (zoc.zoc[h]) overlay.mark(h, ENEMY_ZOC);
  return {
    game,
    grid,
    graph,
    state,
    side,
    search,
    overlay,
    friendly,
    hexes: hexes.subarray(0, count),
    stackAt,
    stackHexes,
    hexOf: (u) => (u.box !== undefined && offMapBoxes.has(u.box) ? -1 : grid.indexOf(u.hex)),
    offMap,
    isCombat,
    describeHex: (i) => grid.printedId(i),
    negatedZoc: zoc.negated,
    costs: supplyPathCosts(game, state.clock.turn),
  };
}
