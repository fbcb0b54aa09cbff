import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';
import { buildModule, buildSave, chain, basicType, basicState } from '../helpers/vassal-module-writer.js';
import { MODULE_NAME, GRID, scenarioCommands, scenarioModule } from '../helpers/vassal-scenario.js';
import { obfuscate } from '../../src-main/import/vassal/deobfuscate.js';
import type { Campaign } from '../../shared/model/campaign-schema.js';

let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

function files(saveCommands: string[] | null = scenarioCommands(), opts: { plain?: boolean } = {}) {
  env = tempService();
  const vmod = join(env.dir, 'test.vmod');
  writeFileSync(vmod, buildModule(scenarioModule()));
  const vsav = join(env.dir, 'setup.vsav');
  if (saveCommands) writeFileSync(vsav, buildSave(MODULE_NAME, saveCommands, opts));
  return { vmod, vsav, out: join(env.dir, 'front.qmc'), json: join(env.dir, 'front.json') };
}

async function exported(file: string, json: string): Promise<Campaign> {
  expect((await cli('export', file, '--out', json)).code).toBe(0);
  return JSON.parse(readFileSync(json, 'utf8')) as Campaign;
}

describe('import-vassal: a module and a saved game become a campaign', () => {
  it('names every hex as VASSAL does: two boards, the second numbered on from 05, an inset zone with its own lettered grid', async () => {
    const f = files();
    const r = await cli('import-vassal', f.vmod, '--save', f.vsav, '--out', f.out);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const c = await exported(f.out, f.json);
    const map = c.game.map;
    expect(map.orientation).toBe('flat');
    expect(map.sections.map((s) => [s.id, s.column, s.columns])).toEqual([
      ['A', 0, 4],
      ['B', 4, 8],
    ]);
    // hand-computed: odd columns staggered one row on; East continues at 05; the inset is I:A..D, not staggered
    expect(map.labels).toEqual([
      [
        '0101',
        '0202',
        '0301',
        '0402',
        '0501',
        '0602',
        '0701',
        '0802',
        'Inset:A01',
        'Inset:B01',
        'Inset:C01',
        'Inset:D01',
      ],
      [
        '0102',
        '0203',
        '0302',
        '0403',
        '0502',
        '0603',
        '0702',
        '0803',
        'Inset:A02',
        'Inset:B02',
        'Inset:C02',
        'Inset:D02',
      ],
      [
        '0103',
        '0204',
        '0303',
        '0404',
        '0503',
        '0604',
        '0703',
        '0804',
        'Inset:A03',
        'Inset:B03',
        'Inset:C03',
        'Inset:D03',
      ],
    ]);
    expect(map.backdrop?.boards.map((b) => [b.picture, b.x, b.y, b.width, b.height])).toEqual([
      ['west.png', 0, 0, 200, 174],
      ['east.png', 200, 0, 400, 174],
    ]);
    expect([map.backdrop?.x0, map.backdrop?.y0, map.backdrop?.dx, map.backdrop?.dy]).toEqual([25, 29, 50, 58]);
  });

  it('places units in their saved hexes with sides, types, factors and counter art; the stack, the inset and the charts piece', async () => {
    const f = files();
    const r = await cli('import-vassal', f.vmod, '--save', f.vsav, '--out', f.out);
    expect(r.code).toBe(0);
    expect(r.out).toContain('off the map: 1 pieces');
    expect(r.out).toContain('Charts: 1 (4-3-8 Inf)');
    const c = await exported(f.out, f.json);
    // AR and RE are not in the module: each unit says so, for the inspector, until the referee sets them
    expect(new Set(c.setup.units.map((u) => JSON.stringify(u.unread)))).toEqual(new Set(['["ar","re"]']));
    // the infantry on the charts is kept off the map, in a box of its window's name, to place
    expect(c.setup.units.filter((u) => u.box).map((u) => [u.name, u.box])).toEqual([
      ['4-3-8 Inf', 'vassal-charts-to-place'],
    ]);
    expect(c.game.holdingBoxes.map((b) => [b.id, b.name, b.offMap])).toEqual([
      ['vassal-charts-to-place', 'Charts (to place)', true],
    ]);
    const units = c.setup.units
      .filter((u) => !u.box)
      .map((u) => [u.name, u.side, u.type, u.hex, u.attack, u.defense, u.ma, u.picture]);
    expect(units).toEqual([
      ['4-3-8 Inf', 'german', 'infantry', '0302', 4, 3, 8, 'ger-inf.png'],
      ['(3)-4-10 Pz', 'german', 'armor', '0302', 3, 4, 10, 'ger-arm.png'],
      ['2-1-6 Rifle', 'soviet', 'infantry', '0603', 2, 1, 6, 'sov-inf.png'],
      ['2-1-6 Rifle', 'soviet', 'infantry', 'Inset:C02', 2, 1, 6, 'sov-inf.png'],
    ]);
    // the marker in the stack is skipped, and the mapping says so
    const mapping = JSON.parse(readFileSync(`${f.out}.mapping.json`, 'utf8'));
    expect(mapping.sides.map((s: { rule: unknown }) => s.rule)).toEqual([
      { by: 'property', key: 'Side', value: 'German' },
      { by: 'property', key: 'Side', value: 'Soviet' },
    ]);
    expect(mapping.unitTypes.map((t: { key: string; include: boolean }) => [t.key, t.include])).toEqual([
      ['Infantry', true],
      ['Armor', true],
      ['Marker', false],
    ]);
    expect(c.pictures?.map((p) => [p.id, p.width, p.height])).toEqual([
      ['east.png', 400, 174],
      ['ger-arm.png', 20, 20],
      ['ger-inf.png', 20, 20],
      ['sov-inf.png', 20, 20],
      ['west.png', 200, 174],
    ]);
  });

  it('re-runs with the edited mapping: a skipped marker brought back in, a factor corrected, another ruleset', async () => {
    const f = files();
    expect((await cli('import-vassal', f.vmod, '--save', f.vsav, '--out', f.out)).code).toBe(0);
    const mapping = JSON.parse(readFileSync(`${f.out}.mapping.json`, 'utf8'));
    mapping.include = [{ piece: 'Out of Supply', side: 'german', type: 'infantry' }];
    mapping.factors = { '2-1-6 Rifle': { attack: 3, defense: 2, ma: 5 } };
    mapping.ruleset = 'classic';
    const edited = join(env.dir, 'edited.json');
    writeFileSync(edited, JSON.stringify(mapping));
    const out2 = join(env.dir, 'second.qmc');
    const r = await cli('import-vassal', f.vmod, '--save', f.vsav, '--mapping', edited, '--out', out2);
    expect(r.err).toBe('');
    expect(existsSync(`${out2}.mapping.json`)).toBe(false);
    const c = await exported(out2, join(env.dir, 'second.json'));
    expect(c.game.ruleset).toBe('classic');
    expect(c.setup.units.filter((u) => !u.box).map((u) => [u.name, u.hex, u.attack, u.defense, u.ma])).toEqual([
      ['4-3-8 Inf', '0302', 4, 3, 8],
      ['(3)-4-10 Pz', '0302', 3, 4, 10],
      ['Out of Supply', '0302', 0, 0, 0],
      ['2-1-6 Rifle', '0603', 3, 2, 5],
      ['2-1-6 Rifle', 'Inset:C02', 3, 2, 5],
    ]);
  });

  it('without --save: no unit is placed, the pieces become unit types', async () => {
    const f = files(null);
    const r = await cli('import-vassal', f.vmod, '--out', f.out);
    expect(r.code).toBe(0);
    const c = await exported(f.out, f.json);
    expect(c.game.ruleset).toBe('ocs');
    expect(c.setup.units).toEqual([]);
    expect(c.game.unitTypes.map((t) => [t.id, t.picture])).toEqual([
      ['infantry', 'ger-inf.png'],
      ['armor', 'ger-arm.png'],
    ]);
  });

  it('reads a plain save as it is, and a log to its end', async () => {
    const moved = scenarioCommands();
    const log = encodeSequence(
      [
        'begin_save',
        ...moved,
        'end_save',
        'LOG\t' +
          encodeSequence(['p3', 'Main Map', '325', '145', 'null', 'Main Map', '275', '116', 'null', 'me'], '/').replace(
            /^/,
            'M/',
          ),
      ],
      '\u001b',
    );
    const f = files(scenarioCommands(), { plain: true });
    expect((await cli('import-vassal', f.vmod, '--save', f.vsav, '--out', f.out)).code).toBe(0);
    const plain = await exported(f.out, f.json);
    expect(plain.setup.units.find((u) => u.name === '2-1-6 Rifle')?.hex).toBe('0603');
    const vlog = join(env.dir, 'game.vlog');
    writeFileSync(vlog, buildSave(MODULE_NAME, [], { raw: obfuscate(log) }));
    const out2 = join(env.dir, 'log.qmc');
    expect((await cli('import-vassal', f.vmod, '--save', vlog, '--out', out2)).code).toBe(0);
    const c = await exported(out2, join(env.dir, 'log.json'));
    expect(c.setup.units.filter((u) => u.name === '2-1-6 Rifle').map((u) => u.hex)).toEqual(['0703', 'Inset:C02']);
  });

  it('export and re-import keep the campaign whole, pictures included', async () => {
    const f = files();
    expect((await cli('import-vassal', f.vmod, '--save', f.vsav, '--out', f.out)).code).toBe(0);
    const first = readFileSync((await exported(f.out, f.json), f.json), 'utf8');
    const again = join(env.dir, 'again.qmc');
    expect((await cli('import', f.json, '--out', again)).code).toBe(0);
    const json2 = join(env.dir, 'again.json');
    await exported(again, json2);
    expect(readFileSync(json2, 'utf8')).toBe(first);
    const archive = join(env.dir, 'archive');
    expect((await cli('archive', again, '--out', archive)).code).toBe(0);
    const archived = JSON.parse(readFileSync(join(archive, 'again.campaign.json'), 'utf8')) as Campaign;
    expect(archived.pictures?.length).toBe(5);
  });

  it('--out never replaces an existing file', async () => {
    const f = files();
    writeFileSync(f.out, 'mine');
    const r = await cli('import-vassal', f.vmod, '--save', f.vsav, '--out', f.out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/already exists/);
    expect(readFileSync(f.out, 'utf8')).toBe('mine');
  });
});

