/**
 * whatif.compute.p95.ms: the answer the referee waits for each time a dragged counter is over a
 * new hex (supply.whatif as the service runs it for a hover: the plan's placements and every side's
 * verdicts before and after, the changed ones without reasons, which the banner does not show), on
 * the `front` scenario of the 100,000-hex map; distinct hexes only. Moving an Axis HQ, and moving a
 * Soviet combat stack into the Axis line, whose ZOC cuts what passed there.
 * - The first hover of every drag is left out: it also works out the verdicts as they stand (which
 *   the Supply panel's check may already have). The first drag's is reported apart (whatif.start.ms).
 * - The p95 is taken over the drags a referee makes once main (a long-lived process) has answered
 *   a drag or two of the ruleset. The ruleset's first drags, along the rows two below, are reported
 *   beside it (whatif.compute.first.p95.ms).
 * - Each hover is asked as main gets it, a message of its own: its event loop turns between two
 *   (before, the hovers ran back to back, and the young-generation collections V8 posts as tasks
 *   fell inside hovers, 15-30 ms each, at a rate no referee's pointer makes).
 * Run alone: npx tsx test/bench/what-if-bench.ts
 */
import { fileURLToPath } from 'node:url';
import type { HexGrid } from '../../shared/hex/hex-grid.js';
import { whatIf } from '../../src-main/service/what-if-handler.js';
import { makeBigMap, type BigMap } from './big-map.js';
import { report } from './measure.js';
import { benchSession, scenarios } from './report-bench.js';

/** A drag's path: `count` distinct hexes walking along the row `rows` below `start`'s, one column a step (dir 1: east). */
function hoverPath(grid: HexGrid, start: string, count: number, dir: number, rows: number): string[] {
  const i = grid.indexOf(start);
  const col = i % grid.width;
  const row = Math.floor(i / grid.width) + rows;
  return Array.from({ length: count }, (_, k) => grid.printedId(grid.indexAt(col + dir * (k + 1), row)));
}

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

/** Main answers each hover as a message of its own: between two, its event loop turns (and V8 runs the tasks it posted, a young-generation collection among them). */
const nextMessage = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function benchWhatIf(map: BigMap, label = ''): Promise<void> {
  for (const kind of ['ocs', 'gc'] as const) {
    const s = scenarios(map)[kind].front;
    const hq = s.state.units.find((u) => u.side === 'axis' && u.id.endsWith('-hq'))!;
    const stack = s.state.units.filter(
      (u) => u.side === 'soviet' && u.hex === s.state.units.find((v) => v.side === 'soviet')!.hex,
    );
    // the first drags, along the rows two below, in a process that has answered no hover yet; then
    // the drags measured, as the referee makes them once the app has answered a drag or two
    const times = { first: [] as number[], warm: [] as number[] };
    let start = 0;
    for (const [round, rows, units, from, dir] of [
      ['first', 2, [hq.id], hq.hex, 1],
      ['first', 2, stack.map((u) => u.id), stack[0]!.hex, -1],
      ['warm', 0, [hq.id], hq.hex, 1],
      ['warm', 0, stack.map((u) => u.id), stack[0]!.hex, -1],
    ] as const) {
      const path = hoverPath(map.grid, from, 16, dir, rows);
      // one drag: the campaign as it stands is the same for every hover (its verdicts worked out at
      // the first, as the service keeps them per state), each hovered hex a new plan
      const drag = benchSession(map.grid, s);
      for (const [k, hex] of path.entries()) {
        await nextMessage();
        const t0 = performance.now();
        // as the hover asks it: the changes without their reasons, which the banner and marks do not show
        whatIf(
          drag,
          units.map((unit) => ({ unit, hex })),
          { reasons: false },
        );
        const ms = performance.now() - t0;
        // every drag's first hover works out the campaign as it stands: a start, never a hover's compute
        if (k > 0) times[round].push(ms);
        else if (start === 0) start = ms;
      }
    }
    report(`whatif.start.ms${label}${kind === 'gc' ? '.gc' : ''}`, start, 'ms');
    report(`whatif.compute.p95.ms${label}${kind === 'gc' ? '.gc' : ''}`, p95(times.warm), 'ms');
    report(`whatif.compute.first.p95.ms${label}${kind === 'gc' ? '.gc' : ''}`, p95(times.first), 'ms');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchWhatIf(makeBigMap());
  await benchWhatIf(makeBigMap(800, 500, 20000), '.400k');
}
