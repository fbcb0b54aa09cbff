import { mulberry32 } from '../../shared/engine/dice.js';
import type { RulesContext } from '../../shared/engine/ruleset.js';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import { MovementGraph } from '../../shared/hex/movement-graph.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import { rulesContext } from '../../shared/rules/rulesets.js';
import { campaignStateSchema, unitSchema, type RegisteredRules } from '../../shared/rules/registered-state.js';
import { smallGame } from './small-game.js';
import { randomWalk } from './random-map-features.js';

/**
 * Small random OCS campaigns for the what-if property test: terrain, roads, a railroad and rivers;
 * two sides facing each other across the map, each with map-edge sources, formations of infantry
 * and motorized units, HQs (some in Strat Mode), dumps on the ground, on a truck and aboard a
 * Landing Craft, Extenders, units marked Out of Supply or low on internal stocks — and the game's
 * readings (12.3c walled-off hexes, 12.6f formation sources, 12.7 Extenders in enemy ZOC, dumps in
 * enemy ZOC, the draw's direction, rivers blocking ZOC) drawn at random as well.
 */
export function ocsWhatIfCampaign(
  seed: number,
  /** the map's size: 1 for 9-15 by 8-12 hexes, 2 for twice that each way (more of it out of any search's reach) */
  scale = 1,
): { ctx: RulesContext; state: CampaignState<RegisteredRules> } {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const width = scale * (9 + Math.floor(rand() * 7));
  const height = scale * (8 + Math.floor(rand() * 5));
  const rows = Array.from({ length: height }, () =>
    Array.from({ length: width }, () => (rand() < 0.65 ? '.' : rand() < 0.7 ? 'w' : 'm')).join(''),
  );
  const hexId = (c: number, r: number) => `${String(c + 1).padStart(2, '0')}${String(r + 1).padStart(2, '0')}`;
  const anyHex = (c0 = 0, c1 = width) => hexId(c0 + Math.floor(rand() * (c1 - c0)), Math.floor(rand() * height));
  const game0 = smallGame(rows, {});
  const grid0 = new HexGrid(game0.map);
  // a route: a walk from a random hex to adjacent hexes, never back onto itself
  const walk = (steps: number) => randomWalk(rand, grid0, grid0.printedId(Math.floor(rand() * grid0.size)), steps);
  const routes = [
    ...Array.from({ length: 1 + Math.floor(rand() * 3) }, () => ({ type: 'road', hexes: walk(12) })),
    { type: 'rail', hexes: walk(14) },
  ].filter((r) => r.hexes.length > 1);
  const sides = ['a', 'b'] as const;
  // each side's half of the map, with some overlap at the middle
  const half = (side: string): [number, number] =>
    side === 'a' ? [0, Math.ceil(width * 0.6)] : [Math.floor(width * 0.4), width];
  const edge = (side: string) => hexId(side === 'a' ? 0 : width - 1, Math.floor(rand() * height));
  const hexsides: Array<{ a: string; b: string; feature: string }> = [];
  const taken = new Set<string>();
  for (let k = 0; k < 4 + Math.floor(rand() * 12); k++) {
    const i = Math.floor(rand() * grid0.size);
    const n = grid0.neighbours[6 * i + Math.floor(rand() * 6)]!;
    const key = `${Math.min(i, n)}-${Math.max(i, n)}`;
    if (n < 0 || taken.has(key)) continue;
    taken.add(key);
    hexsides.push({ a: grid0.printedId(i), b: grid0.printedId(n), feature: 'river' });
  }
  const extender = { mp: 3 + Math.floor(rand() * 4), mobility: pick(['truck', 'leg']) };
  const game = smallGame(rows, {
    hexsides,
    routes,
    routeTypes: [
      {
        id: 'road',
        name: 'Road',
        kind: 'road',
        color: '#884422',
        cost: { leg: 1, truck: 0.5, track: 0.5 },
        bridges: true,
      },
      { id: 'rail', name: 'Railroad', kind: 'rail', color: '#222222', cost: {}, bridges: true },
    ],
    unitTypes: [
      { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
      { id: 'mot', name: 'Motorized', mobility: 'truck', combat: true },
      { id: 'trk', name: 'Panzer', mobility: 'track', combat: true },
      { id: 'hq', name: 'HQ', mobility: 'truck', combat: true, hq: true },
      { id: 'tp', name: 'Transport Point', mobility: 'truck', combat: false, symbol: 'transport' },
      { id: 'lc', name: 'Landing Craft', mobility: 'truck', combat: false, symbol: 'transport', landingCraft: true },
      { id: 'ext', name: 'Extender', mobility: extender.mobility, combat: false, symbol: 'transport', extender },
    ],
    supplySources: sides.flatMap((side) =>
      Array.from({ length: 1 + Math.floor(rand() * 2) }, () => ({
        hex: edge(side),
        side,
        kind: 'map-edge' as const,
        name: `${side} edge`,
      })),
    ),
    readings: {
      walledOffHex: pick(['path-leaves-hex', 'adjacent-is-close-enough']),
      formationSource: pick(['any-map-edge', 'same-source-hex']),
      drawCounted: pick(['unit-to-source', 'source-outward']),
      clGermanCase2: 'mp-by-unit-type',
      dumpInEnemyZoc: pick(['no-path-out', 'path-from-next-hex']),
    },
    zoc: rand() < 0.3 ? { blockingHexsides: ['river'] } : undefined,
    extenderInEnemyZoc: pick(['inactive', 'relays']),
    turns: Array.from({ length: 10 }, (_, k) => ({ number: k + 1, label: `T${k + 1}` })),
  } as Parameters<typeof smallGame>[1]);
  const units: Array<Record<string, unknown>> = [];
  const dumps: CampaignState<RegisteredRules>['dumps'] = [];
  for (const side of sides) {
    const [c0, c1] = half(side);
    const formations = 1 + Math.floor(rand() * 2);
    for (let f = 0; f < formations; f++) {
      const formation = `${side}-f${f}`;
      const hq = `${formation}-hq`;
      units.push({
        id: hq,
        side,
        type: 'hq',
        hex: anyHex(c0, c1),
        formation,
        mode: rand() < 0.15 ? 'strat' : 'combat',
        throwRange: { mp: 2 + Math.floor(rand() * 4), mobility: pick(['truck', 'truck', 'leg']) },
      });
      let at = anyHex(c0, c1);
      for (let k = 0; k < 3 + Math.floor(rand() * 6); k++) {
        if (rand() < 0.5) at = anyHex(c0, c1);
        units.push({
          id: `${formation}-u${k}`,
          side,
          type: pick(['inf', 'inf', 'mot', 'trk']),
          hex: at,
          formation: rand() < 0.8 ? formation : undefined,
          attack: rand() < 0.1 ? 0 : 3,
          mode: rand() < 0.08 ? 'strat' : 'combat',
          outOfSupplySince: rand() < 0.1 ? 2 : undefined,
          ocs: rand() < 0.15 ? { internals: pick(['low', 'exhausted']) } : undefined,
        });
      }
    }
    for (let k = 0; k < Math.floor(rand() * 3); k++)
      dumps.push({
        id: `${side}-d${k}`,
        side,
        hex: anyHex(c0, c1),
        amount: 1 + Math.floor(rand() * 8),
        captured: false,
      });
    if (rand() < 0.6) {
      const hex = anyHex(c0, c1);
      units.push({ id: `${side}-truck`, side, type: 'tp', hex, points: 2 });
      dumps.push({
        id: `${side}-load`,
        side,
        hex,
        amount: 2 + Math.floor(rand() * 4),
        captured: false,
        on: `${side}-truck`,
      });
    }
    if (rand() < 0.5) {
      const hex = anyHex(c0, c1);
      units.push({ id: `${side}-lc`, side, type: 'lc', hex, points: 2 });
      dumps.push({ id: `${side}-afloat`, side, hex, amount: 3, captured: false, on: `${side}-lc` });
      if (rand() < 0.5) units.push({ id: `${side}-marine`, side, type: 'inf', hex, ocs: { onLandingCraft: true } });
    }
    for (let k = 0; k < Math.floor(rand() * 3); k++)
      units.push({
        id: `${side}-ext${k}`,
        side,
        type: 'ext',
        hex: anyHex(c0, c1),
        name: 'Extender',
        points: 5,
        extender,
      });
  }
  const state = campaignStateSchema.parse({
    clock: { turn: 3, side: 'a', phase: 'supply' },
    units: units.map((u) => unitSchema.parse({ name: u.id, steps: 2, maxSteps: 2, re: 1, ...u })),
    dumps,
  }) as CampaignState<RegisteredRules>;
  const graph = new MovementGraph(game);
  return { ctx: rulesContext(game, graph.grid, graph), state };
}
