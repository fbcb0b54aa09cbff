import { describe, expect, it } from 'vitest';
import { applyGameEdit } from '../../model/game-edit.js';
import { gcGame } from '../../../test/helpers/gc-scenario.js';
import { gcUnitType } from './game-parts.js';

describe("GC 16.F.2 in the game editor: an HQ type's kind, the grand campaign's own unit-type field", () => {
  const gc = gcGame(['.....']);
  const hq = gc.unitTypes.find((t) => t.hq)!;
  const kind = (g: typeof gc) => gcUnitType(g.unitTypes.find((t) => t.id === hq.id)!).hqKind;

  it('is set and cleared through the generic unit-type edit', () => {
    const coalition = applyGameEdit(gc, { type: 'unitTypeSet', unitType: hq.id, fields: { hqKind: 'coalition' } });
    expect(kind(coalition)).toBe('coalition');
    expect(kind(applyGameEdit(coalition, { type: 'unitTypeSet', unitType: hq.id, fields: { hqKind: null } }))).toBe(
      undefined,
    );
  });

  it("refuses a kind the rules do not have, and another ruleset's field, changing nothing", () => {
    expect(() => applyGameEdit(gc, { type: 'unitTypeSet', unitType: hq.id, fields: { hqKind: 'corps' } })).toThrow(
      '"corps" is not a value of hqKind',
    );
    expect(() => applyGameEdit(gc, { type: 'unitTypeSet', unitType: hq.id, fields: { landingCraft: true } })).toThrow(
      'unit types of this game\'s rules have no field "landingCraft"',
    );
    expect(kind(gc)).toBe(hq ? gcUnitType(hq).hqKind : undefined);
  });
});
