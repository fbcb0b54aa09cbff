import { afterEach, describe, expect, it } from 'vitest';
import { tempService } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

/** What the Log and Ledgers tabs show a referee: names, never the campaign's ids. */
describe('referee names in the Log and Ledgers views', () => {
  it('the ledger filters name dumps by side and hex and phases as the Turns tab does', async () => {
    env = tempService();
    await env.api['campaign.openDemo']({});
    await env.api['command.execute']({ command: { type: 'supply.apply', side: 'axis', starve: [] } });
    const ledger = await env.api['ledger.list']({});
    expect(ledger.dumps.map((d) => ledger.dumpLabels[d])).toEqual([
      'Axis dump at 0617',
      'Axis dump at 1812',
      'Axis dump at 1723',
      'Soviet dump at 3115',
      'Soviet dump at 3611',
      'Soviet dump at 3826',
    ]);
    expect(ledger.phases.map((p) => ledger.phaseLabels[p]).slice(0, 2)).toEqual([
      'Aircraft Refit Phase',
      'Reinforcement Phase',
    ]);
    expect(ledger.phaseLabels['clean-up']).toBe('Clean Up Phase');
  });

  it('the log names the clock, units and step counts as a referee would', async () => {
    env = tempService();
    await env.api['campaign.openDemo']({});
    await env.api['command.execute']({ command: { type: 'unit.setSteps', unit: 'ax-11pz-111', steps: 1 } });
    const [entry] = (await env.api['log.list']({})).slice(-1);
    expect(entry!.clockText).toBe('turn 1, Axis Supply Phase');
    expect(entry!.command).toBe('set 11 Pz: 111 PzG Rgt to 1 step');
  });
});
