import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { smallGame } from '../../../test/helpers/small-game.js';
import { ENEMY_CONTROLLED, ENEMY_UNIT, ENEMY_ZOC } from '../../hex/search-overlay.js';
import type { Unit } from '../../model/campaign-schema.js';
import {
  adjacentServesWalledHex,
  DRAW_MP,
  drawMobility,
  landingCraftDrawAllowed,
  pathBarredFlags,
  rangeSearch,
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

describe('OCS 12.3b, 12.7b: a printed range is MP of the printed mobility, counted like a move (12.3d)', () => {
  // one column, 0101 … 0112, clear (1 MP a hex); an enemy combat unit at 0109 puts ZOC in 0108 and 0110
  const line = Array.from({ length: 12 }, () => '.');
  const ctx = () =>
    ocsScenario(line, [
      { id: 'hq', hex: '0103', type: 'hq', throwRange: { mp: 4, mobility: 'truck' } },
      { id: 'enemy', hex: '0109', side: 'b' },
    ]).determine().sideCtx;

  it('a 4 MP Truck throw reaches 4 clear hexes and no further', () => {
    const c = ctx();
    c.search.run(rangeSearch(c, [c.grid.indexOf('0101')], { mp: 4, mobility: 'truck' }));
    expect(c.search.reached(c.grid.indexOf('0105'))).toBe(true);
    expect(c.search.costMP(c.grid.indexOf('0105'))).toBe(4);
    expect(c.search.reached(c.grid.indexOf('0106'))).toBe(false);
  });

  it('a Truck throw stops at enemy ZOC; a Leg throw of the same MP enters it, but never the enemy combat unit', () => {
    const c = ctx();
    const from = c.grid.indexOf('0103');
    c.search.run(rangeSearch(c, [from], { mp: 6, mobility: 'truck' }));
    expect(c.search.reached(c.grid.indexOf('0107'))).toBe(true);
    expect(c.search.reached(c.grid.indexOf('0108'))).toBe(false);
    c.search.run(rangeSearch(c, [from], { mp: 6, mobility: 'leg' }));
    expect(c.search.reached(c.grid.indexOf('0108'))).toBe(true);
    expect(c.search.reached(c.grid.indexOf('0109'))).toBe(false);
  });
});

describe('OCS 12.3 Important Note (18.5e): SP aboard a Landing Craft', () => {
  it('a unit in a hex adjacent draws them, with no path to walk', () => {
    expect(landingCraftDrawAllowed(false, true, true)).toBe(true);
  });
  it("not from the craft's own hex, nor at the end of a path of any length", () => {
    expect(landingCraftDrawAllowed(false, true, false)).toBe(false);
    expect(landingCraftDrawAllowed(false, false, true)).toBe(false);
  });
  it('an HQ never throws supply drawn from a Landing Craft, even one next to it', () => {
    expect(landingCraftDrawAllowed(true, true, true)).toBe(false);
  });
});
