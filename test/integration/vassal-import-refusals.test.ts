import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';
import { obfuscate } from '../../src-main/import/vassal/deobfuscate.js';
import { buildFileXml, buildModule, buildSave, png } from '../helpers/vassal-module-writer.js';
import { MODULE_NAME, scenarioCommands, scenarioModule } from '../helpers/vassal-scenario.js';

/** Bad input: each refusal names the problem, and nothing is written (no campaign, no mapping). */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

async function refused(module: Buffer, save: Buffer | null, message: RegExp): Promise<void> {
  env = tempService();
  const vmod = join(env.dir, 'm.vmod');
  writeFileSync(vmod, module);
  const args = [vmod];
  if (save) {
    writeFileSync(join(env.dir, 's.vsav'), save);
    args.push('--save', join(env.dir, 's.vsav'));
  }
  const before = readdirSync(env.dir).sort();
  const r = await cli('import-vassal', ...args, '--out', join(env.dir, 'out.qmc'));
  expect(r.code).toBe(1);
  expect(r.err).toMatch(message);
  expect(existsSync(join(env.dir, 'out.qmc'))).toBe(false);
  expect(readdirSync(env.dir).sort()).toEqual(before);
}

const goodSave = () => buildSave(MODULE_NAME, scenarioCommands());

describe('import-vassal refuses bad input, naming the problem, and writes nothing', () => {
  it('a module that is not a zip', async () => {
    await refused(Buffer.from('this is a text file'), null, /m\.vmod is not a zip file/);
  });
  it('a zip with no build file', async () => {
    await refused(
      buildModule(scenarioModule({ noBuildFile: true })),
      null,
      /m\.vmod has no build file \(neither buildFile\.xml nor buildFile\)/,
    );
  });
  it('a board picture missing from the module', async () => {
    const spec = scenarioModule();
    const files = zipSync({
      'buildFile.xml': Buffer.from(buildFileXml(spec)),
      'images/west.png': png(200, 174, [1, 2, 3]),
    });
    await refused(Buffer.from(files), null, /board "East" of map "Main Map" needs the picture images\/east\.png/);
  });
  it('a save with an unknown header', async () => {
    await refused(
      buildModule(scenarioModule()),
      buildSave(MODULE_NAME, [], { raw: Buffer.from('GARBAGE!and more') }),
      /unknown save header "GARBAGE!"/,
    );
  });
  it('a save from another module', async () => {
    await refused(
      buildModule(scenarioModule()),
      buildSave('Another Game', scenarioCommands()),
      /s\.vsav is a save from another module: it was written by "Another Game"/,
    );
  });
  it('a save that does not decode (its key byte damaged)', async () => {
    const good = buildSave(MODULE_NAME, scenarioCommands());
    const text = 'begin_save\u001bend_save';
    const damaged = Buffer.from(
      obfuscate(text, 0x5a)
        .toString('latin1')
        .replace(/^!VCSK5a/, '!VCSK21'),
      'latin1',
    );
    expect(good.length).toBeGreaterThan(0);
    await refused(
      buildModule(scenarioModule()),
      buildSave(MODULE_NAME, [], { raw: damaged }),
      /s\.vsav: the saved game does not decode: undone with its key byte 21/,
    );
  });
  it('a save that is not a zip', async () => {
    await refused(buildModule(scenarioModule()), Buffer.from('begin_save'), /s\.vsav is not a zip file/);
  });
  it('still reads a module whose build file has the old name', async () => {
    env = tempService();
    const vmod = join(env.dir, 'old.vmod');
    writeFileSync(vmod, buildModule(scenarioModule({ oldBuildFile: true })));
    writeFileSync(join(env.dir, 's.vsav'), goodSave());
    const r = await cli('import-vassal', vmod, '--save', join(env.dir, 's.vsav'), '--out', join(env.dir, 'o.qmc'));
    expect(r.err).toBe('');
    // two on the map and the infantry on the charts, kept off it
    expect(r.out).toMatch(/side german: 3 units/);
  });
});
