/** Dice typed in by the referee ("3 5", "3,5", "3+5"): exactly `count` faces of 1-6, or undefined. */
export function parseDice(text: string | undefined, count: number): number[] | undefined {
  const faces = (text ?? '')
    .split(/[\s,+]+/)
    .filter(Boolean)
    .map(Number);
  return faces.length === count && faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 6) ? faces : undefined;
}
