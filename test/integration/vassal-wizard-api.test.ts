import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempService } from '../helpers/temp-service.js';
import { buildModule, buildSave } from '../helpers/vassal-module-writer.js';
import { MODULE_NAME, scenarioCommands, scenarioModule, writeScenarioFiles } from '../helpers/vassal-scenario.js';
import { layoutModule } from '../helpers/vassal-layouts.js';

/** The import wizard's calls (validated in main) and the pictures a campaign keeps. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

function files() {
  env = tempService();
  return writeScenarioFiles(env.dir);
}

describe('the import wizard over the API', () => {
  it('previews how pieces sort: counts per side, types, factors, skipped and off-grid pieces', async () => {
    const f = files();
    const p = await env.api['vassal.preview']({ module: f.module, save: f.save });
    expect(p.moduleName).toBe(MODULE_NAME);
    expect(p.boards).toEqual(['West', 'East']);
    expect(p.hexes).toBe(36);
    expect(p.sides).toEqual([
      { id: 'german', name: 'German', units: 2 },
      { id: 'soviet', name: 'Soviet', units: 2 },
    ]);
    expect(p.pieces.filter((x) => x.skipped).map((x) => [x.name, x.skipped])).toEqual([
      ['Out of Supply', 'type "Marker" is skipped'],
    ]);
    expect(p.pieces.find((x) => x.name === '(3)-4-10 Pz')?.factors).toBe('3-4-10');
    expect(p.offGrid).toEqual([{ name: '4-3-8 Inf', where: 'Charts', window: 'Charts' }]);
    expect(p.windows).toEqual([{ window: 'Charts', pieces: ['4-3-8 Inf'] }]);
  });

  it('sorting by name prefix instead previews other counts; the edited mapping imports, and the map draws its pictures', async () => {
    const f = files();
    const first = await env.api['vassal.preview']({ module: f.module, save: f.save });
    const mapping = {
      ...first.mapping,
      sides: [
        { ...first.mapping.sides[0]!, rule: { by: 'prefix' as const, prefix: '2-' } },
        { ...first.mapping.sides[1]!, rule: { by: 'prefix' as const, prefix: '4-' } },
      ],
      // (soviet: it stands in 0302 with 4-3-8 Inf, which this sorting makes Soviet; opposing combat units never share a hex)
      include: [{ piece: 'Out of Supply', side: 'soviet', type: 'infantry' }],
    };
    const p = await env.api['vassal.preview']({ module: f.module, save: f.save, mapping });
    expect(p.sides.map((s) => s.units)).toEqual([2, 2]);
    const file = join(env.dir, 'wizard.qmc');
    const r = await env.api['vassal.import']({ module: f.module, save: f.save, mapping, file });
    // the four on the map, and the infantry on the charts, kept in a box to place
    expect(r.units).toBe(5);
    await env.api['campaign.open']({ file });
    const pic = await env.api['picture.get']({ id: 'west.png' });
    expect([pic.mime, pic.width, pic.height]).toEqual(['image/png', 200, 174]);
    const state = await env.api['state.get']({});
    expect(state.units.map((u) => u.picture)).toContain('sov-inf.png');
    // the inspector says which printed values were not in the module, until the referee sets one
    const inspected = await env.api['hex.inspect']({ hex: '0603' });
    expect(inspected.units.map((u) => u.unread)).toEqual([['ar', 're']]);
    await env.api['command.execute']({ command: { type: 'unit.edit', unit: inspected.units[0]!.id, set: { ar: 4 } } });
    expect((await env.api['hex.inspect']({ hex: '0603' })).units.map((u) => u.unread)).toEqual([['re']]);
    await expect(env.api['vassal.import']({ module: f.module, save: f.save, mapping, file })).rejects.toThrow(
      /already exists/,
    );
  });

  it('names a counter picture the module lacks, and previews without drawing any', async () => {
    env = tempService();
    const spec = scenarioModule();
    delete spec.images!['sov-inf.png'];
    const module = join(env.dir, 'lacking.vmod');
    writeFileSync(module, buildModule(spec));
    const save = join(env.dir, 's.vsav');
    writeFileSync(save, buildSave(MODULE_NAME, scenarioCommands(spec)));
    const p = await env.api['vassal.preview']({ module, save });
    expect(p.artProblems).toEqual(['"2-1-6 Rifle": picture images/sov-inf.png is missing from the module']);
    expect(p.sides.map((s) => s.units)).toEqual([2, 2]);
  });

  it('refuses a malformed mapping from the renderer, naming the field', async () => {
    const f = files();
    const bad = { module: f.module, mapping: { format: 'quartermaster-vassal-mapping', formatVersion: 1, sides: [] } };
    await expect(env.api['vassal.preview'](bad as never)).rejects.toThrow(/mapping/);
    expect(existsSync(join(env.dir, 'x.qmc'))).toBe(false);
  });
});

describe('the wizard on a module of zones, windows and set-ups', () => {
  it('offers the set-ups, player sides and prototypes; lists off-map pieces per window; says which values are defaults', async () => {
    env = tempService();
    const module = join(env.dir, 'zoned.vmod');
    writeFileSync(module, buildModule(layoutModule({ alternatives: true })));
    const first = await env.api['vassal.preview']({ module });
    expect(first.setups).toEqual(['Scenarios / First Day']);
    expect(first.boardChoices).toEqual(['Front', 'Sheet A', 'Sheet B']);
    expect(first.boards).toEqual(['Front']);
    expect(first.rosterSides).toEqual(['Allies', 'Axis']);
    expect(first.prototypes).toEqual(['Armor', 'Infantry']);
    const p = await env.api['vassal.preview']({ module, setup: 'Scenarios / First Day' });
    expect(p.placed).toBe(true);
    expect(p.windows.map((w) => [w.window, w.pieces.length])).toEqual([
      ['Main Map', 1],
      ['Turn Track', 2],
      ['Allied Pool', 1],
      ['Reinforcements', 1],
      ['Dead Pile', 1],
    ]);
    expect(p.sources.find((x) => x.what === 'action rating (AR)')?.from).toBe('not in the module: default');
    // the terrain chart and tables are the bundled game's, and the wizard says so
    expect(p.sources.find((x) => x.what === 'terrain and charts')).toMatchObject({
      value: expect.stringMatching(/^the .+ game's: .+; \d+ tables?$/),
      from: 'not in the module: default',
    });
    // a type's side places every piece of it; the counts say so
    const mapping = structuredClone(p.mapping);
    mapping.unitTypes.find((t) => t.key === 'Infantry')!.side = mapping.sides[0]!.id;
    const q = await env.api['vassal.preview']({ module, setup: 'Scenarios / First Day', mapping });
    expect(q.sides.map((x) => x.units)).toEqual([2, 0]);
    await expect(
      env.api['vassal.preview']({
        module,
        mapping: { ...mapping, calendar: { first: '24 June', days: 7, turns: 3 } } as never,
      }),
    ).rejects.toThrow(/calendar/);
  });
});

describe('schema version 4', () => {
  it('opens the fixture written by this version: pictures, printed ids and counter art', async () => {
    env = tempService();
    const file = join(env.dir, 'v4.qmc');
    copyFileSync('test/fixtures/schema-v4.qmc', file);
    const s = await env.api['campaign.open']({ file });
    expect(s.name).toBe('Test Front campaign');
    const map = await env.api['map.get']({});
    expect(map.game.map.labels?.[1]?.[9]).toBe('Inset:B02');
    expect((await env.api['hex.inspect']({ hex: 'Inset:C02' })).units.map((u) => u.name)).toEqual(['2-1-6 Rifle']);
    expect((await env.api['picture.get']({ id: 'east.png' })).width).toBe(400);
  });
});
