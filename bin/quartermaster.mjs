#!/usr/bin/env node
// The installed command-line tool, and `npm run cli` in a checkout: runs the built CLI, one bundled
// JavaScript file (build/cli, made by `npm run build:cli`; no TypeScript compiler at run time).
import module from 'node:module';

// Node keeps the compiled code between runs (the compile cache)
module.enableCompileCache();
let cli;
try {
  cli = await import('../build/cli/cli.js');
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes('build/cli/cli.js')) throw e;
  console.error('Quartermaster is not built here: run `npm run build:cli` (or `npm run build`) first.');
  process.exit(1);
}
// exits only once the output has left: into a pipe, an early exit would cut it short
await cli.exitWhenFlushed(await cli.runCli(process.argv.slice(2)));
