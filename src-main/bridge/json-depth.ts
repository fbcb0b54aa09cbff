/**
 * How deep a JSON text nests, found by scanning its brackets (outside strings) before it is parsed:
 * JSON nested 100,000 deep would otherwise overflow the stack of whatever walks it next (zod, the
 * engine). True when the text nests deeper than `limit` arrays and objects.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The nesting the bridge (and the CLI's `do`) accept: far more than any command or campaign needs. */
export const MAX_JSON_DEPTH = 64;
