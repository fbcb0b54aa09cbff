import type { CampaignState, Unit } from '../model/campaign-schema.js';

/**
 * Units by id and by hex for a state being folded command by command (folder in fold.ts): an import
 * replays a 100,000-command log through the engine, and a scan of 10,000 units for each
 * move's unit and the enemies in its hex made that a minute. Kept only for a folder's draft, which
 * changes through its events alone: a move is followed in place, any other event rebuilds the index
 * on the next lookup. Any other state is scanned, as before; the answers are the same, in the units'
 * order.
 */
class UnitIndex {
  private built: Unit[] | undefined;
  private readonly byId = new Map<string, Unit>();
  private readonly position = new Map<string, number>();
  private readonly byHex = new Map<string, Unit[]>();

  constructor(private readonly state: CampaignState) {}

  /** after events folded into the draft: a move is followed, anything else rebuilds on the next lookup */
  follow(events: ReadonlyArray<{ type: string }>): void {
    for (const e of events) {
      if (!this.built) return;
      const m = e as { type: string; unit?: string; from?: string; to?: string };
      if (m.type === 'unitMoved' && m.unit && m.to && this.byId.has(m.unit) && this.built === this.state.units) {
        const u = this.byId.get(m.unit)!;
        const from = this.byHex.get(m.from ?? '');
        const k = from?.indexOf(u) ?? -1;
        if (from && k >= 0) from.splice(k, 1);
        else this.built = undefined; // not where the index had it: rebuild
        this.place(u, m.to);
      } else if (!KEEP_UNITS_WHERE_THEY_ARE.has(m.type)) this.built = undefined;
    }
  }

  unit(id: string): Unit | undefined {
    this.fresh();
    return this.byId.get(id);
  }

  at(hex: string): readonly Unit[] {
    this.fresh();
    return this.byHex.get(hex) ?? [];
  }

  private fresh(): void {
    if (this.built === this.state.units && this.byId.size === this.state.units.length) return;
    this.byId.clear();
    this.position.clear();
    this.byHex.clear();
    this.state.units.forEach((u, k) => {
      if (!this.byId.has(u.id)) this.byId.set(u.id, u);
      this.position.set(u.id, k);
      this.place(u, u.hex);
    });
    this.built = this.state.units;
  }

  /** into its hex's list in the units' order, as a scan would find them */
  private place(u: Unit, hex: string): void {
    const list = this.byHex.get(hex);
    if (!list) return void this.byHex.set(hex, [u]);
    const p = this.position.get(u.id)!;
    let k = list.length;
    while (k > 0 && this.position.get(list[k - 1]!.id)! > p) k--;
    list.splice(k, 0, u);
  }
}

/** the engine's events whose fold (fold.ts) leaves every unit's id and hex, and the units array, as they were */
const KEEP_UNITS_WHERE_THEY_ARE: ReadonlySet<string> = new Set([
  'phaseAdvanced',
  'supplyDetermined',
  'diceSet',
  'unitStepsSet',
  'unitModeSet',
  'dumpCreated',
  'dumpAmountSet',
]);

const indexes = new WeakMap<CampaignState, UnitIndex>();

/** Keeps an index for a folder's draft; `follow` is then called with every batch of events folded into it. */
export function indexUnits(draft: CampaignState): { follow(events: ReadonlyArray<{ type: string }>): void } {
  const index = new UnitIndex(draft);
  indexes.set(draft, index);
  return index;
}

/** The unit with this id on the map (the first, as a scan finds it), or undefined. */
export function unitById(state: CampaignState, id: string): Unit | undefined {
  const index = indexes.get(state);
  return index ? index.unit(id) : state.units.find((u) => u.id === id);
}

/** The units on the map in this hex, in the units' order. */
export function unitsAt(state: CampaignState, hex: string): readonly Unit[] {
  const index = indexes.get(state);
  return index ? index.at(hex) : state.units.filter((u) => u.hex === hex);
}
