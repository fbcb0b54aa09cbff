import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { CliCall } from './cli-call.js';
import { FormatError } from '../shared/model/format-error.js';

/**
 * `quartermaster units <file.qmc> --import <units.csv>` brings in an order of battle as one logged
 * command (nothing on any error, each named by row and column); `--export <units.csv>` writes the
 * units on the map and on the turn record track under the documented header.
 */
export async function unitsVerb(
  call: CliCall,
  file: string,
  opts: { import?: string; export?: string },
  out: (line: string) => void,
): Promise<void> {
  if (!opts.import === !opts.export) throw new Error('units: give either --import <units.csv> or --export <units.csv>');
  if (opts.import) {
    let csv: string;
    try {
      csv = readFileSync(opts.import, 'utf8');
    } catch {
      throw new FormatError(`${opts.import} could not be read`, ['no such file, or no permission to read it']);
    }
    await call('campaign.open', { file });
    const r = await call('units.importCsv', { csv, source: basename(opts.import) });
    out(
      `imported ${r.placed + r.onTrack} units into ${r.summary.file}: ${r.placed} on the map, ${r.onTrack} on the turn record track (one command: undo takes it back)`,
    );
    return;
  }
  await call('campaign.open', { file, readOnly: true });
  const r = await call('units.exportCsv', {});
  writeFileSync(resolve(opts.export!), r.csv);
  out(`wrote ${resolve(opts.export!)} (${r.rows} units)`);
}
