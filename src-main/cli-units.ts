import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { CampaignService } from './service/campaign-service.js';
import { exportOobCsv, importOobCsv } from './service/oob-service.js';
import { FormatError } from '../shared/model/format-error.js';

/**
 * `quartermaster units <file.qmc> --import <units.csv>` brings in an order of battle as one logged
 * command (nothing on any error, each named by row and column); `--export <units.csv>` writes the
 * units on the map and on the turn record track under the documented header.
 */
export function unitsVerb(
  service: CampaignService,
  file: string,
  opts: { import?: string; export?: string },
  out: (line: string) => void,
): void {
  if (!opts.import === !opts.export) throw new Error('units: give either --import <units.csv> or --export <units.csv>');
  if (opts.import) {
    let csv: string;
    try {
      csv = readFileSync(opts.import, 'utf8');
    } catch {
      throw new FormatError(`${opts.import} could not be read`, ['no such file, or no permission to read it']);
    }
    service.open(file);
    const r = importOobCsv(service.current(), (c) => service.execute(c), csv, basename(opts.import));
    out(
      `imported ${r.placed + r.onTrack} units into ${r.summary.file}: ${r.placed} on the map, ${r.onTrack} on the turn record track (one command: undo takes it back)`,
    );
    return;
  }
  service.open(file, true);
  const r = exportOobCsv(service.current());
  writeFileSync(resolve(opts.export!), r.csv);
  out(`wrote ${resolve(opts.export!)} (${r.rows} units)`);
}
