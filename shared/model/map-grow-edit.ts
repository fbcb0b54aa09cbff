import { CommandError } from './command-error.js';
import type { GameDefinition } from './game-schema.js';

/** More columns at the right and rows at the bottom: the sheets on that edge grow with the map. */
export function growMap(g: GameDefinition, columns: number, rows: number): void {
  if (!columns && !rows) throw new CommandError('add at least one column or row', 'columns');
  const { map } = g;
  const fill = g.terrain[0]!.code;
  for (const s of map.sections) {
    if (s.column + s.columns === map.columns) s.columns += columns;
    if (s.row + s.rows === map.rows) s.rows += rows;
  }
  map.hexes = map.hexes.map((line) => line + fill.repeat(columns));
  map.columns += columns;
  for (let k = 0; k < rows; k++) map.hexes.push(fill.repeat(map.columns));
  map.rows += rows;
}

/** Another printed sheet the size of the first, to the right of the map or below it. */
export function addMapSheet(game: GameDefinition, g: GameDefinition, where: 'right' | 'below'): void {
  const { map } = g;
  if (map.sections.some((s) => s.id === ''))
    throw new CommandError(
      'this map is one sheet with hex ids without a sheet letter: make a new game with several sheets instead',
      'where',
    );
  const first = map.sections[0]!;
  const id = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((c) => !map.sections.some((s) => s.id === c));
  if (!id) throw new CommandError('every sheet letter A-Z is used', 'where');
  const fill = game.terrain[0]!.code;
  const section = {
    id,
    column: where === 'right' ? map.columns : 0,
    row: where === 'below' ? map.rows : 0,
    columns: first.columns,
    rows: first.rows,
    firstColumn: first.firstColumn,
    firstRow: first.firstRow,
  };
  const addCols = where === 'right' ? first.columns : Math.max(0, first.columns - map.columns);
  const addRows = where === 'below' ? first.rows : Math.max(0, first.rows - map.rows);
  map.hexes = map.hexes.map((line) => line + ' '.repeat(addCols));
  map.columns += addCols;
  for (let k = 0; k < addRows; k++) map.hexes.push(' '.repeat(map.columns));
  map.rows += addRows;
  // the new sheet's hexes are clear terrain; cells outside every sheet stay holes (a space)
  for (let r = section.row; r < section.row + section.rows; r++) {
    const line = [...map.hexes[r]!];
    for (let c = section.column; c < section.column + section.columns; c++) line[c] = fill;
    map.hexes[r] = line.join('');
  }
  map.sections.push(section);
}
