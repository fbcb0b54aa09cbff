import type { MenuItemConstructorOptions } from 'electron';
import type { CampaignService } from './service/campaign-service.js';
import { errorBody } from './service/dispatch.js';
import { writeOutput } from './service/output-guard.js';
import { archiveFromMenu, exportJsonFromMenu, type ExportDialogs } from './menu-exports.js';

type Filters = Array<{ name: string; extensions: string[] }>;

/**
 * The native dialogs and window the menu's items act through: Electron's in the app (menu.ts),
 * stand-ins in the tests, so that what each item does with the referee's answers is tested without
 * the Electron binary.
 */
export interface MenuNative extends ExportDialogs {
  /** a file to open; undefined: cancelled */
  openFile(title: string, filters: Filters): string | undefined;
  /** a new file's name, the dialog not asking about an existing one (the service refuses it); undefined: cancelled */
  saveNew(title: string, filters: Filters): string | undefined;
  /** tells the window (its renderer) what the menu did or wants shown */
  notify(action: string): void;
  /** the window's view as a PDF, through the print CSS */
  printToPdf(): Promise<Uint8Array>;
  /** builds the menu again (Open Recent follows the last file opened) */
  rebuild(): void;
}

const campaignFilter: Filters = [{ name: 'Quartermaster campaign', extensions: ['qmc'] }];

/**
 * The native menu's items. File actions use the same service the renderer calls; after each, the
 * renderer is told to reload what it shows ("changed"), and a failure is shown in a box, changing nothing.
 */
export function menuTemplate(
  service: CampaignService,
  native: MenuNative,
  options: { devTools: boolean },
): MenuItemConstructorOptions[] {
  const attempt = (what: string, f: () => void) => {
    try {
      f();
      native.notify('changed');
    } catch (e) {
      native.error(`Quartermaster could not ${what}`, errorBody(e).message);
    }
    native.rebuild();
  };
  const recent = service.handlers['campaign.recent']({}) as string[];
  const open = (title: string, readOnly: boolean) => () => {
    const f = native.openFile(title, campaignFilter);
    if (f) attempt('open the campaign', () => service.open(f, readOnly));
  };

  const file: MenuItemConstructorOptions = {
    label: 'File',
    submenu: [
      {
        label: 'New from Game…',
        accelerator: 'CmdOrCtrl+N',
        click: () => {
          const game = native.openFile('Choose a game definition', [{ name: 'Game definition', extensions: ['json'] }]);
          if (!game) return;
          // the service refuses a file that exists: a new campaign never replaces one
          const out = native.saveNew('Save the new campaign as', campaignFilter);
          if (out) attempt('create the campaign', () => service.newFromGame(game, out));
        },
      },
      // the import wizard lives in the window: the menu opens it
      { label: 'Import VASSAL Module…', click: () => native.notify('import-vassal') },
      { label: 'Open…', accelerator: 'CmdOrCtrl+O', click: open('Open a campaign', false) },
      { label: 'Open Read-Only…', click: open('Open a campaign read-only (nothing can change it)', true) },
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
          const out = native.saveFile('Save a copy of the campaign', campaignFilter);
          // the dialog asked before replacing a file; a campaign file is still never replaced
          if (out) attempt('save the copy', () => service.saveCopy(out, true));
        },
      },
      // Electron does not wait for what a click returns; a test does
      { label: 'Export JSON…', click: () => exportJsonFromMenu(service, native) },
      { label: 'Archive (HTML)…', click: () => archiveFromMenu(service, native) },
      { label: 'Compact', click: () => attempt('compact the campaign', () => void service.compact()) },
      // the Players dialog lives in the window, as the web page's Players… button opens it there
      { label: 'Players…', click: () => native.notify('players') },
      // sharing through the club's server is set up in the window's dialogs, as its File menu does
      { label: 'Share…', click: () => native.notify('share') },
      { label: 'Join…', click: () => native.notify('join') },
      { label: 'Stop Sharing', click: () => native.notify('stop-sharing') },
      {
        // the view as shown (the Log tab filtered, the ledger ...), through the same print CSS the browser uses
        label: 'Print to PDF…',
        accelerator: 'CmdOrCtrl+P',
        click: () => {
          const out = native.saveFile('Print the current view to PDF', [{ name: 'PDF', extensions: ['pdf'] }]);
          if (!out) return;
          return (
            native
              .printToPdf()
              // the dialog asked before replacing a file; the guard still never writes over a campaign
              .then((pdf) => writeOutput(out, pdf, service.isOpen() ? service.current().store.file : undefined, true))
              .catch((e: unknown) => native.error('Quartermaster could not print to PDF', errorBody(e).message))
          );
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
      { label: 'Zoom In', accelerator: 'CmdOrCtrl+=', click: () => native.notify('zoom-in') },
      { label: 'Zoom Out', accelerator: 'CmdOrCtrl+-', click: () => native.notify('zoom-out') },
      { label: 'Fit Map', accelerator: 'CmdOrCtrl+0', click: () => native.notify('zoom-fit') },
      { type: 'separator' },
      { role: 'togglefullscreen' },
      // a packaged app has no developer tools: nothing in it can be inspected or changed that way
      ...(options.devTools ? [{ role: 'toggleDevTools' } as const] : []),
    ],
  };
  return [file, edit, view];
}
