import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_FORMAT, CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { attackSupplyTerrain, attackSupplyWeather } from '../../scripts/gc-supply-tables.js';
import { gcGame, gcState, SUPPLY_LINE_POINTS, GC_UNIT_TYPES, GC_CHARTS } from '../helpers/gc-scenario.js';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

/**
 * GC 19.A.1.c's example through the command line: "a two hex attack (2 SPs) on a full city hex
 * (3 SPs) with a fort in it (1 SP), in heavy mud weather (triple), gives a total cost of 18 SPs
 * ((2+3+1) x 3)". Two hexes cost 2 SP when the defender exerts a double ZOC (19.A.1 a: basic supply
 * expended), so the defender's type is printed with a double ZOC.
 */
describe('GC 19.A.1.c end to end through the CLI', () => {
  it('a two-hex attack on a full city with a fort in heavy mud spends 18 SP', async () => {
    env = tempService();
    const game = gcGame(['.'.repeat(10), '.'.repeat(10), '.'.repeat(10)], {
      supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' }],
      unitTypes: [
        ...GC_UNIT_TYPES,
        { id: 'garrison', name: 'City garrison', mobility: 'leg', combat: true, zoc: 'double' },
      ],
      turns: [{ number: 1, label: 'T1', weather: 'heavy-mud' }],
      tables: [
        ...GC_CHARTS.filter((t) => t.id !== 'supply-line-points'),
        { ...SUPPLY_LINE_POINTS, rows: [...SUPPLY_LINE_POINTS.rows, { key: 'heavy-mud', cells: [3, 5, 2, 2] }] },
        attackSupplyTerrain({ 'full-city': 3, fort: 1 }),
        attackSupplyWeather({ 'heavy-mud': 3 }),
      ],
    });
    const setup = gcState(
      [
        { id: 'x', hex: '0503' },
        { id: 'y', hex: '0602' },
        { id: 'city', hex: '0603', side: 'b', type: 'garrison' },
      ],
      {
        dumps: [{ id: 'depot', side: 'a', hex: '0502', amount: 20 * 12, captured: false }],
        clock: { turn: 1, side: 'a', phase: 'combat' },
      },
    );
    const json = join(env.dir, 'attack.json');
    writeFileSync(
      json,
      JSON.stringify({
        format: CAMPAIGN_FORMAT,
        formatVersion: CAMPAIGN_FORMAT_VERSION,
        name: '19.A.1.c',
        game,
        setup,
        log: [],
      }),
    );
    const file = join(env.dir, 'attack.qmc');
    expect((await cli('import', json, '--out', file)).code).toBe(0);
    const attack = {
      type: 'combat.supply',
      side: 'a',
      role: 'attack',
      hex: '0603',
      units: ['x', 'y'],
      dump: 'depot',
      extras: ['full-city', 'fort'],
    };
    const done = await cli('do', file, JSON.stringify(attack));
    expect(done.code).toBe(0);
    expect(done.out).toContain(
      'basic: 2 stacks × 1 SP = 2 SP; full-city: +3 SP; fort: +1 SP; heavy-mud weather: × 3; total: 18 SP',
    );
    const ledger = await cli('ledger', file);
    expect(ledger.out).toMatch(/dump at 0502 +combat +-18 SP -> 2 SP/);
  });
});
