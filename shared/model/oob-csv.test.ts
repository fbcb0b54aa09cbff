import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCampaign } from '../parse-campaign.js';
import { parseCsv, writeCsv } from './csv.js';
import { problemsOf as formatProblems } from '../../test/helpers/format-problems.js';
import { OOB_COLUMNS, readOobCsv, writeOobCsv } from './oob-csv.js';
import type { CampaignState } from './campaign-schema.js';

const demo = parseCampaign(JSON.parse(readFileSync('assets/demo/ocs-demo.campaign.json', 'utf8')));
const empty: CampaignState = { ...demo.setup, units: [], track: [], deadPile: [] };

const problemsOf = (f: () => unknown) => formatProblems(f, 'expected the CSV to be refused');

describe('CSV as spreadsheets write it', () => {
  it('reads quoted fields with commas, quotes and line breaks, and a BOM; writes them back the same', () => {
    const rows = [
      ['a', 'b, c', 'say "hi"'],
      ['two\nlines', '', ' x '],
    ];
    const text = writeCsv(rows);
    expect(parseCsv('\ufeff' + text).map((r) => r.fields)).toEqual(rows);
    expect(parseCsv(text).map((r) => r.line)).toEqual([1, 2]);
  });
  it('refuses an unclosed quote, naming the line', () => {
    expect(() => parseCsv('a,b\n"open,c\n')).toThrow('line 2: a quoted field is never closed');
  });
});

describe('the order of battle as CSV', () => {
  it('round-trips every unit on the map and on the turn record track', () => {
    const state: CampaignState = {
      ...demo.setup,
      units: demo.setup.units.map((u, k) => (k === 0 ? { ...u, size: 'XX', formation: 'Gross, "Deutschland"' } : u)),
      track: [{ turn: 3, unit: { ...demo.setup.units[1]!, id: 'late-arrival', re: 0.5 }, note: 'arrives' }],
    };
    const csv = writeOobCsv(state);
    expect(csv.split('\r\n')[0]).toBe(OOB_COLUMNS.map((c) => c.header).join(','));
    const back = readOobCsv(csv, demo.game, empty);
    const strip = (u: CampaignState['units'][number]) => ({
      ...Object.fromEntries(
        Object.entries(u).filter(([k]) =>
          [
            'id',
            'name',
            'side',
            'nation',
            'type',
            'size',
            'hex',
            'steps',
            'maxSteps',
            'attack',
            'defense',
            'ma',
            'ar',
            're',
            'formation',
            'throwRange',
          ].includes(k),
        ),
      ),
    });
    expect(back.filter((e) => e.arrival === undefined).map((e) => strip(e.unit))).toEqual(state.units.map(strip));
    const late = back.find((e) => e.arrival !== undefined)!;
    expect(late.arrival).toBe(3);
    expect(strip(late.unit)).toEqual(strip(state.track[0]!.unit));
  });

  it('matches header names case-insensitively and fills what is left out from the unit type', () => {
    const game = {
      ...demo.game,
      unitTypes: demo.game.unitTypes.map((t) =>
        t.id === 'inf'
          ? { ...t, defaults: { steps: 3, attack: 4, defense: 5, ma: 6, ar: 2, re: 1.5, size: 'X' as const } }
          : t,
      ),
    };
    const [e] = readOobCsv('NAME,Side,TYPE,hex\n12 Inf Bde,axis,Inf,1010\n', game, empty);
    expect(e!.unit).toMatchObject({
      id: '12-inf-bde',
      type: 'inf',
      steps: 3,
      maxSteps: 3,
      attack: 4,
      defense: 5,
      ma: 6,
      ar: 2,
      re: 1.5,
      size: 'X',
    });
  });

  it('names each of three wrong rows by row and column, and imports nothing', () => {
    const csv = [
      'id,name,side,type,hex,steps,maximum steps,RE,size,arrival turn',
      'a1,Good,axis,inf,1010,2,3,1/2,III,',
      'a2,Bad side,martians,inf,1010,2,3,1,,',
      'a3,Good too,soviet,pz,1011,1,1,1,XX,2',
      'a4,Off map,axis,inf,9999,2,3,1,,',
      'a5,Too many steps,axis,inf,1010,4,3,1,IV,99',
    ].join('\n');
    const problems = problemsOf(() => readOobCsv(csv, demo.game, empty, 'units.csv'));
    expect(problems).toEqual([
      'row 3, column "side": there is no side "martians" (sides: axis, soviet)',
      'row 5, column "hex": "9999" is not a hex on this map (expected a hex id such as 0101)',
      'row 6, column "size": "IV" is not a unit size (I, II, III, X, XX, XXX, XXXX)',
      'row 6, column "arrival turn": turn 99 is not on this game\'s turn record track',
    ]);
    expect(() => readOobCsv(csv, demo.game, empty, 'units.csv')).toThrow(
      'units.csv has errors in 3 rows; nothing was imported',
    );
  });

  it('refuses an unknown column, a missing one, and an id already in the campaign', () => {
    expect(problemsOf(() => readOobCsv('name,side,type,hex,atack\n', demo.game, empty))).toEqual([
      expect.stringContaining('column 5 "atack" is not a column of the order of battle'),
    ]);
    expect(problemsOf(() => readOobCsv('name,side,type\nA,axis,inf\n', demo.game, empty))).toEqual([
      'the column "hex" is missing',
    ]);
    const taken = demo.setup.units[0]!.id;
    expect(
      problemsOf(() => readOobCsv(`id,name,side,type,hex\n${taken},A,axis,inf,1010\n`, demo.game, demo.setup)),
    ).toEqual([`row 2, column "id": the id "${taken}" is already used by another unit`]);
  });
});
