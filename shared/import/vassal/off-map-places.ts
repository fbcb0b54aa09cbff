import type { GameDefinition } from '../../model/game-schema.js';
import type { Unit } from '../../model/campaign-schema.js';
import type { Sorted } from './classify.js';

/**
 * Where a unit that stands off the game map's grid goes in the campaign, read from the window and
 * zone it stands in: a dead pile to the dead pile; a turn track or entry schedule with a turn
 * number to the turn record track, due that turn; a holding box, pool or reserve to an off-map
 * holding box of its name; anything else to an off-map box per window, the list the referee
 * places from. Markers and other skipped pieces are only listed.
 */
export type OffMapPlace = { kind: 'track'; turn: number } | { kind: 'dead' } | { kind: 'box'; name: string };

const DEAD = /dead|elimin|destroy|casualt|killed|graveyard/i;
const TRACK = /turn|track|reinforc|arriv|schedule|entry|calendar/i;
const BOX = /box|holding|reserve|pool|cadre|replacement|refit/i;

export function offMapPlace(where: string, window: string): OffMapPlace {
  // "<window>: <zone or board>", or the window alone
  const inner = where.startsWith(`${window}: `) ? where.slice(window.length + 2) : '';
  const text = `${window} ${inner}`;
  if (DEAD.test(text)) return { kind: 'dead' };
  const turn = /(\d{1,4})\s*$/.exec(inner) ?? /\bturn\s*(\d{1,4})/i.exec(text);
  if (TRACK.test(text) && turn && Number(turn[1]) >= 1) return { kind: 'track', turn: Number(turn[1]) };
  if (BOX.test(text)) return { kind: 'box', name: inner || window };
  return { kind: 'box', name: `${window} (to place)` };
}

export interface OffMapKept {
  units: Unit[];
  track: Array<{ turn: number; unit: Unit; note: string }>;
  deadPile: Unit[];
  boxes: GameDefinition['holdingBoxes'];
}

/** The units off the grid, each where offMapPlace puts it; a box's units stand on its edge hex. */
export function keepOffMap(sorted: Sorted[], makeUnit: (s: Sorted, hex: string) => Unit, edgeHex: string): OffMapKept {
  const out: OffMapKept = { units: [], track: [], deadPile: [], boxes: [] };
  for (const s of sorted) {
    if (s.skipped || !s.side || !s.type || s.piece.hex || !s.piece.offGrid) continue;
    const place = offMapPlace(s.piece.offGrid, s.piece.window ?? '');
    const unit = makeUnit(s, edgeHex);
    if (place.kind === 'dead') out.deadPile.push(unit);
    else if (place.kind === 'track')
      out.track.push({ turn: place.turn, unit, note: `from VASSAL: ${s.piece.offGrid}`.slice(0, 200) });
    else {
      let box = out.boxes.find((b) => b.name === place.name);
      if (!box) {
        const base = place.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 50);
        let id = `vassal-${base || 'box'}`;
        for (let n = 2; out.boxes.some((b) => b.id === id); n++) id = `vassal-${base}-${n}`;
        // a box of pieces to place gives no supply: it is only where they wait
        box = { id, name: place.name.slice(0, 120), hex: edgeHex, offMap: true, supplied: false };
        out.boxes.push(box);
      }
      out.units.push({ ...unit, box: box.id });
    }
  }
  return out;
}
