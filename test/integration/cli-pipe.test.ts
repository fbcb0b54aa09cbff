import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import { ledgerCampaign } from '../helpers/ledger-campaign.js';

/**
 * The installed command writing into a pipe whose reader is slow (`quartermaster ledger … | less`):
 * every line arrives, however long the reader waits before reading.
 */
const ENTRIES = 4000;
let dir: string;
let file: string;

/** Runs the built CLI with its output into a pipe nobody reads for a while, then reads it to the end. */
function slowReader(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['bin/quartermaster.mjs', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    child.stdout.pause();
    child.on('error', fail);
    setTimeout(() => {
      child.stdout.on('data', (c: Buffer) => chunks.push(c));
      child.stdout.resume();
    }, 1500);
    child.on('close', (code) => done({ code, out: Buffer.concat(chunks).toString('utf8') }));
  });
}

beforeAll(() => {
  if (!existsSync('build/cli/cli.js'))
    throw new Error('build/cli is missing: run `npm run build` first (npm test does)');
  dir = mkdtempSync(join(tmpdir(), 'qm-pipe-'));
  const json = join(dir, 'long.json');
  writeFileSync(json, JSON.stringify(ledgerCampaign(ENTRIES)));
  const s = new CampaignService({
    demoCampaign: json,
    dataDir: join(dir, 'data'),
    version: 'test',
    transport: 'direct',
  });
  file = join(dir, 'long.qmc');
  s.importJson(json, file);
  s.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('CLI output into a pipe', () => {
  it('ledger: every entry reaches a reader that waits before reading', async () => {
    const r = await slowReader('ledger', file);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    const counted = Number(/: (\d+) entries/.exec(lines[0]!)?.[1]);
    expect(counted).toBeGreaterThanOrEqual(ENTRIES);
    expect(lines.length - 2).toBe(counted);
    expect(r.out.endsWith('\n')).toBe(true);
  });

  it('ledger --csv and log: whole, down to the last line', async () => {
    const csv = await slowReader('ledger', file, '--csv');
    expect(csv.code).toBe(0);
    // the last entry's command and number, then the name columns beside the ids
    expect(csv.out.trimEnd().split('\r\n').at(-1)).toMatch(new RegExp(`,dump\\.setAmount,${ENTRIES},`));
    const log = await slowReader('log', file);
    expect(log.code).toBe(0);
    expect(log.out).toContain(`#${ENTRIES} `);
  });
});
