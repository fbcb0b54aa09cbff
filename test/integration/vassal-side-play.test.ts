import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempService } from '../helpers/temp-service.js';
import { writeScenarioFiles } from '../helpers/vassal-scenario.js';
import { majorDepotsOf } from '../../shared/rules/grand-campaign/game-parts.js';

/** A VASSAL import asks how each side plays; nothing comes from the classic demo's German and Soviet sides. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

function files() {
  env = tempService();
  return writeScenarioFiles(env.dir);
}

describe("each side's supply rule and phases in a VASSAL import", () => {
  it("a classic import without answers gives no side a rule, and every side the rules' whole sequence of play", async () => {
    const f = files();
    const p = await env.api['vassal.preview']({ module: f.module, save: f.save, ruleset: 'classic' });
    expect(p.mapping.play).toEqual({ supplyRules: {}, phasesBySide: {} });
    const file = join(env.dir, 'plain.qmc');
    await env.api['vassal.import']({ module: f.module, save: f.save, mapping: p.mapping, file });
    await env.api['campaign.open']({ file });
    const { game } = await env.api['map.get']({});
    expect(game.supplyRules).toEqual([]);
    expect(game.phasesBySide).toEqual({});
  });

  it("takes the referee's answers: the Soviets trace through Leaders and play no second Movement Phase", async () => {
    const f = files();
    const p = await env.api['vassal.preview']({ module: f.module, save: f.save, ruleset: 'classic' });
    const mapping = {
      ...p.mapping,
      play: {
        supplyRules: {
          german: { method: 'road-edge' as const, hexes: 6, mp: 4 },
          soviet: { method: 'leader-line' as const },
        },
        phasesBySide: { soviet: ['movement', 'combat'] },
      },
    };
    const file = join(env.dir, 'asked.qmc');
    await env.api['vassal.import']({ module: f.module, save: f.save, mapping, file });
    await env.api['campaign.open']({ file });
    const { game } = await env.api['map.get']({});
    expect(game.supplyRules).toEqual([
      { side: 'german', method: 'road-edge', hexes: 6, mp: 4 },
      { side: 'soviet', method: 'leader-line' },
    ]);
    expect(game.phasesBySide).toEqual({ soviet: ['movement', 'combat'] });
  });
});

describe('what an import takes from the bundled game of its ruleset', () => {
  it("a grand-campaign import keeps none of the demo's places: no major depot, nation or source of another map", async () => {
    const f = files();
    const p = await env.api['vassal.preview']({ module: f.module, save: f.save, ruleset: 'grand-campaign' });
    const file = join(env.dir, 'gc.qmc');
    await env.api['vassal.import']({ module: f.module, save: f.save, mapping: p.mapping, file });
    await env.api['campaign.open']({ file });
    const { game } = await env.api['map.get']({});
    expect(game.ruleset).toBe('grand-campaign');
    expect(majorDepotsOf(game)).toEqual([]);
    expect(game.nations).toEqual([]);
    expect(game.supplySources).toEqual([]);
    expect(game.fog).toBeUndefined();
  });
});
