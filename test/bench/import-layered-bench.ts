import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';
import { runCli } from '../../src-main/cli.js';
import {
  addPiece,
  basicState,
  basicType,
  buildModule,
  buildSave,
  chain,
  png,
} from '../helpers/vassal-module-writer.js';
import { layerType, rotatorType } from '../helpers/vassal-traits.js';
import { report } from './measure.js';

/**
 * import.vassal.layered.ms: `import-vassal` end to end on a module whose counters are drawn from
 * three layers, as modern modules draw them: a base picture (10 kinds), a PNG layer (5 levels) and
 * an SVG layer (12 levels), some counters turned, 2,000 pieces on 5 boards in 600 distinct
 * pictures (so no cache of one picture passes it). Target: 10 s.
 */
const SVG = (k: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><circle cx="30" cy="30" r="${10 + k}" fill="#${(
      (k * 0x151f3) &
      0xffffff
    )
      .toString(16)
      .padStart(6, '0')}" fill-opacity="0.7"/><text x="8" y="56" font-size="12">${k}</text></svg>`,
  );

export async function benchImportLayered(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'qm-import-layered-'));
  try {
    const grid = { dx: 75, dy: 80, x0: 37, y0: 40 };
    const names = ['B1', 'B2', 'B3', 'B4', 'B5'];
    const boards = names.map((name) => ({ name, image: `${name}.png`, width: 3000, height: 2000, grid: { ...grid } }));
    const setup = encodeSequence(
      ['Main MapBoardPicker', 'B1', '0', '0', 'B2', '1', '0', 'B3', '2', '0', 'B4', '0', '1', 'B5', '1', '1'],
      '\t',
    );
    const images: Record<string, Buffer> = {};
    for (let b = 0; b < 10; b++) images[`base${b}.png`] = png(75, 75, [(b * 41) % 256, 90, (b * 73) % 256]);
    const pngLevels = Array.from({ length: 5 }, (_, k) => `unit${k}.png`);
    pngLevels.forEach((n, k) => (images[n] = png(40, 24, [240, (k * 50) % 256, 30])));
    const svgLevels = Array.from({ length: 12 }, (_, k) => `mark${k}.svg`);
    svgLevels.forEach((n, k) => (images[n] = SVG(k)));
    const traits = [rotatorType(6), layerType(svgLevels, { dx: 8, dy: -8 }), layerType(pngLevels, { dy: 10 })];
    const slots = [];
    const commands = [setup];
    for (let k = 0; k < 2000; k++) {
      const combo = k % 600;
      const side = k % 2 ? 'German' : 'Soviet';
      const name = `${1 + (k % 9)}-${1 + (k % 5)}-${4 + (k % 8)} Inf ${k}`;
      const type = chain(['mark;Side', ...traits, basicType(`base${combo % 10}.png`, name)]);
      const levels = [
        String(k % 7 === 0 ? 1 : 0),
        String(1 + (Math.floor(combo / 50) % 12)),
        String(1 + (Math.floor(combo / 10) % 5)),
      ];
      slots.push({ entry: name, gpid: String(k), type, state: chain([side, ...levels, basicState(null, 0, 0)]) });
      // each side on its own half of the map: opposing combat units never share a hex
      const col = ((k * 7) % 60) + (k % 2 ? 0 : 60);
      const row = (k * 13) % 50;
      const x = grid.x0 + col * grid.dx;
      const y = grid.y0 + row * grid.dy + (col % 2 ? grid.dy / 2 : 0);
      commands.push(addPiece(`p${k}`, type, chain([side, ...levels, basicState('Main Map', x, y, String(k))])));
    }
    const vmod = join(dir, 'layered.vmod');
    const vsav = join(dir, 'layered.vsav');
    writeFileSync(
      vmod,
      buildModule({ name: 'Layered Front', maps: [{ name: 'Main Map', setup, boards }], slots, images }),
    );
    writeFileSync(vsav, buildSave('Layered Front', commands));
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now();
      const code = await runCli(['import-vassal', vmod, '--save', vsav, '--out', join(dir, `run${run}.qmc`)], {
        out: () => {},
        err: console.error,
      });
      times.push(performance.now() - t0);
      if (code !== 0) throw new Error('import-vassal failed in the layered bench');
    }
    report('import.vassal.layered.ms', [...times].sort((a, b) => a - b)[1]!, 'ms');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && /import-layered-bench\.ts$/.test(process.argv[1])) await benchImportLayered();
