import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import type { Handlers } from '../shared/api.js';
import { dispatch } from './service/dispatch.js';

/**
 * Serves the API over Electron IPC. Only our own window, showing our own page, may call: the sender
 * is checked on every call, then dispatch validates the call's name and payload.
 */
export function serveIpc(
  handlers: Handlers,
  isTrusted: (contents: WebContents, frameUrl: string | undefined) => boolean,
): void {
  ipcMain.handle('qm:call', (event: IpcMainInvokeEvent, name: unknown, request: unknown) => {
    if (!isTrusted(event.sender, event.senderFrame?.url)) {
      return {
        ok: false,
        error: { kind: 'invalid-request', message: 'calls are accepted only from the Quartermaster window' },
      };
    }
    return dispatch(handlers, name, request);
  });
}
