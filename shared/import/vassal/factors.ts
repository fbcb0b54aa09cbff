/**
 * Combat factors as printed on a counter and written into its name or a property: "4-3-8" (attack,
 * defence, movement), "2-1-6", "(3)-4-10" (a parenthesised factor, e.g. an artillery barrage or a
 * defence-only strength: its number is taken, the brackets noted). Two-number forms ("3-8") are
 * strength and movement.
 */
export interface Factors {
  attack: number;
  defense: number;
  ma: number;
  /** the factors as printed, for the referee to check */
  text: string;
  /** the attack factor was printed in brackets */
  bracketed: boolean;
}

const FACTOR = String.raw`(\(?\[?\d{1,3}\]?\)?)`;
const THREE = new RegExp(String.raw`(?:^|[^\d(\[])${FACTOR}-${FACTOR}-${FACTOR}(?![\d])`);
const TWO = new RegExp(String.raw`(?:^|[^\d(\[-])${FACTOR}-${FACTOR}(?![\d-])`);

function num(s: string): number {
  return Number(s.replace(/[()[\]]/g, ''));
}

export function parseFactors(...texts: Array<string | undefined>): Factors | undefined {
  for (const text of texts) {
    if (!text) continue;
    const m3 = THREE.exec(text);
    if (m3) {
      const [a, d, m] = [m3[1]!, m3[2]!, m3[3]!];
      return { attack: num(a), defense: num(d), ma: num(m), text: `${a}-${d}-${m}`, bracketed: /[([]/.test(a) };
    }
    const m2 = TWO.exec(text);
    if (m2) {
      const [s, m] = [m2[1]!, m2[2]!];
      return { attack: num(s), defense: num(s), ma: num(m), text: `${s}-${m}`, bracketed: /[([]/.test(s) };
    }
  }
  return undefined;
}
