import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppInBrowser, type AppInBrowser } from '../helpers/app-in-browser.js';

/**
 * Two tabs on one campaign. A tab is told of the other's changes and refreshes; a tab
 * that missed the news has its stale Undo refused, and refreshes.
 */
let app: AppInBrowser;
beforeAll(async () => {
  app = await startAppInBrowser();
});
afterAll(async () => {
  await app?.close();
});

describe('two tabs on one campaign', () => {
  it("B's stale undo is refused and B refreshes; A follows a change made elsewhere", async () => {
    const { page: a, context, errors } = app.browser;
    const { env, bridge } = app;
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' } });
    await a.goto(bridge.url);
    const b = await context.newPage();
    // tab B hears nothing: as if A's news had not reached it yet
    await b.route('**/events*', (r) => r.abort());
    await b.goto(bridge.url);
    const clock = (p: typeof a) => p.getByTestId('status-clock').textContent();
    await expect.poll(() => clock(b)).toContain('Axis Supply Phase');

    // A advances the phase (past the Supply Phase, not applied: A says yes when asked); B still shows
    // the campaign before it, its Undo offering the move
    a.once('dialog', (d) => void d.accept());
    await a.getByRole('button', { name: 'Next phase' }).click();
    await expect.poll(() => clock(a)).toContain('Axis Reaction Phase');
    expect(await clock(b)).toContain('Axis Supply Phase');

    await b.getByRole('button', { name: 'Undo' }).click();
    await expect
      .poll(() => b.getByTestId('error').textContent())
      .toContain('the campaign changed in another window; it has been reloaded');
    await expect.poll(() => clock(b)).toContain('Axis Reaction Phase');
    const after = await env.api['campaign.summary']({});
    expect([after?.commands, after?.undo]).toEqual([
      2,
      'advance to the next phase, leaving the supply phase unapplied',
    ]);
    // now current, B's undo is A's advance, and goes through
    await b.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => clock(b)).toContain('Axis Supply Phase');
    // ... and A, listening, follows without being touched
    await expect.poll(() => clock(a)).toContain('Axis Supply Phase');

    // a change from elsewhere (another window, the CLI) reaches A too
    await env.api['command.execute']({ command: { type: 'clock.advance', skipSupply: true } });
    await expect.poll(() => clock(a)).toContain('Axis Reaction Phase');
    await b.close();
    expect(errors).toEqual([]);
  });
});
