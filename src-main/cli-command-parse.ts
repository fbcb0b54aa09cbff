import { commandSchema, type Command } from '../shared/rules/registered-commands.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './bridge/json-depth.js';

/** A `do` command the CLI refuses before opening the file: one line says why, with no usage text. */
export class CommandTextError extends Error {}

const TYPES: readonly string[] = commandSchema.options.map((o) => o.shape.type.value);

/**
 * `quartermaster do <file> '<json>'`: the command as the app knows it, or one line naming what is
 * wrong — not JSON, an unknown type (with the close matches), or the first fields the type refuses.
 */
export function parseCliCommand(text: string): Command {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new CommandTextError(`do: the command nests deeper than ${MAX_JSON_DEPTH} levels`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new CommandTextError(`do: the command is not JSON (${(e as Error).message}): ${clip(text)}`);
  }
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string')
    throw new CommandTextError(`do: the command needs a "type", e.g. {"type":"supply.apply","side":"axis"}`);
  if (!TYPES.includes(type)) throw new CommandTextError(`do: unknown command type "${type}"${suggestions(type)}`);
  const parsed = commandSchema.safeParse(raw);
  if (!parsed.success)
    throw new CommandTextError(
      `do: ${type}: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || 'command'}: ${i.message}`)
        .join('; ')}`,
    );
  return raw as Command; // as typed: the service validates it again and keeps it as sent
}

/** The known types closest to a mistyped one; else the families the types come in. */
function suggestions(type: string): string {
  const close = TYPES.map((t) => ({ t, d: distance(type.toLowerCase(), t.toLowerCase()) }))
    .filter(({ t, d }) => d <= Math.max(2, Math.floor(t.length / 4)) || t.split('.')[0] === type.split('.')[0])
    .sort((a, b) => a.d - b.d)
    .slice(0, 4)
    .map(({ t }) => `"${t}"`);
  if (close.length) return `; did you mean ${close.join(' or ')}?`;
  const families = [...new Set(TYPES.map((t) => t.split('.')[0]!))];
  return `; the types begin ${families.map((f) => `${f}.`).join(', ')}`;
}

/** Levenshtein distance: how many letters to change, add or drop. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
