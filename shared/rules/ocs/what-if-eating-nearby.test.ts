import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { placedState, type Placement } from '../../engine/what-if.js';
import { rulesContext } from '../rulesets.js';
import type { OcsState } from './state.js';
import { ocsSupplyReportOnRequest } from './supply-report.js';
import { ocsWhatIfDrag } from './what-if-drag.js';

/**
 * A unit eats (OCS 12.6c) from a dump along a road: the draw's 5 MP (12.3a) at ½ MP a road hex
 * reach 10 hexes from the hexes next to the dump (12.3c), the farthest any draw goes. What a drag
 * keeps of a unit's nearest dump must hold that far: an enemy ZOC set down by the dump, 9 hexes
 * from the unit, cuts the road (12.3d); and a unit whose nearest dump is found again near a
 * change still finds the one 10 hexes away.
 */
describe('OCS what-if: the nearest dump at the end of the draw', () => {
  const dump = { id: 'd1', side: 'a', hex: '0101', amount: 4, captured: false };
  const road = { type: 'road', hexes: Array.from({ length: 16 }, (_, k) => `01${String(k + 1).padStart(2, '0')}`) };
  const s = ocsScenario(
    Array.from({ length: 16 }, () => '.'.repeat(16)),
    [
      { id: 'u', hex: '0112', type: 'mot' },
      { id: 'b1', side: 'b', hex: '1601', attack: 3 },
      { id: 'b2', side: 'b', hex: '1616', attack: 3 },
    ],
    { routes: [road] },
    [dump],
  );
  const ctx = rulesContext(s.game, s.graph.grid, s.graph);
  const base = s.state as OcsState;
  const answer = (plan: Placement[]) => {
    const drag = ocsWhatIfDrag(ctx, base);
    const planned = placedState(base, plan, (h) => ctx.grid.indexOf(h) >= 0) as OcsState;
    const r = drag.report(planned, plan, 'a');
    r.explain(['u']);
    const full = ocsSupplyReportOnRequest(ctx, planned, 'a');
    full.explain(['u']);
    return { kept: r.report.units.find((x) => x.id === 'u')!, full: full.report.units.find((x) => x.id === 'u')! };
  };

  it('eats from the dump 10 road hexes from it as the campaign stands', () => {
    const { kept, full } = answer([]);
    expect(full.reason).toContain('can eat off the map from the dump at 0101');
    expect(kept).toEqual(full);
  });

  it('cannot once enemy ZOC by the dump, 9 hexes from it, cuts the road', () => {
    const { kept, full } = answer([{ unit: 'b1', hex: '0102' }]);
    expect(full.reason).not.toContain('can eat off the map from the dump at 0101');
    expect(kept).toEqual(full);
  });

  it('still eats there when an enemy set down near it makes its draw be found again', () => {
    const { kept, full } = answer([{ unit: 'b2', hex: '0312' }]);
    expect(full.reason).toContain('can eat off the map from the dump at 0101');
    expect(kept).toEqual(full);
  });
});
