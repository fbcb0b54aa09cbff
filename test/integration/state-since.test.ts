import { afterAll, describe, expect, it } from 'vitest';
import type { StateView } from '../../shared/api.js';
import { applyViewDelta } from '../../shared/view/view-delta.js';
import { tempService } from '../helpers/temp-service.js';

/**
 * The referee's window follows the campaign by the change from the view it holds: what a command
 * did, never the 10,000 counters again, and always the same state as a whole view would say.
 */
const env = tempService();
afterAll(() => env.cleanup());

describe("the window's state as it changed (state.since)", () => {
  it('sends the whole view first, then only what each command changed, and the result is the state as it stands', async () => {
    await env.api['campaign.openDemo']({});
    const first = await env.api['state.since']({});
    expect(first.view).toEqual(await env.api['state.get']({}));
    let held: StateView = first.view!;

    // who rolls the dice: the units and dumps are not sent again, and stay the same objects
    await env.api['command.execute']({ command: { type: 'campaign.setDice', dice: 'referee' } });
    const dice = await env.api['state.since']({ version: first.version });
    expect(dice.view).toBeUndefined();
    expect(dice.delta).toEqual({ dice: 'referee' });
    const next = applyViewDelta(held, dice.delta!);
    expect(next.units).toBe(held.units);
    expect(next).toEqual(await env.api['state.get']({}));
    held = next;

    // a move: that counter alone comes again, the others stay the objects the window holds
    await env.api['command.execute']({ command: { type: 'unit.move', unit: 'ax-hq-48pz', hex: '1813' } });
    const move = await env.api['state.since']({ version: dice.version });
    const hunks = move.delta!.units!;
    expect(hunks.flatMap((h) => h.insert.map((u) => u.id))).toEqual(['ax-hq-48pz']);
    const moved = applyViewDelta(held, move.delta!);
    expect(moved).toEqual(await env.api['state.get']({}));
    const k = held.units.findIndex((u) => u.id === 'ax-hq-48pz');
    expect(moved.units[k]!.hex).toBe('1813');
    expect(moved.units.filter((u, i) => u !== held.units[i]).map((u) => u.id)).toEqual(['ax-hq-48pz']);

    // asked again with nothing new: an empty change
    expect((await env.api['state.since']({ version: move.version })).delta).toEqual({});
  });

  it('a window holding a version it does not know (another run, another file) gets the whole view', async () => {
    await env.api['campaign.openDemo']({});
    const r = await env.api['state.since']({ version: 'old-run-17' });
    expect(r.view).toEqual(await env.api['state.get']({}));
    await expect(env.api['state.since']({ version: 'x'.repeat(65) } as never)).rejects.toThrow(/version/);
  });
});
