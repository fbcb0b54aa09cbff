import { describe, expect, it } from 'vitest';
import { progressLine, terminalProgress } from './cli-progress.js';

describe('a long job on the terminal', () => {
  it('shows what it is doing, and how far with a count', () => {
    expect(progressLine({ what: 'reading the module', done: 0, total: 0 })).toBe('reading the module…');
    expect(progressLine({ what: 'writing the pictures', done: 3, total: 4 })).toBe(
      'writing the pictures 3/4 ███████████████░░░░░ 75%',
    );
    expect(progressLine({ what: 'writing the pictures', done: 3, total: 4 }, 12)).toHaveLength(11);
  });
  it('draws on a terminal only: a pipe or a log file gets no progress lines', () => {
    const written: string[] = [];
    const stream = (isTTY: boolean) =>
      ({ isTTY, columns: 80, write: (s: string) => written.push(s) }) as unknown as NodeJS.WriteStream;
    expect(terminalProgress(stream(false))).toBeUndefined();
    const show = terminalProgress(stream(true))!;
    show({ id: 1, kind: 'campaign.export', what: 'writing the pictures', done: 1, total: 2 }, false);
    show({ id: 1, kind: 'campaign.export', what: 'writing the pictures', done: 2, total: 2 }, true);
    expect(written[0]).toContain('writing the pictures 1/2');
    expect(written[1]).toBe('\r\u001b[2K');
  });
});
