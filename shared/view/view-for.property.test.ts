import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { campaign, campaignArb, expectedLevel, game, SENTINELS } from '../../test/helpers/sentinel-campaign.js';
import { publicGame, viewFor } from './view-for.js';

describe('viewFor: what one side may know', () => {
  it('carries none of the other side’s hidden values, and enemy units only as far as it sees them', () => {
    fc.assert(
      fc.property(campaignArb, (c) => {
        const { own, enemy, state, log, ledger, report } = campaign(c);
        const view = viewFor('a', state, game, { log, ledger, verdicts: report });
        const text = JSON.stringify({ view, game: publicGame(game, 'a') });
        // never: the other side's ids, dumps, amounts, dice, verdicts, reasons, boxes, track, depots
        for (const s of SENTINELS) expect(text).not.toContain(s);
        // always: its own units, dump balance and log
        expect(view.units.map((u) => u.id).sort()).toEqual(own.map((u) => u.id).sort());
        expect(view.dumps).toEqual([expect.objectContaining({ id: 'owndump', amount: 12 })]);
        expect(view.log.map((l) => l.seq)).toEqual([1]);
        expect(view.ledger.map((l) => [l.dump, l.units])).toEqual([['owndump', ['own0']]]);
        expect(view.verdicts).toBeNull();
        // each enemy unit seen at most at the level its distance allows, and names only at 'full'
        const seen = view.enemies.map((e) => `${e.hex} ${e.level} ${e.name ?? ''}`).sort();
        const want = enemy
          .map((u) => ({ u, level: expectedLevel(u, own) }))
          .filter((x) => x.level !== 'none')
          .map((x) => `${x.u.hex} ${x.level} ${x.level === 'full' ? x.u.name : ''}`)
          .sort();
        expect(seen).toEqual(want);
        for (const u of enemy) if (expectedLevel(u, own) !== 'full') expect(text).not.toContain(u.name);
      }),
      { numRuns: 300 },
    );
  });
});
