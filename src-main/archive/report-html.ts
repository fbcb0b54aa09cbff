import { describeClock } from '../../shared/engine/clock.js';
import { describeCommand, type Command } from '../../shared/rules/registered-commands.js';
import { describeEvent, fold, type GameEvent } from '../../shared/rules/registered-events.js';
import { doneEvents, logClocks } from '../../shared/engine/log-walk.js';
import { gameWithEdits } from '../../shared/engine/game-edit-command.js';
import type { Campaign } from '../../shared/model/campaign-schema.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { escapeXml, mapSvg } from './map-svg.js';
import { refereeNames } from '../../shared/engine/referee-names.js';

/**
 * The campaign as one HTML page that any browser opens without the app, years from now: the map
 * as it stands, then turn by turn every command with what it did, and the supply ledger (every
 * change to every dump, with the balance after it). No scripts, no outside files: every text is
 * escaped, and the page's own Content-Security-Policy forbids scripts, so that a name holding
 * markup shows as text and runs nothing, even in a browser that opens it years from now.
 */
export const REPORT_CSP =
  "default-src 'none'; script-src 'none'; object-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

export function reportHtml(c: Campaign, generator: string): string {
  const ruleset = rulesetInfo(c.game.ruleset);
  const amount = (n: number) => ruleset.formatAmount(n);
  const done = doneEvents(c.log);
  const final = fold(c.setup, done);
  // c.game is the game the campaign was made with; the map "now" is it after the logged game edits
  const gameNow = gameWithEdits(
    c.game,
    done.flatMap((e) => (e.type === 'gameEdited' ? [e.edit] : [])),
  );
  const names = refereeNames(c.game, ruleset, c.setup, final);
  const balance = new Map(c.setup.dumps.map((d) => [d.id, d.amount]));
  const turns = new Map<number, string[]>();
  const clocks = logClocks(c.setup.clock, c.log);
  c.log.forEach((entry, k) => {
    const at = clocks[k]!;
    const command = JSON.parse(entry.command) as Command;
    const events = entry.events as unknown as GameEvent[];
    const lines: string[] = [];
    const ledger: string[] = [];
    if (entry.status === 'done') {
      for (const e of events) {
        lines.push(`<li>${escapeXml(describeEvent(e, amount, names))}</li>`);
        const change =
          e.type === 'dumpSpent'
            ? { dump: e.dump, delta: -e.tokens, why: e.reason }
            : e.type === 'dumpAmountSet'
              ? { dump: e.dump, delta: e.to - e.from, why: 'set by the referee' }
              : e.type === 'dumpCreated'
                ? { dump: e.dump.id, delta: e.dump.amount, why: 'created' }
                : undefined;
        if (change) {
          const after = (balance.get(change.dump) ?? 0) + change.delta;
          balance.set(change.dump, after);
          ledger.push(
            `<tr><td>${escapeXml(names.dump(change.dump))}</td><td class="n">${change.delta < 0 ? '−' : '+'}${escapeXml(amount(Math.abs(change.delta)))}</td><td class="n">${escapeXml(amount(after))}</td><td>${escapeXml(change.why)}</td><td>${escapeXml(describeClock(c.game, ruleset, at).replace(/^Turn \d+( \([^)]*\))?, /, ''))}</td></tr>`,
          );
        }
      }
    }
    const status =
      entry.status === 'done' ? '' : ` <span class="undone">(${entry.status}: not part of the campaign)</span>`;
    const html = `<li><span class="when">${escapeXml(entry.at.slice(0, 16).replace('T', ' '))}</span> #${entry.seq} ${escapeXml(describeCommand(command, names))}${status}${lines.length ? `<ul>${lines.join('')}</ul>` : ''}</li>${ledger.length ? `<li class="ledger"><table><tr><th>dump</th><th>change</th><th>balance</th><th>why</th><th>phase</th></tr>${ledger.join('')}</table></li>` : ''}`;
    turns.set(at.turn, [...(turns.get(at.turn) ?? []), html]);
  });
  const turnLabel = (n: number) => c.game.turns.find((t) => t.number === n);
  const sections = [...turns]
    .sort((a, b) => a[0] - b[0])
    .map(
      ([n, items]) =>
        `<section><h2>Turn ${n}${turnLabel(n) ? ` — ${escapeXml(turnLabel(n)!.label)}, ${escapeXml(turnLabel(n)!.weather)}` : ''}</h2><ol>${items.join('')}</ol></section>`,
    );
  const sideRows = gameNow.sides.map((s) => {
    const units = final.units.filter((u) => u.side === s.id);
    const stock = final.dumps.filter((d) => d.side === s.id).reduce((a, d) => a + d.amount, 0);
    return `<tr><td>${escapeXml(s.name)}</td><td class="n">${units.length}</td><td class="n">${units.filter((u) => u.outOfSupplySince !== undefined).length}</td><td class="n">${final.deadPile.filter((u) => u.side === s.id).length}</td><td class="n">${escapeXml(amount(stock))}</td></tr>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CSP}">
<title>${escapeXml(c.name)} — campaign report</title>
<style>
body{font:15px/1.45 Georgia,serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{margin-bottom:0}.sub{color:#666;margin-top:.2rem}svg{width:100%;height:auto;border:1px solid #999;background:#eee}
table{border-collapse:collapse;margin:.4rem 0}td,th{border:1px solid #bbb;padding:.15rem .5rem;text-align:left}.n{text-align:right}
.when{color:#777;font-size:.85em}.undone{color:#a33}li.ledger{list-style:none}ol>li{margin:.3rem 0}
@media print{section{break-inside:avoid-page}}
</style></head><body>
<h1>${escapeXml(c.name)}</h1>
<p class="sub">${escapeXml(c.game.name)} · ${escapeXml(ruleset.name)} rules · ${c.log.length} commands · now at ${escapeXml(describeClock(c.game, ruleset, final.clock))} · written by ${escapeXml(generator)}</p>
<h2>The map now</h2>
${mapSvg(gameNow, final)}
<table><tr><th>side</th><th>units on the map</th><th>out of supply</th><th>dead pile</th><th>supply in dumps</th></tr>${sideRows.join('')}</table>
${final.track.length ? `<p>On the turn record track: ${final.track.map((t) => `${escapeXml(t.unit.name)} (turn ${t.turn})`).join(', ')}.</p>` : ''}
${sections.join('\n') || '<p>No commands yet.</p>'}
</body></html>
`;
}
