import type { CampaignState, LogEntry } from '../model/campaign-schema.js';

/**
 * Which ids belong to the side and which to the others: every unit and dump of the states given,
 * and every object in the log that carries both an id and a side (created units and dumps, since
 * gone). An id seen on two sides counts as foreign: leaking is worse than leaving out.
 */
export class SideIds {
  readonly own = new Set<string>();
  readonly foreign = new Set<string>();

  constructor(
    readonly side: string,
    states: readonly CampaignState[],
    log: readonly LogEntry[] = [],
  ) {
    for (const st of states) {
      for (const u of st.units) this.add(u.id, u.side);
      for (const u of st.deadPile) this.add(u.id, u.side);
      for (const t of st.track) this.add(t.unit.id, t.unit.side);
      for (const d of st.dumps) this.add(d.id, d.side);
    }
    for (const entry of log) for (const e of entry.events) this.walk(e, 0);
    for (const id of this.foreign) this.own.delete(id);
  }

  private add(id: string, side: string): void {
    (side === this.side ? this.own : this.foreign).add(id);
  }

  private walk(v: unknown, depth: number): void {
    if (depth > 8 || v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) this.walk(x, depth + 1);
      return;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.side === 'string') this.add(o.id, o.side);
    for (const x of Object.values(o)) this.walk(x, depth + 1);
  }

  /**
   * Whether a command or event concerns only this side: it names at least one of its ids or the
   * side itself, no other side, and none of the others' ids anywhere inside it.
   */
  onlyOwn(v: unknown): boolean {
    const seen = { own: false, foreign: false };
    this.scan(v, 0, seen);
    return seen.own && !seen.foreign;
  }

  private scan(v: unknown, depth: number, seen: { own: boolean; foreign: boolean }): void {
    if (seen.foreign) return;
    if (depth > 12) {
      seen.foreign = true; // deeper than any event: not read, so not shown
      return;
    }
    if (typeof v === 'string') {
      if (this.foreign.has(v)) seen.foreign = true;
      else if (this.own.has(v)) seen.own = true;
      return;
    }
    if (v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (const x of v) this.scan(x, depth + 1, seen);
      return;
    }
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if ((k === 'side' || k === 'owner') && typeof x === 'string') {
        if (x === this.side) seen.own = true;
        else seen.foreign = true;
      } else this.scan(x, depth + 1, seen);
    }
  }
}
