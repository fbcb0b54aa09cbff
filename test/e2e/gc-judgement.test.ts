import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/** The grand-campaign demo: both supply judgement phases of a turn, from the app (GC 16, 17). */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser('assets/demo/gc-demo.campaign.json');
});
afterAll(async () => {
  await app?.close();
});

describe('the grand-campaign ruleset in the browser', () => {
  it('judges supply, spends special supply, forms a pocket pool and rolls for elimination, with results on the map and in the isolation log', async () => {
    const { page, errors } = app.browser;
    const { env, bridge } = app;
    await page.goto(bridge.url);
    const clock = () => page.getByTestId('status-clock').textContent();
    const next = () => page.getByRole('button', { name: 'Next phase' }).click();
    const inspect = async (hex: string) => (await env.api['hex.inspect']({ hex })).units;
    await expect.poll(clock).toBe('Turn 1 (Aug I 1941), Axis Supply Judgement Phase');

    // the Axis judgement: the foreign-HQ rule and its contingent exception, in the verdicts' reasons
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    const verdict = (name: string) => page.getByTestId('supply-verdict').filter({ hasText: name }).textContent();
    await expect
      .poll(() => verdict('Romanian 1 Mtn Bde'))
      .toContain("a unit traces only limited supply from another nation's HQ (GC 16.F.2)");
    await expect
      .poll(() => verdict('1 Motorized Bde'))
      .toContain('of its contingent, since it has no army HQ of its own');
    await page.getByTestId('supply-apply').click();
    await expect.poll(async () => (await inspect('2616'))[0]?.badge).toBe('U3');
    // once a phase: judging again would count a turn out of supply twice
    await expect.poll(() => page.getByTestId('supply-apply').isDisabled()).toBe(true);
    await expect.poll(async () => (await inspect('1612'))[0]?.badge).toBe('U0');
    // its effects, read off the Supply Effects Chart's U3 row
    expect((await inspect('2616'))[0]!.effects).toContain(
      'combat (no SP spent): ATT ×3/4, DEF ×3/4, AEC ×1/4, ATEC ×1/2, AA ×1/2',
    );

    // on to the Soviet judgement: Next phase opens the Supply tab, already checked; the Uman pocket is outlined
    for (let k = 0; k < 4; k++) await next();
    await expect.poll(clock).toBe('Turn 1 (Aug I 1941), Soviet Supply Judgement Phase');
    await expect.poll(() => page.getByTestId('pocket-legend').textContent()).toBe('isolated pocket (1)');
    await expect
      .poll(() => page.getByTestId('supply-budgets').textContent())
      .toBe('This turn (GC 19.F): supply movement points 0 of 15; supply net (RE) 0 of 45.');
    await page.getByTestId('supply-apply').click();
    await expect.poll(async () => (await inspect('0614'))[0]?.badge).toBe('U3 ISO');

    // 1/2 SP from the pocket's own SP on the stack at 0614 (2 RE): down two levels (17.D.2)
    const stack = page
      .getByTestId('resupply-stack')
      .filter({ has: page.getByRole('button', { name: '0614', exact: true }) });
    // the SP offered by their side and hex, never by their ids
    expect(await stack.getByLabel('SP from').locator('option').first().textContent()).toBe(
      'the Soviet dump at 0614 (1/2 SP)',
    );
    for (const t of await stack.getByLabel('SP from').locator('option').allTextContents())
      expect(t).not.toMatch(/-sp|-depot/);
    await stack.getByLabel('SP to spend').fill('1/2');
    // the 1/2 SP is all the stack's dump holds: the app asks before emptying it, and the referee agrees
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await stack.getByTestId('resupply-spend').click();
    await expect.poll(() => asked.join('')).toMatch(/is emptied \(it holds 1\/2 SP\)/);
    await expect.poll(async () => (await inspect('0614'))[0]?.badge).toBe('U1 ISO');

    // a pool for the pocket, then the elimination rolls, every modifier itemised in the isolation log
    await page.getByTestId('pocket-pool').click();
    await expect.poll(() => page.getByTestId('pocket').first().textContent()).toContain('Pool A');
    await expect.poll(() => page.getByTestId('elimination-roller').count()).toBe(3);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-gc-supply.png' });
    // the referee rolls real dice in this campaign: a 6 for each
    await page.getByTestId('tab-turns').click();
    await page.getByTestId('dice-policy').selectOption('referee');
    await page.getByTestId('tab-supply').click();
    await page.getByTestId('supply-check').click();
    for (const name of ['99 Rifle Div', '139 Rifle Div', '44 Mtn Rifle Div'])
      await page.getByLabel(`Die for ${name}`).fill('6');
    await page.getByRole('button', { name: 'Enter the dice' }).click();
    const rollsOf = async () =>
      (await env.api['log.list']({}))
        .flatMap((e) => e.events)
        .filter((x) => x.kind === 'isolation' && x.text.startsWith('elimination roll'));
    await expect.poll(async () => (await rollsOf()).length).toBe(3);
    const rolls = await rollsOf();
    // 99 Rifle Div, resupplied to U1 in the dot city: 6 - 2 + 2 = 6, short of 9; the others at U3: 6 + 2 = 8, eliminated into the pool
    expect(
      rolls.map((r) =>
        r.text.replace(/^elimination roll for (.+?) at .*= (\d+), needs (\d)\+ → (.+)$/, '$1: $2 vs $3, $4'),
      ),
    ).toEqual([
      '99 Rifle Div: 6 vs 9, survives',
      '139 Rifle Div: 8 vs 7, eliminated into pool A',
      '44 Mtn Rifle Div: 8 vs 7, eliminated into pool A',
    ]);
    for (const r of rolls) expect(r.text).toContain('(entered)');
    expect(env.service.current().state.rules.gc.pools[0]!.units.map((u) => u.id)).toEqual(['su-139', 'su-44mtn']);

    // the pool's replacement points rebuild a division in the pocket (16.G.3)
    await page.getByLabel('Replacement points in pool A').fill('2');
    // (the pocket's own Set: the supply pools below have one each)
    await page.getByTestId('pocket').getByRole('button', { name: 'Set', exact: true }).click();
    await expect.poll(() => env.service.current().state.rules.gc.pools[0]!.rp).toBe(2);
    await page.getByLabel('Rebuild 139 Rifle Div at').fill('0514');
    await page.getByLabel('RP for 139 Rifle Div').fill('1');
    await page.getByRole('button', { name: 'Rebuild' }).first().click();
    await expect.poll(async () => (await inspect('0514')).map((u) => u.name)).toEqual(['139 Rifle Div']);
    expect(env.service.current().state.rules.gc.pools[0]!.rp).toBe(1);

    await page.getByTestId('tab-log').click();
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('isolation');
    await expect.poll(() => page.getByText(/elimination roll for 99 Rifle Div/).count()).toBe(1);
    await page.screenshot({ path: 'test-results/e2e-gc-judgement.png' });
    expect(errors).toEqual([]);
  });

  it('converts SP to an Offensive Chit, puts dismantled SRPs on the turn record track, attacks without SP, and keeps a ledger for each kind of points', async () => {
    const { page, errors } = app.browser;
    const { env } = app;
    const inspect = async (hex: string) => (await env.api['hex.inspect']({ hex })).units;
    // the Soviet judgement phase still: 5 SP of the Kiev depot become an Offensive Chit (19.A.2.b)
    await page.getByTestId('goto').fill('2609');
    await page.getByTestId('goto').press('Enter');
    await page.getByTestId('tab-hex').click();
    await page.getByLabel('Points of Soviet SP to convert').fill('5');
    await page.getByTestId('resource-dump').filter({ hasText: 'Soviet SP' }).getByTestId('convert-chit').click();
    await expect
      .poll(async () => (await env.api['hex.inspect']({ hex: '2609' })).dumps.map((d) => `${d.id} ${d.amountText}`))
      .toEqual(['su-depot 3 SP', 'chit-1 1 OC']);
    // the chit reads as the side's Offensive Chits (GC 19.A.2), not by its id
    await expect
      .poll(async () => (await page.getByTestId('resource-dump').allTextContents()).map((t) => t.trim().split(':')[0]))
      .toEqual(['Soviet SP', 'Soviet Offensive Chits']);

    // a fort level dismantled at the Front HQ's hex: a third of 1 SRP on the track for turn 2 (19.B.1)
    await page.getByTestId('goto').fill('2709');
    await page.getByTestId('goto').press('Enter');
    await page.getByLabel('What is dismantled').fill('fortified area');
    await page.getByRole('button', { name: 'Dismantle one level' }).click();
    await page.getByTestId('tab-turns').click();
    await expect.poll(() => page.getByTestId('track-turn').nth(1).textContent()).toContain('1/3 SRP at 2709');

    // an attack at the instant of combat from the inspector: 87 Rifle Div, at U1, attacks without SP
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'su-87', hex: '2204' } });
    await page.getByTestId('goto').fill('2204');
    await page.getByTestId('goto').press('Enter');
    await page.getByTestId('tab-hex').click();
    await page.getByLabel('Hex attacked').fill('2205');
    await page.getByLabel('without SP').check();
    await page.getByTestId('gc-attack').click();
    await expect.poll(async () => (await env.api['log.list']({})).at(-1)!.command).toBe('attack supply at 2205');
    const attack = (await env.api['log.list']({})).at(-1)!.events.map((e) => e.text);
    // next to its own lines it traces supply again, so the unsupplied attack does not raise its marker (17.C, 17.D.1)
    expect((await inspect('2204'))[0]?.badge).toBe('U1');
    expect(attack[0]).toBe(
      'Soviet attack at 2205: combat supply withheld (attack supply not spent: strength and AEC halved (GC 19.A.1); strengths: 87 Rifle Div 2)',
    );

    // the ledgers: SP and Offensive Chits apart
    await page.getByTestId('tab-ledger').click();
    await page.getByTestId('ledger-resource').selectOption('chit');
    await expect.poll(() => page.getByTestId('ledger-panel').textContent()).toContain('Soviet dump at 2609');
    const chits = await env.api['ledger.list']({ resource: 'chit' });
    expect(chits.lines.map((l) => [l.dump, l.amount, l.reason])).toEqual([['chit-1', 12, 'converted']]);
    const sp = await env.api['ledger.list']({ side: 'soviet' });
    expect(sp.lines.filter((l) => l.reason === 'converted').map((l) => [l.dump, l.amount])).toEqual([
      ['su-depot', -60],
    ]);
    await page.screenshot({ path: 'test-results/e2e-gc-ledgers.png' });
    expect(errors).toEqual([]);
  });
});
