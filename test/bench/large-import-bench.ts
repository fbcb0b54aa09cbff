import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';
import { runCli } from '../../src-main/cli.js';
import { bundleWorker } from '../../src-main/work/worker-module.js';
import { nestedTraitsModule, pngHeader } from '../helpers/hostile-vassal.js';
import { buildModule, buildSave } from '../helpers/vassal-module-writer.js';
import { MODULE_NAME, scenarioCommands, scenarioModule } from '../helpers/vassal-scenario.js';
import { report } from './measure.js';

/**
 * The import caps and the worker at scale, each figure a process of its own:
 * import.vassal.peak.mb — peak resident memory importing a module whose 4 boards carry 400 MB of
 * pictures (target ≤ 1,500); export.peak.mb — that campaign exported (≤ 1,000; the export is then
 * imported back and checked picture by picture); import.vassal.nested.ms — a module with a piece of
 * 3,000 nested traits imported end to end (≤ 2,000). The fixtures are generated here.
 *
 * The memory figures are those of the built command-line tool (`node bin/quartermaster.mjs`, bundled
 * here first), the one process a referee runs with its worker threads: run through a TypeScript
 * loader instead, the figure held the loader's own memory and missed its compiler's process.
 */
const MB = 1024 * 1024;

export async function benchLargeImport(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'qm-large-bench-'));
  const cache = join(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'quartermaster');
  const worker = mkdtempSync(join(cache, 'bench-'));
  try {
    // the children use a worker bundled here, so no bundler process runs beside them
    process.env.QUARTERMASTER_JOB_WORKER = join(worker, 'job-worker.mjs');
    await bundleWorker(process.env.QUARTERMASTER_JOB_WORKER);
    const built = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: ['ignore', 'inherit', 'inherit'] });
    if (built.status !== 0) throw new Error('npm run build:cli failed');
    const vmod = join(dir, 'big.vmod');
    const vsav = join(dir, 'big.vsav');
    const setup = writeLargeModule(vmod, 4, 100);
    // the scenario's pieces, on boards B1..B4 laid out two by two
    writeFileSync(vsav, buildSave(MODULE_NAME, [setup, ...scenarioCommands().slice(1)]));
    const qmc = join(dir, 'big.qmc');
    report('import.vassal.peak.mb', child(['import-vassal', vmod, '--save', vsav, '--out', qmc]), 'MB');
    const json = join(dir, 'big.json');
    report('export.peak.mb', child(['export', qmc, '--out', json]), 'MB');
    checkRoundTrip(dir, json);

    writeFileSync(join(dir, 'nested.vmod'), nestedTraitsModule(3000));
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now();
      const code = await runCli(['import-vassal', join(dir, 'nested.vmod'), '--out', join(dir, `nested${run}.qmc`)], {
        out: () => {},
        err: console.error,
      });
      times.push(performance.now() - t0);
      if (code !== 0) throw new Error('the nested-traits import failed in the bench');
    }
    report('import.vassal.nested.ms', [...times].sort((a, b) => a - b)[1]!, 'ms');
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(worker, { recursive: true, force: true });
  }
}

function child(argv: string[]): number {
  const root = join(import.meta.dirname, '..', '..');
  const r = spawnSync(
    process.execPath,
    ['--import', join(import.meta.dirname, 'peak-rss-at-exit.mjs'), join(root, 'bin', 'quartermaster.mjs'), ...argv],
    // the built CLI runs the worker bundled beside it (build/cli/job-worker.js)
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const last = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0) throw new Error(`${argv[0]} failed in the bench: ${r.stderr}`);
  return (JSON.parse(last) as { peakMb: number }).peakMb;
}

/**
 * The scenario module with `boards` boards of `mb` MB pictures each (stored, as VASSAL stores
 * PNGs), written entry by entry: the bench process never holds the whole module.
 */
function writeLargeModule(path: string, boards: number, mb: number): string {
  const spec = scenarioModule();
  const names = Array.from({ length: boards }, (_, k) => `B${k + 1}`);
  const grid = spec.maps[0]!.boards[0]!.grid!;
  spec.maps[0]!.boards = names.map((name) => ({ name, image: `${name}.png`, width: 10000, height: 10000, grid }));
  spec.maps[0]!.setup = encodeSequence(
    ['Main MapBoardPicker', ...names.flatMap((n, k) => [n, String(k % 2), String(Math.floor(k / 2))])],
    '\t',
  );
  spec.images = { ...spec.images, ...Object.fromEntries(names.map((n) => [`${n}.png`, Buffer.alloc(0)])) };
  const small = Object.entries(unzipSync(buildModule(spec))).filter(([n]) => !/^images\/B\d+\.png$/.test(n));
  const fd = openSync(path, 'w');
  const central: Buffer[] = [];
  let offset = 0;
  const add = (name: string, data: Buffer) => {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt32LE(data.length, 20);
    cd.writeUInt32LE(data.length, 24);
    cd.writeUInt16LE(n.length, 28);
    cd.writeUInt32LE(offset, 42);
    central.push(cd, n);
    for (const b of [local, n, data]) offset += writeSync(fd, b);
  };
  for (const [name, data] of small) add(name, Buffer.from(data));
  for (const name of names)
    add(`images/${name}.png`, pngHeader(10000, 10000, Buffer.alloc(mb * MB, name.charCodeAt(1))));
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(small.length + names.length, 8);
  end.writeUInt16LE(small.length + names.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  writeSync(fd, Buffer.concat([cd, end]));
  closeSync(fd);
  return spec.maps[0]!.setup;
}

/** The export imports back to the same campaign: the same JSON again, every picture byte for byte. */
function checkRoundTrip(dir: string, json: string): void {
  const again = join(dir, 'again.qmc');
  if (child(['import', json, '--out', again]) <= 0) throw new Error('the export did not import back');
  const json2 = join(dir, 'again.json');
  child(['export', again, '--out', json2]);
  const text = (f: string) => readFileSync(f, 'utf8').replaceAll('again.pictures', 'big.pictures');
  if (text(json2) !== text(json)) throw new Error('the re-imported campaign exports differently');
  const pictures = readdirSync(join(dir, 'big.pictures'));
  const total = pictures.reduce((a, p) => a + statSync(join(dir, 'big.pictures', p)).size, 0);
  if (pictures.length < 4 || total < 400 * MB) throw new Error(`the export holds ${total} bytes of pictures`);
  for (const p of pictures)
    if (!readFileSync(join(dir, 'big.pictures', p)).equals(readFileSync(join(dir, 'again.pictures', p))))
      throw new Error(`picture ${p} changed on the way through export and import`);
}

if (process.argv[1] && /large-import-bench\.ts$/.test(process.argv[1])) await benchLargeImport();
