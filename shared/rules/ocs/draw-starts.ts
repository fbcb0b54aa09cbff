import type { HexGrid } from '../../hex/hex-grid.js';
import { readingsOf } from '../../engine/readings.js';
import type { SideContext } from './side-context.js';
import { pathBarredFlags, sealedByZoc } from './supply-path-rules.js';

/**
 * Per grid, the call of drawStarts that last took each hex (a stamp per hex): a draw search's
 * starts are asked for thousands of source hexes at every what-if hover, where a Set per call
 * made and dropped an entry per hex.
 */
interface Taken {
  at: Uint32Array;
  call: number;
}
const takenOf = new WeakMap<HexGrid, Taken>();

function nextCall(grid: HexGrid): Taken {
  let t = takenOf.get(grid);
  if (!t || t.at.length !== grid.size) takenOf.set(grid, (t = { at: new Uint32Array(grid.size), call: 0 }));
  if (t.call === 0xffffffff) {
    t.at.fill(0);
    t.call = 0;
  }
  t.call++;
  return t;
}

/**
 * Hexes a draw may start from: the dump's own hex and, since adjacent is close enough (12.3c),
 * the hexes around it — whatever their terrain, but none a supply path may not enter (12.3d), and
 * none around a dump no path leaves (sealedByZoc). Each hex once, in the order first met.
 */
export function drawStarts(sideCtx: SideContext, hexes: Iterable<number>, mobility: string): number[] {
  const out: number[] = [];
  const { grid } = sideCtx;
  // taken whole before the loop: nothing the loop calls asks for starts again
  const { at, call } = nextCall(grid);
  const flags = sideCtx.overlay.flags;
  const bad = pathBarredFlags(mobility);
  const inZoc = readingsOf(sideCtx.game).dumpInEnemyZoc;
  const nb = grid.neighbours;
  for (const h of hexes) {
    if (at[h] !== call) {
      at[h] = call;
      out.push(h);
    }
    if (sealedByZoc(flags[h]!, mobility, inZoc)) continue;
    for (let d = 0; d < 6; d++) {
      const n = nb[6 * h + d]!;
      if (n >= 0 && at[n] !== call && !(flags[n]! & bad)) {
        at[n] = call;
        out.push(n);
      }
    }
  }
  return out;
}
