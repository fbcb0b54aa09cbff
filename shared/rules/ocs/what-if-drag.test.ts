import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { placedState, type Placement } from '../../engine/what-if.js';
import { rulesContext } from '../rulesets.js';
import type { OcsState } from './state.js';
import { ocsSupplyReportOnRequest } from './supply-report.js';
import { ocsWhatIfDrag } from './what-if-drag.js';

/**
 * A drag answers each hover from the verdicts as they stand where the plan cannot change them (an
 * enemy unit moved where none of the side's searches looked keeps every row, the same objects),
 * and works the side out again where it can (the enemy's ZOC across a Truck draw path, OCS 12.3d).
 */
describe('OCS what-if drag', () => {
  const s = ocsScenario(
    Array.from({ length: 3 }, () => '.'.repeat(24)),
    [
      { id: 'a1', hex: '0402', type: 'mot' },
      { id: 'b1', side: 'b', hex: '2002', attack: 3 },
      // no source of its side: without trace supply (OCS 12.6), its reason worked out by unbounded searches
      { id: 'b2', side: 'b', hex: '2302', attack: 3 },
    ],
    { supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', name: 'Edge' }] },
  );
  const ctx = rulesContext(s.game, s.graph.grid, s.graph);
  const base = s.state as OcsState;
  const drag = ocsWhatIfDrag(ctx, base);
  const plan = (unit: string, hex: string): [OcsState, Placement[]] => {
    const p = [{ unit, hex }];
    return [placedState(base, p, (h) => ctx.grid.indexOf(h) >= 0) as OcsState, p];
  };
  const row = (st: OcsState, p: Placement[], side = 'a') => {
    const r = drag.report(st, p, side);
    r.explain(r.report.units.map((u) => u.id));
    return r.report.units[0]!;
  };
  const full = (st: OcsState, side = 'a') => {
    const r = ocsSupplyReportOnRequest(ctx, st, side);
    r.explainAll();
    return r.report.units[0]!;
  };

  it('keeps the verdicts of a side whose searches the move does not meet', () => {
    const [far, p] = plan('b1', '2102');
    const [farther, q] = plan('b1', '2202');
    const a = row(far, p);
    expect(a).toEqual(full(far));
    expect(a.status).toBe('in-supply');
    // the row as it stands, not worked out again
    expect(row(farther, q)).toBe(a);
  });

  it('works a side out again when the enemy ZOC lands on its draw path', () => {
    const [cut, p] = plan('b1', '0302');
    const [far, q] = plan('b1', '2102');
    const a = row(cut, p);
    expect(a).toEqual(full(cut));
    expect(a).not.toBe(row(far, q));
    expect(a.status).not.toBe('in-supply');
  });

  it('works out again the side whose unit moves, and the side facing it', () => {
    const [moved, p] = plan('a1', '0602');
    expect(row(moved, p)).toEqual(full(moved));
    expect(row(moved, p, 'b')).toEqual(full(moved, 'b'));
  });

  it('lends a plan the row of a unit without trace supply whose verdict it keeps, worded on the plan once explained', () => {
    const asItStands = drag.asItStands('b');
    asItStands.explain(['b2']);
    const was = asItStands.report.units.find((u) => u.id === 'b2')!;
    const words = { ...was };
    // next to b2: the ZOC of a1 around it (OCS 12.3d) is read again, its verdict kept
    const [moved, p] = plan('a1', '2202');
    const r = drag.report(moved, p, 'b');
    expect(r.report.units.find((u) => u.id === 'b2')).toBe(was);
    r.explain(['b2']);
    const now = r.report.units.find((u) => u.id === 'b2')!;
    expect(now).not.toBe(was);
    const f = ocsSupplyReportOnRequest(ctx, moved, 'b');
    f.explainAll();
    expect(now).toEqual(f.report.units.find((u) => u.id === 'b2'));
    // the row as it stands keeps its own words
    expect(was).toEqual(words);
  });
});
