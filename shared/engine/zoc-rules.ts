import type { HexGrid } from '../hex/hex-grid.js';
import type { MovementGraph } from '../hex/movement-graph.js';
import type { Unit } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';
import { DEFAULT_ZOC_RULES, type ZocRules } from '../model/game-readings-schema.js';

/** What negates an enemy ZOC when the game does not say: OCS 4.5b a combat unit, CL any friendly unit. */
export type ZocNegation = NonNullable<ZocRules['negatedBy']>;

export interface ZocOptions {
  /** OCS 12.8d: units marked Out of Supply have no ZOC; CL Effects 5: supply never affects ZOC */
  outOfSupplyHasNone: boolean;
  /** the system's own negation, used when the game's zoc.negatedBy is absent */
  negatedBy: ZocNegation;
}

/**
 * Does this unit exert a ZOC, by the game's zoc rules (game-readings-schema.ts)? By default every
 * combat unit does, in every mode and whatever its attack strength.
 */
export function exertsZoc(game: GameDefinition, u: Unit, combat: boolean, options: ZocOptions): boolean {
  const rules = game.zoc ?? DEFAULT_ZOC_RULES;
  if (rules.unitTypes ? !rules.unitTypes.includes(u.type) : !combat) return false;
  if (options.outOfSupplyHasNone && u.outOfSupplySince !== undefined) return false;
  if (rules.noZocModes.includes(u.mode)) return false;
  if (!rules.zeroAttack && (u.attack ?? 0) === 0) return false;
  return true;
}

/** Does a friendly unit in a hex negate enemy ZOC there (for supply paths and the overlay)? */
export function negatesZoc(game: GameDefinition, combat: boolean, options: ZocOptions): boolean {
  const by = game.zoc?.negatedBy ?? options.negatedBy;
  return by === 'any-units' || (by === 'combat-units' && combat);
}

export interface ZocMap {
  /** 1 where the enemy's ZOC lies and is not negated */
  zoc: Uint8Array;
  /** 1 where the enemy's ZOC lies but a friendly unit negates it (named on paths through it) */
  negated: Uint8Array;
}

/**
 * The enemy ZOC a side's supply paths meet: each exerting enemy unit's hex and the six around it,
 * except across the hexside features the game says block ZOC, and minus the hexes where a friendly
 * unit negates it. `exerting` are the enemy units' hex indices, `negating` marks friendly hexes.
 */
export function zocMap(
  game: GameDefinition,
  grid: HexGrid,
  graph: MovementGraph | undefined,
  exerting: Iterable<number>,
  negating: Uint8Array,
): ZocMap {
  const zoc = new Uint8Array(grid.size);
  const negated = new Uint8Array(grid.size);
  const blocking = blockingFeatures(game);
  const nb = grid.neighbours;
  const put = (h: number) => {
    if (negating[h]) negated[h] = 1;
    else zoc[h] = 1;
  };
  for (const h of exerting) {
    put(h);
    for (let d = 0; d < 6; d++) {
      const j = nb[6 * h + d]!;
      if (j < 0) continue;
      if (blocking.size && graph && blocking.has(graph.hexsideOf[6 * h + d]!)) continue;
      put(j);
    }
  }
  return { zoc, negated };
}

/**
 * Whether the ZOC of units standing where `exerts` says reaches hex h (the hex itself, or a hex
 * next to it across a hexside the game's ZOC crosses, `blocking` from blockingFeatures): zocMap
 * read for one hex, so a map changed in a few hexes is worked out again only there.
 */
export function zocReaches(
  blocking: ReadonlySet<number>,
  grid: HexGrid,
  graph: MovementGraph | undefined,
  h: number,
  exerts: (hex: number) => boolean,
): boolean {
  if (exerts(h)) return true;
  const nb = grid.neighbours;
  for (let d = 0; d < 6; d++) {
    const j = nb[6 * h + d]!;
    if (j < 0 || !exerts(j)) continue;
    // the hexside as zocMap reads it: from the exerting hex j towards h
    let crosses = true;
    if (blocking.size && graph)
      for (let e = 0; e < 6; e++) if (nb[6 * j + e] === h && blocking.has(graph.hexsideOf[6 * j + e]!)) crosses = false;
    if (crosses) return true;
  }
  return false;
}

/** The hexside feature indices (+1, as MovementGraph.hexsideOf holds them) a ZOC does not cross. */
export function blockingFeatures(game: GameDefinition): Set<number> {
  const ids = game.zoc?.blockingHexsides ?? [];
  const out = new Set<number>();
  game.hexsideFeatures.forEach((f, k) => {
    if (ids.includes(f.id)) out.add(k + 1);
  });
  return out;
}
