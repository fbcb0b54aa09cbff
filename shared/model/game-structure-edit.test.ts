import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HexGrid } from '../hex/hex-grid.js';
import { applyGameEdit, type GameEdit } from './game-edit.js';
import { checkCost, checkTableCell } from './game-cell-check.js';
import { newGame } from './game-new.js';
import { parseGame } from '../parse-campaign.js';
import type { GameDefinition } from './game-schema.js';

const run = (g: GameDefinition, ...edits: Array<Record<string, unknown>>) =>
  edits.reduce<GameDefinition>((x, e) => applyGameEdit(x, e as GameEdit), g);
const fresh = () => newGame({ name: 'Test Front', ruleset: 'classic', columns: 6, rows: 5 });

describe('making a whole game in the editor', () => {
  it('makes a new game from nothing: a grid of sheets numbered as printed, valid as it stands', () => {
    const g = fresh();
    expect(parseGame(JSON.parse(JSON.stringify(g)))).toEqual(g);
    expect(g.map.hexes).toEqual(Array.from({ length: 5 }, () => '......'));
    const two = newGame({
      name: 'Two',
      ruleset: 'classic',
      orientation: 'pointy',
      columns: 4,
      rows: 3,
      sheetsAcross: 2,
    });
    expect(two.map.sections.map((s) => s.id)).toEqual(['A', 'B']);
    expect(new HexGrid(two.map).indexOf('B01.01')).toBeGreaterThanOrEqual(0);
    expect(() => newGame({ name: ' ', ruleset: 'ocs', columns: 4, rows: 4 })).toThrow(/the game needs a name/);
  });

  it('adds, renames and removes terrain, features, routes, mobilities, nations and unit types', () => {
    const g = run(
      fresh(),
      { type: 'listAdd', list: 'terrain', name: 'Woods' },
      { type: 'listAdd', list: 'mobility', name: 'Track' },
      { type: 'listAdd', list: 'hexsideFeature', name: 'River' },
      { type: 'listAdd', list: 'routeType', name: 'Road' },
      { type: 'featureCost', list: 'routeType', id: 'road', mobility: 'truck', cost: 0.5 },
      { type: 'listAdd', list: 'nation', name: 'Hungary' },
      { type: 'listAdd', list: 'unitType', name: 'Corps HQ' },
      {
        type: 'unitTypeSet',
        unitType: 'corps-hq',
        mobility: 'truck',
        hq: true,
        symbol: 'hq',
        defaults: { steps: 1, attack: 0, defense: 1, ma: 12, ar: 4, re: 1, size: 'XXX', throwRange: 5 },
      },
      { type: 'listRename', list: 'side', id: 'side-a', name: 'Axis' },
      { type: 'listRename', list: 'terrain', id: 'woods', name: 'Forest' },
      { type: 'paint', terrain: 'woods', hexes: ['0101'] },
      { type: 'turnAdd' },
      { type: 'turnSet', number: 11, weather: 'mud' },
      { type: 'mapGrow', columns: 2, rows: 1 },
      { type: 'listRemove', list: 'nation', id: 'hungary' },
    );
    expect(g.terrain.map((t) => [t.id, t.code, t.name])).toEqual([
      ['clear', '.', 'Clear'],
      ['woods', 'w', 'Forest'],
    ]);
    expect(g.terrain[1]!.cost).toEqual({ leg: 1, truck: 1, track: 1 });
    expect(g.routeTypes[0]!.cost).toEqual({ truck: 0.5 });
    expect(g.unitTypes[1]).toMatchObject({
      mobility: 'truck',
      hq: true,
      symbol: 'hq',
      defaults: { size: 'XXX', throwRange: 5 },
    });
    expect(g.sides[0]!.name).toBe('Axis');
    expect(g.turns.at(-1)).toEqual({ number: 11, label: 'Turn 11', weather: 'mud' });
    expect([g.map.columns, g.map.rows, g.map.sections[0]!.columns, g.map.hexes[5]]).toEqual([8, 6, 8, '........']);
    expect(g.nations).toEqual([]);
  });

  it('adds a sheet beside a map of lettered sheets', () => {
    const two = newGame({ name: 'Two', ruleset: 'ocs', columns: 3, rows: 2, sheetsAcross: 2 });
    const g = run(two, { type: 'sheetAdd', where: 'below' });
    expect(g.map.sections.at(-1)).toMatchObject({ id: 'C', column: 0, row: 2 });
    expect(g.map.hexes).toEqual(['......', '......', '...   ', '...   ']);
    expect(new HexGrid(g.map).indexOf('C03.02')).toBeGreaterThanOrEqual(0);
  });

  it("refuses every edit that would leave a broken game, saying why in the game's words", () => {
    const g = run(
      fresh(),
      { type: 'listAdd', list: 'terrain', name: 'Woods' },
      { type: 'paint', terrain: 'woods', hexes: ['0203', '0204'] },
    );
    const refused = (e: Record<string, unknown>, why: string | RegExp) => expect(() => run(g, e)).toThrow(why);
    refused({ type: 'listAdd', list: 'terrain', name: 'woods' }, 'there is already a terrain type called woods');
    refused({ type: 'listAdd', list: 'unitType', name: '***' }, '"***" needs a letter or digit to make an id from');
    refused(
      { type: 'listRemove', list: 'terrain', id: 'woods' },
      'Woods cannot be removed: it is painted on 2 hexes (first 0203): paint them with another terrain first',
    );
    refused(
      { type: 'listRemove', list: 'mobility', id: 'leg' },
      'Leg cannot be removed: the unit type Infantry moves by it',
    );
    // a ruleset's own field may name a mobility too: an OCS Extender's range (12.7) is counted by one
    const wagons = run(
      { ...newGame({ name: 'Ext', ruleset: 'ocs', columns: 6, rows: 5 }) },
      { type: 'listAdd', list: 'mobility', name: 'Wagon' },
    );
    wagons.unitTypes = [
      ...wagons.unitTypes,
      { ...wagons.unitTypes[0]!, id: 'tp', name: 'Truck Point', extender: { mp: 6, mobility: 'wagon' } } as never,
    ];
    expect(() => run(wagons, { type: 'listRemove', list: 'mobility', id: 'wagon' })).toThrow(
      'Wagon cannot be removed: the unit type Truck Point moves by it',
    );
    refused(
      { type: 'listRemove', list: 'unitType', id: 'inf' },
      'Infantry cannot be removed: a game needs at least one unit type',
    );
    refused(
      { type: 'listRemove', list: 'side', id: 'side-a' },
      'Side A cannot be removed: a game needs at least 2 sides',
    );
    refused(
      { type: 'listRename', list: 'side', id: 'side-a', name: 'side b' },
      'there is already a side called side b',
    );
    refused({ type: 'listRemove', list: 'nation', id: 'gondor' }, 'there is no nation "gondor"');
    refused({ type: 'turnRemove', number: 99 }, 'there is no turn 99 on the turn record track');
    refused(
      { type: 'weatherRename', from: 'snow', to: 'frost' },
      'no turn and no terrain cost uses the weather "snow"',
    );
    refused({ type: 'mapGrow', columns: 0, rows: 0 }, 'add at least one column or row');
    refused({ type: 'sheetAdd', where: 'right' }, /this map is one sheet with hex ids without a sheet letter/);
    refused(
      { type: 'unitTypeSet', unitType: 'inf', defaults: { throwRange: 3 } },
      'Infantry is not an HQ type: only HQs have a throw range',
    );
    refused({ type: 'unitTypeSet', unitType: 'inf', mobility: 'hover' }, 'there is no mobility "hover"');
    refused(
      { type: 'featureCost', list: 'routeType', id: 'rail', mobility: 'leg', cost: 1 },
      'there is no route type "rail"',
    );
    const lone = newGame({ name: 'One turn', ruleset: 'ocs', columns: 2, rows: 2, turns: 1 });
    const oneMobility = run(lone, { type: 'listRemove', list: 'mobility', id: 'truck' });
    expect(() => run(oneMobility, { type: 'listRemove', list: 'mobility', id: 'leg' })).toThrow(
      'Leg cannot be removed: a game needs at least one mobility',
    );
    expect(() => run(lone, { type: 'turnRemove', number: 1 })).toThrow('a game needs at least one turn');
    expect(() => run(lone, { type: 'listRemove', list: 'terrain', id: 'clear' })).toThrow(
      'a map needs at least one terrain type',
    );
  });
});

