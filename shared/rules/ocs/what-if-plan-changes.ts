import { placedIndices } from '../../engine/what-if.js';
import type { HexGrid } from '../../hex/hex-grid.js';
import type { OcsState } from './state.js';

/**
 * What a plan changed between the campaign as it stands and the planned state (engine/what-if.ts
 * placedState): the sides whose own units or dumps stand elsewhere, and the hexes whose overlay
 * another side's search may read differently — each moved unit's old and new hex and the six
 * around each (the ZOC it takes away or brings, OCS 12.3d, 12.6b). Read from the two states, not
 * from the plan: a placement in a unit's own hex changes nothing, SP loaded on a unit go with it.
 */
export interface PlanChanges {
  /** the sides with a unit or a dump set down elsewhere */
  sides: Set<string>;
  /** per side with a moved unit: the hexes (indices) around its units' old and new hexes */
  hexes: Map<string, number[]>;
  /** the states do not list the same units and dumps in the same order: nothing is reused */
  unlike: boolean;
}

export function planChanges(grid: HexGrid, base: OcsState, planned: OcsState): PlanChanges {
  const out: PlanChanges = { sides: new Set(), hexes: new Map(), unlike: false };
  if (base.units.length !== planned.units.length || base.dumps.length !== planned.dumps.length) {
    out.unlike = true;
    return out;
  }
  const nb = grid.neighbours;
  const around = (side: string, hex: string) => {
    const i = grid.indexOf(hex);
    if (i < 0) return;
    let list = out.hexes.get(side);
    if (!list) out.hexes.set(side, (list = []));
    list.push(i);
    for (let d = 0; d < 6; d++) if (nb[6 * i + d]! >= 0) list.push(nb[6 * i + d]!);
  };
  // placedState names what it set down anew; a state made otherwise is compared unit by unit
  const placed = placedIndices(base, planned);
  for (const k of placed?.units ?? base.units.keys()) {
    const was = base.units[k]!;
    const now = planned.units[k]!;
    if (was === now) continue;
    if (was.id !== now.id || was.side !== now.side || was.box !== now.box) {
      out.unlike = true;
      return out;
    }
    if (was.hex === now.hex) continue;
    out.sides.add(was.side);
    around(was.side, was.hex);
    around(was.side, now.hex);
  }
  for (const k of placed?.dumps ?? base.dumps.keys()) {
    const was = base.dumps[k]!;
    const now = planned.dumps[k]!;
    if (was === now) continue;
    if (was.id !== now.id || was.side !== now.side || was.on !== now.on) {
      out.unlike = true;
      return out;
    }
    if (was.hex !== now.hex) out.sides.add(was.side);
  }
  return out;
}
