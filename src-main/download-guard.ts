import { renameSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dialog, type BrowserWindow, type Session } from 'electron';
import { guardOutput, placeOutput } from './service/output-guard.js';
import { errorBody } from './service/dispatch.js';

/**
 * The renderer's own saves (the ledger's and the order of battle's *Export CSV*) arrive as
 * downloads: each goes through the output guard like every other file the app writes. The save
 * dialog asks before replacing a file; a campaign file or its -wal/-shm is refused even then; the
 * download lands under a temporary name and is renamed into place only once complete.
 */
export function guardDownloads(session: Session, window: BrowserWindow, openCampaign: () => string | undefined): void {
  session.on('will-download', (_event, item) => {
    const out = dialog.showSaveDialogSync(window, {
      title: 'Save as',
      defaultPath: item.getFilename(),
      properties: ['showOverwriteConfirmation', 'createDirectory'],
    });
    if (!out) return item.cancel();
    try {
      guardOutput(out, openCampaign(), true);
    } catch (e) {
      item.cancel();
      dialog.showErrorBox('Quartermaster could not save the file', errorBody(e).message);
      return;
    }
    const landing = `${out}.download-${process.pid}-${randomBytes(4).toString('hex')}`;
    item.setSavePath(landing);
    item.once('done', (_done, state) => {
      try {
        if (state === 'completed') placeOutput(out, openCampaign(), true, (partial) => renameSync(landing, partial));
      } catch (e) {
        dialog.showErrorBox('Quartermaster could not save the file', errorBody(e).message);
      } finally {
        rmSync(landing, { force: true });
      }
    });
  });
}
