import type { Unit } from '../model/campaign-schema.js';
import type { GameDefinition } from '../model/game-schema.js';

/**
 * What a unit's counter shows, as the printed counter does: its factors in the game's order
 * (attack-defence-movement), and the markers sitting on it as separate chits. The map draws these;
 * the rules that set the markers are cited where the fields are defined (campaign-schema.ts).
 */

/**
 * The chits on a unit, worst first: the supply marker (OCS 12.8a Out of Supply, GC 16.B U#), the
 * ruleset's own markers (registered-views.ts: isolation, internal stocks, fuel), and the unit's
 * mode where it is a marker on the map (DG, Strat, Reserve).
 */
export function counterChits(u: Unit, badge: string | null, markers: readonly string[]): string[] {
  const out: string[] = [];
  if (badge) for (const word of badge.split(/\s+/)) if (word && !out.includes(word)) out.push(word);
  for (const m of markers) if (!out.includes(m)) out.push(m);
  if (u.mode === 'dg') out.push('DG');
  if (u.mode === 'strat') out.push('Strat');
  if (u.mode === 'reserve') out.push('Res');
  return out;
}

/**
 * The short id printed on a counter: the unit's own number, and its formation's after a slash
 * ("11 Pz: 111 PzG Rgt" -> "111/11", "160 Rifle Div (cut off)" -> "160", "XLVIII Pz Corps HQ" -> "XLVIII").
 */
export function shortUnitId(name: string): string {
  const colon = name.indexOf(':');
  const own = firstWord(colon >= 0 ? name.slice(colon + 1) : name);
  const formation = colon >= 0 ? firstWord(name.slice(0, colon)) : '';
  return formation ? `${own}/${formation}` : own;
}

function firstWord(text: string): string {
  return (
    text
      .replace(/\(.*?\)/g, ' ')
      .trim()
      .split(/\s+/)[0] ?? ''
  );
}

/** "6-5-8": attack-defence-movement, as printed; units without combat factors show their movement alone. */
export function counterFactors(u: Unit, combat: boolean): string {
  if (!combat) return u.ma ? `${u.ma}` : '';
  return `${u.attack}-${u.defense}-${u.ma}`;
}

/**
 * The nation's colour (GC 16.F): the game's own, or a shade of the side's colour told apart by the
 * nation's place among its side's nations (the first nation keeps the side colour).
 */
export function nationColor(game: GameDefinition, nation: string | undefined): string | null {
  if (!nation) return null;
  const n = game.nations.find((x) => x.id === nation);
  if (!n) return null;
  if (n.color) return n.color;
  const k = game.nations.filter((x) => x.side === n.side).indexOf(n);
  const side = game.sides.find((s) => s.id === n.side);
  if (!side || k <= 0) return side?.color ?? null;
  return shade(side.color, SHADES[(k - 1) % SHADES.length]!);
}

/** Mixes toward a hue so that allied nations' counters differ at a glance: olive, sand, slate blue, rust. */
const SHADES = ['#8a8f3c', '#c9a86a', '#6f86a8', '#b0704a'];

function shade(base: string, toward: string): string {
  const a = parseInt(base.slice(1), 16);
  const b = parseInt(toward.slice(1), 16);
  const mix = (sh: number) => Math.round(((a >> sh) & 255) * 0.35 + ((b >> sh) & 255) * 0.65);
  return `#${((mix(16) << 16) | (mix(8) << 8) | mix(0)).toString(16).padStart(6, '0')}`;
}
