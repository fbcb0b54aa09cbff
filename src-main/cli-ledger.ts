import type { CliCall } from './cli-call.js';
import { sideId } from './cli-side.js';
import { rulesetInfo } from '../shared/rules/rulesets.js';
import { terminalText } from './cli-output.js';

/**
 * `quartermaster ledger <file.qmc> [--side S] [--turn N] [--resource R] [--csv]`: every change to
 * every dump with the dump's running balance, in the names the Ledgers panel uses, or the same as
 * CSV. A monster game's ledger runs to hundreds of thousands of lines: each column's width is
 * measured in one pass and each line written once, with no table of them all in between.
 */
export async function ledgerVerb(
  call: CliCall,
  file: string,
  opts: {
    side?: string | undefined;
    turn?: number | undefined;
    resource?: string | undefined;
    csv?: boolean | undefined;
  },
  out: (line: string) => void,
  data: (text: string) => void,
): Promise<void> {
  const opened = await call('campaign.open', { file, readOnly: true });
  // a side by its name or id, as the referee calls it
  const chosen = opts.side === undefined ? undefined : sideId(opts.side, opened.sides);
  const filter = { side: chosen, turn: opts.turn, resource: opts.resource };
  if (opts.csv) {
    data((await call('ledger.csv', filter)).csv.trimEnd());
    return;
  }
  const view = await call('ledger.list', filter);
  // amounts in the game's notation, as the Ledgers panel writes them
  const rules = rulesetInfo(opened.ruleset);
  const amount = (n: number) =>
    view.resource !== 'sp' && rules.capabilities.resources
      ? rules.capabilities.resources.format(view.resource, n)
      : rules.formatAmount(n);
  // Every name is cleaned of control characters once, not each of 150,000 lines scanned for them:
  // the entry lines are then written as they are (data), the clean names and numbers they hold.
  const cleaned = new Map<string, string>();
  const clean = (text: string) => {
    let c = cleaned.get(text);
    if (c === undefined) cleaned.set(text, (c = terminalText(text)));
    return c;
  };
  const sideName = new Map(view.sides.map((x) => [x.id, x.name]));
  const side = (id: string) => clean(sideName.get(id) ?? id);
  // "T3 Axis Supply Phase": one string per turn, side and phase, made again only when the line
  // before had another (lines come in runs of the same turn, side and phase)
  let last: (typeof view.lines)[number] | undefined;
  let lastText = '';
  const when = (l: (typeof view.lines)[number]) => {
    if (last === undefined || l.turn !== last.turn || l.side !== last.side || l.phase !== last.phase)
      lastText = `T${l.turn} ${side(l.side)} ${clean(view.phaseLabels[l.phase] ?? l.phase)}`;
    last = l;
    return lastText;
  };
  const dump = (id: string) => clean(view.dumpLabels[id] ?? id);
  let [w0, w1, w2] = [0, 0, 0];
  for (const l of view.lines) {
    w0 = Math.max(w0, when(l).length);
    w1 = Math.max(w1, dump(l.dump).length);
    w2 = Math.max(w2, clean(l.reason).length);
  }
  const title =
    view.resource === 'sp'
      ? 'Supply ledger'
      : `${view.resources.find((r) => r.id === view.resource)?.label ?? view.resource} ledger`;
  out(
    `${title}${filter.side ? `, ${side(filter.side)}` : ''}${opts.turn ? `, turn ${opts.turn}` : ''}: ${view.lines.length} entries`,
  );
  for (const l of view.lines) {
    const units = l.units.length ? `  (${l.units.map((u) => clean(view.unitLabels[u] ?? u)).join(', ')})` : '';
    data(
      `  ${when(l).padEnd(w0)}  ${dump(l.dump).padEnd(w1)}  ${clean(l.reason).padEnd(w2)}  ${(l.amount > 0 ? '+' : '') + amount(l.amount)} -> ${amount(l.dumpBalance)}${units}`,
    );
  }
}
