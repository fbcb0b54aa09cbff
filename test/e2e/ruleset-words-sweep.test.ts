import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { foreignWords, shownText, withoutOwnWords, wordAt } from '../helpers/shown-words.js';

/**
 * The ruleset decides what is shown, swept rather than looked at: one campaign of each ruleset is
 * walked through every tab, the File menu, each side's supply check, the Plan moves panel, the
 * inspector on a unit of every side and type (with its Edit form) and on dumps, the campaign's game
 * editor, the Players dialog and the game editor on the ruleset's game file; no word another ruleset registers as its own (citation prefix,
 * terms, status words, markers, phases, AR, RE, dumps, HQ range) may show anywhere.
 */
const CAMPAIGNS: Array<[string, string]> = [
  ['classic', 'assets/demo/classic-demo'],
  ['ocs', 'assets/demo/ocs-demo'],
  ['grand-campaign', 'assets/demo/gc-demo'],
];

/** At most this many hexes of units are inspected (one per side and unit type, first found). */
const MOST_HEXES = 14;

async function walk(app: AppInBrowser, demo: string): Promise<Array<{ where: string; text: string }>> {
  const { page } = app.browser;
  const api = app.env.api;
  const seen: Array<{ where: string; text: string }> = [];
  const look = async (where: string) => seen.push({ where, text: await shownText(page) });

  await page.goto(app.bridge.url);
  await expect.poll(() => page.getByTestId('tab-hex').count()).toBe(1);
  await look('the desk');
  await page.getByTestId('file-menu').click();
  await look('the File menu');
  await page.getByTestId('file-menu').click();

  const summary = (await api['campaign.summary']({}))!;
  await page.getByTestId('tab-supply').click();
  for (const s of summary.sides) {
    await page.getByRole('combobox', { name: 'Side' }).selectOption(s.id);
    await page.getByTestId('supply-check').click();
    await expect.poll(() => page.getByTestId('supply-counts').count()).toBe(1);
    await look(`the Supply tab, ${s.name} checked`);
    // the side whose phase it is applies, so that markers, effects and log lines show too
    const apply = page.getByTestId('supply-apply');
    if (s.id === summary.clock.side && (await apply.isEnabled())) {
      await apply.click();
      await expect.poll(() => page.getByTestId('supply-applied').count()).toBe(1);
      await look(`the Supply tab, ${s.name} applied`);
    }
  }
  for (const tab of ['turns', 'log', 'ledger']) {
    if (!(await page.getByTestId(`tab-${tab}`).count())) continue;
    await page.getByTestId(`tab-${tab}`).click();
    await expect.poll(() => page.getByTestId(`${tab}-panel`).count()).toBe(1);
    await look(`the ${tab} tab`);
    if (tab !== 'log') continue;
    // the whole history, with every command's and event's words
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('all');
    await expect.poll(() => page.getByTestId('log-entry').count()).toBeGreaterThan(0);
    await look('the log tab, everything');
  }
  await page.getByTestId('plan-moves').click();
  await expect.poll(() => page.getByTestId('plan-panel').count()).toBe(1);
  await look('Plan moves');
  await page.getByTestId('plan-moves').click();

  const view = await api['state.get']({});
  const kinds = new Map<string, string>();
  for (const u of view.units) if (u.hex && !kinds.has(`${u.side}/${u.type}`)) kinds.set(`${u.side}/${u.type}`, u.hex);
  const hexes = [...new Set([...kinds.values()])].slice(0, MOST_HEXES);
  // dumps on the map (not GC's off-map pools)
  for (const d of view.dumps.filter((x) => x.hex !== 'pool').slice(0, 3)) hexes.push(d.hex);
  await page.getByTestId('tab-hex').click();
  for (const hex of new Set(hexes)) {
    await page.getByTestId('goto').fill(hex);
    await page.getByTestId('goto').press('Enter');
    await expect.poll(() => page.getByTestId('inspector-hex').textContent()).toBe(hex);
    await look(`the inspector on ${hex}`);
    const edit = page.getByTestId('unit-edit-open');
    if (await edit.count()) {
      await edit.first().click();
      await expect.poll(() => page.getByTestId('unit-edit').count()).toBe(1);
      await look(`the Edit form of the first unit in ${hex}`);
      await page.getByTestId('unit-edit').getByRole('button', { name: 'Cancel' }).click();
    }
  }

  await page.getByTestId('campaign-game-edit').click();
  await expect.poll(() => page.getByTestId('campaign-game-dialog').count()).toBe(1);
  await look("the campaign's game editor");
  await page.getByTestId('campaign-game-edit').click();

  await page.getByTestId('open-players').click();
  await expect.poll(() => page.getByTestId('players-dialog').count()).toBe(1);
  await look('the Players dialog');
  // a player's page, as the first side's player sees it
  await page.getByTestId('players-start').click();
  const urls = page.getByTestId('player-link-url');
  await expect.poll(() => urls.count()).toBe(summary.sides.length);
  await look('the Players dialog, started');
  const player = await app.browser.context.newPage();
  player.on('pageerror', (e) => app.browser.errors.push(`player page: ${String(e)}`));
  await player.goto(await urls.first().inputValue());
  await expect.poll(() => player.evaluate(() => Number(document.body.dataset.logHead ?? -1))).toBeGreaterThan(-1);
  const playerText = await shownText(player);
  // the page is drawn: it names the side it is for
  const playerSide = await page.getByTestId('player-link').first().getAttribute('data-side');
  expect(playerText).toContain(summary.sides.find((x) => x.id === playerSide)!.name);
  seen.push({ where: "the first side's player page", text: playerText });
  await player.close();
  await api['players.stop']({});
  await page.bringToFront();
  await page.getByTestId('players-dialog').getByRole('button', { name: 'Close' }).click();

  // the game editor, on the ruleset's game file (a copy: nothing is saved)
  const gameFile = join(app.env.dir, 'game.json');
  copyFileSync(`${demo}.game.json`, gameFile);
  await page.getByTestId('toggle-editor').click();
  await page.getByLabel('Game file').fill(gameFile);
  await page.getByRole('button', { name: 'Open' }).click();
  // open: the file's tools, not the form for a new game of any ruleset
  await expect.poll(() => page.getByTestId('editor-close').count()).toBe(1);
  await look('the game editor on its game file');
  return seen;
}

