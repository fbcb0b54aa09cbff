import { describe, expect, it } from 'vitest';
import { gcGame } from '../../../test/helpers/gc-scenario.js';
import { applyGameEdit } from '../../model/game-edit.js';
import { majorDepotEditSchema } from './major-depot-edit.js';
import { majorDepotsOf } from './game-parts.js';

describe('game editor: GC 19.A.1.a major depots', () => {
  const game = gcGame(['.....', '.....']);
  it('sets a major depot with its attached HQs, changes it, and removes it; a bad hex or side is refused', () => {
    const set = majorDepotEditSchema.parse({
      type: 'majorDepot',
      id: 'lemberg',
      name: 'Lemberg',
      side: 'a',
      hex: '0302',
      hqs: ['hq'],
    });
    const one = applyGameEdit(game, set);
    expect(majorDepotsOf(one)).toEqual([{ id: 'lemberg', name: 'Lemberg', side: 'a', hex: '0302', hqs: ['hq'] }]);
    const moved = applyGameEdit(one, { ...set, hex: '0401', hqs: ['hq', 'hq2'] });
    expect(majorDepotsOf(moved)).toEqual([
      { id: 'lemberg', name: 'Lemberg', side: 'a', hex: '0401', hqs: ['hq', 'hq2'] },
    ]);
    expect(majorDepotsOf(applyGameEdit(moved, { ...set, remove: true }))).toEqual([]);
    expect(() => applyGameEdit(game, { ...set, hex: '9999' })).toThrow(/"9999" is not a hex on this map/);
    expect(() => applyGameEdit(game, { ...set, side: 'x' })).toThrow(/there is no side "x"/);
  });
});
