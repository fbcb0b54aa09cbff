import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { explainNoTraceAll } from './explain-no-trace.js';

/**
 * Explanations a referee can check by eye. Each verdict below was worked out by
 * hand from the rule text on the map drawn in the comment (one row: each hex touches only the
 * hexes left and right of it; clear costs 1 MP, the small game's river +3 Truck MP).
 */
const line = (n: number) => ['.'.repeat(n)];
const edge = { supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'Edge' }] };
const hq = (id: string, hex: string, extra: object = {}) => ({
  id,
  hex,
  type: 'hq',
  throwRange: { mp: 4, mobility: 'truck' as const },
  ...extra,
});

describe('OCS 12.3b: who throws, who may not, and why', () => {
  // 0101 Edge | 0501 HQ A | 0601 HQ B | 0901 HQ C | 1001 HQ E (Strat) | 1201 unit D
  // A draws 3 MP (0501 -> 0201, next to the Edge, 12.3c), B 4 MP: both throw. Each is also 1 MP
  // from the other's throw, which must not be what their verdicts name (12.3b D).
  // C draws 7 MP (over 5): only B's throw (3 MP) supplies it, and it throws nothing itself.
  // E is in Strat Mode: A's throw reaches 0901, next to it, at 4 MP (12.3c), B's reaches 1001 at
  // 4 MP; of equal MP the HQ listed first is named (A). It throws nothing (12.3b C).
  // D: B's throw reaches 1101, next to D, at 5 MP (range 4); C would reach it but draws nothing;
  // E would reach it (1101 at 1 MP) but is in Strat Mode. So D has no trace supply.
  const s = ocsScenario(
    line(12),
    [
      hq('hq-a', '0501'),
      hq('hq-b', '0601'),
      hq('hq-c', '0901'),
      hq('hq-e', '1001', { mode: 'strat' }),
      { id: 'd', hex: '1201' },
    ],
    edge,
  );
  const det = s.determine();
  const v = (id: string) => det.verdicts.find((x) => x.unit === id)!;

  it("an HQ's verdict names its own draw, the one that lets it throw, never another HQ's throw", () => {
    expect(v('hq-a')).toMatchObject({
      status: 'in-supply',
      via: 'Edge (0101)',
      path: ['0501', '0401', '0301', '0201'],
    });
    expect(v('hq-a').reason).toContain('draws from Edge (0101), 3 MP to 0201, adjacent to it (OCS 12.3a, 12.3c;');
    expect(v('hq-a').reason).toContain('the draw that lets it throw supply (OCS 12.3b D)');
    expect(v('hq-b')).toMatchObject({ status: 'in-supply', via: 'Edge (0101)' });
    expect(v('hq-b').reason).toContain('draws from Edge (0101), 4 MP');
  });

  it('an HQ only thrown to says it throws nothing; a Strat Mode HQ says why it throws nothing', () => {
    expect(v('hq-c').reason).toBe(
      'thrown by hq-b (0601), 3 MP away (OCS 12.3b); it draws no supply itself, so it throws none (OCS 12.3b D: no re-throw)',
    );
    expect(v('hq-e').reason).toBe(
      'thrown by hq-a (0501), 4 MP away (OCS 12.3b); in Strat Mode: throws no supply (OCS 12.3b C)',
    );
  });

  it('a unit no HQ may throw to names the HQs that reach it but may not throw, and never contradicts itself', () => {
    expect(v('d').status).toBe('out-of-supply');
    const why = explainNoTraceAll(det, [det.sideCtx.friendly.findIndex((u) => u.id === 'd')]).get('d')!;
    expect(why.reason).toContain('nearest throwing HQ hq-b (0601): needs 5 MP, the throw range is 4 MP');
    expect(why.reason).toContain(
      'hq-c (0901) reaches it but draws no trace supply itself, so cannot throw it trace supply (OCS 12.3b D)',
    );
    expect(why.reason).toContain('hq-e (1001) reaches it, 1 MP, but is in Strat Mode and cannot throw (OCS 12.3b C)');
    expect(why.reason).not.toContain('no HQ that draws trace supply can throw to it');
  });
});

