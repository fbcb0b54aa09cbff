import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archiveFromMenu, exportJsonFromMenu, type ExportDialogs } from '../../src-main/menu-exports.js';
import { tempService } from '../helpers/temp-service.js';

/**
 * The desktop File menu's Export JSON… and Archive (HTML)…: written where the native dialogs say,
 * and an archive's existing files replaced only when the referee says so.
 */
let env: ReturnType<typeof tempService>;
beforeEach(() => {
  env = tempService();
  env.service.openDemo();
});
afterEach(() => env.cleanup());

function dialogs(answers: { file?: string; folder?: string; replace?: boolean }) {
  const told: string[] = [];
  const errors: string[] = [];
  const asked: string[] = [];
  const d: ExportDialogs = {
    saveFile: () => answers.file,
    folder: () => answers.folder,
    confirmReplace: (m) => (asked.push(m), answers.replace ?? false),
    error: (title, m) => void errors.push(`${title}: ${m}`),
    done: (m) => void told.push(m),
  };
  return { d, told, errors, asked };
}

describe('File › Export JSON… in the desktop menu', () => {
  it('writes the campaign as JSON where the save dialog says, and says where', async () => {
    const out = join(env.dir, 'exported.campaign.json');
    const { d, told, errors } = dialogs({ file: out });
    await exportJsonFromMenu(env.service, d);
    expect(errors).toEqual([]);
    expect(told).toEqual([`Exported: ${out}`]);
    expect(JSON.parse(readFileSync(out, 'utf8')).setup.units.length).toBeGreaterThan(0);
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const { d, told, errors } = dialogs({});
    await exportJsonFromMenu(env.service, d);
    expect([told, errors]).toEqual([[], []]);
  });

  it('never replaces a campaign file, even one the save dialog was told to replace', async () => {
    const { d, told, errors } = dialogs({ file: env.service.current().store.file });
    await exportJsonFromMenu(env.service, d);
    expect(told).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/could not export the campaign: .*(open campaign|campaign file)/)]);
  });
});

describe('File › Archive (HTML)… in the desktop menu', () => {
  it('writes JSON and an HTML report into the folder; its files are replaced only with consent', async () => {
    const folder = join(env.dir, 'archive');
    const first = dialogs({ folder });
    await archiveFromMenu(env.service, first.d);
    expect(first.errors).toEqual([]);
    expect(first.asked).toEqual([]);
    const html = first.told[0]!.replace(/^Archived: /, '');
    expect(existsSync(html)).toBe(true);

    // the folder now holds the archive: the referee is asked, and "no" leaves it as it was
    writeFileSync(html, 'kept');
    const declined = dialogs({ folder, replace: false });
    await archiveFromMenu(env.service, declined.d);
    expect(declined.asked).toEqual([expect.stringContaining('already exists')]);
    expect([declined.told, declined.errors]).toEqual([[], []]);
    expect(readFileSync(html, 'utf8')).toBe('kept');

    const accepted = dialogs({ folder, replace: true });
    await archiveFromMenu(env.service, accepted.d);
    expect(accepted.told).toEqual([`Archived: ${html}`]);
    expect(readFileSync(html, 'utf8')).toContain('<html');
  });
});
