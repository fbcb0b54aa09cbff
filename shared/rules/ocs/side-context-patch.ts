import { blockingFeatures, exertsZoc, negatesZoc, zocReaches } from '../../engine/zoc-rules.js';
import { placedIndices } from '../../engine/what-if.js';
import { ENEMY_UNIT, ENEMY_ZOC, SearchOverlay } from '../../hex/search-overlay.js';
import { hexLists } from '../../hex/hex-lists.js';
import type { PathSearch } from '../../hex/path-search.js';
import { SearchMemo } from '../../hex/search-memo.js';
import { OCS_ZOC, type SideContext } from './side-context.js';
import type { OcsState } from './state.js';

/**
 * A side's context for states that differ from one campaign state only in where some units stand
 * (a what-if plan): the context of that state, patched where the moved units were and went,
 * instead of built again over the whole map at each hover. Gives what sideContext gives for the
 * planned state: the same units in the same order, a stack in every hex holding a friendly combat
 * unit (numbered otherwise: a stack's number only names it), and the overlay worked out again in
 * the moved units' old and new hexes and the six around each — all a unit changes there (its own
 * hex: an enemy combat unit, OCS 12.3d; its ZOC, or a friendly combat unit negating the enemy's,
 * 4.5b, 12.8d).
 *
 * The map-sized arrays are copied once per drag and patched in place for each plan, the last
 * plan's patches put back first: a plan's context holds until the next plan's is asked for
 * (`current`), as a hover's answer is read before the next hover.
 */
export class SideContextPatch {
  /** per hex, the state's units on the map there (by their place in state.units): CSR lists */
  private readonly start: Int32Array;
  private readonly at: Int32Array;
  /** per unit of the state, its place in base.friendly (-1: another side's, or nowhere) */
  private readonly friendlyAt: Int32Array;
  private readonly blocking: ReadonlySet<number>;
  /** the context patched in place, made at the first plan */
  private work:
    Pick<SideContext, 'overlay' | 'negatedZoc' | 'stackAt' | 'stackHexes' | 'friendly' | 'hexes'> | undefined;
  /** what the last plan patched: overlay hexes, friendly places, stack hexes and stack numbers */
  private readonly undo = {
    hexes: [] as number[],
    places: [] as number[],
    stacks: [] as number[],
    numbers: [] as number[],
  };
  private plans = 0;

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

  /** Whether `p` is the context of the last plan asked for (its arrays are patched for it still). */
  current(p: PatchedContext): boolean {
    return p.plan === this.plans;
  }

