import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { menuTemplate, type MenuNative } from '../../src-main/menu-template.js';
import { tempService } from '../helpers/temp-service.js';

/**
 * The desktop menu's wiring, without the Electron binary: each item of the template the app builds
 * its menu from, clicked with the native dialogs' answers stood in, does what it says to the
 * campaign, asks before replacing, never replaces a campaign file, and says why when it cannot.
 */
let env: ReturnType<typeof tempService>;
beforeEach(() => {
  env = tempService();
  env.service.openDemo();
});
afterEach(() => env.cleanup());

interface Answers {
  open?: string[];
  saveNew?: string;
  saveFile?: string;
  folder?: string;
  replace?: boolean;
}

function stand(answers: Answers) {
  const said = { notified: [] as string[], errors: [] as string[], done: [] as string[], asked: [] as string[] };
  let rebuilt = 0;
  const opens = [...(answers.open ?? [])];
  const native: MenuNative = {
    openFile: () => opens.shift(),
    saveNew: () => answers.saveNew,
    saveFile: () => answers.saveFile,
    folder: () => answers.folder,
    confirmReplace: (m) => (said.asked.push(m), answers.replace ?? false),
    error: (title, m) => void said.errors.push(`${title}: ${m}`),
    done: (m) => void said.done.push(m),
    notify: (a) => void said.notified.push(a),
    printToPdf: () => Promise.resolve(new TextEncoder().encode('%PDF-1.7 stand-in')),
    rebuild: () => void rebuilt++,
  };
  return { native, said, rebuilt: () => rebuilt };
}

/** The item at a path of labels ("File", "Open…"), clicked as Electron would, and what it started finished. */
async function click(template: MenuItemConstructorOptions[], ...labels: string[]): Promise<void> {
  let items = template;
  let item: MenuItemConstructorOptions | undefined;
  for (const label of labels) {
    item = items.find((i) => i.label === label);
    if (!item) throw new Error(`no menu item "${label}" (has: ${items.map((i) => i.label ?? i.role).join(', ')})`);
    items = (item.submenu as MenuItemConstructorOptions[] | undefined) ?? [];
  }
  const run = item!.click as unknown as () => unknown;
  await run();
}

const labels = (items: MenuItemConstructorOptions[]) => items.map((i) => i.label ?? i.role ?? i.type);

