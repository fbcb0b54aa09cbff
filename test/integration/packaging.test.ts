import { extractAll, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { build, Platform } from 'electron-builder';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
const DEMO_CAMPAIGN = 'assets/demo/ocs-demo.campaign.json';

/**
 * electron-builder packs the app as it would on a machine with Electron, from a stand-in Electron
 * (no binary can be downloaded here): a file carrying Electron's fuse sentinel, so the real fuse
 * flipping runs and can be read back. What is checked is what electron-builder computed: the
 * files in the asar, what it unpacked, the fuses, and that the packed app's own code runs.
 */
const root = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'qm-packaging-'));
const out = join(work, 'release');
const unpacked = join(out, 'linux-unpacked');
let files: string[] = [];
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>;

/** An "Electron" whose fuse wire (version 1, eight fuses) is all enabled, as a new Electron's mostly is. */
function standInElectron(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const wire = Buffer.concat([
    Buffer.from('#!/bin/sh\n# stand-in for the Electron binary\n'),
    Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'),
    Buffer.from([1, 8]),
    Buffer.from('11111111'),
  ]);
  writeFileSync(join(dir, 'electron'), wire, { mode: 0o755 });
  writeFileSync(join(dir, 'version'), '45.5.0');
  writeFileSync(join(dir, 'LICENSE'), 'MIT');
}

beforeAll(async () => {
  for (const f of ['build/main/src-main/main.js', 'build/cli/cli.js', 'dist-renderer/index.html'])
    if (!existsSync(f)) throw new Error(`${f} is missing: run \`npm run build\` first (npm test does)`);
  standInElectron(join(work, 'electron'));
  await build({
    projectDir: root,
    targets: Platform.LINUX.createTarget('dir'),
    config: { electronDist: join(work, 'electron'), directories: { output: out } },
  });
  files = listPackage(join(unpacked, 'resources', 'app.asar'), { isPack: false }).map((f) =>
    f.replace(/\\/g, '/').replace(/^\//, ''),
  );
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packaged app (electron-builder, linux dir target)', () => {
  it('carries the app, the command-line tool, the renderer and the demo', () => {
    for (const f of [
      'package.json',
      'build/main/src-main/main.js',
      'build/main/src-main/preload.cjs',
      'build/main/src-main/cli.js',
      'build/cli/cli.js',
      'dist-renderer/index.html',
      'assets/demo/ocs-demo.campaign.json',
      'assets/icon.png',
    ])
      expect(files, f).toContain(f);
    expect(pkg.main).toBe('build/main/src-main/main.js');
  });

  it('carries no tests, sources, source maps, SQLite sources or development packages', () => {
    const offending = files.filter(
      (f) =>
        /\.test\.|\.map$|\.d\.ts$|\.(ts|mts|cts)$/.test(f) ||
        /^(test|src-main|src-renderer|shared|scripts|docs|bin)\//.test(f) ||
        /^node_modules\/better-sqlite3\/(deps|src)\//.test(f) ||
        /^node_modules\/(d3|d3-[a-z-]+|vitest|typescript|electron|svelte|vite|playwright-core|node-addon-api)\//.test(
          f,
        ),
    );
    expect(offending).toEqual([]);
    // only this platform's SQLite binary, not all eight
    const prebuilds = files.filter((f) => f.startsWith('node_modules/better-sqlite3/prebuilds/'));
    expect(prebuilds).toEqual(['node_modules/better-sqlite3/prebuilds/linux-x64.node']);
  });

  it('native modules are unpacked from the asar, and the packed SQLite binding loads', () => {
    const native = join(unpacked, 'resources', 'app.asar.unpacked', 'node_modules');
    expect(existsSync(join(native, 'better-sqlite3', 'prebuilds', 'linux-x64.node'))).toBe(true);
    expect(existsSync(join(native, 'sharp', 'package.json'))).toBe(true);
    const r = spawnSync(
      process.execPath,
      [
        '-e',
        `const D = require(${JSON.stringify(join(native, 'better-sqlite3'))}); console.log(new D(':memory:').prepare('select 6*7 v').get().v)`,
      ],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('42');
  });

  it("the packed app's own code runs the command-line tool on a campaign (every dependency it needs is packed)", () => {
    const app = join(work, 'app');
    extractAll(join(unpacked, 'resources', 'app.asar'), app);
    const file = join(work, 'demo.qmc');
    const run = (args: string[]) =>
      spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { runCli } = await import(${JSON.stringify(join(app, 'build/main/src-main/cli.js'))}); process.exitCode = await runCli(${JSON.stringify(args)});`,
        ],
        { encoding: 'utf8', env: { ...process.env, NODE_PATH: '' } },
      );
    const made = run(['import', resolve(DEMO_CAMPAIGN), '--out', file]);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const info = run(['info', file]);
    expect(info.status).toBe(0);
    expect(info.stdout).toMatch(/ruleset ocs: Operational Combat Series/);
  }, 60_000);

  it('the fuses are flipped: no run-as-node, no NODE_OPTIONS, no --inspect; asar integrity; the app only from the asar', async () => {
    const wire = await getCurrentFuseWire(join(unpacked, 'quartermaster'));
    const off = 48;
    const on = 49;
    expect(wire[FuseV1Options.RunAsNode]).toBe(off);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(off);
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(off);
    expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(on);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(on);
    expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(off);
  });
});

interface BuilderConfig {
  fileAssociations: Array<{ ext: string; mimeType?: string; icon?: string }>;
  linux: { executableName: string; maintainer?: string; desktop: { entry: Record<string, string> }; target: string[] };
  deb: { depends: string[] };
  win: { target: string[] };
  mac: { target: string[] };
}
const config = parse(readFileSync('electron-builder.yml', 'utf8')) as BuilderConfig;

describe('the package configuration (deb, AppImage, NSIS, dmg)', () => {
  it('a deb can be built: maintainer with e-mail, homepage, author e-mail', () => {
    expect(config.linux.maintainer).toMatch(/^[^<]+<[^@\s]+@[^>\s]+>$/);
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect((pkg.author as { email?: string }).email).toMatch(/@/);
    expect(config.linux.target).toEqual(expect.arrayContaining(['deb', 'AppImage']));
    expect(config.win.target).toContain('nsis');
    expect(config.mac.target).toContain('dmg');
  });

  it("the deb keeps electron-builder's own dependencies, xdg-utils among them", () => {
    // a depends list replaces electron-builder's defaults (FpmTarget): every one of them must stay
    for (const d of [
      'libgtk-3-0',
      'libnotify4',
      'libnss3',
      'libxss1',
      'libxtst6',
      'xdg-utils',
      'libatspi2.0-0',
      'libuuid1',
      'libsecret-1-0',
    ])
      expect(config.deb.depends, d).toContain(d);
  });

  it('a .qmc file is a campaign with its own MIME type and icon, and the desktop entry opens it', () => {
    const qmc = config.fileAssociations.find((a) => a.ext === 'qmc');
    expect(qmc?.mimeType).toBe('application/x-quartermaster-campaign');
    expect(qmc?.icon).toBeTruthy();
    expect(config.linux.desktop.entry.MimeType).toContain('application/x-quartermaster-campaign');
    expect(config.linux.desktop.entry.Categories).toMatch(/Game/);
  });

  it('the installed command is `quartermaster`, the same program as the app', () => {
    expect(config.linux.executableName).toBe('quartermaster');
    expect(existsSync(join(unpacked, 'quartermaster'))).toBe(true);
  });
});
