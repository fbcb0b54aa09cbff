import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../engine/dice.js';
import { explainFailure } from '../../hex/path-explain.js';
import { ocsScenario, type UnitSpec } from '../../../test/helpers/ocs-scenario.js';
import { explainNoTraceAll } from './explain-no-trace.js';
import { drawStarts } from './draw-starts.js';
import { DRAW_MP, drawMobility } from './supply-path-rules.js';

/**
 * The whole phase's explanations come from one search per mobility read for every unit: they must
 * say exactly what a search of the unit's own (explainFailure, the per-unit way) says.
 */
describe('every unit without trace explained at once, as precisely as one by one', () => {
  it('names the same block, limit and path as a search for the unit alone, on random maps', () => {
    const rand = mulberry32(2042);
    for (let round = 0; round < 40; round++) {
      const rows = Array.from({ length: 10 }, () =>
        Array.from({ length: 10 }, () => '..wm'[Math.floor(rand() * 4)]).join(''),
      );
      const hex = () =>
        `${String(1 + Math.floor(rand() * 10)).padStart(2, '0')}${String(1 + Math.floor(rand() * 10)).padStart(2, '0')}`;
      const units: UnitSpec[] = [];
      const used = new Set<string>();
      const place = (u: Omit<UnitSpec, 'hex'>) => {
        let h = hex();
        while (used.has(h)) h = hex();
        used.add(h);
        units.push({ ...u, hex: h });
      };
      for (let k = 0; k < 12; k++) place({ id: `u${k}` });
      for (let k = 0; k < 6; k++) place({ id: `e${k}`, side: 'b' });
      // one HQ per throw mobility: its search for many units is then the search for each alone
      place({ id: 'hq', type: 'hq', throwRange: { mp: 3, mobility: 'truck' } });
      const s = ocsScenario(rows, units, {
        supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', name: 'Edge' }],
      });
      const det = s.determine();
      const failed = det.sideCtx.friendly.filter((u) =>
        det.verdicts.some((v) => v.unit === u.id && (v.status === 'out-of-supply' || v.status === 'eats')),
      );
      const all = explainNoTraceAll(
        det,
        failed.map((u) => det.sideCtx.friendly.indexOf(u)),
      );
      const { sideCtx, trace } = det;
      for (const u of failed) {
        const at = sideCtx.hexOf(u);
        const m = drawMobility(u);
        sideCtx.search.run({
          sources: drawStarts(
            sideCtx,
            trace.sources.sources.map((x) => x.hex),
            m,
          ),
          mobility: m,
          maxMP: DRAW_MP,
          overlay: sideCtx.overlay,
          zocBlocks: m === 'truck',
          direction: 'to-sources',
          target: at,
        });
        const alone =
          trace.sources.sources.length && sideCtx.search.hit < 0
            ? explainFailure(sideCtx.search, at, { limitName: 'the draw limit' })
            : null;
        const got = all.get(u.id)!;
        expect(got.draw && { ...got.draw, partial: [] }).toEqual(alone && { ...alone, partial: [] });
        const hq = sideCtx.friendly.find((x) => x.id === 'hq')!;
        let thrown = null;
        if (trace.throwingHqs.has('hq')) {
          sideCtx.search.run({
            sources: [sideCtx.hexOf(hq)],
            mobility: 'truck',
            maxMP: 3,
            overlay: sideCtx.overlay,
            zocBlocks: true,
            target: at,
            adjacentOk: true,
          });
          if (sideCtx.search.hit < 0) thrown = explainFailure(sideCtx.search, at, { limitName: 'the throw range' });
        }
        expect(got.throw && { ...got.throw, partial: [] }).toEqual(thrown && { ...thrown, partial: [] });
        expect(got.path).toEqual((thrown?.partial ?? alone?.partial ?? []).map((x) => x.hex));
      }
    }
  });
});
