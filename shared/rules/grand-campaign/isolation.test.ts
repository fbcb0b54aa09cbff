import { describe, expect, it } from 'vitest';
import { gcCheck, gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { enemyZocStrength } from './supply-lines.js';

describe('GC 16.G, 16.H isolation', () => {
  const source = [{ hex: '0102', side: 'a', kind: 'map-edge' as const, nation: 'de' }];

  it('a LOC runs at most three times the HQ range (21 SLP in clear) from the closest hex in general supply', () => {
    const game = gcGame(['.'.repeat(40)], {
      supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', nation: 'de' }],
    });
    // general supply reaches column 11 (a limited supply line of 10 SLP); 21 SLP more reach column 32
    const s = gcCheck(
      game,
      gcState([
        { id: 'edge', hex: '3201' },
        { id: 'beyond', hex: '3301' },
      ]),
    );
    expect(s.verdict('edge').status).toBe('out');
    expect(s.iso.limit).toBe(21);
    expect(s.loc('edge')).toMatchObject({ isolated: false, slp: 21 });
    expect(s.loc('edge')!.path[0]).toBe('1101');
    expect(s.loc('beyond')!.isolated).toBe(true);
  });

  it('every hex of enemy ZOC on the LOC adds its cost, with no screening by friendly units; a friendly unit there adds its lowest +# MP marker', () => {
    const game = gcGame(['.'.repeat(30), '.'.repeat(30), '.'.repeat(30)], { supplySources: source });
    // an enemy at 2002: column 20 is its hex and its ZOC from top to bottom, so every LOC crosses its ZOC
    const enemy = { id: 'e', hex: '2002', side: 'b' };
    const clear = gcCheck(game, gcState([{ id: 'u', hex: '2502' }]));
    expect(clear.loc('u')!.slp).toBe(14);
    const state = gcState([enemy, { id: 'u', hex: '2502' }]);
    const withZoc = gcCheck(game, state);
    const zoc = enemyZocStrength(game, withZoc.ctx.grid, state, 'a');
    const r = withZoc.loc('u')!;
    const zocHexes = r.path.slice(1).filter((h) => zoc[withZoc.ctx.grid.indexOf(h)]! > 0).length;
    expect(zocHexes).toBeGreaterThan(0);
    expect(r.slp).toBe(14 + 2 * zocHexes);
    // friendly units with +2 and +3 MP markers on column 20's ZOC hexes: no screening, and the lowest marker is added
    const markers = [
      { id: 'f1', hex: '2001', gc: { plusMp: 2 } },
      { id: 'f3', hex: '2003', gc: { plusMp: 2 } },
      { id: 'g3', hex: '2003', gc: { plusMp: 3 } },
    ];
    const blocked = gcCheck(game, gcState([enemy, { id: 'u', hex: '2502' }, ...markers]));
    expect(blocked.loc('u')!.slp).toBe(r.slp + 2);
  });

  it('a ring of enemy units isolates the units inside; their pocket is the hexes joined inside the ring', () => {
    const rows = Array.from({ length: 9 }, () => '.'.repeat(30));
    const game = gcGame(rows, { supplySources: source });
    const grid = gcCheck(game, gcState([])).ctx.grid;
    const centre = grid.indexOf('2105');
    const ring: Array<{ id: string; hex: string; side: string }> = [];
    for (let i = 0; i < grid.size; i++)
      if (grid.distance(i, centre) === 2) ring.push({ id: `e${i}`, hex: grid.printedId(i), side: 'b' });
    const s = gcCheck(
      game,
      gcState([...ring, { id: 'in1', hex: '2105' }, { id: 'in2', hex: '2104' }, { id: 'out', hex: '0502' }]),
    );
    expect(s.loc('in1')!.isolated).toBe(true);
    expect(s.loc('out')!.isolated).toBe(false);
    expect(s.iso.pockets).toHaveLength(1);
    expect(s.iso.pockets[0]!.units.sort()).toEqual(['in1', 'in2']);
    expect(s.iso.pockets[0]!.hexes).toContain('2105');
  });
});
