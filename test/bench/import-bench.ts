import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
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
import { report } from './measure.js';

/**
 * import.vassal.ms: `import-vassal` end to end (read the module and save, locate, sort, build,
 * validate and write the campaign with its pictures) on a generated module of 5 boards of
 * 3,000 x 2,000 px and 2,000 pieces with 75 x 75 px art, with a save placing every piece.
 * Baseline in the same run: only unzipping the module and the save (import.vassal.unzip.ms).
 */
export async function benchImport(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'qm-import-bench-'));
  try {
    const grid = { dx: 75, dy: 80, x0: 37, y0: 40 };
    const boards = ['B1', 'B2', 'B3', 'B4', 'B5'].map((name) => ({
      name,
      image: `${name}.png`,
      width: 3000,
      height: 2000,
      grid: { ...grid, numbering: { sep: '.' } },
    }));
    const setup = encodeSequence(
      ['Main MapBoardPicker', 'B1', '0', '0', 'B2', '1', '0', 'B3', '2', '0', 'B4', '0', '1', 'B5', '1', '1'],
      '\t',
    );
    const images: Record<string, Buffer> = {};
    const slots = [];
    const commands = [setup];
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
    for (let k = 0; k < 2000; k++) {
      const side = k % 2 ? 'German' : 'Soviet';
      const name = `${1 + (k % 9)}-${1 + (k % 5)}-${4 + (k % 8)} Inf ${k}`;
      images[`u${k}.png`] = png(75, 75, [(k * 37) % 256, (k * 91) % 256, 120]);
      const type = chain(['mark;Side', 'prototype;Infantry', basicType(`u${k}.png`, name)]);
      slots.push({ entry: name, gpid: String(k), type, state: chain([side, '', basicState(null, 0, 0)]) });
      // each side on its own half of the map: opposing combat units never share a hex
      const col = Math.floor(rand() * 60) + (k % 2 ? 0 : 60);
      const row = Math.floor(rand() * 50);
      const x = grid.x0 + col * grid.dx;
      const y = grid.y0 + row * grid.dy + (col % 2 ? grid.dy / 2 : 0);
      commands.push(addPiece(`p${k}`, type, chain([side, '', basicState('Main Map', x, y, String(k))])));
    }
    const vmod = join(dir, 'big.vmod');
    const vsav = join(dir, 'big.vsav');
    writeFileSync(
      vmod,
      buildModule({
        name: 'Bench Front',
        maps: [{ name: 'Main Map', setup, boards }],
        prototypes: {
          Infantry: { type: chain(['mark;Class', 'piece;;;;']), state: chain(['Inf', basicState(null, 0, 0)]) },
        },
        slots,
        images,
      }),
    );
    writeFileSync(vsav, buildSave('Bench Front', commands));
    const times: number[] = [];
    const unzips: number[] = [];
    for (let run = 0; run < 3; run++) {
      const t1 = performance.now();
      unzipSync(readFileSync(vmod));
      unzipSync(readFileSync(vsav));
      unzips.push(performance.now() - t1);
      const out = join(dir, `run${run}.qmc`);
      const t0 = performance.now();
      const code = await runCli(['import-vassal', vmod, '--save', vsav, '--out', out], {
        out: () => {},
        err: console.error,
      });
      times.push(performance.now() - t0);
      if (code !== 0) throw new Error('import-vassal failed in the bench');
    }
    const median = (a: number[]) => [...a].sort((x, y) => x - y)[1]!;
    report('import.vassal.ms', median(times), 'ms');
    report('import.vassal.unzip.ms', median(unzips), 'ms');
    report('import.vassal.ratio', median(times) / median(unzips), 'x');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && /import-bench\.ts$/.test(process.argv[1])) await benchImport();
