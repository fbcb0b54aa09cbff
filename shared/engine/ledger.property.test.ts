import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CampaignState, Dump } from '../model/campaign-schema.js';
import { campaignStateSchema } from '../rules/registered-state.js';
import { fold, LedgerWalker, type GameEvent } from '../rules/registered-events.js';
import { openingLedger, type LedgerDelta } from './ledger.js';

const roll = { faces: [3], source: 'entered' as const };

/** Turns random numbers into a valid next command's events for the state as it is now. */
function nextEvents(s: CampaignState, pick: number[], n: number): GameEvent[] {
  const [kind = 0, a = 0, b = 0, c = 0] = pick;
  const dumps = s.dumps;
  const d = dumps.length ? dumps[a % dumps.length]! : undefined;
  const other = dumps.length ? dumps[b % dumps.length]! : undefined;
  switch (kind % 8) {
    case 0:
      return [
        {
          type: 'dumpCreated',
          dump: {
            id: `d${n}`,
            side: b % 2 ? 'x' : 'y',
            hex: `01${String(1 + (c % 9)).padStart(2, '0')}`,
            amount: c % 40,
            captured: false,
          },
        },
      ];
    case 1:
      return d ? [{ type: 'dumpAmountSet', dump: d.id, from: d.amount, to: c % 50 }] : [];
    case 2:
      return d && d.amount > 0
        ? [{ type: 'dumpSpent', dump: d.id, hex: d.hex, tokens: 1 + (c % d.amount), reason: 'fuel', units: ['u'] }]
        : [];
    case 3:
      return d && d.amount > 0
        ? [
            {
              type: 'dumpBlown',
              dump: d.id,
              hex: d.hex,
              attempted: d.amount,
              dice: roll,
              percent: 50,
              destroyed: c % (d.amount + 1),
            },
          ]
        : [];
    case 4: {
      if (!d || d.amount === 0) return [];
      const captured = c % (d.amount + 1);
      const destroyed = (d.amount - captured) % 3;
      const into: Dump = {
        id: `c${n}`,
        side: d.side === 'x' ? 'y' : 'x',
        hex: d.hex,
        amount: captured,
        captured: true,
      };
      return [
        {
          type: 'dumpCaptured',
          dump: d.id,
          hex: d.hex,
          by: 'u',
          side: into.side,
          dice: roll,
          percent: 50,
          captured,
          destroyed,
          into,
        },
      ];
    }
    case 5: {
      if (!d || d.amount === 0) return [];
      const tokens = 1 + (c % d.amount);
      if (other && other.id !== d.id && b % 2)
        return [{ type: 'supplyMoved', from: d.id, to: other.id, tokens, by: 'rail', action: 'ship' }];
      const fresh: Dump = { id: `m${n}`, side: d.side, hex: d.hex, amount: 0, captured: false, on: 'truck' };
      return [{ type: 'supplyMoved', from: d.id, to: fresh.id, newDump: fresh, tokens, by: 'tp', action: 'load' }];
    }
    case 6: {
      const truck = s.units.find((u) => u.id === 'truck')!;
      const to = truck.hex === '0105' ? '0106' : '0105';
      return [{ type: 'unitMoved', unit: 'truck', from: truck.hex, to }];
    }
    default:
      return [{ type: 'phaseAdvanced', from: s.clock, to: { ...s.clock, turn: s.clock.turn + 1 } }];
  }
}

describe('the supply ledger', () => {
  it('every dump balance equals the fold of its ledger entries, and each entry names where the dump was', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat(1000), { minLength: 4, maxLength: 4 }), { maxLength: 40 }),
        fc.array(fc.nat(30), { maxLength: 3 }),
        (picks, opening) => {
          let s: CampaignState = campaignStateSchema.parse({
            clock: { turn: 1, side: 'x', phase: 'supply' },
            units: [
              {
                id: 'truck',
                name: 'Truck',
                side: 'x',
                type: 'tp',
                hex: '0105',
                steps: 1,
                maxSteps: 1,
                re: 0,
                ar: 0,
                ma: 10,
                mode: 'combat',
                attack: 0,
                defense: 0,
              },
            ],
            dumps: opening.map((amount, k) => ({ id: `o${k}`, side: 'x', hex: '0101', amount, captured: false })),
          });
          const entries: LedgerDelta[] = openingLedger(s.dumps);
          const walker = new LedgerWalker(s.dumps);
          picks.forEach((pick, n) => {
            const events = nextEvents(s, pick, n);
            const deltas = walker.deltas(events);
            s = fold(s, events);
            // a change of nothing is no entry
            for (const e of deltas) expect(e.amount).not.toBe(0);
            entries.push(...deltas);
          });
          const balance = new Map<string, number>();
          for (const e of entries) balance.set(e.dump, (balance.get(e.dump) ?? 0) + e.amount);
          for (const d of s.dumps) expect(balance.get(d.id) ?? 0).toBe(d.amount);
          for (const id of balance.keys()) expect(s.dumps.some((d) => d.id === id)).toBe(true);
          // owners: a captured dump's entries belong to the capturer, the rest to their own side
          for (const e of entries) expect(e.owner).toBe(s.dumps.find((d) => d.id === e.dump)!.side);
        },
      ),
      { numRuns: 400 },
    );
  });
  it("a loaded dump's later entries name the hex its Transport Point moved to", () => {
    const dumps: Dump[] = [{ id: 'a', side: 'x', hex: '0101', amount: 8, captured: false }];
    const w = new LedgerWalker(dumps);
    const load = w.deltas([
      {
        type: 'supplyMoved',
        from: 'a',
        to: 't',
        newDump: { id: 't', side: 'x', hex: '0101', amount: 0, captured: false, on: 'truck' },
        tokens: 4,
        by: 'tp',
        action: 'load',
      },
    ]);
    expect(load.map((e) => [e.dump, e.amount, e.hex])).toEqual([
      ['a', -4, '0101'],
      ['t', 4, '0101'],
    ]);
    w.deltas([{ type: 'unitMoved', unit: 'truck', from: '0101', to: '0104' }]);
    const spend = w.deltas([{ type: 'dumpSpent', dump: 't', hex: '0104', tokens: 1, reason: 'fuel', units: ['pz'] }]);
    expect(spend).toEqual([
      { dump: 't', owner: 'x', hex: '0104', amount: -1, reason: 'fuel', units: ['pz'], event: 0 },
    ]);
  });
});
