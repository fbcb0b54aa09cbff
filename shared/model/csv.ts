import { FormatError } from './format-error.js';

/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted with double quotes
 * where they hold a comma, a quote or a line break ("" is a quote inside quotes). A leading BOM
 * (Excel's UTF-8 export) is dropped; lines end in CRLF or LF. Each record keeps the line it started
 * on, so an error can name the row the referee sees in the spreadsheet.
 *
 * A text cell beginning with =, +, -, @, a tab or a carriage return is a formula to a spreadsheet
 * (a unit named "=HYPERLINK(…)" would run as one when the file is opened): such a cell is written
 * with a leading apostrophe, which spreadsheets take for "this is text" and do not show, and the
 * apostrophe is dropped again when the file is read back. Numbers are written as they are.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'CsvSyntaxError';
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let i = 0;
  const endField = () => {
    fields.push(fromTextCell(field));
    field = '';
  };
  const endRecord = () => {
    endField();
    // a blank line is no record (spreadsheets leave them at the end)
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields });
    fields = [];
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === '"' && field === '') {
      const opened = line;
      i++;
      for (;;) {
        if (i >= src.length) throw new CsvSyntaxError(opened, 'a quoted field is never closed');
        const q = src[i]!;
        if (q === '"') {
          if (src[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n') line++;
        field += q;
        i++;
      }
      const next = src[i];
      if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
        throw new CsvSyntaxError(line, 'text after a closing quote (write "" for a quote inside quotes)');
      continue;
    }
    if (c === ',') {
      endField();
      i++;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line++;
      start = line;
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || fields.length) endRecord();
  return records;
}

/** One CSV field: quoted only where it must be; text that a spreadsheet would run, marked as text. */
export function csvField(value: string | number | undefined | null, numeric = false): string {
  const raw = value === undefined || value === null ? '' : String(value);
  const s = typeof value === 'string' && !numeric ? toTextCell(raw) : raw;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

// apostrophes first, so that a name that itself begins with "'=" reads back unchanged too
const FORMULA_START = /^'*[=+\-@\t\r]/;

function toTextCell(s: string): string {
  return FORMULA_START.test(s) ? `'${s}` : s;
}

function fromTextCell(s: string): string {
  return s.startsWith("'") && FORMULA_START.test(s) ? s.slice(1) : s;
}

export function writeCsv(rows: ReadonlyArray<ReadonlyArray<string | number | undefined>>): string {
  return rows.map((r) => r.map((v) => csvField(v)).join(',')).join('\r\n') + '\r\n';
}

/**
 * A spreadsheet's bytes as text, refusing what is not UTF-8 (a file saved as Latin-1 or UTF-16)
 * rather than reading it with replacement characters: the error names the first row that is not.
 */
export function decodeCsvBytes(bytes: Uint8Array, label: string): string {
  try {
    return new Utf8Decoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const strict = new Utf8Decoder('utf-8', { fatal: true });
    let row = 1;
    let start = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x0a) continue;
      try {
        strict.decode(bytes.subarray(start, i));
      } catch {
        throw notUtf8(label, row);
      }
      row++;
      start = i + 1;
    }
    throw notUtf8(label, row);
  }
}

// the WHATWG decoder Node and every browser have (shared/ is compiled without either's types)
const Utf8Decoder = (
  globalThis as unknown as {
    TextDecoder: new (label: 'utf-8', options: { fatal: boolean }) => { decode: (bytes: Uint8Array) => string };
  }
).TextDecoder;

function notUtf8(label: string, row: number): FormatError {
  return new FormatError(`${label} is not UTF-8 text; nothing was imported`, [
    `row ${row}: bytes that are not UTF-8 (save the sheet as "CSV UTF-8" and import it again)`,
  ]);
}
