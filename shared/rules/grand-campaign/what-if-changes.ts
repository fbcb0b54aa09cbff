import type { RulesContext } from '../../engine/ruleset.js';
import type { Placement } from '../../engine/what-if.js';
import type { HexGrid } from '../../hex/hex-grid.js';
import { SearchOverlay } from '../../hex/search-overlay.js';
import type { GcState, GcUnit } from './state.js';
import { enemyZocStrength } from './supply-lines.js';
import { supplyOverlay } from './supply-overlay.js';

/**
 * Where a drag's plan can change a side's supply (GC 16.A): the hexes things leave and enter, and
 * the hexes next to them, whose enemy ZOC (a stack's ZOC reaches the six hexes around it) and
 * friendly occupation (which negates ZOC for supply lines) may change; and the units near enough to
 * work out the ZOC and overlay of those hexes again (supply-lines.ts, supply-overlay.ts).
 */
export interface PlanChanges {
  /** 1 in each hex whose ZOC, occupation or extra LOC cost the plan may change */
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

  constructor(
    private readonly grid: HexGrid,
    private readonly base: GcState,
  ) {
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
    const mark = new Uint8Array(grid.size);
    const hexes: number[] = [];
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

/**
 * A side's enemy ZOC and supply-line overlay with a plan made (GC 16.A: enemy units block, enemy
 * ZOC blocks but where a friendly unit stands): those of the campaign as it stands, with the hexes
 * the plan may change worked out again by the same rules from the units near them, which are all
 * the units those hexes' ZOC and occupation depend on.
 */
export function plannedZocAndOverlay(
  ctx: RulesContext,
  planned: GcState,
  side: string,
  standing: { zoc: Uint8Array; overlay: SearchOverlay },
  changes: PlanChanges,
): { zoc: Uint8Array; overlay: SearchOverlay } {
  const local = { ...planned, units: changes.near };
  const nearZoc = enemyZocStrength(ctx.game, ctx.grid, local, side);
  const zoc = standing.zoc.slice();
  for (const i of changes.hexes) zoc[i] = nearZoc[i]!;
  const nearOverlay = supplyOverlay(ctx, local, side, zoc);
  const overlay = new SearchOverlay(ctx.grid.size);
  overlay.flags.set(standing.overlay.flags);
  for (const i of changes.hexes) overlay.flags[i] = nearOverlay.flags[i]!;
  return { zoc, overlay };
}
