import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedOobCsv } from '../helpers/oob-generate.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';
import { runCli } from '../../src-main/cli.js';

let cleanup = () => {};
afterEach(() => cleanup());

describe('the order of battle from a spreadsheet', () => {
  it('brings in 1,500 units as one logged command: placed, on the turn track, undone in one step', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    await t.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file: join(t.dir, 'c.qmc') });
    const before = await t.api['state.get']({});
    const commands = (await t.api['campaign.summary']({}))!.commands;
    const occupied = new Map(before.units.map((u) => [u.hex, u.side]));
    const r = await t.api['units.importCsv']({ csv: generatedOobCsv(1500, 'g', occupied), source: 'oob.csv' });
    expect(r.placed + r.onTrack).toBe(1500);
    expect(r.onTrack).toBe(150);
    expect(r.summary.commands).toBe(commands + 1);
    expect(r.summary.undo).toBe('import 1500 units from oob.csv');
    const after = await t.api['state.get']({});
    expect(after.units.length).toBe(before.units.length + 1350);
    const turns = await t.api['turns.get']({});
    expect(turns.turns.flatMap((x) => x.arrivals).filter((a) => a.unit.startsWith('g'))).toHaveLength(150);
    // the export holds them all, the arrival turn kept
    const { csv, rows } = await t.api['units.exportCsv']({});
    expect(rows).toBe(before.units.length + 1500);
    // ids for the file, names beside them for people
    expect(csv).toContain('g5,"Unit 5, Rgt",axis,Axis,,,mot,Motorized infantry,III,0601,2,3,5,4,8,3,1,F5,,,2,');
    await t.api['history.undo']({});
    expect((await t.api['state.get']({})).units.length).toBe(before.units.length);
  });

  it('imports nothing when rows are wrong, naming each by row and column', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    await t.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file: join(t.dir, 'c.qmc') });
    const lines = generatedOobCsv(20).split('\r\n');
    lines[3] = lines[3]!.replace(',soviet,', ',martians,').replace(',axis,', ',martians,');
    lines[8] = lines[8]!.replace(/,2,3,5,4,/, ',x,3,5,4,');
    lines[12] = lines[12]!.replace(/,(III|XXX),\d{4},/, ',$1,9999,');
    const err = await t.api['units.importCsv']({ csv: lines.join('\r\n'), source: 'oob.csv' }).catch((e: Error) => e);
    expect(String((err as Error).message)).toMatch(/oob.csv has errors in 3 rows; nothing was imported/);
    expect(String((err as Error).message)).toMatch(/row 4, column "side": there is no side "martians"/);
    expect(String((err as Error).message)).toMatch(/row 9, column "steps": steps is a whole number, not "x"/);
    expect(String((err as Error).message)).toMatch(/row 13, column "hex": "9999" is not a hex on this map/);
    expect((await t.api['campaign.summary']({}))!.commands).toBe(0);
  });

  it('runs from the command line: --import then --export', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    const file = join(t.dir, 'c.qmc');
    await t.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file });
    t.service.close();
    writeFileSync(join(t.dir, 'in.csv'), generatedOobCsv(30, 'cli'));
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    expect(await runCli(['units', file, '--import', join(t.dir, 'in.csv')], io)).toBe(0);
    expect(out.join('\n')).toMatch(/imported 30 units .*: 27 on the map, 3 on the turn record track/);
    expect(await runCli(['units', file, '--export', join(t.dir, 'out.csv')], io)).toBe(0);
    expect(readFileSync(join(t.dir, 'out.csv'), 'utf8')).toContain('cli29,"Unit 29, Rgt"');
    expect(await runCli(['units', file], io)).toBe(1);
  });
});
