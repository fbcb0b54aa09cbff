import { app, BrowserWindow, session, shell } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveIpc } from './ipc.js';
import { isOurPage } from './page-origin.js';
import { guardContents, type GuardedContents } from './navigation-guard.js';
import { buildMenu } from './menu.js';
import { guardDownloads } from './download-guard.js';
import { useDefectLogFolder } from './service/defect-log.js';
import { appRoot, appVersion, demoCampaignPath, rendererDir } from './paths.js';
import { CONTENT_SECURITY_POLICY } from './security.js';
import { CampaignService } from './service/campaign-service.js';
import { liveCampaign } from './service/live-campaign.js';

/**
 * The Electron shell, kept thin: one sandboxed window, the menu, IPC. Everything else is the
 * service, which the web bridge and the CLI share.
 */
const page = pathToFileURL(join(rendererDir(), 'index.html')).toString();

app.on('web-contents-created', (_event, contents) => {
  // No navigation away from our page and no new windows; links open in the system browser.
  guardContents(contents as unknown as GuardedContents, (url) => void shell.openExternal(url));
});

void app.whenReady().then(() => {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  useDefectLogFolder(app.getPath('userData'));
  const service = new CampaignService({
    demoCampaign: demoCampaignPath(),
    dataDir: app.getPath('userData'),
    version: appVersion(),
    transport: 'electron',
  });
  const file = process.argv.slice(2).find((a) => a.endsWith('.qmc'));
  try {
    if (file) service.open(file);
    else service.openDemo();
  } catch {
    // the renderer shows "no campaign open" and the File menu
  }
  const window = new BrowserWindow({
    width: 1400,
    height: 900,
    title: 'Quartermaster',
    icon: join(appRoot(), 'assets', 'icon.png'),
    webPreferences: {
      preload: join(appRoot(), 'build', 'main', 'src-main', 'preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  serveIpc(service.handlers, (contents, frameUrl) => contents === window.webContents && isOurPage(page, frameUrl));
  buildMenu(window, service);
  guardDownloads(session.defaultSession, window, () => (service.isOpen() ? service.current().store.file : undefined));
  // every change to the campaign, from this window, another or the CLI: the renderer refreshes
  const live = liveCampaign(service);
  live.changed.subscribe((head) => window.webContents.send('qm:changed', head));
  const polling = setInterval(() => live.poll(), 500);
  window.on('closed', () => clearInterval(polling));
  void window.loadURL(page);
  app.on('window-all-closed', () => {
    service.close();
    app.quit();
  });
});
