import type { RulesContext } from '../../engine/ruleset.js';
import type { Placement } from '../../engine/what-if.js';
import type { HexGrid } from '../../hex/hex-grid.js';
import { ENEMY_UNIT, ENEMY_ZOC, SearchOverlay } from '../../hex/search-overlay.js';
import type { GcState, GcUnit } from './state.js';
import { enemyZocAt } from './supply-lines.js';

/**
 * Where a drag's plan can change a side's supply (GC 16.A): the hexes things leave and enter, and
 * the hexes next to them, whose enemy ZOC (a stack's ZOC reaches the six hexes around it) and
 * friendly occupation (which negates ZOC for supply lines) may change; and the units near enough to
 * work out the ZOC and overlay of those hexes again (supply-lines.ts, supply-overlay.ts).
 */
export interface PlanChanges {
  /** 1 in each hex whose ZOC, occupation or extra LOC cost the plan may change (valid until the drag's next plan) */
  mark: Uint8Array;
  /** the same hexes, listed */
  hexes: number[];
  /** the hexes things leave or enter (their occupation and "+# MP" markers change) */
  ends: number[];
  /** the planned state's units standing within two hexes of a hex left or entered, in the state's order */
  near: GcUnit[];
  /** the sides whose units or dumps the plan sets down elsewhere (their supply sources move) */
  movedSides: Set<string>;
}

/** What a drag keeps of the campaign as it stands to read plans against it: where each unit and dump is. */
export class StandingIndex {
  private readonly unitAt = new Map<string, number>();
  private readonly dumpAt = new Map<string, number>();
  /** the units of each hex, by their place in the state */
  private readonly byHex = new Map<number, number[]>();
  /** dumps carried by each unit (they go where it goes) */
  private readonly carried = new Map<string, number[]>();
  /** PlanChanges.mark of the last plan, and its hexes */
  private readonly mark: Uint8Array;
  private marked: readonly number[] = [];

  constructor(
    private readonly grid: HexGrid,
    private readonly base: GcState,
  ) {
    this.mark = new Uint8Array(grid.size);
    base.units.forEach((u, n) => {
      this.unitAt.set(u.id, n);
      const i = grid.indexOf(u.hex);
      if (i < 0) return;
      const list = this.byHex.get(i);
      if (list) list.push(n);
      else this.byHex.set(i, [n]);
    });
    base.dumps.forEach((d, n) => {
      this.dumpAt.set(d.id, n);
      if (d.on !== undefined) this.carried.set(d.on, [...(this.carried.get(d.on) ?? []), n]);
    });
  }

  /** The hexes and units a plan touches, read from the planned state (placedState of the base). */
  changes(planned: GcState, plan: readonly Placement[]): PlanChanges {
    const { grid, base } = this;
    const ends = new Set<number>();
    const moved = new Set<number>();
    const movedSides = new Set<string>();
    const end = (hex: string) => {
      const i = grid.indexOf(hex);
      if (i >= 0) ends.add(i);
    };
    for (const p of plan) {
      if (p.unit !== undefined) {
        const n = this.unitAt.get(p.unit)!;
        moved.add(n);
        end(base.units[n]!.hex);
        end(planned.units[n]!.hex);
        movedSides.add(base.units[n]!.side);
        for (const d of this.carried.get(p.unit) ?? []) movedSides.add(base.dumps[d]!.side);
      } else {
        const n = this.dumpAt.get(p.dump!)!;
        end(base.dumps[n]!.hex);
        end(planned.dumps[n]!.hex);
        movedSides.add(base.dumps[n]!.side);
      }
    }
    // one map-sized mark a drag, cleared of the last plan's hexes: only the plan being answered reads it
    const mark = this.mark;
    for (const i of this.marked) mark[i] = 0;
    const hexes: number[] = [];
    this.marked = hexes;
    const ring = (from: Iterable<number>, into: Set<number>) => {
      for (const i of from) {
        into.add(i);
        for (let d = 0; d < 6; d++) {
          const j = grid.neighbours[6 * i + d]!;
          if (j >= 0) into.add(j);
        }
      }
    };
    const one = new Set<number>();
    ring(ends, one);
    for (const i of one) {
      mark[i] = 1;
      hexes.push(i);
    }
    const two = new Set<number>();
    ring(one, two);
    const places = new Set<number>(moved);
    for (const i of two) for (const n of this.byHex.get(i) ?? []) if (!moved.has(n)) places.add(n);
    const near = [...places].sort((a, b) => a - b).map((n) => planned.units[n]!);
    return { mark, hexes, ends: [...ends], near, movedSides };
  }
}

