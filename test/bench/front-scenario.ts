import type { CampaignState, Unit } from '../../shared/model/campaign-schema.js';
import { type RegisteredRules, unitSchema } from '../../shared/rules/registered-state.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import type { BigMap } from './big-map.js';
import { openBenchScenario } from './ocs-bench.js';

/**
 * The `front` scenario of the supply-speed issue: both sides meet along a north-south front in
 * the middle of the map, each in formations (an HQ and 24 units stacked three to a hex), in depth
 * bands of one formation every 5 rows, one band per 100 columns of map — so the density is the
 * same on every map size (5,000 units a side on 400 x 250). Each Axis formation has a supply
 * source (a railhead) and a dump behind its HQ, except three formations in ten whose railhead is
 * missing: about 70% of the units trace, the rest eat or go without.
 */
export function frontScenario(map: BigMap) {
  const { grid } = map;
  const front = Math.floor(grid.width / 2);
  const bands = Math.max(1, Math.round(grid.width / 100));
  const units: Unit<RegisteredRules>[] = [];
  const dumps: CampaignState<RegisteredRules>['dumps'] = [];
  const sources: GameDefinition['supplySources'] = [];
  const id = (col: number, row: number) => grid.printedId(grid.indexAt(col, row));
  const mk = (u: Partial<Unit<RegisteredRules>> & { id: string; hex: string; side: string }) =>
    units.push(unitSchema.parse({ name: u.id, type: 'inf', steps: 2, maxSteps: 2, re: 1, ...u }));
  // the 8 hexes of a formation's stacks: its anchor and a ring around it (offset columns)
  const around = [
    [0, 0],
    [0, -1],
    [0, 1],
    [-1, 0],
    [-1, -1],
    [1, 0],
    [1, -1],
    [0, 2],
  ] as const;
  let n = 0;
  for (const side of ['axis', 'soviet'] as const) {
    const dir = side === 'axis' ? -1 : 1;
    for (let b = 0; b < bands; b++) {
      for (let j = 0; 5 * j + 3 < grid.height; j++) {
        const f = `${side}-f${b}-${j}`;
        const col = front + dir * (2 + 9 * b);
        const row = 5 * j + 2;
        const hqCol = col + dir * 3;
        mk({ id: `${f}-hq`, side, hex: id(hqCol, row), formation: f, throwRange: { mp: 5, mobility: 'truck' } });
        for (let k = 0; k < 24; k++) {
          const [dc, dr] = around[k % 8]!;
          mk({ id: `${f}-u${k}`, side, hex: id(col + dc, row + dr), formation: f, re: 1 + (k % 3) * 0.5 });
        }
        if (side === 'axis') {
          // three formations in ten have lost their railhead
          if ((j + b) % 10 >= 3)
            sources.push({ hex: id(hqCol + dir * 4, row), side, kind: 'map-edge', name: 'Railhead' });
          dumps.push({
            id: `dump${n++}`,
            side,
            hex: id(hqCol + dir * 2, row + 1),
            amount: 4 + (j % 12),
            captured: false,
          });
        }
      }
    }
  }
  const game: GameDefinition = { ...map.game, supplySources: sources };
  return openBenchScenario(game, grid, units, dumps);
}
