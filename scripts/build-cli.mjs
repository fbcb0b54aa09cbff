// `npm run build:cli`: the command-line tool bundled into a few ES modules under build/cli, so that
// a cold `quartermaster info` reads one file instead of resolving and compiling hundreds of modules
// (build/main, zod, the rulesets). bin/quartermaster.mjs runs build/cli/cli.js.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

const outdir = 'build/cli';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['src-main/cli.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // the verbs that import pictures or VASSAL modules load their code (own chunks) only when run
  splitting: true,
  // native code and its loaders stay in node_modules; electron is never loaded by the CLI
  external: ['better-sqlite3', 'sharp', 'electron'],
  // a bundled CommonJS module that calls require() finds Node's
  banner: { js: "import { createRequire as __qmRequire } from 'node:module'; const require = __qmRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
});
