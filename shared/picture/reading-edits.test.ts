import { describe, expect, it } from 'vitest';
import { HexGrid } from '../hex/hex-grid.js';
import { applyGameEdit, type GameEdit } from '../model/game-edit.js';
import { newGame } from '../model/game-new.js';
import type { GameDefinition } from '../model/game-schema.js';
import { applyReading } from './apply-reading.js';
import { readingEdits } from './reading-edits.js';

const run = (g: GameDefinition, ...edits: Array<Record<string, unknown>>) =>
  edits.reduce<GameDefinition>((x, e) => applyGameEdit(x, e as GameEdit), g);

describe('a reading as game edits (saved into an open campaign)', () => {
  it('gives the same game as writing the reading into the game directly', () => {
    const base = run(
      newGame({ name: 'Front', ruleset: 'classic', columns: 6, rows: 5 }),
      { type: 'listAdd', list: 'terrain', name: 'Woods' },
      { type: 'listAdd', list: 'hexsideFeature', name: 'River' },
      { type: 'listAdd', list: 'routeType', name: 'Road' },
    );
    const grid = new HexGrid(base.map);
    const at = (id: string) => grid.indexOf(id);
    // two hexes read as woods, a river hexside, a road of two links
    const read = run(base, { type: 'paint', terrain: 'woods', hexes: ['0203', '0405'] });
    const accepted = [
      { feature: 'river', kind: 'hexside' as const, a: at('0101'), b: at('0102'), score: 1, confidence: 1 },
      { feature: 'road', kind: 'route' as const, a: at('0301'), b: at('0302'), score: 1, confidence: 1 },
      { feature: 'road', kind: 'route' as const, a: at('0302'), b: at('0303'), score: 1, confidence: 1 },
    ];
    const edits = readingEdits(base, read, grid, accepted);
    expect(edits.map((e) => e.type)).toEqual(['paint', 'hexside', 'route']);
    const empty = { terrain: [], cls: new Int16Array(0), confidence: new Float32Array(0), proposals: [] };
    const direct = applyReading(read, grid, { ...empty, cls: new Int16Array(grid.size).fill(-1) }, accepted);
    expect(edits.reduce((g, e) => applyGameEdit(g, e), base)).toEqual(direct);
  });
});
