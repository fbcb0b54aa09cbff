import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { explainNoTrace } from './explain-no-trace.js';

const line = (n: number) => Array.from({ length: n }, () => '.');

describe('OCS 12.3d: an out-of-supply reason names what blocked the cheapest throw that would have reached', () => {
  // one column: sources at both ends; HQ A (Leg throw 4) at 0102 would reach 0107 in 4 MP but for the
  // Soviet unit at 0104; HQ B at 0129 is 21 MP away by the open side
  const s = ocsScenario(
    line(30),
    [
      { id: 'A', hex: '0102', type: 'hq', throwRange: { mp: 4, mobility: 'leg' } },
      { id: 'B', hex: '0129', type: 'hq', throwRange: { mp: 4, mobility: 'leg' } },
      { id: 'u', hex: '0107' },
      { id: 'red', hex: '0104', side: 'b' },
    ],
    {
      supplySources: [
        { hex: '0101', side: 'a', kind: 'map-edge', name: 'North' },
        { hex: '0130', side: 'a', kind: 'map-edge', name: 'South' },
      ],
    },
  );
  it('names HQ A and the enemy unit in its way, not HQ B’s long way round', () => {
    const why = explainNoTrace(s.determine(), 'u').reason;
    expect(why).toContain(
      'nearest throwing HQ A (0102): its 4-MP throw would reach it in 4 MP, but an enemy combat unit at 0104 blocks the path (OCS 12.3d), stopped at 0103',
    );
    expect(why).not.toContain('B (0129)');
  });
});
