import { describe, expect, it } from 'vitest';
import { gcGame, gcState, GC_UNIT_TYPES } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';
import { refereeNames } from '../../engine/referee-names.js';
import { describeCommand } from '../registered-commands.js';
import { rulesetInfo } from '../rulesets.js';

const strip = ['.'.repeat(12), '.'.repeat(12), '.'.repeat(12)];
const game = gcGame(strip, {
  supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' }],
  unitTypes: [
    ...GC_UNIT_TYPES,
    { id: 'truck', name: 'Supply unit', mobility: 'leg', combat: false, symbol: 'transport' },
  ],
});

describe('GC small rules', () => {
  it('17.B.1 a: a marker is raised to move freely at most once per unit per phase; again in the next phase', () => {
    // "a unit may raise its Supply Status marker one level at the start of its movement": once a phase
    const moving = gcState([{ id: 'u', hex: '0902', gc: { uLevel: 3 } }], {
      clock: { turn: 1, side: 'a', phase: 'movement' },
    });
    const once = play(game, moving, { type: 'supply.raise', unit: 'u' }).state;
    expect(once.units[0]!.gc?.uLevel).toBe(4);
    expect(() => play(game, once, { type: 'supply.raise', unit: 'u' })).toThrow(
      /once per unit per phase \(GC 17.B.1 a\)/,
    );
    const exploiting = { ...once, clock: { ...once.clock, phase: 'exploitation' } };
    expect(play(game, exploiting, { type: 'supply.raise', unit: 'u' }).state.units[0]!.gc?.uLevel).toBe(5);
  });

  it('19.F.1.a: a supply unit distributing SP for combat gets +1 MP a point (a fraction counts one)', () => {
    // the truck at 0503 carries 3 SP. x alone attacks red (one stack, full ZOC): 1/2 SP -> +1 MP;
    // then x and y (two stacks x 1/2): 1 SP -> +1 MP more, +2 in all
    const start = gcState(
      [
        { id: 'truck', hex: '0503', type: 'truck' },
        { id: 'x', hex: '0503' },
        { id: 'y', hex: '0602' },
        { id: 'red', hex: '0603', side: 'b' },
      ],
      {
        dumps: [{ id: 'load', side: 'a', hex: '0503', amount: 36, captured: false, on: 'truck' }],
        clock: { turn: 1, side: 'a', phase: 'combat' },
      },
    );
    const attack = { type: 'combat.supply', side: 'a', role: 'attack', hex: '0603', dump: 'load' };
    const one = play(game, start, { ...attack, units: ['x'] });
    expect(one.state.units.find((u) => u.id === 'truck')!.gc?.plusMp).toBe(1);
    const two = play(game, one.state, { ...attack, units: ['x', 'y'] });
    expect(two.state.dumps[0]!.amount).toBe(36 - 6 - 12);
    expect(two.state.units.find((u) => u.id === 'truck')!.gc?.plusMp).toBe(2);
  });

  it('17.B.1: a unit is in reserve or not; the modes of another system are refused in its words', () => {
    const start = gcState([{ id: 'u', hex: '0902' }]);
    expect(play(game, start, { type: 'unit.setMode', unit: 'u', mode: 'reserve' }).state.units[0]!.mode).toBe(
      'reserve',
    );
    expect(() => play(game, start, { type: 'unit.setMode', unit: 'u', mode: 'strat' })).toThrow(
      'the Grand campaign rules have no mode "strat" (they have: not in reserve, in reserve)',
    );
    expect(() => play(game, start, { type: 'unit.setMode', unit: 'u', mode: 'combat' })).toThrow(
      /is already not in reserve$/,
    );
    // the log says it in the same words, never "combat mode"
    const names = refereeNames(game, rulesetInfo('grand-campaign'), start);
    const say = (mode: 'combat' | 'reserve') => describeCommand({ type: 'unit.setMode', unit: 'u', mode }, names);
    expect([say('reserve'), say('combat')]).toEqual(['mark u in reserve', 'mark u not in reserve']);
  });
});
