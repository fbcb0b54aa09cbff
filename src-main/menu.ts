import { BrowserWindow, Menu, dialog, type MenuItemConstructorOptions } from 'electron';
import type { CampaignService } from './service/campaign-service.js';
import { errorBody } from './service/dispatch.js';
import { writeOutput } from './service/output-guard.js';
import { archiveFromMenu, exportJsonFromMenu, type ExportDialogs } from './menu-exports.js';

/**
 * The native menu. File actions use native dialogs and the same service the renderer calls; after
 * each, the renderer is told to reload what it shows ("changed").
 */
export function buildMenu(window: BrowserWindow, service: CampaignService, options: { devTools: boolean }): void {
  const notify = (action: string) => window.webContents.send('qm:menu', action);
  const attempt = (what: string, f: () => void) => {
    try {
      f();
      notify('changed');
    } catch (e) {
      dialog.showErrorBox(`Quartermaster could not ${what}`, errorBody(e).message);
    }
    buildMenu(window, service, options);
  };
  const campaignFilter = [{ name: 'Quartermaster campaign', extensions: ['qmc'] }];
  const exportDialogs: ExportDialogs = {
    saveFile: (title, filters) =>
      dialog.showSaveDialogSync(window, { title, filters, properties: ['showOverwriteConfirmation'] }),
    folder: (title) =>
      dialog.showOpenDialogSync(window, {
        title,
        properties: ['openDirectory', 'createDirectory', 'promptToCreate'],
      })?.[0],
    confirmReplace: (message) =>
      dialog.showMessageBoxSync(window, {
        type: 'question',
        buttons: ['Replace', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
        message,
      }) === 0,
    error: (title, message) => dialog.showErrorBox(title, message),
    done: (message) => void dialog.showMessageBox(window, { type: 'info', message }),
  };
  const recent = service.handlers['campaign.recent']({}) as string[];

  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      {
        label: 'New from Game…',
        accelerator: 'CmdOrCtrl+N',
        click: () => {
          const game = dialog.showOpenDialogSync(window, {
            title: 'Choose a game definition',
            filters: [{ name: 'Game definition', extensions: ['json'] }],
            properties: ['openFile'],
          });
          if (!game?.[0]) return;
          const out = dialog.showSaveDialogSync(window, { title: 'Save the new campaign as', filters: campaignFilter });
          if (out) attempt('create the campaign', () => service.newFromGame(game[0]!, out));
        },
      },
      // the import wizard lives in the window: the menu opens it
      { label: 'Import VASSAL Module…', click: () => notify('import-vassal') },
      {
        label: 'Open…',
        accelerator: 'CmdOrCtrl+O',
        click: () => {
          const f = dialog.showOpenDialogSync(window, {
            title: 'Open a campaign',
            filters: campaignFilter,
            properties: ['openFile'],
          });
          if (f?.[0]) attempt('open the campaign', () => service.open(f[0]!));
        },
      },
      {
        label: 'Open Read-Only…',
        click: () => {
          const f = dialog.showOpenDialogSync(window, {
            title: 'Open a campaign read-only (nothing can change it)',
            filters: campaignFilter,
            properties: ['openFile'],
          });
          if (f?.[0]) attempt('open the campaign', () => service.open(f[0]!, true));
        },
      },
      {
        label: 'Open Recent',
        submenu: recent.length
          ? recent.map((path) => ({ label: path, click: () => attempt('open the campaign', () => service.open(path)) }))
          : [{ label: 'No recent campaigns', enabled: false }],
      },
      {
        label: 'Save a Copy As…',
        accelerator: 'CmdOrCtrl+Shift+S',
        click: () => {
          const out = dialog.showSaveDialogSync(window, {
            title: 'Save a copy of the campaign',
            filters: campaignFilter,
            properties: ['showOverwriteConfirmation'],
          });
          // the dialog asked before replacing a file; a campaign file is still never replaced
          if (out) attempt('save the copy', () => service.saveCopy(out, true));
        },
      },
      { label: 'Export JSON…', click: () => void exportJsonFromMenu(service, exportDialogs) },
      { label: 'Archive (HTML)…', click: () => void archiveFromMenu(service, exportDialogs) },
      { label: 'Compact', click: () => attempt('compact the campaign', () => void service.compact()) },
      // the Players dialog lives in the window, as the web page's Players… button opens it there
      { label: 'Players…', click: () => notify('players') },
      {
        // the view as shown (the Log tab filtered, the ledger ...), through the same print CSS the browser uses
        label: 'Print to PDF…',
        accelerator: 'CmdOrCtrl+P',
        click: () => {
          const out = dialog.showSaveDialogSync(window, {
            title: 'Print the current view to PDF',
            filters: [{ name: 'PDF', extensions: ['pdf'] }],
            properties: ['showOverwriteConfirmation'],
          });
          if (!out) return;
          window.webContents
            .printToPDF({ printBackground: true, pageSize: 'A4' })
            // the dialog asked before replacing a file; the guard still never writes over a campaign
            .then((pdf) => writeOutput(out, pdf, service.isOpen() ? service.current().store.file : undefined, true))
            .catch((e: unknown) => dialog.showErrorBox('Quartermaster could not print to PDF', errorBody(e).message));
        },
      },
      { type: 'separator' },
      {
        label: 'Close Campaign',
        accelerator: 'CmdOrCtrl+W',
        click: () => attempt('close the campaign', () => service.close()),
      },
      { type: 'separator' },
      { role: 'quit' },
    ],
  };
  const edit: MenuItemConstructorOptions = {
    label: 'Edit',
    submenu: [
      { label: 'Undo', accelerator: 'CmdOrCtrl+Z', click: () => attempt('undo', () => service.undo()) },
      { label: 'Redo', accelerator: 'CmdOrCtrl+Shift+Z', click: () => attempt('redo', () => service.redo()) },
      { type: 'separator' },
      { role: 'copy' },
    ],
  };
  const view: MenuItemConstructorOptions = {
    label: 'View',
    submenu: [
      { label: 'Zoom In', accelerator: 'CmdOrCtrl+=', click: () => notify('zoom-in') },
      { label: 'Zoom Out', accelerator: 'CmdOrCtrl+-', click: () => notify('zoom-out') },
      { label: 'Fit Map', accelerator: 'CmdOrCtrl+0', click: () => notify('zoom-fit') },
      { type: 'separator' },
      { role: 'togglefullscreen' },
      // a packaged app has no developer tools: nothing in it can be inspected or changed that way
      ...(options.devTools ? [{ role: 'toggleDevTools' } as const] : []),
    ],
  };
  Menu.setApplicationMenu(Menu.buildFromTemplate([file, edit, view]));
}