describe.each(CAMPAIGNS)('a %s campaign shows no other ruleset', (ruleset, demo) => {
  let app: AppInBrowser;
  beforeAll(async () => {
    app = await startAppInBrowser(`${demo}.campaign.json`);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows none of another ruleset's words in any tab, menu, dialog or the inspector", async () => {
    expect((await app.env.api['campaign.summary']({}))!.ruleset).toBe(ruleset);
    const seen = await walk(app, demo);
    const words = foreignWords(ruleset);
    // the sweep looks for something, in pages that show the ruleset's own words (a verdict's status word)
    expect(words.length).toBeGreaterThan(5);
    const ownStatus = rulesetInfo(ruleset).statusWords.map((w) => w.label);
    expect(seen.some(({ text }) => ownStatus.some((w) => wordAt(text, w) >= 0))).toBe(true);
    // each leak once, where it was first seen (the toolbar shows on every page)
    const leaks = new Map<string, string>();
    for (const { where, text: shown } of seen) {
      const text = withoutOwnWords(shown, ruleset);
      for (const w of words) {
        const at = wordAt(text, w.word);
        if (at < 0) continue;
        const context = text.slice(Math.max(0, at - 50), at + 50).replace(/\s+/g, ' ');
        const key = `"${w.word}" (${w.ruleset} ${w.from}) in "…${context}…"`;
        if (!leaks.has(key)) leaks.set(key, where);
      }
    }
    expect([...leaks].map(([key, where]) => `${where}: ${key}`)).toEqual([]);
    expect(app.browser.errors).toEqual([]);
  });
});

describe("the words each ruleset's screens are searched for", () => {
  it("come from the other rulesets' registrations, as the referee would name the leaks", () => {
    const words = (id: string) => foreignWords(id).map((w) => w.word);
    // a classic game: no OCS or GC citation, AR, RE, dump, Extender, throw range, mode or HQ
    expect(words('classic')).toEqual(
      expect.arrayContaining(['OCS', 'GC', 'AR', 'RE', 'dump', 'Ledgers', 'Extender', 'throw range', 'DG', 'HQ']),
    );
    // an OCS game: no GC status word, isolation roll, Leader or GC citation; a GC game: no OCS citation or throw
    expect(words('ocs')).toEqual(expect.arrayContaining(['GC', 'limited supply', 'isolation roll', 'Leader', 'CL']));
    expect(words('grand-campaign')).toEqual(
      expect.arrayContaining(['OCS', 'throw', 'Extender', 'Leader', 'strat mode']),
    );
    // and never a word of its own
    expect(words('ocs')).not.toContain('HQ');
    expect(words('grand-campaign')).not.toContain('dump');
  });
});