describe('OCS paths itemised: hexside costs and negated enemy ZOC', () => {
  it('a Truck draw names the river it pays +3 for and the negated ZOC hexes it crosses', () => {
    // two rows; enemy at 0302 has ZOC in 0201, 0301 and 0401 (and row 2 around it). Friendly units
    // in 0201 and 0301 negate it there (4.5b), the motorized unit itself in 0401. Its draw, in
    // Truck MP (12.3a): 0401 -> 0301 across the river (1 + 3) -> 0201 (1, next to the Edge) = 5 MP.
    const s = ocsScenario(
      ['........', '........'],
      [
        { id: 'mot', hex: '0401', type: 'mot' },
        { id: 'i1', hex: '0301' },
        { id: 'i2', hex: '0201' },
        { id: 'enemy', hex: '0302', side: 'b' },
      ],
      { ...edge, hexsides: [{ a: '0401', b: '0301', feature: 'river' }] },
    );
    const v = s.verdict('mot');
    expect(v).toMatchObject({ status: 'in-supply', path: ['0401', '0301', '0201'] });
    expect(v.reason).toContain('draws from Edge (0101), 5 MP');
    expect(v.reason).toContain('+3 river between 0401 and 0301');
    expect(v.reason).toContain('enemy ZOC negated by friendly units at 0401, 0301, 0201 (OCS 4.5b)');
  });
});

describe('OCS 12.6c eating: the dump, the HQ that throws it, and the path', () => {
  it('an eating unit names its dump, the HQ whose throw feeds it, and the path to the dump', () => {
    // 0101 dump (3 SP) | 0401 HQ (draws 2 MP: 0401 -> 0201 next to the dump) | 0801 unit.
    // No supply source: no trace (12.6). The unit is 6 MP from 0201, out of its own draw range,
    // but the HQ throws 4 MP (0401 -> 0801): it eats from the dump through the HQ (12.3b, 12.6c).
    const s = ocsScenario(line(10), [hq('hq', '0401'), { id: 'u', hex: '0801' }], {}, [
      { id: 'dump', side: 'a', hex: '0101', amount: 12, captured: false },
    ]);
    const v = s.verdict('u');
    expect(v).toMatchObject({ status: 'eats', via: 'the dump at 0101' });
    expect(v.reason).toContain(
      "can eat off the map from the dump at 0101, the dump's SP thrown by hq (0401) (OCS 12.3b)",
    );
    expect(v.path).toEqual(['0801', '0701', '0601', '0501', '0401', '0301', '0201']);
  });
});

describe('the named block is the real one', () => {
  // row 1: 0101 Edge, 0401 marsh (Truck P); row 2: 0102 marsh; row 3: 0103, 0203 marsh.
  const rows = ['...m...', 'm......', 'mm.....'];
  const units = [{ id: 'mot', hex: '0501', type: 'mot' }];
  it('without the enemy the unit draws around the marsh: 0501-0502-0402-0302-0201, 4 Truck MP', () => {
    const v = ocsScenario(rows, units, edge).verdict('mot');
    expect(v).toMatchObject({ status: 'in-supply', path: ['0501', '0502', '0402', '0302', '0201'] });
  });
  it('with an enemy at 0301 its ZOC (0201, 0302, 0401) is named, not the marsh at 0102 beyond it', () => {
    // 12.3d: an un-negated enemy ZOC blocks Truck paths in and out; 0201 was the way in to the Edge
    const s = ocsScenario(rows, [...units, { id: 'e', hex: '0301', side: 'b' }], edge);
    const det = s.determine();
    const why = explainNoTraceAll(det, [0]).get('mot')!;
    expect(why.draw).toMatchObject({ kind: 'enemy-zoc', blockedAt: '0201' });
    expect(why.reason).not.toContain('marsh');
  });
});
