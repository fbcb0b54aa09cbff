import { BrowserWindow, Menu, dialog } from 'electron';
import type { CampaignService } from './service/campaign-service.js';
import { menuTemplate, type MenuNative } from './menu-template.js';

/**
 * The native menu: its items (menu-template.ts) acting through Electron's dialogs and this window;
 * after each file action, the renderer is told to reload what it shows ("changed").
 */
export function buildMenu(window: BrowserWindow, service: CampaignService, options: { devTools: boolean }): void {
  const native: MenuNative = {
    openFile: (title, filters) => dialog.showOpenDialogSync(window, { title, filters, properties: ['openFile'] })?.[0],
    saveNew: (title, filters) => dialog.showSaveDialogSync(window, { title, filters }),
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
    notify: (action) => window.webContents.send('qm:menu', action),
    printToPdf: () => window.webContents.printToPDF({ printBackground: true, pageSize: 'A4' }),
    rebuild: () => buildMenu(window, service, options),
  };
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(service, native, options)));
}
