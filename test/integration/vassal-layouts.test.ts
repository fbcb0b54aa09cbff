import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { VassalMapping } from '../../shared/import/vassal/mapping.js';
import type { Campaign } from '../../shared/model/campaign-schema.js';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';
import { LAYOUT_NAME, layoutCommands, layoutModule, type LayoutOptions } from '../helpers/vassal-layouts.js';
import { buildModule, buildSave } from '../helpers/vassal-module-writer.js';

/** The module layouts referees' modules use, each imported as a referee would, through the CLI. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

function files(o: LayoutOptions = {}, saveName = LAYOUT_NAME) {
  env = tempService();
  const spec = layoutModule(o);
  const vmod = join(env.dir, 'zoned.vmod');
  writeFileSync(vmod, buildModule(spec));
  const vsav = join(env.dir, 'day1.vsav');
  writeFileSync(vsav, buildSave(saveName, layoutCommands(spec)));
  const out = (n: string) => join(env.dir, `${n}.qmc`);
  return { vmod, vsav, out };
}

async function exported(file: string): Promise<Campaign> {
  const json = `${file}.json`;
  expect((await cli('export', file, '--out', json)).code).toBe(0);
  return JSON.parse(readFileSync(json, 'utf8')) as Campaign;
}

function editMapping(file: string, edit: (m: VassalMapping) => void): string {
  const m = JSON.parse(readFileSync(`${file}.mapping.json`, 'utf8')) as VassalMapping;
  edit(m);
  const out = `${file}.edited.json`;
  writeFileSync(out, JSON.stringify(m));
  return out;
}

describe('import-vassal: the module layouts VASSAL 3.x reads', () => {
  it('a BasicModule-era module whose hexes are only in zones: each zone named its own way, off-map pieces listed per window, none refusing the save', async () => {
    const f = files({ root: 'VASSAL.launch.BasicModule' });
    const r = await cli('import-vassal', f.vmod, '--save', f.vsav, '--out', f.out('a'));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('off the map: 6 pieces');
    expect(r.out).toContain('Main Map: 1 (5-4-6 Panzer)');
    expect(r.out).toContain('Turn Track: 2 (Turn, 3-3-4 Rifles)');
    expect(r.out).toContain('Allied Pool: 1 (3-3-4 Rifles)');
    expect(r.out).toContain('Reinforcements: 1 (5-4-6 Panzer)');
    expect(r.out).toContain('Dead Pile: 1 (5-4-6 Panzer)');
    expect(r.out).toMatch(/note: zone "Squares" of board "Front" of map "Main Map" has a square grid: skipped/);
    // the module's own player sides name the campaign's sides (the observer is no side)
    const guessed = JSON.parse(readFileSync(`${f.out('a')}.mapping.json`, 'utf8')) as VassalMapping;
    expect(guessed.sides.map((s) => s.name)).toEqual(['Allies', 'Axis']);
    // the referee gives each unit type its side: no piece is left without one
    const mapping = editMapping(f.out('a'), (m) => {
      m.unitTypes.find((t) => t.key === 'Infantry')!.side = m.sides[0]!.id;
      m.unitTypes.find((t) => t.key === 'Armor')!.side = m.sides[1]!.id;
    });
    const r2 = await cli('import-vassal', f.vmod, '--save', f.vsav, '--mapping', mapping, '--out', f.out('b'));
    expect(r2.err).toBe('');
    const c = await exported(f.out('b'));
    expect(c.setup.units.filter((u) => !u.box).map((u) => [u.name, u.side, u.hex])).toEqual([
      ['3-3-4 Rifles', 'allies', '2.2'],
      ['3-3-4 Rifles', 'allies', 'S03-C'],
    ]);
    // off the map: kept in boxes of their windows' names, due on the turn track, in the dead pile
    const boxes = new Map(c.game.holdingBoxes.map((b) => [b.id, b.name]));
    expect(c.setup.units.filter((u) => u.box).map((u) => [u.name, u.side, boxes.get(u.box!)])).toEqual([
      ['5-4-6 Panzer', 'axis', 'Box'],
      ['3-3-4 Rifles', 'allies', 'Allied Pool'],
      ['5-4-6 Panzer', 'axis', 'Reinforcements (to place)'],
    ]);
    expect(c.setup.track.map((t) => [t.turn, t.unit.name])).toEqual([[3, '3-3-4 Rifles']]);
    expect(c.setup.deadPile.map((u) => [u.name, u.side])).toEqual([['5-4-6 Panzer', 'axis']]);
    const labels = c.game.map.labels!.flat().filter(Boolean);
    expect(labels).toContain('1.1');
    expect(labels).toContain('S01-A');
  });

  it("a chart window's missing picture is named, and the module still comes in", async () => {
    env = tempService();
    const spec = layoutModule();
    spec.maps.find((m) => m.name === 'Turn Track')!.boards[0]!.image = 'track.png';
    spec.omitImages = ['track.png'];
    const vmod = join(env.dir, 'm.vmod');
    writeFileSync(vmod, buildModule(spec));
    const r = await cli('import-vassal', vmod, '--setup', 'Scenarios / First Day', '--out', join(env.dir, 'm.qmc'));
    expect(r.err).toBe('');
    expect(r.out).toContain('note: board "Turn Track" of map "Turn Track": its picture images/track.png is missing');
    expect(r.out).toContain('Turn Track: 2 (Turn, 3-3-4 Rifles)');
  });

  it('of several gridded maps the referee picks the game map; the pieces on the others are kept off it', async () => {
    env = tempService();
    const spec = layoutModule();
    spec.maps.push({
      name: 'West Map',
      boards: [{ name: 'West', image: 'west.png', width: 200, height: 174, grid: { dx: 50, dy: 58, x0: 25, y0: 29 } }],
    });
    const vmod = join(env.dir, 'two.vmod');
    writeFileSync(vmod, buildModule(spec));
    const out = join(env.dir, 'two.qmc');
    const first = await cli('import-vassal', vmod, '--setup', 'Scenarios / First Day', '--out', out);
    expect(first.err).toBe('');
    const mapping = editMapping(out, (m) => {
      m.map = 'West Map';
    });
    const r = await cli(
      'import-vassal',
      vmod,
      '--setup',
      'Scenarios / First Day',
      '--mapping',
      mapping,
      '--out',
      `${out}2`,
    );
    expect(r.err).toBe('');
    expect(r.out).toMatch(/Main Map: 3 \(3-3-4 Rifles, 3-3-4 Rifles, 5-4-6 Panzer\)/);
    expect((await exported(`${out}2`)).game.map.labels![0]).toEqual(['0101', '0202', '0301', '0402']);
  });

  it('refuses a module whose only map is its own Java class, naming the class', async () => {
    const f = files({ customOnly: true });
    const r = await cli('import-vassal', f.vmod, '--out', f.out('c'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/map "Campaign Map" is the module's own Java class com\.example\.vassal\.CampaignMap/);
  });

  it('without a save lays one of the alternative boards, never all in a row; the referee picks another', async () => {
    const f = files({ alternatives: true });
    const r = await cli('import-vassal', f.vmod, '--out', f.out('d'));
    expect(r.err).toBe('');
    expect(r.out).toMatch(/map "Main Map" offers 3 boards; laid: Front/);
    const one = await exported(f.out('d'));
    expect(one.game.map.backdrop?.boards.map((b) => b.name)).toEqual(['Front']);
    const mapping = editMapping(f.out('d'), (m) => {
      m.boards = [{ name: 'Sheet B', column: 0, row: 0 }];
    });
    await cli('import-vassal', f.vmod, '--mapping', mapping, '--out', f.out('e'));
    const sheet = await exported(f.out('e'));
    expect(sheet.game.map.backdrop?.boards.map((b) => b.name)).toEqual(['Sheet B']);
    expect(sheet.game.map.labels![0]).toEqual(['0501', '0602', '0701', '0802']);
  });

  it('offers the set-ups kept in the module, and imports one as a save', async () => {
    const f = files();
    const r = await cli('import-vassal', f.vmod, '--out', f.out('f'));
    expect(r.out).toContain('the module holds 1 set-up(s), give one with --setup: "Scenarios / First Day"');
    const r2 = await cli('import-vassal', f.vmod, '--setup', 'Scenarios / First Day', '--out', f.out('g'));
    expect(r2.err).toBe('');
    expect(r2.out).toContain('Turn Track: 2 (Turn, 3-3-4 Rifles)');
    const bad = await cli('import-vassal', f.vmod, '--setup', 'Last Day', '--out', f.out('h'));
    expect(bad.err).toMatch(/has no set-up "Last Day" \(its set-ups: "Scenarios \/ First Day"\)/);
  });

  it('reads a save of the module under another version with a warning; another module is still refused', async () => {
    const f = files({}, `${LAYOUT_NAME} v2.1`);
    const r = await cli('import-vassal', f.vmod, '--save', f.vsav, '--out', f.out('i'));
    expect(r.err).toBe('');
    expect(r.out).toContain(`was written by "${LAYOUT_NAME} v2.1", and the module is "${LAYOUT_NAME}"`);
    const g = files({}, `${LAYOUT_NAME} II`);
    const r2 = await cli('import-vassal', g.vmod, '--save', g.vsav, '--out', g.out('j'));
    expect(r2.err).toMatch(/is a save from another module/);
  });

  it('says which values are not in the module, and takes the calendar, weather, AR and RE the referee gives', async () => {
    const f = files();
    const r = await cli('import-vassal', f.vmod, '--save', f.vsav, '--out', f.out('k'));
    expect(r.out).toContain('action rating (AR): 3 (not in the module: default)');
    expect(r.out).toMatch(/calendar: 10 turns, .* \(the .* turns\) \(not in the module: default\)/);
    const mapping = editMapping(f.out('k'), (m) => {
      m.unitTypes.forEach((t) => (t.side = m.sides[0]!.id));
      m.calendar = { first: '1812-06-24', days: 7, turns: 3 };
      m.ar = 2;
      m.re = 2;
    });
    await cli('import-vassal', f.vmod, '--save', f.vsav, '--mapping', mapping, '--out', f.out('l'));
    const c = await exported(f.out('l'));
    expect(c.game.turns.map((t) => t.label)).toEqual(['24 Jun 1812', '1 Jul 1812', '8 Jul 1812']);
    expect(c.setup.units.filter((u) => !u.box).map((u) => [u.ar, u.re, u.unread])).toEqual([
      [2, 2, undefined],
      [2, 2, undefined],
    ]);
  });
});
