import { CommandError } from '../shared/model/command-error.js';

/**
 * A side as a referee types it on the command line: its id ("soviet") or its name ("Soviet",
 * "Red Army"), any case. A text that is neither is refused with every side's name and id.
 */
export function sideId(text: string, sides: ReadonlyArray<{ id: string; name: string }>): string {
  const t = text.trim().toLowerCase();
  const found =
    sides.find((s) => s.id === text) ?? sides.find((s) => s.id.toLowerCase() === t || s.name.toLowerCase() === t);
  if (!found)
    throw new CommandError(
      `there is no side "${text}" (sides: ${sides.map((s) => (s.name === s.id ? s.id : `${s.name} (${s.id})`)).join(', ')})`,
      'side',
    );
  return found.id;
}
