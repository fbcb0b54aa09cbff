import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../engine/dice.js';
import { gcContext, gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { gcSupplyReport } from './supply-report.js';
import { gcSupplyReportOnRequest } from './supply-report-on-request.js';

/**
 * The Supply panel's check shows every unit's status at once and the verdict list asks for the
 * rows it shows: a row read on request, in any page with any others, must read
 * exactly as in the whole report, supply line included, and the rows not asked for keep no path.
 */
describe('grand-campaign supply report, paths read a page at a time', () => {
  it('gives each row asked for the reason and supply line of the whole report, and leaves the others alone', () => {
    const rand = mulberry32(1943);
    let pathRows = 0;
    let limitedRows = 0;
    for (let round = 0; round < 25; round++) {
      const rows = Array.from({ length: 14 }, () =>
        Array.from({ length: 14 }, () => '..wc'[Math.floor(rand() * 4)]).join(''),
      );
      const used = new Set<string>();
      const hex = () => {
        let h: string;
        do
          h = `${String(1 + Math.floor(rand() * 14)).padStart(2, '0')}${String(1 + Math.floor(rand() * 14)).padStart(2, '0')}`;
        while (used.has(h));
        used.add(h);
        return h;
      };
      // two nations on side a (Italy draws full supply from German HQs only as a contingent), two HQs, enemies
      const game = gcGame(rows, {
        nations: [
          { id: 'de', name: 'Germany', side: 'a', contingent: 'axis' },
          { id: 'it', name: 'Italy', side: 'a', contingent: 'axis' },
          { id: 'su', name: 'Soviet Union', side: 'b' },
        ],
        supplySources: [
          { hex: '0101', side: 'a', kind: 'map-edge', nation: 'de' },
          { hex: '0114', side: 'a', kind: 'map-edge', nation: 'it' },
        ],
      });
      const units = [
        { id: 'hq1', hex: hex(), type: 'hq' },
        { id: 'hq2', hex: hex(), type: 'hq', nation: 'it' },
        ...Array.from({ length: 12 }, (_, k) => ({ id: `u${k}`, hex: hex(), nation: k % 3 ? 'de' : 'it' })),
        ...Array.from({ length: 4 }, (_, k) => ({ id: `e${k}`, hex: hex(), side: 'b' })),
      ];
      const state = gcState(units);
      const ctx = gcContext(game);
      const whole = gcSupplyReport(ctx, state, 'a');
      const onRequest = gcSupplyReportOnRequest(ctx, state, 'a');
      const before = structuredClone(onRequest.report.units);
      expect(before.every((u) => u.path.length === 0)).toBe(true);
      const ids = whole.units.map((u) => u.id).sort(() => rand() - 0.5);
      const page = ids.slice(0, 4);
      onRequest.explain(page);
      onRequest.report.units.forEach((u, k) => {
        if (page.includes(u.id)) expect(u).toEqual(whole.units[k]);
        else expect(u).toEqual(before[k]);
      });
      for (let k = 4; k < ids.length; k += 4) onRequest.explain(ids.slice(k, k + 4));
      onRequest.explain(ids);
      expect(onRequest.report).toEqual(whole);
      pathRows += whole.units.filter((u) => u.path.length).length;
      limitedRows += whole.units.filter((u) => u.status === 'limited').length;
    }
    // the maps gave lines of both kinds, read on request
    expect(pathRows).toBeGreaterThan(50);
    expect(limitedRows).toBeGreaterThan(5);
  });
});
