// `npm run build:cli`: the command-line tool bundled into a few ES modules under build/cli, so that
// a cold `quartermaster info` reads one file instead of resolving and compiling hundreds of modules
// (build/main, zod, the rulesets). bin/quartermaster.mjs runs build/cli/cli.js.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * zod's namespace carries every message language (z.locales, a third of zod's size); Quartermaster
 * speaks English only, and zod sets English up by itself: the bundle keeps just that one.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /\/locales\/index\.js$/ }, (a) =>
      /[\\/]node_modules[\\/]zod[\\/]/.test(a.importer)
        ? { path: join(dirname(a.importer), a.path), namespace: 'zod-english-only' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (a) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(a.path),
      loader: 'js',
    }));
  },
};

const outdir = 'build/cli';
rmSync(outdir, { recursive: true, force: true });
await build({
  // the long jobs' worker thread beside the CLI (src-main/work/worker-module.ts finds it there)
  entryPoints: { cli: 'src-main/cli.ts', 'job-worker': 'src-main/work/job-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // the verbs that read pictures or VASSAL modules load their code (own chunks) only when run
  splitting: true,
  // native code and its loaders stay in node_modules; the CLI never loads Electron
  external: ['better-sqlite3', 'sharp', 'electron', 'esbuild'],
  // a bundled CommonJS module that calls require() gets Node's
  banner: {
    js: "import { createRequire as __qmRequire } from 'node:module'; const require = __qmRequire(import.meta.url);",
  },
  // less to read and parse; names are kept, so a stack trace still says which function failed
  minifyWhitespace: true,
  minifySyntax: true,
  plugins: [zodEnglishOnly],
  legalComments: 'none',
  logLevel: 'warning',
});
