import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';

const shown: { template: MenuItemConstructorOptions[] } = { template: [] };
vi.mock('electron', () => ({
  Menu: {
    buildFromTemplate: (t: MenuItemConstructorOptions[]) => t,
    setApplicationMenu: (t: MenuItemConstructorOptions[]) => void (shown.template = t),
  },
  dialog: { showErrorBox: vi.fn(), showOpenDialogSync: vi.fn(), showSaveDialogSync: vi.fn() },
  BrowserWindow: class {},
}));

const { buildMenu } = await import('./menu.js');

describe('the desktop File menu', () => {
  it('opens the Players dialog in the window, as the web page’s Players… button does', () => {
    const sent: unknown[][] = [];
    const window = { webContents: { send: (...a: unknown[]) => sent.push(a) } };
    const service = { handlers: { 'campaign.recent': () => [] } };
    buildMenu(window as never, service as never, { devTools: false });
    const file = shown.template.find((m) => m.label === 'File')!;
    const item = (file.submenu as MenuItemConstructorOptions[]).find((m) => m.label === 'Players…');
    expect(item).toBeDefined();
    (item!.click as () => void)();
    expect(sent).toEqual([['qm:menu', 'players']]);
  });

  it('opens Share…, Join… and Stop Sharing in the window, as its own File menu does', () => {
    const sent: unknown[][] = [];
    const window = { webContents: { send: (...a: unknown[]) => sent.push(a) } };
    const service = { handlers: { 'campaign.recent': () => [] } };
    buildMenu(window as never, service as never, { devTools: false });
    const items = shown.template.find((m) => m.label === 'File')!.submenu as MenuItemConstructorOptions[];
    for (const label of ['Share…', 'Join…', 'Stop Sharing'])
      (items.find((m) => m.label === label)!.click as () => void)();
    expect(sent).toEqual([
      ['qm:menu', 'share'],
      ['qm:menu', 'join'],
      ['qm:menu', 'stop-sharing'],
    ]);
  });
});
