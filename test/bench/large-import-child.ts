import { runCli } from '../../src-main/cli.js';

/**
 * One CLI verb in a process of its own, for large-import-bench.ts: runs it and prints the peak
 * resident memory of this process, worker threads included (getrusage's ru_maxrss).
 */
const code = await runCli(process.argv.slice(2), { out: () => {}, err: console.error });
console.log(JSON.stringify({ code, peakMb: process.resourceUsage().maxRSS / 1024 }));
process.exit(code);
