import type { OffsetParity, Orientation } from './offset.js';

/**
 * One printed map sheet placed in the global offset grid. Its hexes are numbered from
 * firstColumn/firstRow as printed; column/row give its top-left cell in the global grid.
 */
export interface MapSection {
  readonly id: string;
  readonly column: number;
  readonly row: number;
  readonly columns: number;
  readonly rows: number;
  readonly firstColumn: number;
  readonly firstRow: number;
}

/** How a game's map is laid out: grid shape plus the printed sheets that cover it. */
export interface MapLayout {
  readonly orientation: Orientation;
  readonly offset: OffsetParity;
  readonly columns: number;
  readonly rows: number;
  readonly sections: readonly MapSection[];
  /**
   * Printed ids given hex by hex (labels[row][col]), for maps numbered in ways the sections cannot
   * describe (a VASSAL module's own numbering: letters, descending, zones). '' falls back.
   */
  readonly labels?: string[][];
}

/** A single-sheet map numbered CCRR from 01 01, as most games print it. */
export function singleSheetLayout(
  columns: number,
  rows: number,
  orientation: Orientation = 'flat',
  offset: OffsetParity = 'odd',
): MapLayout {
  return {
    orientation,
    offset,
    columns,
    rows,
    sections: [{ id: '', column: 0, row: 0, columns, rows, firstColumn: 1, firstRow: 1 }],
  };
}

/** Problems with a layout, each as a sentence naming the section; empty when the layout is sound. */
export function layoutProblems(layout: MapLayout): string[] {
  const problems: string[] = [];
  if (layout.columns < 1 || layout.rows < 1) problems.push('the map must have at least one column and one row');
  if (layout.sections.length === 0) problems.push('the map needs at least one section');
  const ids = new Set<string>();
  for (const s of layout.sections) {
    const name = s.id === '' ? 'the map sheet' : `map section "${s.id}"`;
    if (layout.sections.length > 1 && s.id === '')
      problems.push('with several map sections every section needs a letter id');
    if (ids.has(s.id)) problems.push(`map section id "${s.id}" is used twice`);
    ids.add(s.id);
    if (!/^[A-Za-z]*$/.test(s.id)) problems.push(`${name}: a section id is letters only`);
    if (s.column < 0 || s.row < 0 || s.column + s.columns > layout.columns || s.row + s.rows > layout.rows) {
      problems.push(`${name} does not fit inside the ${layout.columns}x${layout.rows} grid`);
    }
    if (s.columns < 1 || s.rows < 1) problems.push(`${name} must have at least one column and one row`);
    if (s.firstColumn < 0 || s.firstRow < 0) problems.push(`${name}: printed numbers start at 0 or more`);
  }
  return problems;
}
