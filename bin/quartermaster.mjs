#!/usr/bin/env node
// The installed command-line tool: runs the built CLI (npm run build first in a checkout).
import { runCli } from '../build/main/src-main/cli.js';

process.exit(await runCli(process.argv.slice(2)));
