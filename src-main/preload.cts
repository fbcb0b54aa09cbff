// The only bridge between the sandboxed renderer and main: one call channel and one menu channel.
// CommonJS on purpose: sandboxed preload scripts cannot be ES modules.
import electron = require('electron');

const { contextBridge, ipcRenderer } = electron;

contextBridge.exposeInMainWorld('quartermaster', {
  call: (name: string, request: unknown): Promise<unknown> => ipcRenderer.invoke('qm:call', name, request),
  onChanged: (listener: (head: string | null) => void): void => {
    ipcRenderer.on('qm:changed', (_event, head: unknown) => listener(typeof head === 'string' ? head : null));
  },
  onMenu: (listener: (action: string) => void): void => {
    ipcRenderer.on('qm:menu', (_event, action: unknown) => {
      if (typeof action === 'string') listener(action);
    });
  },
});
