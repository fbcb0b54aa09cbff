import type { CampaignService } from './service/campaign-service.js';
import { errorBody } from './service/dispatch.js';
import { CampaignFileError } from './store/campaign-file-error.js';

/** The native dialogs the menu's exports ask through (Electron's in the app, stand-ins in the tests). */
export interface ExportDialogs {
  /** a file to write, the dialog itself asking before it names an existing one; undefined: cancelled */
  saveFile(title: string, filters: Array<{ name: string; extensions: string[] }>): string | undefined;
  /** a folder to write into (made if new); undefined: cancelled */
  folder(title: string): string | undefined;
  /** whether the referee lets these files be replaced */
  confirmReplace(message: string): boolean;
  error(title: string, message: string): void;
  /** what was written, told to the referee */
  done(message: string): void;
}

/**
 * File › Export JSON…: the campaign as re-importable JSON, written where the save dialog says. The
 * dialog asked before naming an existing file, so that is consent to replace it (as Save a Copy);
 * a campaign file is still never replaced (output-guard.ts).
 */
export async function exportJsonFromMenu(service: CampaignService, dialogs: ExportDialogs): Promise<void> {
  const out = dialogs.saveFile('Export the campaign as JSON', [{ name: 'Campaign JSON', extensions: ['json'] }]);
  if (!out) return;
  try {
    dialogs.done(`Exported: ${(await service.exportJson(out, true)).out}`);
  } catch (e) {
    dialogs.error('Quartermaster could not export the campaign', errorBody(e).message);
  }
}

/**
 * File › Archive (HTML)…: the campaign as JSON and as an HTML report in the folder chosen. A folder
 * dialog does not ask about the files inside it, so when they exist the referee is asked before they
 * are replaced, and nothing is written if he says no.
 */
export async function archiveFromMenu(service: CampaignService, dialogs: ExportDialogs): Promise<void> {
  const dir = dialogs.folder('Archive the campaign (JSON and an HTML report) in a folder');
  if (!dir) return;
  try {
    let r: { json: string; html: string };
    try {
      r = await service.archive(dir, false);
    } catch (e) {
      // only a file that may be replaced is asked about: a campaign file never is (output-guard.ts)
      if (!(e instanceof CampaignFileError) || e.problem !== 'exists' || !e.message.includes('already exists')) throw e;
      if (!dialogs.confirmReplace(`${e.message}\n\nReplace the archive's files in ${dir}?`)) return;
      r = await service.archive(dir, true);
    }
    dialogs.done(`Archived: ${r.html}`);
  } catch (e) {
    dialogs.error('Quartermaster could not archive the campaign', errorBody(e).message);
  }
}
