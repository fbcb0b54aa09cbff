import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../engine/dice.js';
import { ocsScenario, type UnitSpec } from '../../../test/helpers/ocs-scenario.js';
import { rulesContext } from '../rulesets.js';
import { ocsSupplyReport, ocsSupplyReportOnRequest } from './supply-report.js';

/**
 * The verdict list explains only the rows it shows: a unit explained on request, in any
 * page with any others, must read exactly as in the whole report, and nothing else is explained.
 */
describe('supply report explained on request, a page at a time', () => {
  it('gives each row the reason and path of the whole report, and leaves the rows not asked for alone', () => {
    const rand = mulberry32(1812);
    let explainedRows = 0;
    let pathRows = 0;
    for (let round = 0; round < 25; round++) {
      const rows = Array.from({ length: 10 }, () =>
        Array.from({ length: 10 }, () => '..wm'[Math.floor(rand() * 4)]).join(''),
      );
      const used = new Set<string>();
      const units: UnitSpec[] = [];
      const place = (u: Omit<UnitSpec, 'hex'>) => {
        let h: string;
        do
          h = `${String(1 + Math.floor(rand() * 10)).padStart(2, '0')}${String(1 + Math.floor(rand() * 10)).padStart(2, '0')}`;
        while (used.has(h));
        used.add(h);
        units.push({ ...u, hex: h });
      };
      for (let k = 0; k < 14; k++) place({ id: `u${k}`, type: k % 3 ? 'inf' : 'mot' });
      for (let k = 0; k < 6; k++) place({ id: `e${k}`, side: 'b' });
      place({ id: 'hq1', type: 'hq', throwRange: { mp: 3, mobility: 'truck' } });
      place({ id: 'hq2', type: 'hq', throwRange: { mp: 2, mobility: 'leg' } });
      const s = ocsScenario(rows, units, {
        supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', name: 'Edge' }],
      });
      const ctx = rulesContext(s.game, s.graph.grid, s.graph);
      const whole = ocsSupplyReport(ctx, s.state, 'a');
      const onRequest = ocsSupplyReportOnRequest(ctx, s.state, 'a');
      const before = structuredClone(onRequest.report.units);
      // a page of a few units picked at random, then the rest in pages of three
      const ids = whole.units.map((u) => u.id).sort(() => rand() - 0.5);
      const page = ids.slice(0, 3);
      onRequest.explain(page);
      onRequest.report.units.forEach((u, k) => {
        if (page.includes(u.id)) expect(u).toEqual(whole.units[k]);
        else expect(u).toEqual(before[k]);
      });
      for (let k = 3; k < ids.length; k += 3) onRequest.explain(ids.slice(k, k + 3));
      onRequest.explain(ids);
      expect(onRequest.report).toEqual(whole);
      explainedRows += whole.units.filter((u) => u.reason.includes(' — ')).length;
      pathRows += whole.units.filter((u) => u.status !== 'out-of-supply' && u.path.length).length;
    }
    // the maps did cut units off, with their explanation
    expect(explainedRows).toBeGreaterThan(20);
    // and the rows in supply or eating had their paths read when asked (report-paths.ts)
    expect(pathRows).toBeGreaterThan(20);
  });
});

describe('a reason names each thing once', () => {
  it('a unit in an empty off-map holding box: the box is named once', () => {
    const s = ocsScenario(['.', '.', '.'], [{ id: 'starving', hex: '0103', box: 'empty' }], {
      holdingBoxes: [{ id: 'empty', name: 'Empty steppe', hex: '0103', offMap: true, supplied: false }],
    });
    const report = ocsSupplyReport(rulesContext(s.game, s.graph.grid, s.graph), s.state, 'a');
    const reason = report.units.find((u) => u.id === 'starving')!.reason;
    expect(reason).toBe(
      'the off-map holding box Empty steppe holds no supply, and units there draw only from within it (OCS 12.3e)',
    );
  });
});
