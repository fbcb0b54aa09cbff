import { pathTo } from '../../hex/path-explain.js';
import { drawDirection, readingsOf, walledOff } from '../../engine/readings.js';
import type { SupplyReport } from '../../engine/ruleset.js';
import type { OcsUnit } from './state.js';
import type { SupplyDetermination } from './determine-supply.js';
import { legNotes, supplierPathNotes, type PathLeg } from './supply-path-notes.js';
import { drawPathHexes, drawSearch, type Supplier } from './trace-supply.js';

type Row = SupplyReport['units'][number];

/** A path still to read: a unit's draw with one mobility (12.3a), or one HQ's throw to it (12.3b). */
type Need = { key: string; unit: OcsUnit; done: (path: string[]) => void };

/**
 * The supply paths of a few rows of a determination made without paths (the Supply panel's check:
 * a page of rows, not every unit's path strings), read again from the same bounded searches the
 * determination ran — the draw per mobility, the throw of each HQ named — so each row ends as the
 * determination with paths words it: the path, then its hexside costs and negated enemy ZOC.
 */
export function completePaths(det: SupplyDetermination, rows: Row[], places: number[]): void {
  const { sideCtx, trace } = det;
  const needs: Need[] = [];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const k = places[r]!;
    const u = sideCtx.friendly[k]!;
    if (row.status === 'in-supply') {
      // the supplier its verdict names (determine-supply.ts: an HQ names its own draw, 12.3b D)
      const list = trace.suppliers[k];
      if (!list?.length || sideCtx.offMap.has(u.id) || u.ocs?.onLandingCraft) continue;
      const draw = u.throwRange && u.mode !== 'strat' ? list.find((s) => !s.key.startsWith('hq:')) : undefined;
      const s = draw ?? list[0]!;
      needs.push({
        key: s.key.startsWith('hq:') ? s.key : `draw:${s.mobility}`,
        unit: u,
        done: (path) => {
          row.path = path;
          if (path.length)
            row.reason = [row.reason, ...supplierPathNotes(sideCtx, { ...s, path } as Supplier)].join('; ');
        },
      });
    } else if (row.status === 'eats') {
      const how = det.eating.how[det.eating.hungryAt[k]!];
      if (!how) continue;
      const eats = (path: string[], legs: PathLeg[] | undefined) => {
        row.path = path;
        // 12.6c: the path to the dump itemised like a trace path
        if (path.length && legs) row.reason = [row.reason, ...legNotes(sideCtx, legs)].join('; ');
      };
      if (!how.hq) eats(how.path, how.legs);
      else {
        // thrown by an HQ (12.3b), then on along the HQ's own draw to its dump (eating.ts)
        const hq = how.hq;
        const onward = how.legs?.[1];
        needs.push({
          key: `hq:${hq.id}`,
          unit: u,
          done: (thrown) =>
            eats(
              onward?.hexes && thrown.length ? thrown.concat(onward.hexes.slice(1)) : [],
              onward && [{ hexes: thrown, mobility: hq.throwRange!.mobility, reverse: true }, onward],
            ),
        });
      }
    }
  }
  readPaths(det, needs);
}

/** One search per key, each as traceSupply ran it, each need's path read as traceSupply read it. */
function readPaths(det: SupplyDetermination, needs: Need[]): void {
  const { sideCtx, trace } = det;
  const { search, overlay, grid } = sideCtx;
  const byKey = new Map<string, Need[]>();
  for (const n of needs) {
    const list = byKey.get(n.key);
    if (list) list.push(n);
    else byKey.set(n.key, [n]);
  }
  const direction = drawDirection(sideCtx.game);
  const adjacentReading = readingsOf(sideCtx.game).walledOffHex === 'adjacent-is-close-enough';
  const sources = trace.sources.sources.map((s) => s.hex);
  const byId = new Map(sideCtx.friendly.filter((h) => h.throwRange).map((h) => [h.id, h]));
  for (const [key, list] of byKey) {
    if (key.startsWith('draw:')) {
      const mobility = key.slice('draw:'.length);
      search.run(drawSearch(sideCtx, sources, mobility, direction));
      for (const n of list) {
        const at = sideCtx.hexOf(n.unit);
        // 12.3c: a walled-off hex gets the supply that reaches a hex next to it, when so read
        const i =
          !search.reached(at) && adjacentReading && walledOff(sideCtx.graph, at, mobility, direction)
            ? search.coveredVia(at)
            : at;
        const path = drawPathHexes(search, i);
        if (i !== at) path.unshift(grid.printedId(at));
        n.done(path);
      }
    } else {
      const hq = byId.get(key.slice('hq:'.length))!;
      const tr = hq.throwRange!;
      search.run({
        sources: [sideCtx.hexOf(hq)],
        mobility: tr.mobility,
        maxMP: tr.mp,
        overlay,
        zocBlocks: tr.mobility === 'truck',
        ...sideCtx.costs,
      });
      for (const n of list) {
        const t = sideCtx.hexOf(n.unit);
        const via = search.coveredVia(t);
        const path = pathTo(search, via)
          .map((s) => s.hex)
          .reverse();
        if (via !== t) path.unshift(grid.printedId(t));
        n.done(path);
      }
    }
  }
}
