import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../test/helpers/ocs-scenario.js';
import { play } from '../../test/helpers/play.js';

const s = ocsScenario(
  Array.from({ length: 6 }, () => '......'),
  [{ id: 'hq1', hex: '0101', type: 'hq', throwRange: { mp: 4, mobility: 'truck' } }],
  {
    unitTypes: [
      {
        id: 'inf',
        name: 'Infantry',
        mobility: 'leg',
        combat: true,
        defaults: { steps: 3, attack: 4, defense: 3, ma: 5, ar: 2, re: 1.5, size: 'X' },
      },
      { id: 'hq', name: 'HQ', mobility: 'truck', combat: true, hq: true },
    ],
  },
);

describe('editing a unit from the inspector (unit.edit)', () => {
  it('changes any printed field, clears an optional one, and logs what was there before', () => {
    const { state, events } = play(s.game, s.state, {
      type: 'unit.edit',
      unit: 'hq1',
      set: { name: 'XL Corps HQ', attack: 1, defense: 2, ar: 4, re: 0.5, size: 'XXX', maxSteps: 3, throwRange: null },
    });
    expect(events[0]).toMatchObject({ type: 'unitEdited', from: { name: 'hq1', size: null }, to: { size: 'XXX' } });
    expect(state.units[0]).toMatchObject({ name: 'XL Corps HQ', attack: 1, defense: 2, ar: 4, re: 0.5, maxSteps: 3 });
    expect(state.units[0]!.throwRange).toBeUndefined();
    expect(s.state.units[0]!.throwRange).toEqual({ mp: 4, mobility: 'truck' });
  });
  it('a value an import did not find stops being a default once the referee sets it', () => {
    const imported = {
      ...s.state,
      units: s.state.units.map((u) => ({ ...u, unread: ['ar', 're', 'factors'] as Array<'ar' | 're' | 'factors'> })),
    };
    const first = play(s.game, imported, { type: 'unit.edit', unit: 'hq1', set: { ar: 2 } });
    expect(first.state.units[0]!.unread).toEqual(['re', 'factors']);
    const second = play(s.game, first.state, { type: 'unit.edit', unit: 'hq1', set: { attack: 2, re: 1 } });
    expect(second.state.units[0]!.unread).toBeUndefined();
    expect(second.events[0]).toMatchObject({ from: { unread: ['re', 'factors'] }, to: { unread: null } });
  });
  it('refuses what the game does not have, more steps than printed, and a change to nothing', () => {
    const edit = (set: Record<string, unknown>) => () => play(s.game, s.state, { type: 'unit.edit', unit: 'hq1', set });
    expect(edit({ side: 'martians' })).toThrow('hq1: there is no side "martians" (sides: a, b)');
    expect(edit({ type: 'zeppelin' })).toThrow(/there is no unit type "zeppelin"/);
    expect(edit({ steps: 3 })).toThrow('hq1: 3 steps, but only 2 printed');
    expect(edit({ nation: 'hungary' })).toThrow('hq1: this game has no nations; leave the nation empty');
    expect(edit({ throwRange: { mp: 3, mobility: 'hover' } })).toThrow(/there is no mobility "hover"/);
    expect(edit({ steps: 2 })).toThrow('hq1 already reads so: nothing to change');
    expect(() => play(s.game, s.state, { type: 'unit.edit', unit: 'ghost', set: { ar: 1 } })).toThrow(
      /no unit "ghost"/,
    );
    expect(edit({ ar: 9 })).toThrow();
  });
  it('places a new unit with its type defaults, not 0-0 and AR 3', () => {
    const { state } = play(s.game, s.state, {
      type: 'unit.create',
      side: 'a',
      unitType: 'inf',
      hex: '0202',
      name: 'New',
    });
    expect(state.units.at(-1)).toMatchObject({
      steps: 3,
      maxSteps: 3,
      attack: 4,
      defense: 3,
      ma: 5,
      ar: 2,
      re: 1.5,
      size: 'X',
    });
  });
});

describe('importing an order of battle (units.import)', () => {
  it('places units and puts arrivals on the turn record track in one event; refuses a used id or a bad turn', () => {
    const unit = (id: string) => ({ id, name: id, side: 'b', type: 'inf', hex: '0505', steps: 1, maxSteps: 1, re: 1 });
    const { state, events } = play(s.game, s.state, {
      type: 'units.import',
      units: [{ unit: unit('x1') }, { unit: unit('x2'), arrival: 5 }],
    });
    expect(events).toHaveLength(1);
    expect(state.units.map((u) => u.id)).toEqual(['hq1', 'x1']);
    expect(state.track).toMatchObject([{ turn: 5, unit: { id: 'x2' } }]);
    expect(() => play(s.game, s.state, { type: 'units.import', units: [{ unit: unit('hq1') }] })).toThrow(
      'nothing was imported: unit 1 (hq1): the id "hq1" is already used by another unit',
    );
    expect(() => play(s.game, s.state, { type: 'units.import', units: [{ unit: unit('x3'), arrival: 40 }] })).toThrow(
      /turn 40 is not on this game's turn record track/,
    );
  });
});
