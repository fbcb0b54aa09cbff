/**
 * Format version 3 (campaigns): each ruleset's own fields move under its key (campaign-schema.ts,
 * RulesState): on every unit, each ruleset's markers into `unit.<key>`; the campaign's arrays into
 * `state.rules.<key>`. Units are rewritten wherever a file holds them: the setup (on the map, in the
 * dead pile, on the track, in pools), the log's events and commands (unit creation, imports,
 * returns, snapshots in SQLite rows). A grand-campaign log's supply verdicts get the system's own
 * words back (`full`, `limited`, `out`), which version 2 wrote as OCS's (the reason kept them).
 * The fields are each ruleset's v2 -> v3 list as it stood, frozen (MovedFields): later moves need
 * an upgrade of their own.
 * The SQLite campaign files get the same rewrite from migration 5 (src-main/store/).
 */

/**
 * The fields that moved, by ruleset key: a unit's markers and the campaign's arrays, in the order of
 * the v3 schemas. Each ruleset gives its own (its format-upgrades.ts, FormatUpgrade.movedUnderKey)
 * and the registry joins them (rules/registered-upgrades.ts): the model names no ruleset's field.
 */
export type MovedFields = Readonly<
  Record<string, { readonly unit: readonly string[]; readonly state: readonly string[] }>
>;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** a unit wherever it appears: an id, a side, and steps out of a maximum */
const isUnit = (v: Json) => typeof v.id === 'string' && typeof v.side === 'string' && typeof v.maxSteps === 'number';

/** One v2 unit in the v3 shape (a unit already in it, or with no moved field, comes back the same). */
export function upgradeUnitV3(u: Json, moved: MovedFields): Json {
  const out: Json = {};
  const parts: Record<string, Json> = {};
  const byField = new Map<string, string>();
  for (const [key, fields] of Object.entries(moved)) for (const f of fields.unit) byField.set(f, key);
  for (const [k, v] of Object.entries(u)) {
    const key = byField.get(k);
    if (key === undefined) out[k] = v;
    else if (v !== undefined) (parts[key] ??= {})[k] = v;
  }
  for (const [key, fields] of Object.entries(moved)) {
    const part = parts[key];
    if (!part) continue;
    // in the schema's order, after any part already there
    const ordered: Json = { ...(isObject(u[key]) ? u[key] : {}) };
    for (const f of fields.unit) if (f in part) ordered[f] = part[f];
    out[key] = ordered;
  }
  return out;
}

/** Every unit inside a JSON value (an event, a command, a pool), rewritten; the rest kept as it is. */
export function upgradeUnitsWithinV3(value: unknown, moved: MovedFields): unknown {
  if (Array.isArray(value)) return value.map((v) => upgradeUnitsWithinV3(v, moved));
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) out[k] = upgradeUnitsWithinV3(v, moved);
  return isUnit(out) ? upgradeUnitV3(out, moved) : out;
}

/** A v2 campaign state (a setup or a snapshot) in the v3 shape. */
export function upgradeStateV3(state: unknown, moved: MovedFields): unknown {
  if (!isObject(state)) return state;
  const out: Json = {};
  const rules: Record<string, Json> = { ...(isObject(state.rules) ? (state.rules as Record<string, Json>) : {}) };
  const byField = new Map<string, string>();
  for (const [key, fields] of Object.entries(moved)) for (const f of fields.state) byField.set(f, key);
  for (const [k, v] of Object.entries(state)) {
    if (k === 'rules') continue;
    const key = byField.get(k);
    if (key === undefined) out[k] = upgradeUnitsWithinV3(v, moved);
    else rules[key] = { ...rules[key], [k]: upgradeUnitsWithinV3(v, moved) };
  }
  if (Object.keys(rules).length) out.rules = rules;
  return out;
}

/** A supply status word of the campaign's ruleset (Ruleset.statusWords), as the upgrade reads it. */
export interface VerdictWord {
  id: string;
  label: string;
  supplied: boolean;
}

/**
 * A logged event in the v3 shape: its units rewritten, and each supply verdict in its ruleset's own
 * words where version 2 wrote OCS's instead (the grand campaign's `in-supply` whose reason starts
 * "limited supply: " becomes `limited`; `out-of-supply` becomes the one unsupplied word).
 */
export function upgradeEventV3(event: unknown, words: readonly VerdictWord[], moved: MovedFields): unknown {
  const e = upgradeUnitsWithinV3(event, moved);
  if (!isObject(e) || e.type !== 'supplyDetermined' || !Array.isArray(e.verdicts)) return e;
  const known = new Set(words.map((w) => w.id));
  const unsupplied = words.filter((w) => !w.supplied);
  const word = (v: unknown): unknown => {
    if (!isObject(v) || typeof v.status !== 'string' || typeof v.reason !== 'string' || known.has(v.status)) return v;
    const reason = v.reason;
    const by =
      v.status === 'out-of-supply' && unsupplied.length === 1
        ? unsupplied[0]
        : words.find((w) => w.supplied && reason.startsWith(`${w.label}: `));
    return by ? { ...v, status: by.id } : v;
  };
  return { ...e, verdicts: e.verdicts.map(word) };
}

/**
 * A v2 campaign file (JSON) in the v3 shape: its setup, and every event and command of its log;
 * `words` gives the status words of the game's ruleset (none known: verdicts are kept as written).
 */
export function upgradeToV3(
  value: unknown,
  words: (ruleset: string) => readonly VerdictWord[],
  moved: MovedFields,
): unknown {
  if (!isObject(value) || value.formatVersion !== 2) return value;
  const ruleset = isObject(value.game) && typeof value.game.ruleset === 'string' ? value.game.ruleset : '';
  const known = words(ruleset);
  const log = Array.isArray(value.log)
    ? value.log.map((entry) => {
        if (!isObject(entry)) return entry;
        return {
          ...entry,
          ...(typeof entry.command === 'string' ? { command: upgradeCommandTextV3(entry.command, moved) } : {}),
          ...(Array.isArray(entry.events) ? { events: entry.events.map((e) => upgradeEventV3(e, known, moved)) } : {}),
        };
      })
    : value.log;
  return { ...value, formatVersion: 3, setup: upgradeStateV3(value.setup, moved), log };
}

/** A logged command's JSON text with its units rewritten (unchanged text when none moved). */
export function upgradeCommandTextV3(text: string, moved: MovedFields): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  const next = JSON.stringify(upgradeUnitsWithinV3(parsed, moved));
  return next === JSON.stringify(parsed) ? text : next;
}
