import { describe, expect, it } from 'vitest';
import { describeCommand } from '../rules/registered-commands.js';
import { describeEvent } from '../rules/registered-events.js';
import { refereeNames } from './referee-names.js';
import type { CampaignState } from '../model/campaign-schema.js';

/** What the log and the confirm dialogs read: names a referee uses, never the campaign's ids. */
const state = {
  clock: { turn: 1, side: 'axis', phase: 'supply' },
  units: [{ id: 'ax-11pz-111', name: '11 Pz: 111 PzG Rgt', hex: '2212' }],
  dumps: [
    { id: 'ax-dump-3', side: 'axis', hex: '1723', amount: 10, captured: false },
    { id: 'ax-tp-load', side: 'axis', hex: '2212', amount: 4, captured: false, on: 'ax-11pz-111' },
  ],
  deadPile: [],
  track: [],
} as unknown as CampaignState;
const names = refereeNames(
  {
    sides: [
      { id: 'axis', name: 'Axis' },
      { id: 'soviet', name: 'Soviet' },
    ],
  },
  {
    phases: [
      { id: 'supply', name: 'Supply Phase' },
      { id: 'breakout', name: 'Movement Phase: Breakout Segment' },
    ],
    capabilities: {},
  },
  state,
);
const sp = (n: number) => `${n / 4} SP`;

describe('referee names in the log', () => {
  it('commands name units, dumps and sides, with "1 step" and "2 steps"', () => {
    expect(describeCommand({ type: 'unit.setSteps', unit: 'ax-11pz-111', steps: 1 }, names)).toBe(
      'set 11 Pz: 111 PzG Rgt to 1 step',
    );
    expect(describeCommand({ type: 'unit.setSteps', unit: 'ax-11pz-111', steps: 2 }, names)).toBe(
      'set 11 Pz: 111 PzG Rgt to 2 steps',
    );
    expect(describeCommand({ type: 'supply.apply', side: 'axis', starve: [] }, names)).toBe(
      'apply the Axis supply check',
    );
    expect(describeCommand({ type: 'dump.blow', dump: 'ax-dump-3', amount: 4 }, names)).toBe('blow the dump at 1723');
    expect(describeCommand({ type: 'dump.setAmount', dump: 'ax-tp-load', amount: 2 }, names)).toBe(
      'change the SP carried by 11 Pz: 111 PzG Rgt',
    );
  });

  it('events name the side and the phase as the Turns tab shows them', () => {
    expect(
      describeEvent(
        {
          type: 'phaseAdvanced',
          from: { turn: 1, side: 'soviet', phase: 'supply' },
          to: { turn: 1, side: 'soviet', phase: 'breakout' },
        },
        sp,
        names,
      ),
    ).toBe('turn 1, Soviet Movement Phase: Breakout Segment begins');
    expect(describeEvent({ type: 'dumpAmountSet', dump: 'ax-dump-3', from: 10, to: 8 }, sp, names)).toBe(
      'the dump at 1723: 2.5 SP → 2 SP',
    );
  });
});
