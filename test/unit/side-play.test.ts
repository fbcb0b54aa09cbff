import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../../shared/rules/rulesets.js';
import { applyGameEdit, type GameEdit } from '../../shared/model/game-edit.js';
import { newGame } from '../../shared/model/game-new.js';
import { parseGame } from '../../shared/parse-campaign.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { isImpassable } from '../../shared/model/terrain-edit.js';
import { classicUnitType } from '../../shared/rules/classic/game-parts.js';

const run = (g: GameDefinition, ...edits: Array<Record<string, unknown>>) =>
  edits.reduce<GameDefinition>((x, e) => applyGameEdit(x, e as GameEdit), g);
const classic = () => newGame({ name: 'Front', ruleset: 'classic', columns: 6, rows: 5 });

describe("a side's supply rule and sequence of play, as game edits", () => {
  it('gives each side its own rule with the numbers the game prints, and takes one away again', () => {
    const g = run(
      classic(),
      { type: 'supplyRule', side: 'side-a', rule: { method: 'road-edge', hexes: 12, mp: 8 } },
      { type: 'supplyRule', side: 'side-b', rule: { method: 'leader-line' } },
    );
    expect(g.supplyRules).toEqual([
      { side: 'side-a', method: 'road-edge', hexes: 12, mp: 8 },
      { side: 'side-b', method: 'leader-line' },
    ]);
    const changed = run(g, { type: 'supplyRule', side: 'side-a', rule: { method: 'road-edge', hexes: 20, mp: 20 } });
    expect(changed.supplyRules.filter((r) => r.side === 'side-a')).toEqual([
      { side: 'side-a', method: 'road-edge', hexes: 20, mp: 20 },
    ]);
    expect(run(g, { type: 'supplyRule', side: 'side-b', rule: null }).supplyRules.map((r) => r.side)).toEqual([
      'side-a',
    ]);
  });

  it('refuses a rule without its numbers, for no side, or in a ruleset where every side traces alike', () => {
    expect(() =>
      run(classic(), { type: 'supplyRule', side: 'side-a', rule: { method: 'road-edge', hexes: 5 } }),
    ).toThrow(/needs the MP for Side A/);
    expect(() => run(classic(), { type: 'supplyRule', side: 'axis', rule: { method: 'leader-line' } })).toThrow(
      /there is no side "axis" \(sides: Side A, Side B\)/,
    );
    const ocs = newGame({ name: 'O', ruleset: 'ocs', columns: 4, rows: 4 });
    expect(() => run(ocs, { type: 'supplyRule', side: 'side-a', rule: { method: 'leader-line' } })).toThrow(
      /trace supply the same way for every side/,
    );
  });

  it("sets a side's phases from the ruleset's own, and back to the rules' list", () => {
    const g = run(classic(), { type: 'sidePhases', side: 'side-b', phases: ['movement', 'combat'] });
    expect(g.phasesBySide).toEqual({ 'side-b': ['movement', 'combat'] });
    expect(run(g, { type: 'sidePhases', side: 'side-b', phases: null }).phasesBySide).toEqual({});
    expect(() => run(classic(), { type: 'sidePhases', side: 'side-b', phases: ['movement', 'supply'] })).toThrow(
      /no phase "supply"/,
    );
  });
});

describe('the terrain chart and unit types, as game edits', () => {
  it('colours a terrain, makes it impassable to every mobility and passable again', () => {
    const g = run(classic(), { type: 'listAdd', list: 'terrain', name: 'Sea' });
    const sea = run(g, { type: 'terrainSet', terrain: 'sea', color: '#2060C0', impassable: true });
    const t = sea.terrain.find((x) => x.id === 'sea')!;
    expect(t.color).toBe('#2060c0');
    expect(t.cost).toEqual({ leg: 'P', truck: 'P' });
    expect(isImpassable(sea, t)).toBe(true);
    const land = run(sea, { type: 'terrainSet', terrain: 'sea', impassable: false });
    expect(land.terrain.find((x) => x.id === 'sea')!.cost).toEqual({ leg: 1, truck: 1 });
  });

  it("keeps a terrain's costs in other weather, and drops the weather once no cost is left", () => {
    const g = run(
      classic(),
      { type: 'terrainWeatherCost', terrain: 'clear', weather: 'mud', mobility: 'truck', cost: 3 },
      { type: 'terrainWeatherCost', terrain: 'clear', weather: 'mud', mobility: 'leg', cost: 'P' },
    );
    expect(g.terrain[0]!.weather).toEqual({ mud: { truck: 3, leg: 'P' } });
    const back = run(
      g,
      { type: 'terrainWeatherCost', terrain: 'clear', weather: 'mud', mobility: 'truck', cost: null },
      { type: 'terrainWeatherCost', terrain: 'clear', weather: 'mud', mobility: 'leg', cost: null },
    );
    expect(back.terrain[0]!.weather).toBeUndefined();
  });

  it("marks a unit type as a Leader, the classic rules' own field, as the editor sends it and as older logs wrote it", () => {
    const g = run(classic(), { type: 'unitTypeSet', unitType: 'inf', fields: { leader: true } });
    expect(classicUnitType(g.unitTypes[0]!).leader).toBe(true);
    expect(
      classicUnitType(run(g, { type: 'unitTypeSet', unitType: 'inf', fields: { leader: false } }).unitTypes[0]!).leader,
    ).toBe(false);
    // an edit logged before the field became classic's wrote it beside the generic ones: it replays alike
    const logged = run(classic(), { type: 'unitTypeSet', unitType: 'inf', leader: true });
    expect(classicUnitType(logged.unitTypes[0]!).leader).toBe(true);
  });
});

describe('a game file keeps what each side was given', () => {
  it("the classic demo's sides keep their own rules through a save and a read", () => {
    const demo = parseGame(JSON.parse(readFileSync('assets/demo/classic-demo.game.json', 'utf8')));
    const g = run(demo, { type: 'supplyRule', side: 'soviet', rule: { method: 'road-edge', hexes: 3, mp: 4 } });
    const again = parseGame(JSON.parse(JSON.stringify(g)));
    expect(again.supplyRules.find((r) => r.side === 'soviet')).toEqual({
      side: 'soviet',
      method: 'road-edge',
      hexes: 3,
      mp: 4,
    });
    expect(again.supplyRules.find((r) => r.side === 'german')).toEqual(
      demo.supplyRules.find((r) => r.side === 'german'),
    );
  });
});
