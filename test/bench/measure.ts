/** Median of `runs` timings of f (after `warmup` untimed runs), in milliseconds. */
export function medianMs(f: () => void, runs = 7, warmup = 2): number {
  for (let k = 0; k < warmup; k++) f();
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * Medians of f and of a baseline, timed in turns (f, baseline, f, baseline …), and the median of
 * each turn's f / baseline: a ratio that holds on a noisy machine, each f divided by the baseline
 * run beside it, which saw the same moments of load, cache and CPU steal.
 */
export function pairedMedianMs(
  f: () => void,
  baseline: () => void,
  runs = 15,
  warmup = 5,
): { ms: number; baselineMs: number; ratio: number } {
  for (let k = 0; k < warmup; k++) {
    f();
    baseline();
  }
  const a: number[] = [];
  const b: number[] = [];
  const r: number[] = [];
  for (let k = 0; k < runs; k++) {
    let t0 = performance.now();
    f();
    const fa = performance.now() - t0;
    t0 = performance.now();
    baseline();
    const fb = performance.now() - t0;
    a.push(fa);
    b.push(fb);
    r.push(fa / fb);
  }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  return { ms: median(a), baselineMs: median(b), ratio: median(r) };
}

/** Prints one `key: value unit` line, the form the issues ask for. */
export function report(key: string, value: number, unit: string, digits = 2): void {
  console.log(`${key}: ${value.toFixed(digits)} ${unit}`);
}
