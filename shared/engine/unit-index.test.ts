import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../test/helpers/ocs-scenario.js';
import { folder } from '../rules/registered-events.js';
import type { GameEvent } from '../rules/registered-events.js';
import { unitById, unitsAt } from './unit-index.js';

/** The lookups an import's replay makes on its folder's draft: always what a scan of the units finds. */
describe('units by id and by hex on a state folded command by command', () => {
  const hexes = ['0101', '0102', '0103', '0201', '0202'];
  const s = ocsScenario(
    ['.....', '.....'],
    [
      { id: 'a1', hex: '0101' },
      { id: 'a2', hex: '0101' },
      { id: 'b1', hex: '0202', side: 'b' },
      { id: 'b2', hex: '0103', side: 'b' },
    ],
  );
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('move' as const),
      unit: fc.integer({ min: 0, max: 9 }),
      to: fc.constantFrom(...hexes),
    }),
    fc.record({ kind: fc.constant('create' as const), hex: fc.constantFrom(...hexes) }),
    fc.record({ kind: fc.constant('eliminate' as const), unit: fc.integer({ min: 0, max: 9 }) }),
    fc.constant({ kind: 'advance' as const }),
  );

  it('agree with a scan after any mix of moves, new units, eliminations and phase changes', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const f = folder(s.state);
        let made = 0;
        for (const x of steps) {
          const units = f.state.units;
          let events: GameEvent[] = [];
          if (x.kind === 'move' && units.length) {
            const u = units[x.unit % units.length]!;
            events = [{ type: 'unitMoved', unit: u.id, from: u.hex, to: x.to }];
          } else if (x.kind === 'eliminate' && units.length) {
            const u = units[x.unit % units.length]!;
            events = [{ type: 'unitEliminated', unit: u.id, hex: u.hex }];
          } else if (x.kind === 'create') {
            const unit = { ...s.state.units[0]!, id: `n${made++}`, hex: x.hex };
            events = [{ type: 'unitCreated', unit }];
          } else if (x.kind === 'advance') {
            events = [{ type: 'phaseAdvanced', from: f.state.clock, to: { ...f.state.clock, phase: 'movement' } }];
          }
          f.add(events);
          for (const h of hexes) expect(unitsAt(f.state, h)).toEqual(f.state.units.filter((u) => u.hex === h));
          for (const u of [...s.state.units, ...f.state.units])
            expect(unitById(f.state, u.id)).toBe(f.state.units.find((v) => v.id === u.id));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('follows a move out of one hex into another', () => {
    const f = folder(s.state);
    f.add([{ type: 'unitMoved', unit: 'b1', from: '0202', to: '0102' }]);
    expect(unitsAt(f.state, '0102').map((u) => u.id)).toEqual(['b1']);
    expect(unitsAt(f.state, '0202')).toEqual([]);
    expect(unitById(f.state, 'nobody')).toBeUndefined();
  });
});
