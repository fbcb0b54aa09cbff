import type { Writable } from 'node:stream';

/**
 * What the command-line tool prints, and how it leaves. A name may hold anything a file or a
 * spreadsheet gave it, escape codes included: printed raw they would recolour, retitle or clear
 * the referee's terminal, so every line of words is shown without control characters. Machine
 * output (JSON, which escapes them itself, and CSV into a pipe or file) stays exactly the data.
 */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

// C0 controls but the line break, DEL, and C1 controls (ESC's 8-bit forms among them)
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;
const HAS_CONTROL = new RegExp(CONTROL.source);

/** A line as a terminal should show it: control characters stripped. */
export function terminalText(line: string): string {
  return HAS_CONTROL.test(line) ? line.replace(CONTROL, '') : line;
}

/** JSON with DEL and the C1 controls escaped too (JSON.stringify leaves them raw): the same data, safe on a terminal. */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 1).replace(
    /[\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Standard output and error, gathered into large writes: a ledger of 150,000 lines is a few
 * dozen writes, not 150,000.
 */
export function processIo(): CliIo & { flush: () => void } {
  const chunks: Record<'out' | 'err', string[]> = { out: [], err: [] };
  const sizes = { out: 0, err: 0 };
  const stream = (k: 'out' | 'err') => (k === 'out' ? process.stdout : process.stderr);
  const send = (k: 'out' | 'err') => {
    if (!chunks[k].length) return;
    stream(k).write(chunks[k].join(''));
    chunks[k] = [];
    sizes[k] = 0;
  };
  const add = (k: 'out' | 'err', line: string) => {
    chunks[k].push(line, '\n');
    sizes[k] += line.length + 1;
    if (sizes[k] >= 1 << 16) send(k);
  };
  return {
    out: (l) => add('out', l),
    err: (l) => {
      send('out'); // what came before an error is printed before it
      add('err', l);
      send('err');
    },
    flush: () => {
      send('out');
      send('err');
    },
  };
}

/**
 * Exits once everything written has left the process. Into a pipe, Node queues what the reader
 * has not taken yet; `process.exit` straight away would drop it and cut the output short.
 */
export async function exitWhenFlushed(code: number): Promise<never> {
  await drainOutput();
  process.exit(code);
}

/** Resolves once everything written to standard output and error has left the process. */
export async function drainOutput(): Promise<void> {
  await Promise.all([drained(process.stdout), drained(process.stderr)]);
}

function drained(stream: Writable): Promise<void> {
  return new Promise((done) => {
    if (stream.destroyed || stream.writableEnded) return done();
    // writes complete in order: the callback of an empty one comes after all before it
    stream.write('', () => done());
  });
}
