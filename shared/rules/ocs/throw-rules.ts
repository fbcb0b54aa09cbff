import type { Unit } from '../../model/campaign-schema.js';
import type { Supplier } from './trace-supply.js';

/**
 * OCS 12.3b Throwing Via HQ, rule by rule: which HQ throws, what, and to whom (how far is its
 * printed range: rangeSearch, supply-path-rules.ts). The trace (trace-supply.ts), the verdicts
 * (determine-supply.ts) and their explanations (explain-no-trace.ts) ask these per HQ or per unit.
 */

/**
 * OCS 12.3b C (and 12.6e): an HQ throws supply when it has a printed throw range and is not in
 * Strat Mode — "HQs in Strat Mode cannot throw supply".
 */
export function mayThrow(hq: Unit): boolean {
  return !!hq.throwRange && hq.mode !== 'strat';
}

/** OCS 12.3b C: an HQ that would throw but for Strat Mode (an explanation names it). */
export function barredByStratMode(hq: Unit): boolean {
  return !!hq.throwRange && hq.mode === 'strat';
}

/**
 * OCS 12.3b: "An HQ able to draw SP from a dump (per 12.3a) can then pass needed supply forward",
 * and D: "HQs cannot re-throw supply given to them by another HQ". An HQ throws trace supply only
 * when it draws trace supply itself; one that is only thrown to throws none (it may still throw a
 * dump's SP for eating, eating.ts).
 */
export function throwsTraceSupply(ownDraw: Supplier | undefined): ownDraw is Supplier {
  return ownDraw !== undefined;
}

/**
 * OCS 12.3b: an HQ passes supply forward "to the unit needing supply": its throw serves the other
 * units it reaches, never the HQ itself, whose own supply is its draw (12.3a, 12.9b). Units are
 * named by their place in ctx.friendly.
 */
export function throwServes(hqPlace: number, unitPlace: number): boolean {
  return hqPlace !== unitPlace;
}

/** An HQ's own supply as its verdict names it: the supplier, and a note on what it throws. */
export interface HqOwnSupply {
  supplier: Supplier | undefined;
  note: string;
}

const NOT_HQ: HqOwnSupply = { supplier: undefined, note: '' };
const STRAT: HqOwnSupply = { supplier: undefined, note: 'in Strat Mode: throws no supply (OCS 12.3b C)' };
const NO_DRAW: HqOwnSupply = {
  supplier: undefined,
  note: 'it draws no supply itself, so it throws none (OCS 12.3b D: no re-throw)',
};

/**
 * OCS 12.3b D: an HQ throws only what it draws itself. Its verdict names that draw — never another
 * HQ's throw, which would not let it throw — or says why it throws nothing (Strat Mode, C; no draw
 * of its own, D). A unit with no throw range is no HQ: nothing to say. `suppliers` is the unit's
 * list, cheapest first; thrown suppliers are keyed 'hq:…'.
 */
export function hqOwnSupply(u: Unit, suppliers: Supplier[]): HqOwnSupply {
  if (!u.throwRange) return NOT_HQ;
  if (u.mode === 'strat') return STRAT;
  const draw = suppliers.find((s) => !s.key.startsWith('hq:'));
  if (draw) return { supplier: draw, note: 'the draw that lets it throw supply (OCS 12.3b D)' };
  return NO_DRAW;
}
