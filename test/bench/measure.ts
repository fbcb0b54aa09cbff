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

/** Prints one `key: value unit` line, the form the issues ask for. */
export function report(key: string, value: number, unit: string, digits = 2): void {
  console.log(`${key}: ${value.toFixed(digits)} ${unit}`);
}
