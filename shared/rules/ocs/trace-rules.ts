import type { OcsUnit } from './state.js';
import type { Readings } from '../../model/game-readings-schema.js';
import type { SupplyVerdict } from './supply-verdict.js';
import type { TraceSource } from './trace-sources.js';

/**
 * OCS 12.6 Trace Supply, rule by rule: which units need no trace of their own, who may eat off the
 * map, and what counts as one source for a formation. determine-supply.ts and trace-supply.ts ask
 * these per unit.
 */

/** A verdict reached without a trace: its status, what supplies the unit, and the rule. */
export interface TraceStanding {
  status: SupplyVerdict['status'];
  via: string | null;
  reason: string;
}

const NON_COMBAT: TraceStanding = {
  status: 'exempt',
  via: null,
  reason: 'non-combat units never need trace supply (OCS 12.9a)',
};
const ON_LANDING_CRAFT: TraceStanding = {
  status: 'in-supply',
  via: 'Landing Craft',
  reason: 'ground units on a Landing Craft are always in trace supply (OCS 12.6g)',
};
const AIR_DROPPED: TraceStanding = {
  status: 'exempt',
  via: null,
  reason: 'made a planned air drop this turn: no trace supply needed (OCS 12.6h)',
};

/**
 * The units whose supply is settled before any trace is counted, in this order:
 * - a non-combat unit never needs trace supply (12.9a, 12.0 "Only combat units require supply");
 * - a unit in an off-map holding box "draws supply from within that holding box" (12.3e): in
 *   supply if the box holds supply, out of it if not (`box`: the unit's box; none on the map);
 * - "Ground units on a Landing Craft are always considered in trace supply" (12.6g);
 * - "Units making a planned air drop ... do not require trace supply on the turn they are
 *   dropped" (12.6h).
 * Any other unit must make its trace: undefined. Only the box's verdicts are built here: the
 * others are shared (thousands of units per phase).
 */
export function standingWithoutTrace(
  u: OcsUnit,
  combat: boolean,
  box: { name: string; supplied: boolean } | undefined,
  turn: number,
): TraceStanding | undefined {
  if (!combat) return NON_COMBAT;
  if (box?.supplied)
    return {
      status: 'in-supply',
      via: box.name,
      reason: `draws from within the off-map holding box ${box.name} (OCS 12.3e)`,
    };
  if (box)
    return {
      status: 'out-of-supply',
      via: null,
      reason: `the off-map holding box ${box.name} holds no supply, and units there draw only from within it (OCS 12.3e)`,
    };
  if (u.ocs?.onLandingCraft) return ON_LANDING_CRAFT;
  if (u.ocs?.airDroppedTurn === turn) return AIR_DROPPED;
  return undefined;
}

/** OCS 12.6e: "Strat Mode units are not allowed to eat off the map". */
export function mayEatOffTheMap(u: OcsUnit): boolean {
  return u.mode !== 'strat';
}

/**
 * OCS 12.6f: "All combat units in a multi-unit formation should make their trace to the same HQ or
 * the same direct-draw source." What one direct-draw source is:
 * - an Extender is a source of its own (12.7a A);
 * - any other source (a supply source, a detrainable hex) is one by its hex under the reading
 *   'same-source-hex', or one with the whole network fed from the map edge under 'any-map-edge'
 *   (readings.formationSource, docs/rules-interpretations.md).
 */
export function formationDrawSource(
  kind: TraceSource['kind'],
  reading: Readings['formationSource'],
): 'extender' | 'source-hex' | 'network' {
  if (kind === 'extender') return 'extender';
  return reading === 'same-source-hex' ? 'source-hex' : 'network';
}
