/**
 * VASSAL's SequenceEncoder: a list of strings joined by one delimiter character, the delimiter
 * escaped with a backslash inside each element, and an element that ends in a backslash (or is
 * itself wrapped in single quotes) wrapped in single quotes. Nested lists (a piece's traits, a
 * saved game's commands) are lists encoded into an element of the outer list, so every level adds
 * its own escapes. Written from the format, to read modules and saves exactly as VASSAL does.
 */
export function encodeSequence(items: readonly string[], delimiter: string): string {
  return items
    .map((s) => {
      const escaped = s.split(delimiter).join('\\' + delimiter);
      return s.endsWith('\\') || (s.startsWith("'") && s.endsWith("'")) ? `'${escaped}'` : escaped;
    })
    .join(delimiter);
}

/** Splits an encoded sequence back into its elements, undoing one level of escapes. */
export function decodeSequence(value: string, delimiter: string): string[] {
  const out: string[] = [];
  let rest: string | null = value;
  while (rest !== null) {
    let token: string;
    const i: number = rest.indexOf(delimiter);
    if (i < 0) {
      token = rest;
      rest = null;
    } else {
      let buffer = '';
      let begin = 0;
      let end: number = i;
      // a delimiter preceded by a backslash belongs to the element
      while (begin < end && rest.charAt(end - 1) === '\\') {
        buffer += rest.slice(begin, end - 1);
        begin = end;
        end = rest.indexOf(delimiter, end + 1);
        if (end < 0) break;
      }
      if (end < 0) {
        buffer += rest.slice(begin);
        rest = null;
      } else {
        buffer += rest.slice(begin, end);
        rest = end >= rest.length - 1 ? '' : rest.slice(end + 1);
      }
      token = buffer;
    }
    if (token.length > 1 && token.startsWith("'") && token.endsWith("'")) token = token.slice(1, -1);
    out.push(token);
  }
  return out;
}
