import { resolve } from 'node:path';
import type { Handlers } from '../../../shared/api.js';
import type { VassalPreview } from '../../../shared/import/vassal/vassal-api.js';
import { CommandError } from '../../../shared/model/command-error.js';
import type { CampaignService } from '../../service/campaign-service.js';
import { appRoot } from '../../paths.js';
import type { VassalImportResult } from './import-vassal.js';
import { byWindow } from '../../../shared/import/vassal/describe-import.js';
import { gridRegions } from '../../../shared/import/vassal/grid-regions.js';

/**
 * The wizard's calls, over the same import the CLI runs: a preview of how the mapping sorts the
 * pieces (nothing written), the import itself (a new file, never replacing one), and the pictures
 * the map draws.
 */
export function vassalHandlers(
  service: CampaignService,
): Pick<Handlers, 'picture.get' | 'vassal.preview' | 'vassal.import'> {
  // the importer (zip, XML, pictures) and its template game are loaded on first use: a CLI verb or
  // an app that never imports does not pay for them at start-up
  let importer: ReturnType<typeof loadImporter> | undefined;
  const load = () => (importer ??= loadImporter());
  return {
    'picture.get': (r) => {
      const p = service.current().store.picture(r.id);
      if (!p) throw new CommandError(`this campaign holds no picture "${r.id}"`, 'id');
      return { mime: p.mime, width: p.width, height: p.height, data: p.data.toString('base64') };
    },
    'vassal.preview': async (r) => {
      const { run, templates } = await load();
      return preview(await run.prepareVassalImport(r, templates, { drawArt: false }), !!(r.save || r.setup));
    },
    'vassal.import': async (r) => {
      const { run, templates } = await load();
      const out = resolve(r.file);
      run.refuseExisting(out);
      const result = await run.prepareVassalImport(r, templates);
      service.createCampaign(result.campaign, out);
      return { file: out, units: result.campaign.setup.units.length };
    },
  };
}

async function loadImporter() {
  const run = await import('./import-vassal.js');
  return { run, templates: run.templateGame(appRoot()) };
}

function preview(r: VassalImportResult, placed: boolean): VassalPreview {
  const map = r.campaign.game.map;
  const units = r.sorted.filter((s) => !s.skipped && (!placed || s.piece.hex));
  return {
    moduleName: r.moduleName,
    mapping: r.mapping,
    hexes: map.hexes.reduce((n, row) => n + row.replace(/ /g, '').length, 0),
    boards: map.backdrop?.boards.map((b) => b.name) ?? [],
    sides: r.mapping.sides.map((s) => ({ id: s.id, name: s.name, units: units.filter((u) => u.side === s.id).length })),
    types: r.mapping.unitTypes.map((t) => ({
      key: t.key,
      id: t.id,
      name: t.name,
      include: t.include,
      pieces: r.sorted.filter((s) => s.typeKey === t.key).length,
    })),
    pieces: r.sorted.map((s) => ({
      name: s.piece.name,
      side: s.side ?? '',
      type: s.type ?? '',
      typeKey: s.typeKey,
      factors: s.factors ? `${s.factors.attack}-${s.factors.defense}-${s.factors.ma}` : '',
      hex: s.piece.hex ?? s.piece.offGrid ?? '',
      skipped: s.skipped,
      picture: s.piece.image,
    })),
    offGrid: r.offGrid,
    windows: byWindow(r.offGrid).map(([window, list]) => ({ window, pieces: list.map((p) => p.name) })),
    placed,
    maps: r.module.maps.filter((m) => m.boards.some((b) => gridRegions(b).length > 0)).map((m) => m.name),
    boardChoices: r.map.boards.map((b) => b.name),
    setups: r.module.setups.map((s) => s.name),
    prototypes: Object.keys(r.module.prototypes).filter(Boolean).sort(),
    rosterSides: r.module.sides,
    windowNames: r.module.maps.map((m) => m.name),
    warnings: r.warnings,
    artProblems: r.artProblems,
    sources: r.sources,
    weathers: r.weathers,
  };
}
