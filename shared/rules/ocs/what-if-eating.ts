import type { SearchMemo } from '../../hex/search-memo.js';
import type { SupplyDetermination } from './determine-supply.js';
import { proposeEating, type EatingProposal } from './eating.js';
import type { PatchedContext } from './side-context-patch.js';
import type { OcsState } from './state.js';
import type { SupplyVerdict } from './supply-verdict.js';

/**
 * The eating proposal (OCS 12.6c) as it stands, kept for what-if plans that change nothing it
 * read: the same units without trace supply, none of them worked out again (their HQ throws,
 * 12.3b, and the draws of the HQs throwing to them), the same dumps where they were, and no hex
 * its searches read (or next to a dump: 12.3c, 12.3d) with another overlay. Otherwise the plan's
 * proposal is made anew.
 */
export class EatingReuse {
  /** 1 where the proposal's searches read a hex, and around each of the side's dumps */
  private readonly read: Uint8Array;
  /** every search of the proposal was answered from the runs kept: what it read is known */
  private readonly known: boolean;
  private readonly hungry: Int32Array;
  /** by a unit's place, its verdict without trace supply as it stands */
  private readonly verdicts: Array<SupplyVerdict | undefined>;

  constructor(
    private readonly det: SupplyDetermination,
    search: SearchMemo,
    /** why a unit lost its trace to the formation rule (12.6f) as it stands */
    private readonly lostBefore: (k: number) => string | undefined,
  ) {
    const { sideCtx, eating } = det;
    const { grid } = sideCtx;
    this.read = new Uint8Array(grid.size);
    this.verdicts = new Array<SupplyVerdict | undefined>(sideCtx.friendly.length).fill(undefined);
    const hungry: number[] = [];
    det.verdicts.forEach((v, r) => {
      const k = det.places[r]!;
      if (eating.hungryAt[k]! >= 0) {
        hungry.push(k);
        this.verdicts[k] = v;
      }
    });
    this.hungry = Int32Array.from(hungry);
    let known = true;
    search.onRun = (read) => {
      if (!read) known = false;
      else for (let k = 0; k < read.length; k++) this.read[read[k]!] = 1;
    };
    try {
      // made again from the runs kept, to learn what it read
      proposeEating(sideCtx, det.trace, hungry);
    } finally {
      search.onRun = undefined;
    }
    this.known = known;
    for (const d of sideCtx.state.dumps) {
      const i = grid.indexOf(d.hex);
      if (i < 0) continue;
      this.read[i] = 1;
      for (let e = 0; e < 6; e++) if (grid.neighbours[6 * i + e]! >= 0) this.read[grid.neighbours[6 * i + e]!] = 1;
    }
  }

  /** The proposal as it stands for this plan's units without trace supply, if the plan changed nothing it read. */
  eating(
    p: PatchedContext,
    planned: OcsState,
    dirty: Uint8Array,
    hungry: readonly number[],
  ): EatingProposal | undefined {
    if (!this.known || hungry.length !== this.hungry.length) return undefined;
    for (let h = 0; h < hungry.length; h++) if (hungry[h] !== this.hungry[h] || dirty[hungry[h]!]) return undefined;
    const dumps = this.det.sideCtx.state.dumps;
    if (planned.dumps.length !== dumps.length) return undefined;
    for (let d = 0; d < dumps.length; d++) if (planned.dumps[d] !== dumps[d]) return undefined;
    for (const h of p.overlayChanged) if (this.read[h]) return undefined;
    return this.det.eating;
  }

  /** A unit's verdict without trace supply as it stands, if it lost its trace for the same reason (12.6f). */
  verdictAt(k: number, lostTo: string | undefined): SupplyVerdict | undefined {
    return lostTo === this.lostBefore(k) ? this.verdicts[k] : undefined;
  }
}
