/**
 * The colours supply verdicts are drawn in on the map, told apart from the counters they mark. A
 * ruleset gives each status word a colour (OCS: out of supply red), but a game gives its sides
 * theirs (the demo's Soviets are brick red): a red ring on a red counter cannot be seen. Each
 * verdict keeps its ruleset colour unless that is too close to a counter's colour (any side's or
 * nation's), to the dark halo the ring sits on, or to another verdict's; then the stand-in farthest
 * from all of them is used. The map's legend shows the same colours.
 */

/** Colours closer than this (CIE76 ΔE) are taken for one another at a glance on a small counter. */
export const CLASH = 30;

/** What a ring must never look like besides the counters: its dark halo and the supply path's magenta. */
const AVOID = ['#111111', '#ff00c8'];

/** Stand-ins, in order of preference, at least 38 ΔE apart: one counter colour spoils at most two. */
const STAND_INS = ['#00e5ff', '#ffffff', '#ff8c00', '#0044ff', '#b4ff00', '#ffe600', '#8b4513', '#ff1f5a', '#00a087'];

type Lab = [number, number, number];
const labs = new Map<string, Lab>();

/** CIE L*a*b* of a #rrggbb colour (sRGB, D65). */
function lab(hex: string): Lab {
  let v = labs.get(hex);
  if (v) return v;
  const n = parseInt(hex.slice(1, 7), 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [lin((n >> 16) & 255), lin((n >> 8) & 255), lin(n & 255)];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t) / 116 + 16 / 116);
  v = [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
  labs.set(hex, v);
  return v;
}

/** How far apart two #rrggbb colours look (CIE76 ΔE). */
export function colourDistance(a: string, b: string): number {
  const [p, q] = [lab(a.toLowerCase()), lab(b.toLowerCase())];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

const nearest = (c: string, others: readonly string[]) =>
  others.reduce((d, o) => Math.min(d, colourDistance(c, o)), Infinity);

/**
 * The colour each verdict colour is drawn in, by the ruleset's colour: itself when it stands clear
 * of every counter colour, the halo and the other verdicts; else the first stand-in clear of them.
 */
export function verdictColours(verdicts: readonly string[], counters: readonly string[]): Map<string, string> {
  const shown = new Map<string, string>();
  const clear = counters.filter((c) => /^#[0-9a-f]{6}$/i.test(c)).concat(AVOID);
  const taken: string[] = [];
  // the verdicts that clash nowhere keep their colour first, so a stand-in is kept clear of them too
  const keeps = (c: string) => nearest(c, clear) >= CLASH;
  for (const v of verdicts) if (keeps(v) && nearest(v, taken) >= CLASH) (taken.push(v), shown.set(v, v));
  for (const v of verdicts) {
    if (shown.has(v)) continue;
    // the first stand-in clear of them all; failing that (a game of many colours), the farthest
    let best = v;
    let far = -1;
    for (const s of STAND_INS) {
      const d = Math.min(nearest(s, clear), nearest(s, taken));
      if (d >= CLASH) [best, far] = [s, Infinity];
      else if (d > far) [best, far] = [s, d];
      if (far === Infinity) break;
    }
    taken.push(best);
    shown.set(v, best);
  }
  return shown;
}

/** The colours the counters are drawn in: each side's, and each unit's nation's where it has one. */
export function counterColours(
  sides: ReadonlyArray<{ color: string }>,
  units: ReadonlyArray<{ nationColor?: string | null }>,
): string[] {
  return [...new Set([...sides.map((s) => s.color), ...units.flatMap((u) => (u.nationColor ? [u.nationColor] : []))])];
}

/** Each unit's verdict colour as drawn: the ruleset's colours put through verdictColours. */
export function shownVerdicts(statusOf: Map<string, string>, colours: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, c] of statusOf) out.set(id, colours.get(c) ?? c);
  return out;
}
