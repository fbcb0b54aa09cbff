import { blockingFeatures, exertsZoc, negatesZoc, zocReaches } from '../../engine/zoc-rules.js';
import { ENEMY_UNIT, ENEMY_ZOC, SearchOverlay } from '../../hex/search-overlay.js';
import { hexLists } from '../../hex/hex-lists.js';
import type { PathSearch } from '../../hex/path-search.js';
import { OCS_ZOC, type SideContext } from './side-context.js';
import type { OcsState, OcsUnit } from './state.js';

/**
 * A side's context for states that differ from one campaign state only in where some units stand
 * (a what-if plan): the context of that state, patched where the moved units were and went,
 * instead of built again over the whole map at each hover. Gives what sideContext gives for the
 * planned state, field for field: the same units in the same order, the same stacks, and the
 * overlay worked out again in the moved units' old and new hexes and the six around each — all a
 * unit changes there (its own hex: an enemy combat unit, OCS 12.3d; its ZOC, or a friendly
 * combat unit negating the enemy's, 4.5b, 12.8d).
 */
export class SideContextPatch {
  /** per hex, the state's units on the map there (by their place in state.units): CSR lists */
  private readonly start: Int32Array;
  private readonly at: Int32Array;
  /** per unit of the state, its place in base.friendly (-1: another side's, or nowhere) */
  private readonly friendlyAt: Int32Array;
  private readonly blocking: ReadonlySet<number>;

  constructor(private readonly base: SideContext) {
    const { grid, state } = base;
    const hexOf = state.units.map((u) => base.hexOf(u));
    ({ start: this.start, values: this.at } = hexLists(grid.size, (add) =>
      hexOf.forEach((i, k) => i >= 0 && add(i, k)),
    ));
    this.friendlyAt = new Int32Array(state.units.length).fill(-1);
    const place = new Map(base.friendly.map((u, f) => [u, f]));
    state.units.forEach((u, k) => (this.friendlyAt[k] = place.get(u) ?? -1));
    this.blocking = blockingFeatures(base.game);
  }

  /** The context for `planned`, or undefined where it lists other units than the base (built anew then). */
  contextFor(planned: OcsState, search: PathSearch): PatchedContext | undefined {
    const { base } = this;
    const { grid, state, game } = base;
    if (planned.units.length !== state.units.length) return undefined;
    const moved: number[] = [];
    for (let k = 0; k < state.units.length; k++) {
      const was = state.units[k]!;
      const now = planned.units[k]!;
      if (was === now) continue;
      if (was.id !== now.id || was.side !== now.side || was.box !== now.box) return undefined;
      moved.push(k);
    }
    const friendly = base.friendly.slice();
    const hexes = base.hexes.slice();
    // the moved units' hexes before and after (-1: off the map, in a holding box)
    const newHex = new Map<number, number>();
    const changed = new Set<number>();
    const around = (h: number) => {
      changed.add(h);
      for (let d = 0; d < 6; d++) if (grid.neighbours[6 * h + d]! >= 0) changed.add(grid.neighbours[6 * h + d]!);
    };
    for (const k of moved) {
      const was = base.hexOf(state.units[k]!);
      const now = base.hexOf(planned.units[k]!);
      const offMap = base.offMap.has(state.units[k]!.id);
      // on the map before or after but not both: the side's units are others
      if (!offMap && (was < 0 || now < 0)) return undefined;
      const f = this.friendlyAt[k]!;
      if (f >= 0) {
        friendly[f] = planned.units[k]!;
        hexes[f] = now;
      }
      if (offMap || was === now) continue;
      newHex.set(k, now);
      around(was);
      around(now);
    }
    // the planned state's units in hex h: the state's not moved away, and those moved in
    const unitsIn = (h: number, visit: (u: OcsUnit) => boolean): boolean => {
      for (let p = this.start[h]!; p < this.start[h + 1]!; p++) {
        const k = this.at[p]!;
        if (!newHex.has(k) && visit(planned.units[k]!)) return true;
      }
      for (const [k, i] of newHex) if (i === h && visit(planned.units[k]!)) return true;
      return false;
    };
    const side = base.side;
    const exerts = (h: number) => unitsIn(h, (u) => u.side !== side && exertsZoc(game, u, base.isCombat(u), OCS_ZOC));
    const overlay = new SearchOverlay(grid.size);
    overlay.flags.set(base.overlay.flags);
    const negatedZoc = base.negatedZoc.slice();
    const overlayChanged: number[] = [];
    for (const h of changed) {
      const was = overlay.flags[h]! | (negatedZoc[h]! << 7);
      const enemy = unitsIn(h, (u) => u.side !== side && base.isCombat(u));
      const negated = unitsIn(h, (u) => u.side === side && negatesZoc(game, base.isCombat(u), OCS_ZOC));
      const zoc = zocReaches(this.blocking, grid, base.graph, h, exerts);
      overlay.flags[h] = (enemy ? ENEMY_UNIT : 0) | (zoc && !negated ? ENEMY_ZOC : 0);
      negatedZoc[h] = zoc && negated ? 1 : 0;
      if ((overlay.flags[h]! | (negatedZoc[h]! << 7)) !== was) overlayChanged.push(h);
    }
    // the stacks numbered as sideContext numbers them: by their first unit in the side's order
    const stackAt = base.stackAt.slice();
    for (const h of base.stackHexes) stackAt[h] = -1;
    const stackHexes: number[] = [];
    for (let f = 0; f < friendly.length; f++) {
      const i = hexes[f]!;
      if (i >= 0 && base.isCombat(friendly[f]!) && stackAt[i]! < 0) stackAt[i] = stackHexes.push(i) - 1;
    }
    const sideCtx = { ...base, state: planned, search, overlay, friendly, hexes, stackAt, stackHexes, negatedZoc };
    const movedPlaces = moved.map((k) => this.friendlyAt[k]!).filter((f) => f >= 0);
    return { sideCtx, overlayChanged, moved: movedPlaces };
  }
}

/** A plan's side context, and what differs from the campaign's. */
export interface PatchedContext {
  sideCtx: SideContext;
  /** the hexes whose overlay or negated enemy ZOC differ */
  overlayChanged: number[];
  /** the side's units the plan sets down elsewhere, by their place in sideCtx.friendly */
  moved: number[];
}
