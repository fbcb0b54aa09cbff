import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../test/helpers/ocs-scenario.js';
import { play } from '../../test/helpers/play.js';

describe('placing a unit', () => {
  it('places a new unit on the map with an id made from its name, entering this turn; an unknown type or hex is refused', () => {
    const s = ocsScenario(
      Array.from({ length: 6 }, () => '.'),
      [{ id: '7-pz-div', hex: '0101' }],
    );
    const { state, events } = play(s.game, s.state, {
      type: 'unit.create',
      side: 'b',
      unitType: 'mot',
      hex: '0104',
      name: '7 Pz Div',
      steps: 3,
      attack: 10,
    });
    expect(events).toMatchObject([
      {
        type: 'unitCreated',
        unit: {
          id: '7-pz-div-2',
          name: '7 Pz Div',
          side: 'b',
          type: 'mot',
          hex: '0104',
          steps: 3,
          maxSteps: 3,
          attack: 10,
          enteredTurn: 3,
        },
      },
    ]);
    expect(state.units).toHaveLength(2);
    expect(() =>
      play(s.game, s.state, { type: 'unit.create', side: 'b', unitType: 'zeppelin', hex: '0104', name: 'Z' }),
    ).toThrow(/no unit type "zeppelin"/);
    expect(() =>
      play(s.game, s.state, { type: 'unit.create', side: 'b', unitType: 'mot', hex: '0909', name: 'Z' }),
    ).toThrow(/"0909" is not a hex on this map/);
  });
});
