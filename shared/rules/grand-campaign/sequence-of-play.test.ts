import { describe, expect, it } from 'vitest';
import { gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { gcContext } from '../../../test/helpers/gc-scenario.js';
import { GRAND_CAMPAIGN } from './ruleset.js';

const game = gcGame(['.'.repeat(12), '.'.repeat(12)], {
  supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', nation: 'de' }],
});
// a unit out of supply at U2: applying the judgement would raise it to U3 (GC 16.B)
const start = gcState([
  { id: 'cut', hex: '0901', gc: { uLevel: 2 } },
  { id: 'red', hex: '0801', side: 'b' },
  { id: 'red2', hex: '0802', side: 'b' },
]);

describe('GC 16.B: Next phase and the Supply Judgement Phase', () => {
  it('refuses to leave a judgement phase that was never applied, saying what would be skipped', () => {
    expect(() => play(game, start, { type: 'clock.advance' })).toThrow(
      'the Axis Supply Judgement Phase has not been applied: no Supply Status marker was placed, raised or lowered, no unit was checked for supply isolation and none may roll for elimination (GC 16.B, 16.G.2, 17.E). Apply it first, or advance with "skipSupply": true to go on without it',
    );
    expect(GRAND_CAMPAIGN.advanceWarning?.(gcContext(game), start)).toMatch(/^the Axis Supply Judgement Phase/);
  });

  it('goes on when told to skip it, the marker unchanged; once applied, it asks nothing', () => {
    const skipped = play(game, start, { type: 'clock.advance', skipSupply: true }).state;
    expect(skipped.clock.phase).toBe('movement');
    expect(skipped.units.find((u) => u.id === 'cut')!.gc?.uLevel).toBe(2);
    const applied = play(game, start, { type: 'supply.apply', side: 'a' }).state;
    expect(GRAND_CAMPAIGN.advanceWarning?.(gcContext(game), applied)).toBeNull();
    expect(play(game, applied, { type: 'clock.advance' }).state.clock.phase).toBe('movement');
    // the other phases ask nothing
    expect(GRAND_CAMPAIGN.advanceWarning?.(gcContext(game), skipped)).toBeNull();
  });
});
