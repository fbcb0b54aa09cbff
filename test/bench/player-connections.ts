// The players of the players' bench, on their own machines: a process apart from the referee's app
// (and from the bench that drives its page), holding one event stream per link given on the command
// line. Each connection reads and parses every event as a player's page does (the whole view, then
// each change applied to the view held). It prints "ready" once every connection holds a view, then
// "<connection> <log head> <wall clock ms>" for every view it comes to hold.
import { SseReader } from '../helpers/sse-reader.js';

const links = process.argv.slice(2);
const readers = links.map((link) => new SseReader(link.replace('/#', '/events?token='), {}, false));
let ready = 0;
readers.forEach((r, k) => {
  void (async () => {
    let seen = 0;
    let first = true;
    for (;;) {
      await r.waitFor(() => r.events.length > seen || r.ended, 24 * 3600_000);
      if (r.ended) return;
      seen = r.events.length;
      const views = r.views();
      const head = views.at(-1)?.log.at(-1)?.seq;
      if (head === undefined) continue;
      if (first && ++ready === readers.length) process.stdout.write('ready\n');
      first = false;
      process.stdout.write(`${k} ${head} ${Date.now()}\n`);
    }
  })();
});
process.on('SIGTERM', () => {
  readers.forEach((r) => r.close());
  process.exit(0);
});
