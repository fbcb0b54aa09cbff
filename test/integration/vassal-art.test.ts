import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { Campaign } from '../../shared/model/campaign-schema.js';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';
import { layerType, rotatorType, svgSquare } from '../helpers/vassal-traits.js';
import {
  addPiece,
  basicState,
  basicType,
  buildModule,
  buildSave,
  chain,
  png,
} from '../helpers/vassal-module-writer.js';
import { MODULE_NAME, scenarioModule } from '../helpers/vassal-scenario.js';

/** Counters as VASSAL draws them: layers at their saved level, SVG rendered, rotation applied; missing art named. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

/** A German infantry piece with extra picture traits (outermost first) and their states. */
function piece(id: string, name: string, image: string, traits: string[], states: string[], x: number) {
  const type = chain([...traits, 'prototype;German Infantry', basicType(image, name)]);
  return addPiece(id, type, chain([...states, '', basicState('Main Map', x, 87)]));
}

async function pixel(c: Campaign, id: string, x: number, y: number): Promise<number[]> {
  const p = c.pictures!.find((k) => k.id === id)!;
  const { data, info } = await sharp(Buffer.from(p.data, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [...data.subarray(i, i + 4)];
}

describe('import-vassal draws each counter as the save shows it', () => {
  it('a layer at its saved level over the base, an SVG layer rendered, a rotated counter turned; missing pictures named, never refusing', async () => {
    env = tempService();
    const spec = scenarioModule();
    spec.images = {
      ...spec.images,
      'red.png': png(20, 20, [220, 0, 0]),
      'green.png': png(10, 10, [0, 200, 0]),
      'blue.svg': svgSquare(10, '#0000ff'),
      'wide.png': png(20, 10, [200, 200, 0]),
    };
    const vmod = join(env.dir, 'art.vmod');
    writeFileSync(vmod, buildModule(spec));
    const commands = [
      piece('l1', '4-3-8 Layered', 'red.png', [layerType(['green.png', 'blue.svg'])], ['2'], 25),
      piece('l2', '4-3-8 Level One', 'red.png', [layerType(['green.png', 'blue.svg'])], ['1'], 75),
      piece('r1', '4-3-8 Turned', 'wide.png', [rotatorType(4)], ['1'], 125),
      piece('m1', '4-3-8 Lost', 'missing.png', [], [], 175),
      piece('m2', '4-3-8 Half', 'red.png', [layerType(['gone.svg'])], ['1'], 175),
      // a Soviet rifle, so the pieces split into two sides
      addPiece('s1', spec.slots![2]!.type, chain(['', '', basicState('Main Map', 325, 87)])),
    ];
    const vsav = join(env.dir, 'art.vsav');
    writeFileSync(vsav, buildSave(MODULE_NAME, commands));
    const out = join(env.dir, 'art.qmc');
    const r = await cli('import-vassal', vmod, '--save', vsav, '--out', out);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('no picture: "4-3-8 Lost": picture images/missing.png is missing from the module');
    expect(r.out).toContain('"4-3-8 Half": drawn without picture images/gone.svg is missing from the module');
    expect((await cli('export', out, '--out', `${out}.json`)).code).toBe(0);
    const c = JSON.parse(readFileSync(`${out}.json`, 'utf8')) as Campaign;
    const unit = (name: string) => c.setup.units.find((u) => u.name === name)!;
    const size = (id: string) => {
      const p = c.pictures!.find((k) => k.id === id)!;
      return [p.width, p.height];
    };
    // level 2 is the SVG: blue in the middle, the red base at the edge
    expect(await pixel(c, unit('4-3-8 Layered').picture!, 10, 10)).toEqual([0, 0, 255, 255]);
    expect((await pixel(c, unit('4-3-8 Layered').picture!, 2, 2)).slice(0, 3)).toEqual([220, 0, 0]);
    expect((await pixel(c, unit('4-3-8 Level One').picture!, 10, 10)).slice(0, 3)).toEqual([0, 200, 0]);
    expect(unit('4-3-8 Layered').picture).not.toBe(unit('4-3-8 Level One').picture);
    // facing 1 of 4 is a quarter turn: the 20 x 10 counter stands 10 x 20
    expect(size(unit('4-3-8 Turned').picture!)).toEqual([10, 20]);
    expect(unit('4-3-8 Lost').picture).toBeUndefined();
    expect(unit('4-3-8 Half').picture).toBeDefined();
  });
});
