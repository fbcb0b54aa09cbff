import type { Dump, Unit } from '../model/campaign-schema.js';

/**
 * The copies an earlier view made of a side's units and dumps, by id: a unit whose fields are all
 * as they were gets the same copy again. Each command folds the state into new objects, so without
 * this every view of a 5,000-unit side would be 5,000 new copies, written out and compared afresh;
 * with it an unchanged unit is the same object from view to view (view-delta.ts skips it at once).
 * A memo follows one campaign; give a new one for another.
 */
export class ViewMemo {
  private readonly copies = {
    units: new Map<string, Unit>(),
    dead: new Map<string, Unit>(),
    track: new Map<string, Unit>(),
    dumps: new Map<string, Dump>(),
  };

  unit(u: Unit, where: 'units' | 'dead' | 'track' = 'units'): Unit {
    return copy(this.copies[where], u);
  }

  dump(d: Dump): Dump {
    return copy(this.copies.dumps, d);
  }
}

function copy<T extends { id: string }>(copies: Map<string, T>, o: T): T {
  const had = copies.get(o.id);
  if (had && sameFields(had, o)) return had;
  const fresh = { ...o };
  copies.set(o.id, fresh);
  return fresh;
}

/** the same own fields holding the same values (nested objects are replaced by fold, never changed) */
function sameFields(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (x[k] !== y[k] || !Object.hasOwn(y, k)) return false;
    n++;
  }
  for (const _ in y) n--;
  return n === 0;
}
