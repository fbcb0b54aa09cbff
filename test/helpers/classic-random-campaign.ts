import { mulberry32 } from '../../shared/engine/dice.js';
import type { RulesContext } from '../../shared/engine/ruleset.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import { rulesContext } from '../../shared/rules/rulesets.js';
import type { RegisteredRules } from '../../shared/rules/registered-state.js';
import { classicScenario, type UnitSpec } from './classic-scenario.js';
import { randomRivers, randomRoad } from './random-map-features.js';

/**
 * A small classic (CL) map made from a seed, for property tests: woods, marsh, roads from the west
 * edge (the German sources are their first hexes), rivers (which a ZOC may not cross, where the
 * seed says so); Germans (infantry on Leg, armour on Track) and Soviets with Leaders of ratings 0-4;
 * units that entered this turn (in supply, CL Effects 3); German case 1 and 2 limits short enough
 * to fail, and case 2 counted either way (readings.clGermanCase2); which units negate ZOC varies.
 */
export function classicRandomCampaign(seed: number): { ctx: RulesContext; state: CampaignState<RegisteredRules> } {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const cols = 10 + Math.floor(rand() * 7);
  const rows = 7 + Math.floor(rand() * 5);
  const hex = (c: number, r: number) => `${String(c + 1).padStart(2, '0')}${String(r + 1).padStart(2, '0')}`;
  const terrain = Array.from({ length: rows }, () =>
    Array.from({ length: cols }, () => {
      const r = rand();
      return r < 0.15 ? 'w' : r < 0.22 ? 'm' : '.';
    }).join(''),
  );
  // roads from the west edge, a random walk through the neighbours eastwards where it can
  const grid = new MovementGraph(classicScenario(terrain, []).game).grid;
  const roads = Array.from({ length: 1 + Math.floor(rand() * 3) }, () =>
    randomRoad(rand, grid, hex(0, Math.floor(rand() * rows)), cols + 6),
  ).filter((r) => r.hexes.length >= 2);
  const rivers = randomRivers(rand, Math.floor(rand() * 8), cols, rows, hex);
  const turn = 2;
  const front = Math.floor(cols / 2);
  const units: UnitSpec[] = Array.from({ length: 6 + Math.floor(rand() * 18) }, (_, k) => {
    const side = rand() < 0.5 ? 'g' : 's';
    const type = side === 'g' ? pick(['inf', 'inf', 'pz']) : pick(['inf', 'pz', 'leader', 'leader']);
    const spread = Math.floor(rand() * (front + 2));
    const c = side === 'g' ? Math.max(0, front - spread) : Math.min(cols - 1, front - 1 + spread);
    return {
      id: `${side}${k}-${type}`,
      side,
      type,
      hex: hex(c, Math.floor(rand() * rows)),
      ...(type === 'leader' ? { rating: Math.floor(rand() * 5) } : {}),
      ...(rand() < 0.1 ? { enteredTurn: turn } : {}),
    };
  });
  const s = classicScenario(
    terrain,
    units,
    {
      routes: roads,
      hexsides: rivers,
      readings: { clGermanCase2: pick(['mp-by-unit-type', 'hexes'] as const) },
      zoc: {
        noZocModes: [],
        zeroAttack: true,
        blockingHexsides: rand() < 0.5 ? ['river'] : [],
        ...(rand() < 0.3 ? { negatedBy: pick(['combat-units', 'none'] as const) } : {}),
      },
    },
    { hexes: 2 + Math.floor(rand() * 6), mp: 2 + Math.floor(rand() * 8) },
    roads.map((r) => r.hexes[0]!),
  );
  const state = { ...s.state, clock: { turn, side: pick(['g', 's']), phase: 'movement' } };
  return { ctx: rulesContext(s.game, s.graph.grid, s.graph), state };
}
