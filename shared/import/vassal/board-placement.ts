import { decodeSequence } from './sequence-encoder.js';
import type { PlacedBoard, VassalMap } from './module-model.js';

/**
 * Where the boards of a multi-board map lie. A BoardPicker setup command ("<map>BoardPicker", then
 * per board its name — "name/rev" when laid turned 180° — and its column and row) picks the boards; each board sits right of the widest
 * boards of the columns before it and below the boards above it in its column, plus the map's edge
 * buffer (VASSAL Map.setBoardBoundaries).
 */
export function boardSetupFor(map: VassalMap, commands: readonly string[]): string | undefined {
  const prefixes = [`${map.name}BoardPicker`, `${map.fallbackId}BoardPicker`];
  return commands.find((c) => prefixes.some((p) => c === p || c.startsWith(p + '\t'))) ?? map.defaultSetup;
}

/** The key of a board picture turned 180° (the picture of a board laid reversed), beside the picture's own. */
export function turnedPicture(image: string): string {
  return `${image} (turned 180°)`;
}

export type BoardChoice = Array<{ name: string; column: number; row: number; reversed?: boolean }>;

/**
 * The boards laid out: the save's (or the module's default) BoardPicker setup when there is one,
 * else the referee's choice among the map's alternative boards, else the first board alone. The
 * alternatives are never all laid side by side: a module offering the whole map and its sheets
 * would number the same ground twice.
 */
export function placeBoards(map: VassalMap, setup: string | undefined, picked?: BoardChoice): PlacedBoard[] {
  let chosen: BoardChoice = [];
  if (setup) {
    const parts = decodeSequence(setup, '\t').slice(1);
    for (let k = 0; k < parts.length; k += 3) {
      const [name = '', turn] = decodeSequence(parts[k]!, '/');
      chosen.push({
        name,
        column: Number(parts[k + 1]) || 0,
        row: Number(parts[k + 2]) || 0,
        reversed: turn === 'rev',
      });
    }
  }
  if (chosen.length === 0 && picked?.length) chosen = picked.map((c) => ({ ...c }));
  if (chosen.length === 0 && map.boards[0]) chosen = [{ name: map.boards[0].name, column: 0, row: 0 }];
  const found = chosen.map((c) => {
    const board = map.boards.find((b) => b.name === c.name);
    if (!board) throw new Error(`map "${map.name}" has no board "${c.name}" (its boards: ${boardNames(map)})`);
    return { ...c, board };
  });
  const cols = Math.max(0, ...found.map((f) => f.column)) + 1;
  const rows = Math.max(0, ...found.map((f) => f.row)) + 1;
  const widths = Array.from({ length: cols }, () => new Array<number>(rows).fill(0));
  const heights = Array.from({ length: cols }, () => new Array<number>(rows).fill(0));
  for (const f of found) {
    widths[f.column]![f.row] = f.board.width;
    heights[f.column]![f.row] = f.board.height;
  }
  return found.map((f) => {
    let x = map.edgeWidth;
    let y = map.edgeHeight;
    for (let c = 0; c < f.column; c++) x += widths[c]![f.row]!;
    for (let r = 0; r < f.row; r++) y += heights[f.column]![r]!;
    // VASSAL turns only a board its module calls reversible (Board.setReversed)
    const reversed = !!f.reversed && !!f.board.reversible;
    return { board: f.board, x, y, column: f.column, row: f.row, ...(reversed ? { reversed } : {}) };
  });
}

function boardNames(map: VassalMap): string {
  return map.boards.map((b) => `"${b.name}"`).join(', ') || 'none';
}
