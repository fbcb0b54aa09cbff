import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { rulesContext } from '../rulesets.js';
import { ocsSupplyReportOnRequest } from './supply-report.js';

/**
 * A path names the negated enemy ZOC hexes it crosses and itemises its hexside
 * costs — for the path of an eating unit to its dump (12.6c) and the cheapest failed path of a unit
 * out of supply (12.8a), as for an in-supply draw (explanations.test.ts). Worked by hand on two
 * rows of clear (1 MP); the small game's river costs +3 Truck MP. An enemy unit at 0302 has its
 * ZOC in 0201, 0301 and 0401 of row 1 and in 0202 and 0402 of row 2 (OCS 4.5a). A friendly unit
 * in a ZOC hex negates it for Truck paths (4.5b, 12.3d); an un-negated one blocks them.
 */
const rows = ['........', '........'];
const river = { hexsides: [{ a: '0401', b: '0301', feature: 'river' }] };
const enemy = { id: 'enemy', hex: '0302', side: 'b' };

describe('an eating unit itemises its path to the dump', () => {
  it('names the river it pays +3 for and the negated ZOC hexes on the way to the dump', () => {
    // No supply source: no trace for anyone (12.6). Dump at 0101. The motorized unit at 0401 draws
    // in Truck MP (12.3a): 0401 -> 0301 across the river (1 + 3) -> 0201 (1), next to the dump
    // (12.3c) = 5 MP, within the 5 MP draw. Row 2 is shut by the un-negated ZOC in 0402 and 0202.
    // It eats from the dump (12.6c); 0401 (its own), 0301 (i1) and 0201 (i2) are negated ZOC.
    const s = ocsScenario(
      rows,
      [{ id: 'mot', hex: '0401', type: 'mot' }, { id: 'i1', hex: '0301' }, { id: 'i2', hex: '0201' }, enemy],
      river,
      [{ id: 'd1', side: 'a', hex: '0101', amount: 12, captured: false }],
    );
    const v = s.verdict('mot');
    expect(v).toMatchObject({ status: 'eats', via: 'the dump at 0101', path: ['0401', '0301', '0201'] });
    expect(v.reason).toContain('+3 river between 0401 and 0301');
    expect(v.reason).toContain('enemy ZOC negated by friendly units at 0401, 0301, 0201 (OCS 4.5b)');
    // i2 draws 0 MP (next to the dump): its path crosses no hexside
    expect(s.verdict('i2').reason).not.toContain('river');
  });

  it('itemises an HQ throw and the HQ’s own draw on the way to the dump', () => {
    // Dump at 0101; HQ (throw 5 Truck MP) at 0201, next to the dump: its draw is 0 MP. The unit at
    // 0501 draws 0501 -> 0401 -> 0301 (river: 4) -> 0201 = 6 MP, over 5: it cannot draw itself.
    // The HQ throws 0201 -> 0301 (1) -> 0401 (river: 4) = 5 MP, next to 0501 (12.3c): it eats through the
    // HQ (12.3b). The throw crosses the river from 0301 to 0401 and the negated ZOC at 0301 (i1),
    // 0401 (i3) and the HQ's own 0201.
    const s = ocsScenario(
      rows,
      [
        { id: 'hq', hex: '0201', type: 'hq', throwRange: { mp: 5, mobility: 'truck' } },
        { id: 'u', hex: '0501', type: 'mot' },
        { id: 'i1', hex: '0301' },
        { id: 'i3', hex: '0401' },
        enemy,
      ],
      river,
      [{ id: 'd1', side: 'a', hex: '0101', amount: 12, captured: false }],
    );
    const v = s.verdict('u');
    expect(v.status).toBe('eats');
    expect(v.reason).toContain("the dump's SP thrown by hq (0201)");
    expect(v.reason).toContain('+3 river between 0301 and 0401');
    expect(v.reason).toContain('enemy ZOC negated by friendly units at 0201, 0301, 0401 (OCS 4.5b)');
  });
});

describe('the cheapest failed path of an out-of-supply unit is itemised on request', () => {
  it('names the river that puts it over the draw limit and the negated ZOC hexes it crossed', () => {
    // Edge source at 0101. The motorized unit at 0501 draws 0501 -> 0401 (1) -> 0301 across the
    // river (4) -> 0201 (1), next to the Edge = 6 MP, over the 5 MP draw (12.3a); row 2 is shut by
    // the un-negated ZOC at 0402. No HQ: out of supply (12.8a). 0401 (i3), 0301 (i1), 0201 (i2)
    // are negated ZOC hexes on that path.
    const s = ocsScenario(
      rows,
      [
        { id: 'mot', hex: '0501', type: 'mot' },
        { id: 'i1', hex: '0301' },
        { id: 'i2', hex: '0201' },
        { id: 'i3', hex: '0401' },
        enemy,
      ],
      { ...river, supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', name: 'Edge' }] },
    );
    expect(s.verdict('mot').status).toBe('out-of-supply');
    const r = ocsSupplyReportOnRequest(rulesContext(s.game, s.graph.grid, s.graph), s.state, 'a');
    const row = () => r.report.units.find((u) => u.id === 'mot')!;
    // nothing is itemised before the verdict page asks for the reason
    expect(row().reason).not.toContain('river');
    r.explain(['mot']);
    expect(row().path).toEqual(['0501', '0401', '0301', '0201']);
    expect(row().reason).toContain('needs 6 MP, the draw limit is 5 MP');
    expect(row().reason).toContain(
      'along the cheapest path tried: +3 river between 0401 and 0301; enemy ZOC negated by friendly units at 0401, 0301, 0201 (OCS 4.5b)',
    );
  });
});
