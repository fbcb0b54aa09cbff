/**
 * OCS 12.1a: supply is counted in Tokens, 1 SP = 4 T. Ledgers hold integer Tokens; the display
 * follows the game's notation: "3T" below one SP, otherwise SP with quarters ("4 1/2 SP").
 */
export const TOKENS_PER_SP = 4;

const QUARTERS = ['', '1/4', '1/2', '3/4'];

export function formatTokens(tokens: number): string {
  if (!Number.isInteger(tokens)) throw new RangeError(`a supply amount is a whole number of Tokens, got ${tokens}`);
  const sign = tokens < 0 ? '-' : '';
  const n = Math.abs(tokens);
  if (n > 0 && n < TOKENS_PER_SP) return `${sign}${n}T`;
  const sp = Math.floor(n / TOKENS_PER_SP);
  const frac = QUARTERS[n % TOKENS_PER_SP];
  return `${sign}${sp}${frac ? ` ${frac}` : ''} SP`;
}

/** Reads "4 1/2 SP", "4.5 SP", "3T", "2 SP 1T" or a bare number of SP; undefined if unreadable. */
export function parseTokens(text: string): number | undefined {
  const t = text.trim().toUpperCase().replace(/\s+/g, ' ');
  let m = /^(\d+)\s*T$/.exec(t);
  if (m) return Number(m[1]);
  m = /^(\d+)(?: (1\/4|1\/2|3\/4))?(?: ?SP)?$/.exec(t);
  if (m) return Number(m[1]) * TOKENS_PER_SP + (m[2] ? QUARTERS.indexOf(m[2]) : 0);
  m = /^(\d+) ?SP (\d+) ?T$/.exec(t);
  if (m) return Number(m[1]) * TOKENS_PER_SP + Number(m[2]);
  m = /^(\d+(?:\.\d+)?) ?SP$/.exec(t) ?? /^(\d+\.\d+)$/.exec(t);
  if (m) {
    const v = Number(m[1]) * TOKENS_PER_SP;
    return Number.isInteger(v) ? v : undefined;
  }
  return undefined;
}
