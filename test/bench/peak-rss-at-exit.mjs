// Loaded with `node --import` before the built CLI (large-import-bench.ts): as the process ends,
// its last line on standard output is its peak resident memory, worker threads included
// (getrusage's ru_maxrss), so the figure is that of the very process a referee runs.
import { writeSync } from 'node:fs';

process.on('exit', (code) => {
  writeSync(1, `\n${JSON.stringify({ code, peakMb: process.resourceUsage().maxRSS / 1024 })}\n`);
});
