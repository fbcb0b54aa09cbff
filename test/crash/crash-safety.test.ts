import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/engine/dice.js';
import { tempService } from '../helpers/temp-service.js';

/**
 * Crash safety: a child process applies commands, one transaction each, and acknowledges each
 * after it committed; we SIGKILL it at a random moment, KILLS times. Every time the file must open,
 * pass PRAGMA integrity_check, and hold every acknowledged command (plus at most the one that
 * committed as it was killed) — and the campaign must show the last committed command's effect.
 * The kill delays come from a seed, printed with every failure: QUARTERMASTER_CRASH_SEED=<seed>
 * replays the same delays (the moments still meet the writer wherever the machine has it).
 */
const KILLS = Number(process.env.QUARTERMASTER_CRASH_KILLS ?? 200);
const SEED = Number(process.env.QUARTERMASTER_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const replay = `seed ${SEED}: QUARTERMASTER_CRASH_SEED=${SEED} replays these kill delays`;
const HEXES = ['2012', '2013', '2112', '2113', '2011'];
const WRITER = 'test/crash/command-writer.mjs';
const env = tempService();
afterAll(() => env.cleanup());

/** A writer process, started before it is needed: see `startWriter`. */
interface Writer {
  /** Lets it write from command number `first`, kills it `delayMs` after its first acknowledgement; resolves with the last number acknowledged. */
  run(first: number, delayMs: number): Promise<number>;
  stop(): void;
}

/**
 * Starts the writer on `file`: it loads the backend, then waits on stdin for the number of its first
 * command, so that its start-up overlaps the check of the previous kill and the file sees nothing
 * of it until `run`.
 */
function startWriter(file: string): Writer {
  const child = spawn(process.execPath, [WRITER, file, join(env.dir, 'data')], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let acked = 0;
  let delay = 0;
  let pending = '';
  let err = '';
  let timer: NodeJS.Timeout | undefined;
  // 'close', not 'exit': a killed writer's last acknowledgements may still sit in the pipe at its exit
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('close', (_code, signal) => resolve(signal)));
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const l of lines) if (l.startsWith('ack ')) acked = Number(l.slice(4));
    // once it is writing, kill it after a random moment: mid-transaction as often as not
    timer ??= setTimeout(() => child.kill('SIGKILL'), delay);
  });
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  return {
    async run(first, delayMs) {
      acked = first - 1;
      delay = delayMs;
      child.stdin.end(`${first}\n`);
      const signal = await exited;
      if (signal !== 'SIGKILL') throw new Error(`the writer stopped by itself: ${err}`);
      return acked;
    },
    stop: () => child.kill('SIGKILL'),
  };
}

describe('a campaign file survives being killed mid-command', () => {
  it(`opens, passes integrity_check and holds exactly the acknowledged commands (${KILLS} kills)`, async () => {
    if (!existsSync('build/main/src-main/service/campaign-service.js'))
      throw new Error('build/main is missing: run `npm run build` first (npm test does)');
    const s = await env.api['campaign.openDemo']({});
    env.service.close();
    let committed = 0;
    const delay = mulberry32(SEED);
    let next = startWriter(s.file);
    try {
      for (let k = 1; k <= KILLS; k++) {
        const acked = await next.run(committed + 1, Math.floor(delay() * 20));
        if (k < KILLS) next = startWriter(s.file);
        const db = new Database(s.file);
        expect(db.pragma('integrity_check', { simple: true }), `after kill ${k} (${replay})`).toBe('ok');
        const done = (db.prepare("SELECT count(*) AS n FROM commands WHERE status = 'done'").get() as { n: number }).n;
        db.close();
        expect(
          done,
          `after kill ${k}: ${done} commands in the file, ${acked} acknowledged (${replay})`,
        ).toBeGreaterThanOrEqual(acked);
        expect(done, `after kill ${k} (${replay})`).toBeLessThanOrEqual(acked + 1);
        committed = done;
        const opened = await env.api['campaign.open']({ file: s.file });
        expect(opened.commands).toBe(committed);
        const hex = (await env.api['state.get']({})).units.find((u) => u.id === 'ax-11pz-15')!.hex;
        expect(hex, `after kill ${k}: the state is that of command ${committed} (${replay})`).toBe(
          HEXES[committed % HEXES.length],
        );
        env.service.close();
      }
    } finally {
      next.stop();
    }
    console.log(`crash safety: ${KILLS} SIGKILLs, ${committed} commands committed and all of them kept (${replay})`);
  }, 900_000);
});
