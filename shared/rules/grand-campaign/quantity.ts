/** GC: supply amounts are integer twelfths of an SP, since 1/2, 1/3, 1/4, 1/6 and 1/12 SP all occur. */
export function formatTwelfths(n: number): string {
  const sign = n < 0 ? '-' : '';
  const a = Math.abs(n);
  const whole = Math.floor(a / 12);
  const rest = a % 12;
  if (rest === 0) return `${sign}${whole} SP`;
  const g = gcd(rest, 12);
  const frac = `${rest / g}/${12 / g}`;
  return whole === 0 ? `${sign}${frac} SP` : `${sign}${whole} ${frac} SP`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Reads "2 1/2 SP", "1/3", "11/12 SP", "4 SP"; undefined when it is not a whole number of twelfths. */
export function parseTwelfths(text: string): number | undefined {
  const whole = /^\s*(\d+)\s*(?:SP)?\s*$/i.exec(text);
  if (whole) return Number(whole[1]) * 12;
  // a whole part, if any, is set apart from the fraction by a space: "1 1/12", never "11/12" read as 1 and 1/12
  const m = /^\s*(?:(\d+)\s+)?(\d+)\/(\d+)\s*(?:SP)?\s*$/i.exec(text);
  if (!m || Number(m[3]) === 0) return undefined;
  const frac = (Number(m[2]) * 12) / Number(m[3]);
  return Number.isInteger(frac) ? Number(m[1] ?? 0) * 12 + frac : undefined;
}
