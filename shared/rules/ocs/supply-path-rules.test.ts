import { describe, expect, it } from 'vitest';
import { smallGame } from '../../../test/helpers/small-game.js';
import { ENEMY_CONTROLLED, ENEMY_UNIT, ENEMY_ZOC } from '../../hex/search-overlay.js';
import type { Unit } from '../../model/campaign-schema.js';
import {
  adjacentServesWalledHex,
  DRAW_MP,
  drawMobility,
  pathBarredFlags,
  sealedByZoc,
  withinMp,
  zocBlocksPath,
} from './supply-path-rules.js';

const unit = (u: Partial<Unit>): Unit => ({ id: 'u', hex: '0101', side: 'a', type: 'inf', ...u }) as Unit;

describe('OCS 12.3a: a draw counts 5 MP, by Truck unless an HQ throws by Leg or Track', () => {
  it('5 MP is within the draw; 5 1/2 MP is not (half MP counted at the scale of 2)', () => {
    expect(withinMp(5 * 2, DRAW_MP, 2)).toBe(true);
    expect(withinMp(5 * 2 + 1, DRAW_MP, 2)).toBe(false);
    expect(withinMp(0, DRAW_MP, 2)).toBe(true);
  });

  it('a Leg infantry unit draws with Truck MP, whatever its own mobility', () => {
    expect(drawMobility(unit({ type: 'inf' }))).toBe('truck');
  });

  it('an HQ draws with its throw range mobility when that is Leg or Track, else Truck', () => {
    expect(drawMobility(unit({ throwRange: { mp: 4, mobility: 'leg' } }))).toBe('leg');
    expect(drawMobility(unit({ throwRange: { mp: 6, mobility: 'track' } }))).toBe('track');
    expect(drawMobility(unit({ throwRange: { mp: 8, mobility: 'truck' } }))).toBe('truck');
  });
});

describe('OCS 12.3b: a printed throw range, in MP', () => {
  it('a 4 MP throw reaches a unit 4 MP away, not one 4 1/2 MP away', () => {
    expect(withinMp(8, 4, 2)).toBe(true);
    expect(withinMp(9, 4, 2)).toBe(false);
  });

  it('a range that is no whole number of cost units rounds down: a path never counts more MP than it may', () => {
    // three cost units per MP: 1/3 MP steps; 2 MP is 6 units
    expect(withinMp(6, 2, 3)).toBe(true);
    expect(withinMp(7, 2, 3)).toBe(false);
  });
});

describe('OCS 12.3d: what a supply path may not enter', () => {
  it('enemy ZOC blocks paths traced with Truck MP only: Leg and Track paths are unaffected', () => {
    expect(zocBlocksPath('truck')).toBe(true);
    expect(zocBlocksPath('leg')).toBe(false);
    expect(zocBlocksPath('track')).toBe(false);
  });

  it('never a hex with an enemy combat unit, whatever the mobility; a Truck path also no hex in un-negated enemy ZOC', () => {
    expect(pathBarredFlags('truck') & ENEMY_UNIT).toBeTruthy();
    expect(pathBarredFlags('truck') & ENEMY_ZOC).toBeTruthy();
    expect(pathBarredFlags('leg') & ENEMY_UNIT).toBeTruthy();
    expect(pathBarredFlags('leg') & ENEMY_ZOC).toBe(0);
    expect(pathBarredFlags('track') & ENEMY_ZOC).toBe(0);
  });

  it('enemy control of a hex, a rule of other games, does not bar an OCS supply path', () => {
    expect(pathBarredFlags('truck') & ENEMY_CONTROLLED).toBe(0);
  });

  it('a dump in un-negated enemy ZOC lets no Truck path out under the no-path-out reading', () => {
    expect(sealedByZoc(ENEMY_ZOC, 'truck', 'no-path-out')).toBe(true);
    expect(sealedByZoc(ENEMY_ZOC, 'truck', 'path-from-next-hex')).toBe(false);
  });

  it('a dump out of enemy ZOC, or drawn from by Leg or Track, is never sealed', () => {
    expect(sealedByZoc(0, 'truck', 'no-path-out')).toBe(false);
    expect(sealedByZoc(ENEMY_UNIT, 'truck', 'no-path-out')).toBe(false);
    expect(sealedByZoc(ENEMY_ZOC, 'leg', 'no-path-out')).toBe(false);
    expect(sealedByZoc(ENEMY_ZOC, 'track', 'no-path-out')).toBe(false);
  });
});

describe('OCS 12.3c: adjacent is close enough, "regardless of terrain (even if prohibited)"', () => {
  it("a unit's walled-off hex gets the supply next to it only under the adjacent-is-close-enough reading", () => {
    expect(adjacentServesWalledHex(smallGame(['...']))).toBe(false);
    expect(
      adjacentServesWalledHex(smallGame(['...'], { readings: { walledOffHex: 'adjacent-is-close-enough' } })),
    ).toBe(true);
    expect(adjacentServesWalledHex(smallGame(['...'], { readings: { walledOffHex: 'path-leaves-hex' } }))).toBe(false);
  });
});