describe('import-vassal: a pointy-top (sideways) grid', () => {
  it('VASSAL columns run down the board and become our rows', async () => {
    env = tempService();
    const vmod = join(env.dir, 'side.vmod');
    const spec = scenarioModule({
      maps: [
        {
          name: 'Main Map',
          boards: [{ name: 'Only', image: 'only.png', width: 174, height: 200, grid: { ...GRID, sideways: true } }],
        },
      ],
      slots: [
        {
          entry: 'x',
          gpid: '1',
          type: chain(['mark;Side', basicType('', '1-1-1 A')]),
          state: chain(['North', basicState(null, 0, 0)]),
        },
        {
          entry: 'y',
          gpid: '2',
          type: chain(['mark;Side', basicType('', '1-1-1 B')]),
          state: chain(['South', basicState(null, 0, 0)]),
        },
      ],
    });
    writeFileSync(vmod, buildModule(spec));
    const out = join(env.dir, 'side.qmc');
    const r = await cli('import-vassal', vmod, '--out', out);
    expect(r.err).toBe('');
    const c = await exported(out, join(env.dir, 'side.json'));
    expect(c.game.map.orientation).toBe('pointy');
    expect(c.game.map.labels).toEqual([
      ['0101', '0102', '0103'],
      ['0202', '0203', '0204'],
      ['0301', '0302', '0303'],
      ['0402', '0403', '0404'],
    ]);
  });
});