describe('what the referee types into a cell', () => {
  const demo = parseGame(JSON.parse(readFileSync('assets/demo/ocs-demo.game.json', 'utf8')));
  const attrition = demo.tables.find((t) => t.id === 'attrition')!;
  const blowing = demo.tables.find((t) => t.id === 'dump-blowing')!;
  it('reads costs as the game writes them, and refuses what is not one', () => {
    expect(checkCost(demo, '1/2')).toEqual({ value: 0.5 });
    expect(checkCost(demo, '1 1/2 MP')).toEqual({ value: 1.5 });
    expect(checkCost(demo, 'p')).toEqual({ value: 'P' });
    expect(checkCost(demo, '')).toEqual({ value: null });
    expect(checkCost(demo, 'abc')).toEqual({
      error: '"abc" is not a cost: write MP as the game does (1, 1/2, 1 1/2, 2 MP) or P for prohibited',
    });
    expect(checkCost(demo, '1/3')).toEqual({
      error: '1/3 MP is finer than this game counts: costs are in steps of 1/2 MP',
    });
  });
  it('checks a table cell against its kind of table', () => {
    expect(checkTableCell(attrition, 2, '1')).toEqual({ value: 1 });
    expect(checkTableCell(attrition, 2, 'zzz')).toEqual({
      error:
        '"zzz" does not fit column "AR 2" of the Attrition Table (demo values): it holds steps lost, a whole number such as 0, 1 or 2',
    });
    expect(checkTableCell(attrition, 0, '1/2')).toHaveProperty('error');
    expect(checkTableCell(blowing, 0, '150')).toHaveProperty(
      'error',
      expect.stringContaining('a percentage from 0 to 100'),
    );
    expect(checkTableCell(blowing, 0, '75%')).toEqual({ value: 75 });
    expect(() =>
      applyGameEdit(demo, { type: 'tableCell', table: 'attrition', row: 0, column: 0, value: 'zzz' }),
    ).toThrow(/"zzz" does not fit/);
  });

  it('adds and removes sides where the rules allow more than two; refuses where they do not, saying why', () => {
    const start = fresh();
    start.supplyRules = [{ side: 'side-a', method: 'road-edge', hexes: 20, mp: 20 }];
    start.phasesBySide = { 'side-a': ['movement', 'supply'] };
    const g = run(start, { type: 'listAdd', list: 'side', name: 'Neutrals' });
    expect(g.sides.map((x) => x.name)).toEqual(['Side A', 'Side B', 'Neutrals']);
    // nothing of the first side is copied: the new side has no supply rule until the referee
    // chooses one, and plays the ruleset's whole sequence of play
    const rule = (x: GameDefinition, side: string) => x.supplyRules.find((r) => r.side === side);
    expect(rule(g, 'neutrals')).toBeUndefined();
    expect(g.phasesBySide['neutrals']).toBeUndefined();
    expect(rule(g, 'side-a')).toEqual({ side: 'side-a', method: 'road-edge', hexes: 20, mp: 20 });
    expect(new Set(g.sides.map((x) => x.color)).size).toBe(3);
    const back = run(g, { type: 'listRemove', list: 'side', id: 'side-a' });
    expect(back.sides.map((x) => x.id)).toEqual(['side-b', 'neutrals']);
    expect(rule(back, 'side-a')).toBeUndefined();
    expect(back.phasesBySide['side-a']).toBeUndefined();
    const refused = (x: GameDefinition, e: Record<string, unknown>, why: string | RegExp) =>
      expect(() => run(x, e)).toThrow(why);
    refused(g, { type: 'listAdd', list: 'side', name: 'neutrals' }, 'there is already a side called neutrals');
    const eight = run(
      fresh(),
      ...['C', 'D', 'E', 'F', 'G', 'H'].map((n) => ({ type: 'listAdd', list: 'side', name: `Side ${n}` })),
    );
    refused(
      eight,
      { type: 'listAdd', list: 'side', name: 'Side I' },
      'Side I cannot be added: a game has at most 8 sides',
    );
    const withNation = run(
      g,
      { type: 'listAdd', list: 'nation', name: 'Ruritania' },
      {
        type: 'nationSide',
        nation: 'ruritania',
        side: 'neutrals',
      },
    );
    refused(
      withNation,
      { type: 'listRemove', list: 'side', id: 'neutrals' },
      'Neutrals cannot be removed: nations fight for it (Ruritania): give them to another side first',
    );
    const withSource = run(g, { type: 'source', hex: '0101', side: 'neutrals', kind: 'city' });
    refused(
      withSource,
      { type: 'listRemove', list: 'side', id: 'neutrals' },
      'Neutrals cannot be removed: 1 supply source is on the map for it: remove them first',
    );
    const gc = newGame({ name: 'East Front', ruleset: 'grand-campaign', columns: 6, rows: 5 });
    refused(
      gc,
      { type: 'listAdd', list: 'side', name: 'Finns' },
      /Finns cannot be added: a grand-campaign game has exactly two sides: the Grand Campaign rules are written for two sides .*add a nation to a side instead/,
    );
    // a hand-written Grand Campaign file with three sides is refused the same way
    const three = JSON.parse(JSON.stringify(gc)) as GameDefinition;
    three.sides.push({ id: 'finns', name: 'Finns', color: '#ffffff' });
    expect(() => parseGame(three)).toThrow(/sides: a grand-campaign game has exactly two sides/);
  });
});
