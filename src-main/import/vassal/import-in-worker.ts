import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { appRoot } from '../../paths.js';
import { createExclusive } from '../../store/create-exclusive.js';
import type { JobBoard } from '../../work/run-job.js';
import type { VassalImportReport } from './import-report.js';
import type { VassalImportRequest } from './import-vassal.js';
import { ImportError } from './import-error.js';

/**
 * A VASSAL import in a worker: the worker writes the campaign into a staging folder beside `file`,
 * and it is put in place here only when complete, never over an existing file. A refusal, a failure
 * or Cancel removes the staging folder, so nothing is left behind.
 */
export async function importVassalInWorker(
  jobs: JobBoard,
  req: VassalImportRequest & { file: string },
  onLine?: (line: string) => void,
): Promise<{ file: string; report: VassalImportReport }> {
  if (existsSync(req.file))
    throw new ImportError(`${req.file} already exists; --out never replaces a file, choose another name`);
  const staging = mkdtempSync(join(dirname(req.file), '.qm-staging-'));
  try {
    const { file: _file, ...request } = req;
    const report = await jobs.run(
      'vassal.import',
      { request, appRoot: appRoot(), file: join(staging, 'campaign.qmc'), out: req.file },
      onLine,
    );
    createExclusive(req.file, (partial) => renameSync(join(staging, 'campaign.qmc'), partial));
    return { file: req.file, report };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
