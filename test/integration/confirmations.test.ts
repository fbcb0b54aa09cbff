import { afterEach, describe, expect, it } from 'vitest';
import type { Command } from '../../shared/rules/registered-commands.js';
import { tempService } from '../helpers/temp-service.js';

/** The app asks before what the table cannot take back; Undo still reverses it. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

describe('confirmations', () => {
  it('blowing a dump, a capture and a spend that empties a dump ask; an ordinary spend or move does not', async () => {
    env = tempService();
    await env.api['campaign.openDemo']({});
    const ask = async (command: Command) => (await env.api['command.confirmation']({ command })).question;
    expect(await ask({ type: 'dump.blow', dump: 'ax-dump-1', amount: 8 })).toMatch(
      /^Blow the dump at 0617: the dump is blown up\. The players cannot take this back at the table \(Undo still can\)/,
    );
    expect(await ask({ type: 'dump.capture', dump: 'sv-dump-3', unit: 'ax-11pz-15' })).toMatch(
      /^Capture the dump at 3826 with 11 Pz: 15 Pz Rgt: it changes hands/,
    );
    expect(await ask({ type: 'pocket.eliminate', side: 'soviet', pool: 'A' })).toMatch(
      /every unit of the pocket is eliminated/,
    );
    const spend = (amount: number): Command => ({
      type: 'supply.spend',
      side: 'axis',
      reason: 'other',
      units: [],
      hex: '1723',
      amount,
    });
    expect(await ask(spend(10))).toMatch(/: the dump at 1723 is emptied \(it holds 2 1\/2 SP\)/);
    expect(await ask(spend(4))).toBeNull();
    expect(await ask({ type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' })).toBeNull();
    // asking changes nothing; doing it and undoing it gives the dump back
    expect((await env.api['campaign.summary']({}))?.commands).toBe(0);
    await env.api['command.execute']({ command: spend(10) });
    expect((await env.api['hex.inspect']({ hex: '1723' })).dumps.map((d) => d.amountText)).toEqual(['0 SP']);
    await env.api['history.undo']({});
    expect((await env.api['hex.inspect']({ hex: '1723' })).dumps.map((d) => d.amountText)).toEqual(['2 1/2 SP']);
    // eating off the map (OCS 12.6c) would empty what is left at 1723: named as the referee names them
    await env.api['command.execute']({ command: spend(8) });
    expect(await ask({ type: 'supply.apply', side: 'axis', starve: [] })).toBe(
      'Apply the Axis supply check: the dump at 1723 is emptied (it holds 2T). The players cannot take this back at the table (Undo still can). Go ahead?',
    );
  });
});
