import * as z from 'zod';
import { describe, expect, it } from 'vitest';
// runs in a module graph of its own without the registry (vitest.config.ts: FRESH_MODULE_FILES)
import { gameDefinitionSchema, registerGameFields } from './game-schema.js';

/** A grand campaign game with a major depot (GC 19.A.1.a): a field only GC's registered part reads. */
const game = {
  format: 'quartermaster-game',
  formatVersion: 3,
  id: 'lemberg',
  name: 'Lemberg',
  ruleset: 'grand-campaign',
  mobilities: [{ id: 'leg', name: 'Leg' }],
  map: {
    orientation: 'flat',
    offset: 'odd',
    columns: 2,
    rows: 1,
    sections: [{ id: '', column: 0, row: 0, columns: 2, rows: 1, firstColumn: 1, firstRow: 1 }],
    hexes: ['..'],
  },
  terrain: [{ id: 'clear', code: '.', name: 'Clear', color: '#cfd8a8', cost: { leg: 1 } }],
  sides: [
    { id: 'axis', name: 'Axis', color: '#4a6fa5' },
    { id: 'soviet', name: 'Soviet', color: '#b0463c' },
  ],
  unitTypes: [{ id: 'hq', name: 'Army HQ', mobility: 'leg', combat: false, hq: true, hqKind: 'army' }],
  turns: [{ number: 1, label: 'Turn 1' }],
  majorDepots: [{ id: 'lemberg', name: 'Lemberg', side: 'axis', hex: '0101', hqs: ['hq'] }],
};

describe('a game read before the ruleset registry is loaded', () => {
  it('is refused, rather than read without the rulesets’ fields (which zod would keep leaving out after)', () => {
    expect(() => gameDefinitionSchema.parse(game)).toThrow(/rulesets not registered/);
  });
  // loading every ruleset cold takes seconds on a busy machine
  it(
    'is read with them once the registry has joined them, and a ruleset’s fields joined after a read are refused',
    { timeout: 60_000 },
    async () => {
      await import('../rules/rulesets.js');
      const read = gameDefinitionSchema.parse(game) as unknown as typeof game;
      expect(read.majorDepots).toEqual(game.majorDepots);
      expect(read.unitTypes[0]!.hqKind).toBe('army');
      expect(() => registerGameFields('late', z.object({ lateField: z.string() }))).toThrow(
        /late's fields come too late/,
      );
    },
  );
});
