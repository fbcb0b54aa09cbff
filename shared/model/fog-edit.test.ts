import { describe, expect, it } from 'vitest';
import { infantry, smallGame } from '../../test/helpers/small-game.js';
import type { CampaignState } from './campaign-schema.js';
import { applyGameEdit } from './game-edit.js';
import { gameEditSchema } from '../rules/registered-game-edits.js';
import { viewFor } from '../view/view-for.js';

const unit = infantry;

const state: CampaignState = {
  clock: { turn: 1, side: 'a', phase: 'movement' },
  units: [unit('mine', 'a', '0101'), unit('far', 'b', '0801')],
  dumps: [],
  deadPile: [],
  track: [],
  supplyJudged: [],
  dice: 'app',
  rules: {} as CampaignState['rules'],
};

describe('the referee’s fog edits on a campaign’s game', () => {
  it('reveals a unit by hand, and withdraws the reveal', () => {
    const game = smallGame(['........', '........']);
    expect(viewFor('a', state, game).enemies).toEqual([]);
    const revealed = applyGameEdit(
      game,
      gameEditSchema.parse({ type: 'fog', reveal: [{ unit: 'far', level: 'full' }] }),
    );
    expect(viewFor('a', state, revealed).enemies).toEqual([expect.objectContaining({ hex: '0801', name: 'far name' })]);
    const withdrawn = applyGameEdit(
      revealed,
      gameEditSchema.parse({ type: 'fog', reveal: [{ unit: 'far', level: 'none' }] }),
    );
    expect(viewFor('a', state, withdrawn).enemies).toEqual([]);
  });

  it('widens the sight for one game, keeping what it does not name', () => {
    const game = smallGame(['........', '........']);
    const wide = applyGameEdit(game, gameEditSchema.parse({ type: 'fog', set: { marker: 7 } }));
    expect(viewFor('a', state, wide).enemies).toEqual([{ hex: '0801', level: 'marker' }]);
    expect(wide.fog).toEqual({ marker: 7 });
    expect(() => gameEditSchema.parse({ type: 'fog', set: { marker: -1 } })).toThrow();
  });
});