describe('the desktop menu template', () => {
  it('has the File menu of the web page, and developer tools only when asked for', () => {
    const { native } = stand({});
    const [file, edit, view] = menuTemplate(env.service, native, { devTools: false });
    expect(labels(file!.submenu as MenuItemConstructorOptions[])).toEqual([
      'New from Game…',
      'Import VASSAL Module…',
      'Open…',
      'Open Read-Only…',
      'Open Recent',
      'Save a Copy As…',
      'Export JSON…',
      'Archive (HTML)…',
      'Compact',
      'Players…',
      'Share…',
      'Join…',
      'Stop Sharing',
      'Print to PDF…',
      'separator',
      'Close Campaign',
      'separator',
      'quit',
    ]);
    expect(labels(edit!.submenu as MenuItemConstructorOptions[])).toContain('Undo');
    expect(labels(view!.submenu as MenuItemConstructorOptions[])).not.toContain('toggleDevTools');
    const withTools = menuTemplate(env.service, native, { devTools: true })[2]!;
    expect(labels(withTools.submenu as MenuItemConstructorOptions[])).toContain('toggleDevTools');
  });

  it('New from Game… makes and opens a campaign, and never replaces an existing file', async () => {
    const out = join(env.dir, 'new.qmc');
    const s = stand({ open: ['assets/demo/classic-demo.game.json'], saveNew: out });
    await click(menuTemplate(env.service, s.native, { devTools: false }), 'File', 'New from Game…');
    expect(s.said.errors).toEqual([]);
    expect(env.service.current().store.file).toBe(out);
    expect(s.said.notified).toEqual(['changed']);
    expect(s.rebuilt()).toBe(1);

    const taken = join(env.dir, 'taken.qmc');
    writeFileSync(taken, 'the referee’s notes');
    const again = stand({ open: ['assets/demo/classic-demo.game.json'], saveNew: taken });
    await click(menuTemplate(env.service, again.native, { devTools: false }), 'File', 'New from Game…');
    expect(again.said.errors).toEqual([
      expect.stringMatching(/^Quartermaster could not create the campaign: .*exists/),
    ]);
    expect(readFileSync(taken, 'utf8')).toBe('the referee’s notes');
    expect(env.service.current().store.file).toBe(out);
    expect(again.said.notified).toEqual([]);
  });

  it('Open… opens the file chosen, a cancelled dialog does nothing, and a file that is not a campaign is refused', async () => {
    const copy = join(env.dir, 'copy.qmc');
    env.service.saveCopy(copy);
    const demo = env.service.current().store.file;
    const cancelled = stand({});
    await click(menuTemplate(env.service, cancelled.native, { devTools: false }), 'File', 'Open…');
    expect(cancelled.said.notified).toEqual([]);
    expect(env.service.current().store.file).toBe(demo);

    const s = stand({ open: [copy] });
    await click(menuTemplate(env.service, s.native, { devTools: false }), 'File', 'Open…');
    expect(env.service.current().store.file).toBe(copy);
    expect(s.said.notified).toEqual(['changed']);

    const notes = join(env.dir, 'notes.qmc');
    writeFileSync(notes, 'not a campaign');
    const bad = stand({ open: [notes] });
    await click(menuTemplate(env.service, bad.native, { devTools: false }), 'File', 'Open…');
    expect(bad.said.errors).toEqual([expect.stringMatching(/^Quartermaster could not open the campaign: /)]);
    expect(readFileSync(notes, 'utf8')).toBe('not a campaign');
    expect(env.service.current().store.file).toBe(copy);
  });

  it('Save a Copy As… writes the copy, but never over the open campaign itself', async () => {
    const copy = join(env.dir, 'copy.qmc');
    const s = stand({ saveFile: copy });
    await click(menuTemplate(env.service, s.native, { devTools: false }), 'File', 'Save a Copy As…');
    expect(s.said.errors).toEqual([]);
    expect(existsSync(copy)).toBe(true);

    const own = env.service.current().store.file;
    const before = env.service.current().store.commandCount();
    const self = stand({ saveFile: own });
    await click(menuTemplate(env.service, self.native, { devTools: false }), 'File', 'Save a Copy As…');
    expect(self.said.errors).toEqual([expect.stringMatching(/^Quartermaster could not save the copy: /)]);
    expect(env.service.current().store.commandCount()).toBe(before);
  });

  it('Export JSON… and Print to PDF… write where the dialog says, never over the campaign file', async () => {
    const json = join(env.dir, 'campaign.json');
    const s = stand({ saveFile: json });
    await click(menuTemplate(env.service, s.native, { devTools: false }), 'File', 'Export JSON…');
    expect(s.said.done).toEqual([`Exported: ${json}`]);
    expect(JSON.parse(readFileSync(json, 'utf8')).setup.units.length).toBeGreaterThan(0);

    const pdf = join(env.dir, 'view.pdf');
    const p = stand({ saveFile: pdf });
    await click(menuTemplate(env.service, p.native, { devTools: false }), 'File', 'Print to PDF…');
    expect(readFileSync(pdf, 'utf8')).toBe('%PDF-1.7 stand-in');

    const own = env.service.current().store.file;
    const size = readFileSync(own).length;
    const over = stand({ saveFile: own });
    await click(menuTemplate(env.service, over.native, { devTools: false }), 'File', 'Print to PDF…');
    expect(over.said.errors).toEqual([expect.stringMatching(/^Quartermaster could not print to PDF: /)]);
    expect(readFileSync(own).length).toBe(size);
  });

  it("Archive (HTML)… asks before replacing an archive's files, and leaves them when told no", async () => {
    const dir = join(env.dir, 'archive');
    const first = stand({ folder: dir });
    await click(menuTemplate(env.service, first.native, { devTools: false }), 'File', 'Archive (HTML)…');
    expect(first.said.done).toHaveLength(1);
    const html = first.said.done[0]!.replace(/^Archived: /, '');
    writeFileSync(html, 'kept');
    const no = stand({ folder: dir, replace: false });
    await click(menuTemplate(env.service, no.native, { devTools: false }), 'File', 'Archive (HTML)…');
    expect(no.said.asked).toHaveLength(1);
    expect(readFileSync(html, 'utf8')).toBe('kept');
  });

  it('Undo and Close Campaign act on the campaign; the window opens the wizard, the Players dialog and zooms', async () => {
    const s = stand({});
    await env.api['command.execute']({ command: { type: 'unit.setSteps', unit: 'ax-11pz-15', steps: 1 } });
    await click(menuTemplate(env.service, s.native, { devTools: false }), 'Edit', 'Undo');
    expect((await env.api['campaign.summary']({}))?.redo).toMatch(/^set .* to 1 step$/);
    for (const item of [
      ['File', 'Import VASSAL Module…'],
      ['File', 'Players…'],
      ['View', 'Zoom In'],
      ['View', 'Fit Map'],
    ])
      await click(menuTemplate(env.service, s.native, { devTools: false }), ...item);
    await click(menuTemplate(env.service, s.native, { devTools: false }), 'File', 'Close Campaign');
    expect(env.service.isOpen()).toBe(false);
    expect(s.said.notified).toEqual(['changed', 'import-vassal', 'players', 'zoom-in', 'zoom-fit', 'changed']);
  });
});
