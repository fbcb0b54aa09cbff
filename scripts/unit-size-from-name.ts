/**
 * The demos' unit sizes, read from their names as a referee would ("Rifle Div" is a division, XX):
 * drawn above each counter's NATO symbol.
 */
export function sizeFromName(name: string): 'I' | 'II' | 'III' | 'X' | 'XX' | 'XXX' | 'XXXX' | undefined {
  if (/\b(Army|Front)\b/.test(name)) return 'XXXX';
  if (/\bCorps\b/.test(name)) return 'XXX';
  if (/\b(Div|Division)\b/.test(name)) return 'XX';
  if (/\b(Bde|Brigade)\b/.test(name)) return 'X';
  if (/\b(Rgt|Regiment)\b/.test(name)) return 'III';
  if (/\b(Bn|Battalion)\b/.test(name)) return 'II';
  if (/\b(Coy|Company)\b/.test(name)) return 'I';
  return undefined;
}
