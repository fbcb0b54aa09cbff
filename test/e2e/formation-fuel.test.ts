import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';
import { supplyThenAxisExploitation } from '../helpers/demo-in-browser.js';

/** A formation spread over several hexes is fuelled as a formation (OCS 12.5c A). */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('fuelling a formation over several hexes, in the browser', () => {
  it('chooses every unit of 11 Pz from one of its hexes and pays 1 SP for all five', async () => {
    const { page, errors } = app.browser;
    const { env } = app;
    // on to the Axis Exploitation Phase, where the formation moves again (OCS sequence of play)
    await supplyThenAxisExploitation(app);
    // a fifth unit for the division (four are in the demo), in a hex of its own
    await env.api['command.execute']({
      command: { type: 'unit.create', side: 'axis', unitType: 'mot', hex: '2312', name: 'Pz Pioneer Bn' },
    });
    const pioneer = (await env.api['state.get']({})).units.find((u) => u.name === 'Pz Pioneer Bn')!;
    await env.api['command.execute']({
      command: { type: 'unit.edit', unit: pioneer.id, set: { formation: '11 Pz' } },
    });
    await page.reload();

    await page.getByTestId('goto').fill('2210');
    await page.getByTestId('goto').press('Enter');
    await page.getByRole('button', { name: 'Hex' }).click();
    await page.getByTestId('fuel-formation').click();
    await expect.poll(() => page.getByTestId('fuel-formation-note').textContent()).toBe('11 Pz: 5 units in 5 hexes');
    const proposal = page.getByTestId('fuel-proposal');
    await expect.poll(() => proposal.textContent()).toContain('formation 11 Pz: 1 SP for 5 units (12.5c A)');
    await expect.poll(() => proposal.textContent()).toContain('Fuel: 1 SP');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/e2e-formation-fuel.png' });
    await page.getByTestId('fuel-pay').click();
    // every unit of the division, in every hex, now moves on the formation's fuel
    for (const hex of ['2210', '2311', '2212', '2313', '2312'])
      await expect
        .poll(async () => (await env.api['hex.inspect']({ hex })).units.find((u) => u.formation === '11 Pz')?.markers)
        .toEqual(expect.arrayContaining([expect.stringMatching(/Fueled/)]));
    expect(errors).toEqual([]);
  });
});
