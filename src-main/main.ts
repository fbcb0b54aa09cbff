import { app, BrowserWindow, dialog, protocol, session, shell } from 'electron';
import { join } from 'node:path';
import { serveIpc } from './ipc.js';
import { guardContents, type GuardedContents } from './navigation-guard.js';
import { buildMenu } from './menu.js';
import { guardDownloads } from './download-guard.js';
import { useDefectLogFolder } from './service/defect-log.js';
import { drainOutput } from './cli-output.js';
import { appRoot, appVersion, demoCampaignPath, rendererDir } from './paths.js';
import { rendererRoot } from './renderer-files.js';
import { CampaignService } from './service/campaign-service.js';
import { errorBody } from './service/dispatch.js';
import { liveCampaign } from './service/live-campaign.js';
import { APP_PAGE, APP_SCHEME, APP_SCHEME_PRIVILEGES, answerAppRequest, isOurPage } from './desktop/app-protocol.js';
import { launchRequest } from './desktop/launch-request.js';

/**
 * The Electron shell, kept thin: one sandboxed window, the menu, IPC, and the ways a campaign file
 * reaches the app (its command line, macOS's open-file, a second start handing its file over).
 * Everything else is the service, which the web bridge and the CLI share.
 */
const request = launchRequest(process.argv, {
  packaged: app.isPackaged,
  platform: process.platform,
  cwd: process.cwd(),
});

if (request.kind === 'cli') {
  // The installed `quartermaster <verb>` is this program (run-as-node is fused off): no window.
  app.commandLine.appendSwitch('ozone-platform', 'headless');
  void import('./cli.js')
    .then(({ runCli }) => runCli(request.args))
    // exits once the output has left: into a pipe, an early exit would cut it short
    .then(async (code) => {
      await drainOutput();
      app.exit(code);
    })
    .catch((e: unknown) => {
      console.error(errorBody(e).message);
      app.exit(1);
    });
} else if (!app.requestSingleInstanceLock()) {
  // another window is open: it was handed our argv (second-instance) and opens the file there
  app.quit();
} else {
  startDesktop(request.file);
}

function startDesktop(firstFile: string | undefined): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
  let window: BrowserWindow | undefined;
  let service: CampaignService | undefined;
  // macOS sends open-file before ready when a double-click starts the app: keep the newest
  let pending: string | undefined = firstFile;

  const openCampaign = (file: string) => {
    if (!service || !window) return void (pending = file);
    try {
      service.open(file);
      window.webContents.send('qm:menu', 'changed');
    } catch (e) {
      dialog.showErrorBox('Quartermaster could not open the campaign', errorBody(e).message);
    }
    buildMenu(window, service, { devTools: !app.isPackaged });
    if (window.isMinimized()) window.restore();
    window.focus();
  };

  app.on('open-file', (event, path) => {
    event.preventDefault();
    openCampaign(path);
  });
  app.on('second-instance', (_event, argv, workingDirectory) => {
    const second = launchRequest(argv, { packaged: app.isPackaged, platform: process.platform, cwd: workingDirectory });
    if (second.kind === 'app' && second.file) openCampaign(second.file);
    else if (window) window.focus();
  });
  app.on('web-contents-created', (_event, contents) => {
    // No navigation away from our page and no new windows; links open in the system browser.
    guardContents(contents as unknown as GuardedContents, (url) => void shell.openExternal(url));
  });

  void app.whenReady().then(() => {
    const root = rendererRoot(rendererDir());
    protocol.handle(APP_SCHEME, (req) => answerAppRequest(req.url, root));
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
    useDefectLogFolder(app.getPath('userData'));
    service = new CampaignService({
      demoCampaign: demoCampaignPath(),
      dataDir: app.getPath('userData'),
      version: appVersion(),
      transport: 'electron',
    });
    try {
      if (pending) service.open(pending);
      else service.openDemo();
    } catch (e) {
      // the renderer shows "no campaign open" and the File menu; the referee is told why
      if (pending) dialog.showErrorBox('Quartermaster could not open the campaign', errorBody(e).message);
    }
    pending = undefined;
    window = new BrowserWindow({
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
        devTools: !app.isPackaged,
      },
    });
    const shown = window;
    serveIpc(service.handlers, (contents, frameUrl) => contents === shown.webContents && isOurPage(frameUrl));
    buildMenu(shown, service, { devTools: !app.isPackaged });
    const open = service;
    guardDownloads(session.defaultSession, shown, () => (open.isOpen() ? open.current().store.file : undefined));
    // every change to the campaign, from this window, another or the CLI: the renderer refreshes
    const live = liveCampaign(service);
    live.changed.subscribe((head) => shown.webContents.send('qm:changed', head));
    const polling = setInterval(() => live.poll(), 500);
    shown.on('closed', () => clearInterval(polling));
    void shown.loadURL(APP_PAGE);
  });
  app.on('window-all-closed', () => {
    service?.close();
    app.quit();
  });
}
