import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CommandError } from '../../shared/model/command-error.js';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { parseGame } from '../../shared/parse-campaign.js';
import { guardOutput, writeOutput } from '../service/output-guard.js';
import { applyReading } from '../../shared/picture/apply-reading.js';
import { alignFromClicks, type AlignClick } from '../../shared/picture/grid-alignment.js';
import { DOUBTFUL, readPictures, type FeatureExample } from '../../shared/picture/read-picture.js';
import { readingAccuracy } from '../../shared/picture/reading-accuracy.js';
import type { CampaignService } from '../service/campaign-service.js';
import { loadPicture } from './load-picture.js';

/**
 * `quartermaster terrain-from-picture <game.json|file.qmc> --picture <sheet.png> [--sheet <id>]
 *  --align <id>@<x>,<y> <id>@<x>,<y> <id>@<x>,<y> --examples <id>=<terrain>,...
 *  [--features <feature>=<id>-<id>,...] [--reference <game.json>] --out <game.json|file.qmc>`:
 * reads one sheet's terrain and hexside features from its picture into the game. The arguments are
 * parsed here (--align takes three values, which node's parseArgs cannot).
 */
interface Io {
  out: (line: string) => void;
}

interface Args {
  input: string;
  picture: string;
  sheet?: string;
  align: AlignClick[];
  examples: Map<string, string>;
  features: FeatureExample[];
  reference?: string;
  out: string;
}

function parse(argv: string[]): Args {
  const values: Record<string, string> = {};
  const align: string[] = [];
  const positionals: string[] = [];
  for (let k = 0; k < argv.length; k++) {
    const a = argv[k]!;
    if (a === '--align') {
      while (k + 1 < argv.length && !argv[k + 1]!.startsWith('--')) align.push(argv[++k]!);
    } else if (a.startsWith('--')) {
      const name = a.slice(2);
      if (!['picture', 'sheet', 'examples', 'features', 'reference', 'out'].includes(name))
        throw new CommandError(`terrain-from-picture: unknown option ${a}`, 'usage');
      const v = argv[++k];
      if (v === undefined || v.startsWith('--'))
        throw new CommandError(`terrain-from-picture: ${a} needs a value`, name);
      values[name] = v;
    } else positionals.push(a);
  }
  const need = (name: string) => {
    const v = values[name];
    if (!v) throw new CommandError(`terrain-from-picture: --${name} is required`, name);
    return v;
  };
  if (positionals.length !== 1)
    throw new CommandError('terrain-from-picture: expected one game (.json) or campaign (.qmc) file', 'usage');
  if (align.length !== 3)
    throw new CommandError(`terrain-from-picture: --align takes three <id>@<x>,<y>, got ${align.length}`, 'align');
  const clicks = align.map((s) => {
    const m = /^([^@]+)@(-?[\d.]+),(-?[\d.]+)$/.exec(s);
    if (!m) throw new CommandError(`terrain-from-picture: --align "${s}" is not <id>@<x>,<y>`, 'align');
    return { id: m[1]!, x: Number(m[2]), y: Number(m[3]) };
  });
  const examples = new Map<string, string>();
  for (const s of need('examples').split(',')) {
    const [id, terrain] = s.split('=');
    if (!id || !terrain)
      throw new CommandError(`terrain-from-picture: --examples "${s}" is not <id>=<terrain>`, 'examples');
    examples.set(id.trim(), terrain.trim());
  }
  const features = (values.features ?? '')
    .split(',')
    .filter((s) => s.trim())
    .map((s) => {
      const m = /^([^=]+)=([^-]+)-(.+)$/.exec(s.trim());
      if (!m) throw new CommandError(`terrain-from-picture: --features "${s}" is not <feature>=<id>-<id>`, 'features');
      return { feature: m[1]!, a: m[2]!, b: m[3]! };
    });
  return {
    input: positionals[0]!,
    picture: need('picture'),
    sheet: values.sheet,
    align: clicks,
    examples,
    features,
    reference: values.reference,
    out: need('out'),
  };
}

const readGame = (file: string) => {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new CommandError(`${file} could not be read as a JSON game: ${(e as Error).message}`, 'game');
  }
  return parseGame(raw, file);
};

