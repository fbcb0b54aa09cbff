import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGN } from '../helpers/temp-service.js';
import { buildModule, buildSave } from '../helpers/vassal-module-writer.js';
import { MODULE_NAME, scenarioCommands, scenarioModule } from '../helpers/vassal-scenario.js';

/**
 * The installed command as a referee runs it: `node bin/quartermaster.mjs`, a process of its own
 * running the bundle in build/cli (the other CLI tests call runCli in-process, from the sources).
 */
function quartermaster(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, ['bin/quartermaster.mjs', ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('bin/quartermaster.mjs (the bundled command-line tool)', () => {
  beforeAll(() => {
    if (!existsSync('build/cli/cli.js'))
      throw new Error('build/cli is missing: run `npm run build` first (npm test does)');
  });

  it('imports, describes and reports supply for a campaign, and changes nothing it only reads', () => {
    dir = mkdtempSync(join(tmpdir(), 'qm-bin-'));
    const file = join(dir, 'demo.qmc');
    const made = quartermaster('import', DEMO_CAMPAIGN, '--out', file);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    const before = readFileSync(file);
    const info = quartermaster('info', file);
    expect(info.code).toBe(0);
    expect(info.out).toContain(`  file:      ${file}`);
    expect(info.out).toMatch(/ruleset ocs: Operational Combat Series/);
    const supply = quartermaster('supply', file, '--side', 'soviet', '--json');
    expect(supply.code).toBe(0);
    const report = JSON.parse(supply.out) as { side: string; units: Array<{ status: string }> };
    expect(report.side).toBe('soviet');
    expect(report.units.length).toBeGreaterThan(0);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('runs a command on the file, as the app would', () => {
    dir = mkdtempSync(join(tmpdir(), 'qm-bin-'));
    const file = join(dir, 'demo.qmc');
    expect(quartermaster('import', DEMO_CAMPAIGN, '--out', file).code).toBe(0);
    const r = quartermaster('do', file, '{"type":"unit.move","unit":"sv-tb-1","hex":"3010"}');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(quartermaster('info', file).out).toMatch(/log: +1 commands/);
  });

  it('refuses a command it does not know with the validation message, exit code 1', () => {
    const r = quartermaster('do', 'test/fixtures/schema-v1.qmc', '{"type":"unit.move","unit":5}');
    expect(r.code).toBe(1);
    // zod's English messages, kept in the bundle
    expect(r.err).toContain('unit: Invalid input: expected string, received number');
  });

  it('loads the VASSAL importer only for its verb, from its own part of the bundle', () => {
    dir = mkdtempSync(join(tmpdir(), 'qm-bin-'));
    const vmod = join(dir, 'test.vmod');
    const vsav = join(dir, 'setup.vsav');
    writeFileSync(vmod, buildModule(scenarioModule()));
    writeFileSync(vsav, buildSave(MODULE_NAME, scenarioCommands()));
    const out = join(dir, 'front.qmc');
    const r = quartermaster('import-vassal', vmod, '--save', vsav, '--out', out);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(quartermaster('info', out).out).toContain(MODULE_NAME);
  });

  it('prints its usage for help and for no verb', () => {
    expect(quartermaster('help')).toMatchObject({ code: 0, out: expect.stringContaining('Usage: quartermaster') });
    expect(quartermaster()).toMatchObject({ code: 1, out: expect.stringContaining('Usage: quartermaster') });
  });
});
