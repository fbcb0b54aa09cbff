import { describe, expect, it } from 'vitest';
import { offMapPlace } from './off-map-places.js';

describe('where a unit off the game map is kept', () => {
  it('a dead pile, by its window or zone name', () => {
    expect(offMapPlace('Dead Pile', 'Dead Pile')).toEqual({ kind: 'dead' });
    expect(offMapPlace('Charts: Eliminated Units', 'Charts')).toEqual({ kind: 'dead' });
  });
  it('a turn track or entry schedule with the turn the unit stands on', () => {
    expect(offMapPlace('Turn Track: Turn 7', 'Turn Track')).toEqual({ kind: 'track', turn: 7 });
    expect(offMapPlace('Reinforcements: 12', 'Reinforcements')).toEqual({ kind: 'track', turn: 12 });
  });
  it('a track with no turn to read, and any other window, is a box to place from', () => {
    expect(offMapPlace('Reinforcements', 'Reinforcements')).toEqual({ kind: 'box', name: 'Reinforcements (to place)' });
    expect(offMapPlace('Charts', 'Charts')).toEqual({ kind: 'box', name: 'Charts (to place)' });
  });
  it('a holding box, pool or reserve keeps its own name', () => {
    expect(offMapPlace('Main Map: Box', 'Main Map')).toEqual({ kind: 'box', name: 'Box' });
    expect(offMapPlace('Soviet Pool', 'Soviet Pool')).toEqual({ kind: 'box', name: 'Soviet Pool' });
  });
});
