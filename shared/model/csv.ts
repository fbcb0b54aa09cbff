/**
 * CSV as spreadsheets write it (RFC 4180): fields separated by commas, quoted with double quotes
 * where they hold a comma, a quote or a line break ("" is a quote inside quotes). A leading BOM
 * (Excel's UTF-8 export) is dropped; lines end in CRLF or LF. Each record keeps the line it started
 * on, so an error can name the row the referee sees in the spreadsheet.
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
    fields.push(field);
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

/** One CSV field: quoted only where it must be. */
export function csvField(value: string | number | undefined): string {
  const s = value === undefined ? '' : String(value);
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export function writeCsv(rows: ReadonlyArray<ReadonlyArray<string | number | undefined>>): string {
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
