import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { CliCall } from './cli-call.js';
import { FormatError } from '../shared/model/format-error.js';
import { decodeCsvBytes } from '../shared/model/csv.js';
import { writeOutput } from './service/output-guard.js';

/**
 * `quartermaster units <file.qmc> --import <units.csv>` brings in an order of battle as one logged
 * command (nothing on any error, each named by row and column); `--export <units.csv>` writes the
 * units on the map and on the turn record track under the documented header, through the output
 * guard: never over a campaign file, and over another file only with `--force`.
 */
export async function unitsVerb(
  call: CliCall,
  file: string,
  opts: { import?: string; export?: string; force?: boolean },
  out: (line: string) => void,
): Promise<void> {
  if (!opts.import === !opts.export) throw new Error('units: give either --import <units.csv> or --export <units.csv>');
  if (opts.import) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(opts.import);
    } catch {
      throw new FormatError(`${opts.import} could not be read`, ['no such file, or no permission to read it']);
    }
    const csv = decodeCsvBytes(bytes, basename(opts.import));
    await call('campaign.open', { file });
    const r = await call('units.importCsv', { csv, source: basename(opts.import) });
    out(
      `imported ${r.placed + r.onTrack} units into ${r.summary.file}: ${r.placed} on the map, ${r.onTrack} on the turn record track (one command: undo takes it back)`,
    );
    return;
  }
  await call('campaign.open', { file, readOnly: true });
  const r = await call('units.exportCsv', {});
  const path = writeOutput(opts.export!, r.csv, file, opts.force ?? false);
  out(`wrote ${path} (${r.rows} units)`);
}
