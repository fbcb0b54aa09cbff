import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../engine/dice.js';
import { placedState } from '../../engine/what-if.js';
import { PathSearch } from '../../hex/path-search.js';
import { ocsWhatIfCampaign } from '../../../test/helpers/ocs-what-if-maps.js';
import { randomPlan } from '../../../test/helpers/what-if-random-moves.js';
import { sideContext, type SideContext } from './side-context.js';
import { SideContextPatch } from './side-context-patch.js';
import type { OcsState } from './state.js';

/** What a supply determination reads of a side's context, as plain values. */
function readable(c: SideContext) {
  return {
    friendly: c.friendly.map((u) => `${u.id}@${u.hex}`),
    hexes: [...c.hexes],
    // a stack's number only names it: the hexes holding one, each numbered by its place in stackHexes
    stacks: [...c.stackHexes].sort((a, b) => a - b),
    numbered: c.stackHexes.every((h, s) => c.stackAt[h] === s),
    stackCount: c.stackAt.filter((s) => s >= 0).length,
    overlay: [...c.overlay.flags],
    negatedZoc: [...c.negatedZoc],
  };
}

/**
 * A plan's context patched from the campaign's equals the context built anew for the planned
 * state: the same units and stacks, and the same enemy units, ZOC and negated ZOC in every hex
 * (OCS 12.3d, 4.5b, 12.8d) — where the moved units were, where they went, and everywhere else.
 */
describe('side context patched for a plan', () => {
  for (const seed of [71, 72, 73, 74]) {
    it(`map seed ${seed}: equals the context built for the planned state`, () => {
      const { ctx, state } = ocsWhatIfCampaign(seed);
      const base = state as OcsState;
      const rand = mulberry32(seed);
      const search = new PathSearch(ctx.graph);
      for (const side of ctx.game.sides) {
        const patch = new SideContextPatch(sideContext(ctx.game, ctx.graph, base, side.id, search));
        for (let n = 0; n < 60; n++) {
          const plan = randomPlan(rand, ctx.grid, state, { hqs: 0.3, enemyLines: 0.5 });
          const planned = placedState(state, plan, (h) => ctx.grid.indexOf(h) >= 0) as OcsState;
          const patched = patch.contextFor(planned, search);
          expect(patched, JSON.stringify(plan)).toBeDefined();
          expect(readable(patched!.sideCtx)).toEqual(
            readable(sideContext(ctx.game, ctx.graph, planned, side.id, search)),
          );
        }
      }
    });
  }
});