/** A side's enemy ZOC and supply-line flags with a plan made, in the plan's hexes (PlanChanges.hexes, in order). */
export interface PlannedHexes {
  zoc: Uint8Array;
  flags: Uint8Array;
}

/**
 * A side's enemy ZOC and supply-line overlay with a plan made (GC 16.A: enemy units block, enemy
 * ZOC blocks but where a friendly unit stands), in the hexes the plan may change, worked out again
 * by the same rules (supply-lines.ts, supply-overlay.ts) from the units near them, which are all
 * the units those hexes' ZOC and occupation depend on: work in the plan's hexes, not the map's.
 */
export function plannedHexes(ctx: RulesContext, side: string, changes: PlanChanges): PlannedHexes {
  const { grid } = ctx;
  const zoc = enemyZocAt(ctx.game, grid, changes.near, side, changes.hexes);
  const enemy = new Set<number>();
  const friendly = new Set<number>();
  for (const u of changes.near) {
    const i = grid.indexOf(u.hex);
    if (i >= 0) (u.side === side ? friendly : enemy).add(i);
  }
  const flags = Uint8Array.from(
    changes.hexes,
    (i, n) => (enemy.has(i) ? ENEMY_UNIT : 0) | (zoc[n]! > 0 && !friendly.has(i) ? ENEMY_ZOC : 0),
  );
  return { zoc, flags };
}

/** Per standing ZOC, the one map-sized ZOC and overlay its plans are patched in, the hexes the last plan set, and how many plans. */
const patched = new WeakMap<
  Uint8Array,
  { zoc: Uint8Array; overlay: SearchOverlay; set: readonly number[]; plans: number }
>();

/**
 * The side's ZOC and overlay as the campaign stands, with the plan's hexes as `planned` has them:
 * one map-sized ZOC and overlay a standing side, patched in place, the last plan's hexes put back
 * first (a copy of the map a plan was garbage enough to pause a hover at 400k hexes). They hold
 * until the drag's next plan for the side: `current` tells whether they still do (the plan's
 * lines and lines tried are read from the overlay when its rows are explained).
 */
export function plannedZocAndOverlay(
  standing: { zoc: Uint8Array; overlay: SearchOverlay },
  changes: PlanChanges,
  planned: PlannedHexes,
): { zoc: Uint8Array; overlay: SearchOverlay; current: () => boolean } {
  let p = patched.get(standing.zoc);
  if (!p) {
    const overlay = new SearchOverlay(standing.overlay.flags.length);
    overlay.flags.set(standing.overlay.flags);
    patched.set(standing.zoc, (p = { zoc: standing.zoc.slice(), overlay, set: [], plans: 0 }));
  }
  const { zoc, overlay } = p;
  for (const i of p.set) {
    zoc[i] = standing.zoc[i]!;
    overlay.flags[i] = standing.overlay.flags[i]!;
  }
  p.set = changes.hexes;
  changes.hexes.forEach((i, n) => {
    zoc[i] = planned.zoc[n]!;
    overlay.flags[i] = planned.flags[n]!;
  });
  const plan = ++p.plans;
  const held = p;
  return { zoc, overlay, current: () => held.plans === plan };
}
