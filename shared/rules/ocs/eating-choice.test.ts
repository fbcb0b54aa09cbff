import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { play } from '../../../test/helpers/play.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const dump = (id: string, hex: string, amount: number) => ({ id, side: 'a', hex, amount, captured: false });

describe('OCS 12.6c: the referee may feed a unit from any dump within its draw or throw range', () => {
  // no supply source: 'u' is nearest the dump at 0101 (1 MP), the one at 0107 is 4 MP away; 'far' reaches only 0107
  const s = ocsScenario(
    line(14),
    [
      { id: 'u', hex: '0103', re: 2 },
      { id: 'far', hex: '0112', re: 1 },
    ],
    {},
    [dump('near', '0101', 4), dump('other', '0107', 4)],
  );
  it('the unit eats from the dump the referee names, and the verdict says so', () => {
    const r = play(s.game, s.state, { type: 'supply.apply', side: 'a', eatFrom: [{ unit: 'u', dump: 'other' }] });
    const amounts = Object.fromEntries(r.state.dumps.map((d) => [d.id, d.amount]));
    // 'u' (2 RE) and 'far' (1 RE) eat together at 0107: 3 RE, 2T; the dump at 0101 is untouched
    expect(amounts).toEqual({ near: 4, other: 2 });
    const record = r.events.find((e) => e.type === 'supplyDetermined');
    expect(record).toMatchObject({
      verdicts: expect.arrayContaining([
        expect.objectContaining({
          unit: 'u',
          status: 'eats',
          via: 'the dump at 0107',
          reason: expect.stringContaining(
            'the referee feeds it from the dump at 0107, within its draw or throw range (OCS 12.6c)',
          ),
        }),
      ]),
    });
  });
  it('a dump beyond the unit’s draw and throw range is refused, naming both', () => {
    expect(() =>
      play(s.game, s.state, { type: 'supply.apply', side: 'a', eatFrom: [{ unit: 'far', dump: 'near' }] }),
    ).toThrow('the dump at 0101 is not within draw or throw range of far (OCS 12.3a-b, 12.6c)');
  });
});
