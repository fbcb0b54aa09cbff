import { describe, expect, it } from 'vitest';
import { infantry, smallGame } from '../../test/helpers/small-game.js';
import type { CampaignState, Unit } from '../model/campaign-schema.js';
import type { GameFog } from '../model/fog-schema.js';
import { publicGame, viewFor } from './view-for.js';

const ROWS = ['........', '...w....', '........', '........'];

const unit = infantry;

function state(units: Unit[]): CampaignState {
  return {
    clock: { turn: 1, side: 'a', phase: 'movement' },
    units,
    dumps: [{ id: 'enemydump', side: 'b', hex: '0301', amount: 40, captured: false }],
    deadPile: [],
    track: [],
    supplyJudged: [],
    dice: 'app',
    rules: {} as CampaignState['rules'],
  };
}

const game = (fog?: GameFog) => smallGame(ROWS, fog ? { fog } : {});

describe('viewFor: the fog as the game sets it', () => {
  const units = [
    unit('mine', 'a', '0201'),
    unit('next', 'b', '0301'),
    unit('near', 'b', '0401'),
    unit('far', 'b', '0801'),
  ];

  it('shows an adjacent enemy in full, one two hexes off by type, further ones as markers, and nothing beyond', () => {
    const v = viewFor('a', state(units), game({ marker: 5 }));
    expect(v.enemies.map((e) => [e.hex, e.level, e.name ?? null])).toEqual([
      ['0301', 'full', 'next name'],
      ['0401', 'type', null],
    ]);
    expect(viewFor('a', state(units), game({ marker: 6 })).enemies.map((e) => e.level)).toEqual([
      'full',
      'type',
      'marker',
    ]);
  });

  it('shows an enemy dump beside its units as a hex only, never its amount', () => {
    const v = viewFor('a', state(units), game());
    expect(v.enemyDumps).toEqual(['0301']);
    expect(JSON.stringify(v)).not.toContain('enemydump');
    expect(viewFor('a', state(units), game({ enemyDumps: 'hidden' })).enemyDumps).toEqual([]);
  });

  it('lets the game shorten the sight to nothing, and the referee reveal a unit by hand', () => {
    expect(viewFor('a', state(units), game({ full: 0, type: 0, marker: 0 })).enemies).toEqual([]);
    const revealed = viewFor(
      'a',
      state(units),
      game({ full: 0, type: 0, marker: 0, reveal: [{ unit: 'far', level: 'type' }] }),
    );
    expect(revealed.enemies).toEqual([{ hex: '0801', level: 'type', side: 'b', type: 'inf' }]);
  });

  it('sees a unit in woods one level less', () => {
    // 0402 is woods ('w' in row 2, column 4), two hexes from 0201
    const v = viewFor('a', state([unit('mine', 'a', '0201'), unit('hidden', 'b', '0402')]), game());
    expect(v.enemies).toEqual([{ hex: '0402', level: 'marker' }]);
  });

  it('gives each side its own units and the other side’s as it sees them', () => {
    const v = viewFor('b', state(units), game());
    expect(v.units.map((u) => u.id)).toEqual(['next', 'near', 'far']);
    expect(v.dumps.map((d) => d.amount)).toEqual([40]);
    expect(v.enemies).toEqual([expect.objectContaining({ hex: '0201', level: 'full', name: 'mine name' })]);
  });

  it("keeps the import's notes (every piece left out, of every side, and where it stood) from the players", () => {
    const notes = {
      source: 'Front.vmod',
      skipped: [{ piece: 'Hidden Reserve', where: 'hex 0801', reason: 'no side rule places it' }],
      skippedCount: 1,
      notes: [],
      notesCount: 0,
    };
    const shown = JSON.stringify(publicGame({ ...game(), importNotes: notes }, 'a'));
    expect(shown).not.toContain('Hidden Reserve');
    expect(shown).not.toContain('importNotes');
  });
});
