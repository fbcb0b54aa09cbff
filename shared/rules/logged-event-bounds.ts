import type { CampaignState } from '../model/campaign-schema.js';

/** a command or an event as the log holds it: its kind, and the ids among its fields */
type Logged = { readonly type: string };

/**
 * What a logged event may be when a log of another rules version differs from today's replay:
 * history the referee may keep, since rules change, but never more than its command could have
 * done. An event must be of a kind the command gives when replayed today (a unit's move never sets
 * a dump's amount), and touch only units and dumps that the command names or that today's rules
 * touch for it (a Supply Phase never spends from a dump it does not reach). Returns, in words, the
 * first logged event beyond those bounds, or undefined when every one keeps within them.
 */
export function eventOutOfBounds(
  before: CampaignState,
  command: Logged,
  replayed: readonly Logged[],
  logged: readonly Logged[],
): string | undefined {
  const known = new Set<string>();
  for (const u of before.units) known.add(u.id);
  for (const u of before.deadPile) known.add(u.id);
  for (const t of before.track) known.add(t.unit.id);
  for (const d of before.dumps) known.add(d.id);
  const kinds = new Set(replayed.map((e) => e.type));
  const named = strings(command, () => true);
  const touchedNow = new Set<string>();
  for (const e of replayed) for (const id of touchedBy(e, known)) touchedNow.add(id);
  for (const [k, e] of logged.entries()) {
    if (!kinds.has(e.type))
      return `the log has event ${k + 1} (${e.type}), which a ${command.type} does not give${
        kinds.size ? ` (it gives ${[...kinds].join(', ')})` : ' now'
      }`;
    for (const id of touchedBy(e, known))
      if (!named.has(id) && !touchedNow.has(id))
        return `the log's event ${k + 1} (${e.type}) touches "${id}", which the command does not name and the rules do not touch for it`;
  }
  return undefined;
}

// free text and the event's own kind: no unit or dump is touched by being mentioned there
const TEXT_KEYS = new Set(['type', 'note', 'reason', 'text', 'shownIn', 'spentAs', 'label']);

/** The units and dumps an event touches: every known id in it, and every new thing's own id. */
function touchedBy(e: Logged, known: ReadonlySet<string>): Set<string> {
  return strings(e, (value, key) => known.has(value) || key === 'id');
}

function strings(value: unknown, keep: (value: string, key: string) => boolean): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown, key: string): void => {
    if (typeof v === 'string') {
      if (keep(v, key)) out.add(v);
    } else if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) if (!TEXT_KEYS.has(k)) walk(x, k);
  };
  walk(value, '');
  return out;
}
