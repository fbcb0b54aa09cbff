import type { MapLayout, MapSection } from './map-layout.js';

/**
 * Printed hex ids, as on the game's map: "0120" = column 01, row 20 on a single sheet;
 * "B12.05" = sheet B, column 12, row 05 on a multi-sheet map. Only the edges of the program
 * (files, screen, CLI) speak in printed ids; inside, hexes are dense indices.
 */
function digits(n: number): number {
  return Math.max(2, String(n).length);
}

export function isSingleSheet(layout: MapLayout): boolean {
  return layout.sections.length === 1 && layout.sections[0]?.id === '';
}

function widths(layout: MapLayout, s: MapSection): { cw: number; rw: number } {
  if (isSingleSheet(layout)) return { cw: digits(s.firstColumn + s.columns - 1), rw: digits(s.firstRow + s.rows - 1) };
  return { cw: 2, rw: 2 };
}

/** Digits of column and row in a single-sheet map's ids ("0120": 2 and 2); undefined for multi-sheet maps. */
export function singleSheetIdWidths(layout: MapLayout): { cw: number; rw: number } | undefined {
  const s = layout.sections[0];
  return s && isSingleSheet(layout) && !layout.labels ? widths(layout, s) : undefined;
}

/** Printed id of the hex at global offset (col, row) that lies in section s. */
export function formatPrintedId(layout: MapLayout, s: MapSection, col: number, row: number): string {
  if (layout.labels) return layout.labels[row]?.[col] || `#${col}.${row}`;
  const { cw, rw } = widths(layout, s);
  const c = String(col - s.column + s.firstColumn).padStart(cw, '0');
  const r = String(row - s.row + s.firstRow).padStart(rw, '0');
  return isSingleSheet(layout) ? `${c}${r}` : `${s.id}${c}.${r}`;
}

/** Global offset (col, row) of a printed id, or undefined when the map has no such hex. */
export function parsePrintedId(layout: MapLayout, id: string): { col: number; row: number } | undefined {
  if (layout.labels) return labelIndex(layout).get(id.trim().toUpperCase());
  const text = id.trim();
  let section: MapSection | undefined;
  let c: number;
  let r: number;
  if (isSingleSheet(layout)) {
    section = layout.sections[0];
    if (!section) return undefined;
    const { cw, rw } = widths(layout, section);
    if (!/^\d+$/.test(text) || text.length !== cw + rw) return undefined;
    c = Number(text.slice(0, cw));
    r = Number(text.slice(cw));
  } else {
    const m = /^([A-Za-z]+)(\d+)\.(\d+)$/.exec(text);
    if (!m) return undefined;
    const sid = m[1]!.toUpperCase();
    section = layout.sections.find((s) => s.id.toUpperCase() === sid);
    c = Number(m[2]);
    r = Number(m[3]);
  }
  if (!section) return undefined;
  const col = c - section.firstColumn + section.column;
  const row = r - section.firstRow + section.row;
  if (col < section.column || col >= section.column + section.columns) return undefined;
  if (row < section.row || row >= section.row + section.rows) return undefined;
  return { col, row };
}

/** What a referee should type, for error messages: "a hex id such as 0120" or "such as A01.01". */
export function printedIdExample(layout: MapLayout): string {
  const s = layout.sections[0];
  if (!s) return 'a hex id';
  return `a hex id such as ${formatPrintedId(layout, s, s.column, s.row)}`;
}

const labelIndexes = new WeakMap<MapLayout, Map<string, { col: number; row: number }>>();

/** Labelled maps: every hex of every section by its label (upper case), built once per layout. */
function labelIndex(layout: MapLayout): Map<string, { col: number; row: number }> {
  let index = labelIndexes.get(layout);
  if (!index) {
    index = new Map();
    for (const s of layout.sections)
      for (let row = s.row; row < s.row + s.rows; row++)
        for (let col = s.column; col < s.column + s.columns; col++)
          index.set(formatPrintedId(layout, s, col, row).toUpperCase(), { col, row });
    labelIndexes.set(layout, index);
  }
  return index;
}