  /** The context for `planned`, or undefined where it lists other units than the base (built anew then). */
  contextFor(planned: OcsState, search: PathSearch): PatchedContext | undefined {
    const { base } = this;
    const { grid, state, game } = base;
    if (planned.units.length !== state.units.length) return undefined;
    const moved: number[] = [];
    const placed = placedIndices(state, planned);
    for (const k of placed?.units ?? state.units.keys()) {
      const was = state.units[k]!;
      const now = planned.units[k]!;
      if (was === now) continue;
      if (was.id !== now.id || was.side !== now.side || was.box !== now.box) return undefined;
      moved.push(k);
    }
    // the moved units' hexes before and after (-1: off the map, in a holding box)
    const newHex = new Map<number, number>();
    const changed = new Set<number>();
    const around = (h: number) => {
      changed.add(h);
      for (let d = 0; d < 6; d++) if (grid.neighbours[6 * h + d]! >= 0) changed.add(grid.neighbours[6 * h + d]!);
    };
    const stacks = new Set<number>();
    for (const k of moved) {
      const was = base.hexOf(state.units[k]!);
      const now = base.hexOf(planned.units[k]!);
      // on the map before or after but not both: the side's units are others
      if (!base.offMap.has(state.units[k]!.id) && (was < 0 || now < 0)) return undefined;
      if (was === now || was < 0) continue;
      newHex.set(k, now);
      around(was);
      around(now);
      if (this.friendlyAt[k]! >= 0) stacks.add(was).add(now);
    }
    const w = this.restore();
    const plan = ++this.plans;
    for (const k of moved) {
      const f = this.friendlyAt[k]!;
      if (f < 0) continue;
      w.friendly[f] = planned.units[k]!;
      w.hexes[f] = base.hexOf(planned.units[k]!);
      this.undo.places.push(f);
    }
    // the planned state's units in hex h (by their place in its units): the state's not moved away, and those moved in
    const unitsIn = (h: number, visit: (k: number) => boolean): boolean => {
      for (let p = this.start[h]!; p < this.start[h + 1]!; p++) {
        const k = this.at[p]!;
        if (!newHex.has(k) && visit(k)) return true;
      }
      for (const [k, i] of newHex) if (i === h && visit(k)) return true;
      return false;
    };
    const side = base.side;
    const { units } = planned;
    const enemyAt = (k: number) => units[k]!.side !== side && base.isCombat(units[k]!);
    const holdsStack = (k: number) => units[k]!.side === side && base.isCombat(units[k]!);
    const negatesAt = (k: number) => units[k]!.side === side && negatesZoc(game, base.isCombat(units[k]!), OCS_ZOC);
    const exertsAt = (k: number) =>
      units[k]!.side !== side && exertsZoc(game, units[k]!, base.isCombat(units[k]!), OCS_ZOC);
    const exerts = (h: number) => unitsIn(h, exertsAt);
    const { flags } = w.overlay;
    const overlayChanged: number[] = [];
    for (const h of changed) {
      const was = flags[h]! | (w.negatedZoc[h]! << 7);
      const enemy = unitsIn(h, enemyAt);
      const negated = unitsIn(h, negatesAt);
      const zoc = zocReaches(this.blocking, grid, base.graph, h, exerts);
      flags[h] = (enemy ? ENEMY_UNIT : 0) | (zoc && !negated ? ENEMY_ZOC : 0);
      w.negatedZoc[h] = zoc && negated ? 1 : 0;
      this.undo.hexes.push(h);
      if ((flags[h]! | (w.negatedZoc[h]! << 7)) !== was) overlayChanged.push(h);
    }
    // a stack where a friendly combat unit stands, none elsewhere: a stack left empty takes the last one's number
    for (const h of stacks) {
      const has = unitsIn(h, holdsStack);
      const s = w.stackAt[h]!;
      if (has === s >= 0) continue;
      this.undo.stacks.push(h);
      if (has) {
        w.stackAt[h] = w.stackHexes.length;
        this.undo.numbers.push(w.stackHexes.push(h) - 1);
        continue;
      }
      w.stackAt[h] = -1;
      const last = w.stackHexes.pop()!;
      this.undo.numbers.push(w.stackHexes.length);
      if (last === h) continue;
      w.stackHexes[s] = last;
      w.stackAt[last] = s;
      this.undo.stacks.push(last);
      this.undo.numbers.push(s);
    }
    // the search answers from its kept runs where they read none of the hexes changed
    if (search instanceof SearchMemo) search.patched(flags, base.overlay.flags, overlayChanged);
    const sideCtx: SideContext = { ...base, state: planned, search, ...w };
    const movedPlaces = moved.map((k) => this.friendlyAt[k]!).filter((f) => f >= 0);
    const friendlyIn = (h: number, visit: (f: number) => void) =>
      void unitsIn(h, (k) => {
        if (this.friendlyAt[k]! >= 0) visit(this.friendlyAt[k]!);
        return false;
      });
    return { sideCtx, overlayChanged, moved: movedPlaces, plan, friendlyIn };
  }

  /** The working context as the base, the last plan's patches put back (made at the first plan). */
  private restore(): NonNullable<SideContextPatch['work']> {
    const { base, undo } = this;
    if (!this.work) {
      const overlay = new SearchOverlay(base.grid.size);
      overlay.flags.set(base.overlay.flags);
      this.work = {
        overlay,
        negatedZoc: base.negatedZoc.slice(),
        stackAt: base.stackAt.slice(),
        stackHexes: base.stackHexes.slice(),
        friendly: base.friendly.slice(),
        hexes: base.hexes.slice(),
      };
      return this.work;
    }
    const w = this.work;
    for (const h of undo.hexes) {
      w.overlay.flags[h] = base.overlay.flags[h]!;
      w.negatedZoc[h] = base.negatedZoc[h]!;
    }
    for (const f of undo.places) {
      w.friendly[f] = base.friendly[f]!;
      w.hexes[f] = base.hexes[f]!;
    }
    for (const h of undo.stacks) w.stackAt[h] = base.stackAt[h]!;
    w.stackHexes.length = base.stackHexes.length;
    for (const s of undo.numbers) if (s < base.stackHexes.length) w.stackHexes[s] = base.stackHexes[s]!;
    undo.hexes.length = undo.places.length = undo.stacks.length = undo.numbers.length = 0;
    return w;
  }
}

/** A plan's side context, and what differs from the campaign's. */
export interface PatchedContext {
  sideCtx: SideContext;
  /** the hexes whose overlay or negated enemy ZOC differ */
  overlayChanged: number[];
  /** the side's units the plan sets down elsewhere, by their place in sideCtx.friendly */
  moved: number[];
  /** the plan's number in its drag (SideContextPatch.current) */
  plan: number;
  /** the side's units on the map in hex h on the planned state, by their place */
  friendlyIn(h: number, visit: (f: number) => void): void;
}