export async function terrainFromPictureCli(argv: string[], service: CampaignService, io: Io): Promise<number> {
  const a = parse(argv);
  const out = resolve(a.out);
  if (existsSync(out)) throw new CommandError(`${out} already exists; --out never replaces a file`, 'out');
  guardOutput(out, undefined, false);
  const fromCampaign = a.input.endsWith('.qmc');
  let game: GameDefinition;
  if (fromCampaign) {
    service.open(a.input, true);
    game = service.current().game;
  } else game = readGame(a.input);
  const grid = new HexGrid(game.map);
  const sections = game.map.sections;
  const sheet = a.sheet ?? (sections.length === 1 ? sections[0]!.id : undefined);
  if (sheet === undefined)
    throw new CommandError(
      `this map has ${sections.length} sheets: name one with --sheet (${sections.map((s) => s.id).join(', ')})`,
      'sheet',
    );
  if (!sections.some((s) => s.id === sheet))
    throw new CommandError(`there is no sheet "${sheet}" (sheets: ${sections.map((s) => s.id).join(', ')})`, 'sheet');
  const reference = a.reference ? readGame(a.reference) : undefined;
  const picture = await loadPicture(a.picture);
  const alignment = alignFromClicks(grid, a.align, picture, sheet);
  const t0 = performance.now();
  const reading = readPictures(game, grid, [{ sectionId: sheet, picture, alignment }], a.examples, a.features);
  const next = applyReading(game, grid, reading);
  const ms = performance.now() - t0;
  const counts = new Map<string, number>();
  let read = 0;
  let doubtful = 0;
  for (let i = 0; i < grid.size; i++) {
    if (grid.sectionOf[i] !== sections.findIndex((s) => s.id === sheet) || !grid.exists[i]) continue;
    read++;
    const c = reading.cls[i]!;
    if (reading.confidence[i]! < DOUBTFUL) doubtful++;
    if (c >= 0) counts.set(reading.terrain[c]!, (counts.get(reading.terrain[c]!) ?? 0) + 1);
  }
  io.out(
    `read ${read} hexes of ${sheet === '' ? 'the map sheet' : `sheet ${sheet}`} from ${a.picture} (${picture.width}x${picture.height} px) in ${Math.round(ms)} ms: ${[...counts].map(([t, n]) => `${t} ${n}`).join(', ')}`,
  );
  io.out(`  doubtful hexes (confidence under ${DOUBTFUL}): ${doubtful}`);
  const proposed = new Map<string, number>();
  for (const p of reading.proposals) proposed.set(p.feature, (proposed.get(p.feature) ?? 0) + 1);
  if (a.features.length)
    io.out(`  hexsides proposed: ${[...proposed].map(([f, n]) => `${f} ${n}`).join(', ') || 'none'}`);
  if (reference) {
    const mask = Uint8Array.from(grid.sectionOf, (s, i) => (sections[s]?.id === sheet && grid.exists[i] ? 1 : 0));
    const acc = readingAccuracy(next, reference, grid, mask);
    io.out(`terrain accuracy: ${acc.terrainAccuracy.toFixed(4)} (${acc.hexes} hexes)`);
    for (const f of acc.features)
      io.out(
        `${f.feature}: recall ${f.recall.toFixed(4)} (${f.found} of ${f.truth}), precision ${f.precision.toFixed(4)} (${f.found} of ${f.proposed})`,
      );
  }
  if (out.endsWith('.qmc')) {
    const dir = mkdtempSync(join(tmpdir(), 'qm-picture-'));
    try {
      if (fromCampaign) {
        const campaign = { ...service.toCampaign(service.current()), game: next };
        service.close();
        writeFileSync(join(dir, 'campaign.json'), JSON.stringify(campaign));
        // the open campaign's own log, as it stands: its logged events are kept
        service.importJson(join(dir, 'campaign.json'), out, true);
      } else {
        writeFileSync(join(dir, 'game.json'), JSON.stringify(next));
        service.newFromGame(join(dir, 'game.json'), out);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else writeOutput(out, JSON.stringify(next, null, 1) + '\n', undefined, false);
  io.out(`wrote ${out}`);
  return 0;
}
