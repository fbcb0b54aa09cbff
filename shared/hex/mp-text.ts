/**
 * A count of movement or supply line points as the charts print them: "7", "7 1/2", "1/2", "2 1/3".
 * One style for every MP and SLP a referee reads (verdicts, explanations, the CLI, the Supply tab);
 * a cost finer than a quarter or a third falls back to two decimals.
 */
export function mpText(mp: number): string {
  if (Number.isInteger(mp)) return `${mp}`;
  const whole = Math.floor(mp);
  for (const d of [2, 3, 4]) {
    const k = Math.round((mp - whole) * d);
    if (k > 0 && k < d && Math.abs(mp - whole - k / d) < 1e-9) {
      const g = k === 2 && d === 4 ? 2 : 1;
      return `${whole ? `${whole} ` : ''}${k / g}/${d / g}`;
    }
  }
  return mp.toFixed(2);
}
