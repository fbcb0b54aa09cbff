import { readingNote } from '../../engine/readings.js';
import type { SideContext } from './side-context.js';
import type { TraceResult } from './trace-supply.js';

/**
 * OCS 12.6f: a formation traces to one HQ or one direct-draw source. Keeps, for each formation,
 * the supplier that serves most of its units; the others lose their trace (and may eat or go
 * Out of Supply). Returns, by place in ctx.friendly, the sentence why a unit lost it.
 */
export function applyFormationRule(sideCtx: SideContext, result: TraceResult): Map<number, string> {
  const { friendly } = sideCtx;
  const { suppliers } = result;
  // few units lose their trace so: a Map, not an array over every unit
  const lost = new Map<number, string>();
  const formations = new Map<string, number[]>();
  for (let k = 0; k < friendly.length; k++) {
    const formation = friendly[k]!.formation;
    if (!formation || !suppliers[k]) continue;
    const list = formations.get(formation);
    if (list) list.push(k);
    else formations.set(formation, [k]);
  }
  for (const [name, units] of formations) formationRule(sideCtx, suppliers, name, units, lost);
  return lost;
}

/**
 * OCS 12.6f for one formation: `units`, its units with some supplier (by place in ctx.friendly,
 * in that order), keep only the supplier that serves most of them; each unit left with none is
 * set in `lost` with the reason. The units' lists are changed in place.
 */
export function formationRule(
  sideCtx: SideContext,
  suppliers: TraceResult['suppliers'],
  name: string,
  units: readonly number[],
  lost: Map<number, string>,
): void {
  if (units.length < 2) return;
  const count = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const k of units) {
    // each supplier counted once per unit, under the label listed last (no Map per unit)
    const list = suppliers[k]!;
    for (let a = 0; a < list.length; a++) {
      const s = list[a]!;
      let first = true;
      for (let b = 0; b < a && first; b++) first = list[b]!.key !== s.key;
      if (first) count.set(s.key, (count.get(s.key) ?? 0) + 1);
      labels.set(s.key, s.label);
    }
  }
  // the supplier serving most units; on a tie, the first in alphabetical order
  let best: [string, number] = ['', 0];
  for (const e of count) if (e[1] > best[1] || (e[1] === best[1] && e[0].localeCompare(best[0]) < 0)) best = e;
  let why: string | undefined;
  for (const k of units) {
    const mine = suppliers[k]!;
    // most units of a formation have only the kept supplier: their list stays as it is
    let all = true;
    for (let j = 0; j < mine.length && all; j++) all = mine[j]!.key === best[0];
    if (all) continue;
    // the others dropped in place: each unit's list is its own
    let kept = 0;
    for (let j = 0; j < mine.length; j++) if (mine[j]!.key === best[0]) mine[kept++] = mine[j]!;
    mine.length = kept;
    if (!kept) {
      suppliers[k] = undefined;
      lost.set(
        k,
        (why ??= `formation ${name} traces to ${labels.get(best[0])}, which cannot reach this unit (OCS 12.6f${best[0].startsWith('draw:') ? `; ${readingNote(sideCtx.game, 'formationSource')}` : ''})`),
      );
    }
  }
}
