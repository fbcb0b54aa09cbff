import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCampaign } from '../parse-campaign.js';
import { play } from '../../test/helpers/play.js';
import type { Unit } from './campaign-schema.js';

/**
 * A setup or an import that stacks opposing combat units is
 * refused, naming the hex and both units (OCS 9.1; GC and CL alike: no unit ever enters a hex with
 * enemy combat units). A hex holding only enemy non-combat units (a Transport Point, an HQ without
 * combat strength, a Leader) may be shared: that is how capture begins (OCS 12.11b).
 * Each case is built from the ruleset's own demo campaign by moving one counter.
 */
const DEMOS = ['ocs', 'classic', 'gc'];
type Raw = { game: { sides: Array<{ id: string }>; unitTypes: Array<{ id: string; combat?: boolean }> } } & {
  setup: { units: Unit[] };
};
const demo = (id: string) => JSON.parse(readFileSync(`assets/demo/${id}-demo.campaign.json`, 'utf8')) as Raw;

function pick(raw: Raw) {
  const combat = new Set(raw.game.unitTypes.filter((t) => t.combat).map((t) => t.id));
  const [first, second] = raw.game.sides.map((s) => s.id);
  const units = raw.setup.units;
  const isCombat = (u: Unit) => combat.has(u.type);
  const a = units.find((u) => u.side === first && isCombat(u))!;
  const b = units.find((u) => u.side === second && isCombat(u))!;
  // a non-combat unit alone in its hex (no combat unit of its own side there), and an enemy combat unit
  const lone = units.find(
    (u) => !isCombat(u) && !units.some((x) => x.hex === u.hex && x.side === u.side && isCombat(x)),
  )!;
  const captor = units.find((u) => u.side !== lone.side && isCombat(u))!;
  return { a, b, lone, captor };
}

describe('no setup or import stacks opposing combat units (every ruleset)', () => {
  for (const id of DEMOS) {
    it(`${id}: a setup with opposing combat units in one hex is refused, naming both; enemy non-combat units may be shared`, () => {
      const raw = demo(id);
      const { a, b, lone, captor } = pick(raw);
      const stacked = structuredClone(raw);
      stacked.setup.units.find((u) => u.id === b.id)!.hex = a.hex;
      expect(() => parseCampaign(stacked)).toThrow(/has errors/);
      try {
        parseCampaign(stacked);
      } catch (e) {
        expect((e as { problems: string[] }).problems).toContainEqual(
          `setup: hex ${a.hex}: ${a.name} ("${a.id}", ${a.side}) and ${b.name} ("${b.id}", ${b.side}) are combat units of opposing sides in one hex; a unit never enters a hex holding enemy combat units`,
        );
      }
      const sharing = structuredClone(raw);
      sharing.setup.units.find((u) => u.id === captor.id)!.hex = lone.hex;
      expect(parseCampaign(sharing).setup.units.find((u) => u.id === captor.id)!.hex).toBe(lone.hex);
    });

    it(`${id}: an order-of-battle import that puts a unit on enemy combat units is refused, and nothing is imported`, () => {
      const c = parseCampaign(demo(id));
      const { a, b } = pick(demo(id));
      const newcomer = { ...b, id: 'newcomer', name: 'Newcomer', hex: a.hex };
      expect(() =>
        play(c.game, c.setup, { type: 'units.import', source: 'oob.csv', units: [{ unit: newcomer }] }),
      ).toThrow(
        `nothing was imported: hex ${a.hex}: ${a.name} ("${a.id}", ${a.side}) and Newcomer ("newcomer", ${b.side}) are combat units of opposing sides in one hex`,
      );
      // the same unit due later on the turn record track is not on the map: accepted
      const later = play(c.game, c.setup, {
        type: 'units.import',
        source: 'oob.csv',
        units: [{ unit: newcomer, arrival: c.game.turns[1]!.number }],
      });
      expect(later.state.track.map((t) => t.unit.id)).toContain('newcomer');
    });
  }
});
