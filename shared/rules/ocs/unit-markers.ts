import type { OcsUnit } from './state.js';

/** The OCS markers on a unit besides Out of Supply, as the inspector lists them (12.5, 12.10). */
export function ocsUnitMarkers(u: OcsUnit): string[] {
  const out: string[] = [];
  if (u.ocs?.internals === 'low') out.push('Low (internal stocks used once, OCS 12.10b)');
  if (u.ocs?.internals === 'exhausted')
    out.push('Exhausted (no internal stocks left: cannot attack without SP, OCS 12.10c)');
  if (u.ocs?.fuel === 'hq')
    out.push('Fuel marker: fuels itself and the independents in its throw range until Clean Up (OCS 12.5c B)');
  if (u.ocs?.fuel === 'formation') out.push('Fueled formation, until Clean Up (OCS 12.5c A)');
  if (u.ocs?.fuel === 'phase') out.push('Fuelled for this phase (OCS 12.5c C)');
  return out;
}
