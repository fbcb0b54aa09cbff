import { afterAll, describe, expect, it } from 'vitest';
import { tempService } from '../helpers/temp-service.js';

const env = tempService();
afterAll(() => env.cleanup());

type Verdict = { id: string; status: string; via: string | null; reason: string };
const verdicts = async (side: string): Promise<Map<string, Verdict>> =>
  new Map((await env.api['supply.preview']({ side })).units.map((u) => [u.id, u]));

describe('what if I move this? (supply.whatif)', () => {
  it('moving the Panzer corps HQ away: the units it threw to say what supplies them now; nothing is logged', async () => {
    const s = await env.api['campaign.openDemo']({});
    const commands = s.commands;
    const r = await env.api['supply.whatif']({ moves: [{ unit: 'ax-hq-48pz', hex: '1415' }] });
    const hq = r.changes.find((c) => c.id === 'ax-hq-48pz')!;
    expect(hq.moved).toBe(true);
    expect(hq.before.hex).toBe('1912');
    expect(hq.after.hex).toBe('1415');
    const rgt = r.changes.find((c) => c.id === 'ax-11pz-111')!;
    expect(rgt.before.reason).toMatch(/thrown by XLVIII Pz Corps HQ \(1912\)/);
    expect(rgt.after.reason).not.toMatch(/thrown by XLVIII/);
    expect(r.counts.axis!.changed).toBe(r.changes.filter((c) => c.side === 'axis').length);
    // the campaign is untouched: same log, HQ still at 1912
    const after = await env.api['state.get']({});
    expect(after.units.find((u) => u.id === 'ax-hq-48pz')!.hex).toBe('1912');
    expect((await env.api['campaign.info']({})).summary.commands).toBe(commands);
  });

  it('answers exactly what the move and a check would: every verdict of both sides, unit for unit', async () => {
    await env.api['campaign.openDemo']({});
    const state = await env.api['state.get']({});
    const sides = ['axis', 'soviet'];
    const trials = [
      { unit: 'ax-hq-48pz', hex: '2114' },
      { unit: 'ax-hq-48pz', hex: '1617' },
      ...state.units
        .filter((u) => u.side === 'soviet')
        .slice(0, 3)
        .map((u) => ({ unit: u.id, hex: '2213' })),
    ];
    let compared = 0;
    for (const move of trials) {
      const before = new Map(await Promise.all(sides.map(async (x) => [x, await verdicts(x)] as const)));
      // a drag's hover asks without reasons (first, before any reason is worked out): the same
      // changes, each with its status and what supplies it
      const hover = await env.api['supply.whatif']({ moves: [move], reasons: false });
      const plan = await env.api['supply.whatif']({ moves: [move] });
      const bare = ({ hex, status, via }: { hex: string; status: string; via: string | null }) => ({
        hex,
        status,
        via,
      });
      expect(hover).toEqual({
        counts: plan.counts,
        changes: plan.changes.map((c) => ({ ...c, before: bare(c.before), after: bare(c.after) })),
      });
      try {
        await env.api['command.execute']({ command: { type: 'unit.move', unit: move.unit, hex: move.hex } });
      } catch {
        continue; // a move the rules refuse (an enemy stack there): a plan may still ask, a move may not
      }
      for (const side of sides) {
        const now = await verdicts(side);
        for (const [id, v] of now) {
          const change = plan.changes.find((c) => c.id === id);
          const was = before.get(side)!.get(id)!;
          const label = `${side} ${id} after ${move.unit} to ${move.hex}`;
          if (change) {
            // a changed verdict: the one the move gives, reason for reason
            expect({ status: change.after.status, via: change.after.via, reason: change.after.reason }, label).toEqual({
              status: v.status,
              via: v.via,
              reason: v.reason,
            });
            expect(change.before.reason, label).toBe(was.reason);
          } else expect({ status: was.status, via: was.via }, label).toEqual({ status: v.status, via: v.via });
          compared++;
        }
      }
      await env.api['history.undo']({});
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('a plan naming a unit, dump or hex that is not there is refused by name', async () => {
    await env.api['campaign.openDemo']({});
    await expect(env.api['supply.whatif']({ moves: [{ unit: 'no-such-unit', hex: '1415' }] })).rejects.toThrow(
      /placement 1: there is no unit "no-such-unit"/,
    );
    await expect(env.api['supply.whatif']({ moves: [{ unit: 'ax-hq-48pz', hex: '9999' }] })).rejects.toThrow(
      /placement 1: "9999" is not a hex on this map/,
    );
    await expect(env.api['supply.whatif']({ moves: [{ hex: '1415' }] })).rejects.toThrow(
      /name either a unit or a dump/,
    );
  });
});
