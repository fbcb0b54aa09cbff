import { resolve } from 'node:path';
import type { CampaignService } from './service/campaign-service.js';
import { refuseExisting } from './import/vassal/import-vassal.js';
import { ImportError } from './import/vassal/import-error.js';
import { importVassalInWorker } from './import/vassal/import-in-worker.js';
import { writeOutput } from './service/output-guard.js';
import { RULESET_IDS, type RulesetId } from '../shared/model/ruleset-ids.js';

/**
 * `quartermaster import-vassal <module.vmod> [--save <game.vsav>] [--ruleset <id>] [--mapping <m.json>] --out <file.qmc>`:
 * a campaign from a VASSAL module and a scenario save. Without --mapping the sides and types are
 * guessed as the wizard would, printed, and written to <out>.mapping.json for the referee to edit.
 * --out never replaces a file; a refused import writes nothing.
 */
export { IMPORT_VASSAL_USAGE } from './cli-wizard-usage.js';

export async function runImportVassal(
  service: CampaignService,
  args: string[],
  values: { out?: string; save?: string; setup?: string; ruleset?: string; mapping?: string },
  io: { out: (line: string) => void },
): Promise<number> {
  if (args.length !== 1) throw new ImportError('import-vassal: expected one module file (.vmod)');
  if (!values.out) throw new ImportError('import-vassal: --out <file.qmc> is required');
  if (values.ruleset !== undefined && !(RULESET_IDS as readonly string[]).includes(values.ruleset))
    throw new ImportError(`import-vassal: --ruleset must be one of ${RULESET_IDS.join(', ')}, not "${values.ruleset}"`);
  const out = resolve(values.out);
  const mappingOut = `${out}.mapping.json`;
  refuseExisting(out);
  if (!values.mapping) refuseExisting(mappingOut);
  // read and written in a worker thread; the file appears only when the import is complete
  const { report: r } = await importVassalInWorker(service.jobs, {
    module: args[0]!,
    save: values.save,
    setup: values.setup,
    ruleset: values.ruleset as RulesetId | undefined,
    mapping: values.mapping,
    file: out,
  });
  for (const line of r.lines) io.out(line);
  if (r.guessed) {
    writeOutput(mappingOut, JSON.stringify(r.mapping, null, 1) + '\n', out, false);
    io.out(`guessed the mapping; wrote ${mappingOut} (edit it and re-run with --mapping)`);
  }
  return 0;
}
