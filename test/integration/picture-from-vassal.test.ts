import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import { hexWidthPx, planeCentre, toPicture } from '../../shared/picture/grid-alignment.js';
import { tempService } from '../helpers/temp-service.js';
import { boardPicture, buildModule, buildSave } from '../helpers/vassal-module-writer.js';
import { GRID, MODULE_NAME, scenarioCommands, scenarioModule } from '../helpers/vassal-scenario.js';

/**
 * A campaign made by the VASSAL import opens in "new game from pictures" with every sheet
 * already aligned by the module's own grid; the referee goes straight to example hexes and reading.
 */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

async function importedCampaign(): Promise<void> {
  env = tempService();
  const base = scenarioModule();
  // board pictures with a dark dot on every hex centre of the module's grid
  const spec = scenarioModule({
    images: { ...base.images, 'west.png': boardPicture(200, 174, GRID), 'east.png': boardPicture(400, 174, GRID) },
  });
  const module = join(env.dir, 'front.vmod');
  const save = join(env.dir, 'setup.vsav');
  writeFileSync(module, buildModule(spec));
  writeFileSync(save, buildSave(MODULE_NAME, scenarioCommands(spec)));
  const file = join(env.dir, 'front.qmc');
  const { mapping } = await env.api['vassal.preview']({ module, save });
  await env.api['vassal.import']({ module, save, mapping, file });
  await env.api['campaign.open']({ file });
}

describe('new game from pictures, from a VASSAL-imported campaign', () => {
  it('starts with both boards loaded and aligned: every hex centre on its printed dot, within 2% of a hex', async () => {
    await importedCampaign();
    const v = await env.api['picture.fromCampaign']({});
    expect(v.sheets.map((s) => [s.sheet, s.width, s.height])).toEqual([
      ['A', 200, 174],
      ['B', 400, 174],
    ]);
    const grid = new HexGrid(v.game.map);
    grid.indexIds();
    for (const s of v.sheets) {
      const t = s.alignment!;
      expect(t).not.toBeNull();
      const tolerance = 0.02 * hexWidthPx(t);
      let checked = 0;
      for (let i = 0; i < grid.size; i++) {
        if (!grid.exists[i] || grid.section(i)!.id !== s.sheet) continue;
        const c = planeCentre(grid, i);
        const p = toPicture(t, c.x, c.y);
        // the nearest centre of the module's grid (VASSAL: columns dx apart, odd columns shoved dy/2)
        const k = Math.round((p.x - GRID.x0) / GRID.dx);
        const shove = k % 2 !== 0 ? GRID.dy / 2 : 0;
        const j = Math.round((p.y - GRID.y0 - shove) / GRID.dy);
        const d = Math.hypot(p.x - (GRID.x0 + k * GRID.dx), p.y - (GRID.y0 + j * GRID.dy + shove));
        expect(d, `${grid.printedId(i)} on sheet ${s.sheet}`).toBeLessThanOrEqual(tolerance);
        checked++;
      }
      expect(checked).toBeGreaterThan(10);
    }
    // where the save put its pieces: West 0302 at (125, 87); East 0603 at map (275, 116), East starting at x 200
    const at = (id: string, sheet: string) => {
      const c = planeCentre(grid, grid.indexOf(id));
      return toPicture(v.sheets.find((s) => s.sheet === sheet)!.alignment!, c.x, c.y);
    };
    const west = at('0302', 'A');
    expect(Math.hypot(west.x - 125, west.y - 87)).toBeLessThan(1.5);
    const east = at('0603', 'B');
    expect(Math.hypot(east.x - 75, east.y - 116)).toBeLessThan(1.5);
  });

  it('reads terrain at once, with no hex clicked to align', async () => {
    await importedCampaign();
    const v0 = await env.api['picture.fromCampaign']({});
    const terrain = v0.game.terrain[0]!.id;
    const v = await env.api['picture.read']({ examples: [{ hex: '0302', terrain }], features: [] });
    const hexes = v0.game.map.hexes.join('').replace(/ /g, '').length;
    expect(v.hexes).toHaveLength(hexes);
  });

  it('saves the reading into the campaign itself as logged game edits: its units stay, Undo takes it back', async () => {
    await importedCampaign();
    const v0 = await env.api['picture.fromCampaign']({});
    expect(v0.fromCampaign).toBe(true);
    const [open, other] = [v0.game.terrain[0]!, v0.game.terrain[1]!];
    await env.api['picture.read']({ examples: [{ hex: '0302', terrain: open.id }], features: [] });
    // the brush corrects two hexes: those are what changed
    await env.api['picture.paint']({ terrain: other.id, hexes: ['0302', '0603'] });
    const units = (await env.api['state.get']({})).units.length;
    const r = await env.api['picture.saveToCampaign']({ accepted: [] });
    expect(r.commands).toBe(1);
    expect((await env.api['hex.inspect']({ hex: '0302' })).terrain.name).toBe(other.name);
    expect((await env.api['hex.inspect']({ hex: '0603' })).terrain.name).toBe(other.name);
    expect((await env.api['state.get']({})).units).toHaveLength(units);
    const log = await env.api['log.list']({});
    expect(log.at(-1)!.command).toBe(`paint 2 hexes ${other.id}`);
    await env.api['history.undo']({});
    expect((await env.api['hex.inspect']({ hex: '0302' })).terrain.name).toBe(open.name);
    await expect(env.api['picture.saveToCampaign']({ accepted: [] })).rejects.toThrow(
      /did not start from the open campaign/,
    );
  });

  it('refuses a campaign without board pictures, saying why', async () => {
    env = tempService();
    await env.api['campaign.openDemo']({});
    await expect(env.api['picture.fromCampaign']({})).rejects.toThrow(/no board pictures.*VASSAL import/);
  });

  it('refuses when no campaign is open', async () => {
    env = tempService();
    await expect(env.api['picture.fromCampaign']({})).rejects.toThrow(/open a campaign made by the VASSAL import/);
  });
});
