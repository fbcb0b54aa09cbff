import { mulberry32 } from '../../shared/engine/dice.js';
import type { RulesContext } from '../../shared/engine/ruleset.js';
import type { CampaignState } from '../../shared/model/campaign-schema.js';
import type { RegisteredRules } from '../../shared/rules/registered-state.js';
import { GC_UNIT_TYPES, gcContext, gcGame, gcState } from './gc-scenario.js';
import { randomRivers, randomRoad } from './random-map-features.js';

/**
 * A small grand-campaign map made from a seed, for property tests: woods, cities, roads and rivers;
 * two nations on side a (Italy may draw full supply from German HQs, or not) and one on side b;
 * supply sources on both edges, some of no nation; army and command HQs, double-ZOC and no-ZOC
 * types, supply trucks that need no supply, air units; Supply Status markers (which reduce ZOC),
 * "+# MP" markers, SP dumps on the map and on units, SRP dumps; the turn's weather and the rule
 * readings that change supply lines (double ZOC, the HQ's own line, unmarked units on a LOC) vary.
 */
export function gcRandomCampaign(seed: number): { ctx: RulesContext; state: CampaignState<RegisteredRules> } {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const cols = 10 + Math.floor(rand() * 7);
  const rows = 7 + Math.floor(rand() * 5);
  const hex = (c: number, r: number) => `${String(c + 1).padStart(2, '0')}${String(r + 1).padStart(2, '0')}`;
  const anyHex = () => hex(Math.floor(rand() * cols), Math.floor(rand() * rows));
  const woods = rand() * 0.35;
  const terrain = Array.from({ length: rows }, () =>
    Array.from({ length: cols }, () => (rand() < woods ? 'w' : rand() < 0.05 ? 'c' : '.')).join(''),
  );
  // roads: random walks from the west edge, eastwards where they can
  const plain = gcContext(gcGame(terrain)).grid;
  const roads = Array.from({ length: Math.floor(rand() * 3) }, () =>
    randomRoad(rand, plain, hex(0, Math.floor(rand() * rows)), cols + 4),
  ).filter((r) => r.hexes.length >= 2);
  // rivers: hexsides between a hex and the one below it, along a few columns
  const rivers = randomRivers(rand, Math.floor(rand() * 8), cols, rows, hex);
  const readings = [
    ['double-zoc', pick(['two-full-zocs', 'unit-type-only'])],
    ['hq-general-supply', pick(['any-length', 'limited-range'])],
    ['loc-unmarked-unit', pick(['lowest-marker', 'nothing-added'])],
  ];
  const edgeSources = (side: string, c: number, nations: Array<string | undefined>) =>
    Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
      const nation = pick(nations);
      return { hex: hex(c, Math.floor(rand() * rows)), side, kind: 'map-edge' as const, ...(nation ? { nation } : {}) };
    });
  const game = gcGame(terrain, {
    hexsideFeatures: [{ id: 'river', name: 'River', color: '#3366cc', cost: { leg: 1, slp: 1 } }],
    hexsides: rivers,
    routes: roads,
    nations: [
      { id: 'de', name: 'Germany', side: 'a', contingent: 'axis' },
      { id: 'it', name: 'Italy', side: 'a', contingent: 'axis', fullFrom: rand() < 0.5 ? ['de'] : [] },
      { id: 'su', name: 'Soviet Union', side: 'b' },
    ],
    unitTypes: [
      ...GC_UNIT_TYPES,
      { id: 'pz', name: 'Panzer', mobility: 'leg', combat: true, zoc: 'double' },
      { id: 'cav', name: 'Cossacks', mobility: 'leg', combat: true, zoc: 'none' },
      { id: 'trk', name: 'Supply trucks', mobility: 'leg', combat: false },
      { id: 'air', name: 'Air group', mobility: 'leg', combat: false, air: true },
    ],
    supplySources: [...edgeSources('a', 0, ['de', 'it', undefined]), ...edgeSources('b', cols - 1, ['su', undefined])],
    tables: [
      ...gcGame(['..']).tables,
      {
        id: 'rule-readings',
        name: 'Rule readings',
        rowHeader: 'reading',
        columns: ['value'],
        rows: readings.map(([key, v]) => ({ key: key!, cells: [v!] })),
      },
    ],
  });
  // side a in the west, side b in the east, mixed along a front near the middle
  const front = Math.floor(cols / 2);
  const unitHex = (side: string) => {
    const spread = Math.floor(rand() * (front + 2));
    const c = side === 'a' ? Math.max(0, front - spread) : Math.min(cols - 1, front - 1 + spread);
    return hex(c, Math.floor(rand() * rows));
  };
  const types = ['inf', 'inf', 'inf', 'pz', 'cav', 'hq', 'hq', 'chq', 'trk', 'air'];
  const units = Array.from({ length: 8 + Math.floor(rand() * 22) }, (_, k) => {
    const side = rand() < 0.5 ? 'a' : 'b';
    const type = pick(types);
    const uLevel = rand() < 0.25 ? Math.floor(rand() * 9) : undefined;
    const plusMp = rand() < 0.15 ? 1 + Math.floor(rand() * 3) : undefined;
    const isolated = rand() < 0.1 ? ('supply' as const) : undefined;
    return {
      id: `${side}${k}-${type}`,
      side,
      type,
      hex: unitHex(side),
      nation: side === 'b' ? 'su' : rand() < 0.3 ? 'it' : 'de',
      ...(uLevel !== undefined || plusMp || isolated
        ? {
            gc: {
              ...(uLevel !== undefined ? { uLevel } : {}),
              ...(plusMp ? { plusMp } : {}),
              ...(isolated ? { isolated } : {}),
            },
          }
        : {}),
    };
  });
  const dumps = Array.from({ length: Math.floor(rand() * 6) }, (_, k) => {
    const side = rand() < 0.5 ? 'a' : 'b';
    const carrier = rand() < 0.25 ? units.find((u) => u.side === side) : undefined;
    const resource = rand() < 0.2 ? ('srp' as const) : undefined;
    return {
      id: `d${k}`,
      side,
      hex: carrier?.hex ?? anyHex(),
      amount: rand() < 0.15 ? 0 : 12 * (1 + Math.floor(rand() * 3)),
      captured: false,
      ...(carrier ? { on: carrier.id } : {}),
      ...(resource ? { resource } : {}),
    };
  });
  const turn = 1 + Math.floor(rand() * 3);
  const state = gcState(units, { dumps, clock: { turn, side: pick(['a', 'b']), phase: 'supply-judgement' } });
  return { ctx: gcContext(game), state };
}
