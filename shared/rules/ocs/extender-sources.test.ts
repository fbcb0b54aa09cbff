import { describe, expect, it } from 'vitest';
import { ocsScenario, type UnitSpec } from '../../../test/helpers/ocs-scenario.js';
import { stateProblems } from '../../model/campaign-problems.js';

/**
 * Worked by hand from OCS 12.6a-b, 12.7c, 12.7g-h, 12.3c-d.
 *
 * A map of 3 columns and 14 rows (flat hexes; column 1 is odd, so 0107 touches 0206 and 0207, and
 * 0307 touches 0206 and 0207 too). Column 1 from row 8 down is marsh, prohibited to Truck MP.
 * - Side a's supply source is the map edge at 0101.
 * - Extender E1 (Truck, 6 MP) at 0107: six clear hexes up column 1 to 0101, no enemy ZOC on the way:
 *   linked to the source (12.6a-3).
 * - Extender E2 at 0207, of the type under test (Truck 6 MP, Leg 4 MP or Track 6 MP), links to E1:
 *   a Leg or Track path goes 0207 -> 0107 (1 MP; ZOC never stops them, 12.3d); a Truck path cannot
 *   leave 0207 when it is in enemy ZOC, but E1 is adjacent, and adjacent is close enough (12.7g).
 * - Unit u at 0213 draws with Truck MP (12.3a): 0212, 0211, 0210, 0209, 0208 is 5 MP, and 0208 is
 *   next to E2 (12.3c). Column 1 is marsh there, 0308 and 0207 are in the enemy ZOC below, so E2 is
 *   the only source u can reach.
 * - The enemy combat unit red at 0307 puts a ZOC on 0206, 0207, 0306, 0307, 0308: E2's hex.
 * Verdicts: with no enemy, u is in supply through E2. With red at 0307, E2 gives no trace supply
 * (12.6b covers every kind of source in 12.6a, Extenders included): u is out of supply, and E2 is
 * listed as not working for the enemy ZOC. A friendly combat unit in 0207 negates that ZOC (4.5b,
 * "Garrison Extenders"): u is in supply again.
 */
const rows = [...Array.from({ length: 7 }, () => '...'), ...Array.from({ length: 7 }, () => 'm..')];
const kinds = {
  truck: { mp: 6, mobility: 'truck' },
  wagon: { mp: 4, mobility: 'leg' },
  halftrack: { mp: 6, mobility: 'track' },
} as const;
const game = {
  supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'Edge' }],
  unitTypes: [
    { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
    ...Object.entries(kinds).map(([id, extender]) => ({
      id,
      name: id,
      mobility: extender.mobility,
      combat: false,
      symbol: 'transport' as const,
      extender,
    })),
  ],
};
const extender = (id: string, hex: string, type: keyof typeof kinds): UnitSpec => ({
  id,
  hex,
  type,
  name: `${type} Extender`,
  points: 5,
  extender: kinds[type],
});
const red: UnitSpec = { id: 'red', hex: '0307', side: 'b', attack: 3 };

describe('OCS 12.6b and 12.7h: Extenders as supply sources', () => {
  for (const type of Object.keys(kinds) as Array<keyof typeof kinds>) {
    const base = [extender('e1', '0107', 'truck'), extender('e2', '0207', type), { id: 'u', hex: '0213' }];
    it(`a ${kinds[type].mobility} Extender in an un-negated enemy ZOC gives no trace supply, chained to another`, () => {
      expect(ocsScenario(rows, base, game).verdict('u')).toMatchObject({ status: 'in-supply' });
      const cut = ocsScenario(rows, [...base, red], game);
      expect(cut.verdict('u').status).toBe('out-of-supply');
      expect(cut.determine().trace.sources.inactive).toContainEqual({
        hex: '0207',
        label: `Extender ${type} Extender`,
        reason: 'enemy ZOC in 0207 (OCS 12.6b: no trace supply from any kind of source there)',
      });
      // garrisoned: a friendly combat unit in the hex negates the ZOC there (4.5b)
      const held = ocsScenario(rows, [...base, red, { id: 'guard', hex: '0207' }], game);
      expect(held.verdict('u').status).toBe('in-supply');
    });
  }

  it('12.7g: a Truck Extender in enemy ZOC linked only by "adjacent is close enough" is no source either', () => {
    // E2 (Truck) cannot leave 0207 by a Truck path; only its neighbour E1 links it. Garrisoned, it
    // works (the control); un-garrisoned, the link is there but the source is not.
    const base = [extender('e1', '0107', 'truck'), extender('e2', '0207', 'truck'), { id: 'u', hex: '0213' }, red];
    const held = ocsScenario(rows, [...base, { id: 'guard', hex: '0207' }], game);
    expect(held.determine().trace.sources.inactive).toEqual([]);
    const cut = ocsScenario(rows, base, game);
    expect(cut.determine().trace.sources.inactive.map((s) => s.hex)).toEqual(['0207']);
  });

  it('the reading "relays": an Extender in enemy ZOC still passes a daisy chain on, but gives no trace itself', () => {
    // E3 (Truck, 6 MP) at 0212 reaches 0208 (4 MP), next to E2 at 0207, and nothing else that works:
    // 0108 is marsh and every other way north runs through the ZOC. Unit w at 0214 draws from E3 (2 MP).
    const units = [
      extender('e1', '0107', 'truck'),
      extender('e2', '0207', 'wagon'),
      extender('e3', '0212', 'truck'),
      { id: 'w', hex: '0214' },
      red,
    ];
    const strict = ocsScenario(rows, units, game);
    expect(strict.verdict('w').status).toBe('out-of-supply');
    const relays = ocsScenario(rows, units, { ...game, extenderInEnemyZoc: 'relays' });
    expect(relays.verdict('w')).toMatchObject({ status: 'in-supply' });
    expect(relays.determine().trace.sources.inactive.map((s) => s.hex)).toEqual(['0207']);
  });

  it('12.7h: an Extender with an enemy combat unit in its hex has collapsed: such a setup is refused, naming both', () => {
    const s = ocsScenario(rows, [extender('e2', '0207', 'wagon'), { ...red, id: 'raider', hex: '0207' }], game);
    expect(stateProblems(s.game, s.state)).toEqual([
      'hex 0207: Extender wagon Extender ("e2", a) has an enemy combat unit, raider ("raider", b), in its hex: it would have collapsed (OCS 12.7h)',
    ]);
    // were it there, it would give nothing (the search never enters an enemy-held hex either)
    expect(s.determine('a').trace.sources.inactive).toContainEqual({
      hex: '0207',
      label: 'Extender wagon Extender',
      reason: 'an enemy combat unit is in 0207: the Extender has collapsed (OCS 12.7h)',
    });
  });
});
