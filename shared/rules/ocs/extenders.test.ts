import { describe, expect, it } from 'vitest';
import { ocsScenario, type UnitSpec } from '../../../test/helpers/ocs-scenario.js';
import { commandSchema, type Command } from '../registered-commands.js';
import { applyCommand, fold } from '../registered-events.js';
import type { OcsState } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { rulesContext } from '../rulesets.js';
import { MovementGraph } from '../../hex/movement-graph.js';

const line = (n: number) => Array.from({ length: n }, () => '.');
const types = {
  supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'Edge' }],
  unitTypes: [
    { id: 'inf', name: 'Infantry', mobility: 'leg', combat: true },
    {
      id: 'truck',
      name: 'Truck',
      mobility: 'truck',
      combat: false,
      symbol: 'transport' as const,
      extender: { mp: 6, mobility: 'truck' },
    },
    {
      id: 'wagon',
      name: 'Wagon',
      mobility: 'leg',
      combat: false,
      symbol: 'transport' as const,
      extender: { mp: 4, mobility: 'leg' },
    },
    {
      id: 'organic',
      name: 'Organic truck',
      mobility: 'truck',
      combat: false,
      symbol: 'transport' as const,
      organic: true,
      extender: { mp: 6, mobility: 'truck' },
    },
    {
      id: 'lorry',
      name: 'Lorry without Extender side',
      mobility: 'truck',
      combat: false,
      symbol: 'transport' as const,
    },
  ],
};

function play(game: GameDefinition, start: OcsState, ...commands: Array<Record<string, unknown>>) {
  const graph = new MovementGraph(game);
  let state = start;
  const events = [];
  for (const raw of commands) {
    const e = applyCommand(rulesContext(game, graph.grid, graph), state, commandSchema.parse(raw) as Command);
    events.push(...e);
    state = fold(state, e);
  }
  return { state, events };
}

const tps = (hex: string, type = 'truck', points = [3, 2]): UnitSpec[] =>
  points.map((p, k) => ({ id: `${type}${k}`, hex, type, points: p }));

describe('OCS 12.7 Extenders', () => {
  it('12.7d-e: five Transport Points of one type in a hex become an Extender that supplies beyond draw range', () => {
    const s = ocsScenario(line(20), [...tps('0107'), { id: 'u', hex: '0112' }], types);
    expect(s.verdict('u').status).toBe('out-of-supply');
    const { state, events } = play(s.game, s.state, {
      type: 'extender.create',
      hex: '0107',
      units: ['truck0', 'truck1'],
    });
    expect(events[0]).toMatchObject({
      type: 'extenderCreated',
      from: ['truck0', 'truck1'],
      extender: { id: 'extender-1', name: 'Truck Extender', extender: { mp: 6, mobility: 'truck' }, points: 5 },
    });
    expect(state.units.map((u) => u.id)).toEqual(['u', 'extender-1']);
    const after = ocsScenario(line(20), state.units, types);
    expect(after.verdict('u')).toMatchObject({
      status: 'in-supply',
      via: 'Extender Truck Extender at 0107 (linked to Edge (0101))',
    });
  });
  it('refuses: mixed types, not five points, organic trucks, no Extender in the counter mix, not gathered in the hex', () => {
    const units = [
      ...tps('0105'),
      { id: 'w', hex: '0105', type: 'wagon', points: 2 },
      ...tps('0105', 'organic'),
      ...tps('0105', 'lorry'),
      { id: 'lone', hex: '0106', type: 'truck', points: 2 },
      { id: 'three', hex: '0105', type: 'truck', points: 3 },
    ];
    const s = ocsScenario(line(20), units, types);
    const attempt = (ids: string[]) => () =>
      play(s.game, s.state, { type: 'extender.create', hex: '0105', units: ids });
    expect(attempt(['truck0', 'w'])).toThrow('an Extender is formed by one type of Transport Point only (12.7d)');
    expect(attempt(['truck0', 'truck1', 'three'])).toThrow('an Extender takes exactly 5 Transport Points; these are 8');
    expect(attempt(['organic0', 'organic1'])).toThrow('organic trucks can never form an Extender (12.7)');
    expect(attempt(['lorry0', 'lorry1'])).toThrow('the counter mix has no Extenders for Lorry without Extender side');
    expect(attempt(['truck0', 'lone'])).toThrow(
      'lone is at 0106; the Transport Points must be gathered in 0105 first (12.7e)',
    );
  });
  it('12.7d: cannot be created where it cannot link to trace supply at that moment', () => {
    const s = ocsScenario(line(20), tps('0115'), types);
    expect(() => play(s.game, s.state, { type: 'extender.create', hex: '0115', units: ['truck0', 'truck1'] })).toThrow(
      'an Extender at 0115 could not link to a trace supply source within 6 MP (truck), so it cannot be created there (12.7d)',
    );
  });
  it('12.7d, 12.7f: flips back into its Transport Points; 12.7h: collapses when an enemy combat unit enters its hex', () => {
    const s = ocsScenario(line(20), [...tps('0107'), { id: 'raider', hex: '0109', side: 'b' }], types);
    const formed = play(s.game, s.state, { type: 'extender.create', hex: '0107', units: ['truck0', 'truck1'] }).state;
    const back = play(s.game, formed, { type: 'extender.disband', unit: 'extender-1' });
    expect(back.state.units.find((u) => u.id === 'extender-1-tp')).toMatchObject({
      name: 'Truck (5 TP)',
      points: 5,
      hex: '0107',
    });
    expect(back.state.units.find((u) => u.id === 'extender-1-tp')!.extender).toBeUndefined();
    const raid = play(s.game, formed, { type: 'unit.move', unit: 'raider', hex: '0107' });
    expect(raid.events.map((e) => e.type)).toEqual(['unitMoved', 'extenderCollapsed']);
    expect(raid.state.deadPile.map((u) => u.id)).toEqual(['extender-1']);
  });
});
