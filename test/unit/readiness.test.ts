import { describe, expect, it } from 'vitest';
import { readiness as readinessOf, type ReadinessUnit } from '../../shared/engine/readiness.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { applyGameEdit, type GameEdit } from '../../shared/model/game-edit.js';
import { newGame } from '../../shared/model/game-new.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';

const readiness = (g: GameDefinition, units: ReadinessUnit[]) => readinessOf(g, units, rulesetInfo(g.ruleset));
const run = (g: GameDefinition, ...edits: Array<Record<string, unknown>>) =>
  edits.reduce<GameDefinition>((x, e) => applyGameEdit(x, e as GameEdit), g);
const unit = (id: string, side: string, type: string, more: Record<string, unknown> = {}) => ({
  id,
  name: id.toUpperCase(),
  side,
  type,
  hex: '0102',
  ar: 3,
  ...more,
});

describe('what a game lacks for a supply check', () => {
  it('a new classic game lacks sources, supply rules and terrain, and says so per side by name', () => {
    const texts = readiness(newGame({ name: 'F', ruleset: 'classic', columns: 5, rows: 5 }), []).map((i) => i.text);
    expect(texts).toEqual([
      'no supply source for Side A: every unit of it traces to nothing',
      'Side A has no supply rule: choose how it traces supply',
      'no supply source for Side B: every unit of it traces to nothing',
      'Side B has no supply rule: choose how it traces supply',
      'every hex is one terrain: paint the map, or read it from a picture of the printed map',
    ]);
  });

  it('Leaders trace a side but none is marked, then one is marked with rating 0, then rated: nothing is left', () => {
    let g = run(
      newGame({ name: 'F', ruleset: 'classic', columns: 5, rows: 5 }),
      { type: 'listAdd', list: 'terrain', name: 'Woods' },
      { type: 'paint', terrain: 'woods', hexes: ['0101'] },
      { type: 'listAdd', list: 'routeType', name: 'Road' },
      { type: 'route', route: 'road', hexes: ['0101', '0102'] },
      { type: 'source', hex: '0101', side: 'side-a', kind: 'map-edge' },
      { type: 'source', hex: '0505', side: 'side-b', kind: 'map-edge' },
      { type: 'supplyRule', side: 'side-a', rule: { method: 'road-edge', hexes: 5, mp: 5 } },
      { type: 'supplyRule', side: 'side-b', rule: { method: 'leader-line' } },
      { type: 'listAdd', list: 'unitType', name: 'Leader' },
    );
    const units = [unit('inf1', 'side-b', 'inf'), unit('zhukov', 'side-b', 'leader', { rating: 0 })];
    expect(readiness(g, units).map((i) => [i.text, i.fix.kind])).toEqual([
      ["Leaders trace Side B's supply, but none of its units is of a type marked Leader", 'unit-types'],
    ]);
    g = run(g, { type: 'unitTypeSet', unitType: 'leader', leader: true });
    expect(readiness(g, units)).toEqual([
      {
        text: 'ZHUKOV (Side B) is a Leader with rating 0: no unit can trace to him',
        action: 'Set his rating',
        fix: { kind: 'unit', unit: 'zhukov', hex: '0102' },
      },
    ]);
    expect(readiness(g, [units[0]!, { ...units[1]!, rating: 4 }])).toEqual([]);
  });

  it('a side tracing to a road on a map without one is told; OCS ARs all alike are questioned', () => {
    const g = run(newGame({ name: 'F', ruleset: 'classic', columns: 5, rows: 5 }), {
      type: 'supplyRule',
      side: 'side-a',
      rule: { method: 'road-edge', hexes: 5, mp: 5 },
    });
    expect(readiness(g, []).map((i) => i.text)).toContain(
      'Side A traces within 5 MP to a road, but the map has no road',
    );
    const ocs = newGame({ name: 'O', ruleset: 'ocs', columns: 5, rows: 5 });
    const five = Array.from({ length: 5 }, (_, k) => unit(`u${k}`, 'side-a', 'inf'));
    expect(readiness(ocs, five).map((i) => i.text)).toContain(
      'AR is 3 on all 5 combat units of Side A: a default, or as printed?',
    );
    expect(
      readiness(ocs, [...five.slice(1), { ...five[0]!, ar: 4 }])
        .map((i) => i.text)
        .join(),
    ).not.toMatch(/AR is/);
  });
});
