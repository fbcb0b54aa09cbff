import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readOobCsv, writeOobCsv } from '../../shared/model/oob-csv.js';
import { parseCampaign } from '../../shared/parse-campaign.js';

/** The unit CSV keeps ids (it round-trips) and shows names beside them; a Leader's rating goes out and back. */
const demo = parseCampaign(JSON.parse(readFileSync('assets/demo/classic-demo.campaign.json', 'utf8')));
const empty = { ...demo.setup, units: [], track: [], deadPile: [] };

describe('names beside ids in the unit CSV', () => {
  it('writes side and type names beside their ids, and every Leader rating', () => {
    const csv = writeOobCsv(demo.setup, demo.game);
    const [head, ...rows] = csv.trim().split('\r\n');
    const cols = head!.split(',');
    const leader = demo.setup.units.find((u) => u.rating !== undefined)!;
    const row = rows.find((r) => r.startsWith(`${leader.id},`))!.split(',');
    const cell = (h: string) => row[cols.indexOf(h)];
    expect(cell('side')).toBe(leader.side);
    expect(cell('side name')).toBe(demo.game.sides.find((s) => s.id === leader.side)!.name);
    expect(cell('type name')).toBe(demo.game.unitTypes.find((t) => t.id === leader.type)!.name);
    expect(cell('Leader rating')).toBe(String(leader.rating));
  });

  it('reads the ratings back exactly, and a name where the id cell is empty', () => {
    const back = readOobCsv(writeOobCsv(demo.setup, demo.game), demo.game, empty);
    expect(back.map((e) => [e.unit.id, e.unit.rating])).toEqual(demo.setup.units.map((u) => [u.id, u.rating]));
    const soviet = demo.game.sides.find((s) => s.id === 'soviet')!;
    const one = readOobCsv(
      `name,side,side name,type,hex,Leader rating\nKonev,,${soviet.name},leader,${demo.setup.units[0]!.hex},5\n`,
      demo.game,
      empty,
    );
    expect(one[0]!.unit).toMatchObject({ side: 'soviet', type: 'leader', rating: 5 });
  });
});
