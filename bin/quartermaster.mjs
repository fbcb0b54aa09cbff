#!/usr/bin/env node
// The installed command-line tool, and `npm run cli` in a checkout: runs the built CLI, compiled
// JavaScript only (no TypeScript compiler at run time). In a checkout, `npm run build:main` first.
let cli;
try {
  cli = await import('../build/main/src-main/cli.js');
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes('build/main/src-main/cli.js')) throw e;
  console.error('Quartermaster is not built here: run `npm run build:main` (or `npm run build`) first.');
  process.exit(1);
}
process.exit(await cli.runCli(process.argv.slice(2)));
