import { ENEMY_UNIT, ENEMY_ZOC } from '../../hex/search-overlay.js';
import type { GameDefinition } from '../../model/game-schema.js';

/**
 * OCS 12.6a-b and 12.7: which supply sources work this phase, what a rail line carries supply
 * through, and when an Extender is a source or a link. trace-sources.ts asks these per source hex
 * and per Extender; each takes the hex's overlay flags (side-context.ts), where a friendly combat
 * unit has already negated enemy ZOC (4.5b).
 */

/**
 * OCS 12.6a: a supply source of the game (a map edge, a port: game.supplySources) supplies the
 * side it is listed for, and no other.
 */
export function suppliesSide(source: GameDefinition['supplySources'][number], side: string): boolean {
  return source.side === side;
}

/**
 * Why a supply source of the game does not work this phase, or undefined when it does: an enemy
 * combat unit holds it (12.3d: no supply path enters such a hex), or "An enemy ZOC in any type of
 * Supply Source hex prevents trace supply from being obtained" (12.6b).
 */
export function sourceBlocked(hexFlags: number, hex: string): string | undefined {
  if (hexFlags & ENEMY_UNIT) return `an enemy combat unit holds ${hex}`;
  if (hexFlags & ENEMY_ZOC) return `enemy ZOC in ${hex} (OCS 12.6b)`;
  return undefined;
}

/**
 * OCS 12.6a-2 (detraining, 13.3c): a rail hex is detrainable when the railroad leads from it to a
 * working source, never through an enemy combat unit or an un-negated enemy ZOC.
 */
export function railCarriesSupply(hexFlags: number): boolean {
  return (hexFlags & (ENEMY_UNIT | ENEMY_ZOC)) === 0;
}

/**
 * Why an Extender does not act as a source this phase, or undefined when it may: "Extenders
 * collapse when enemy combat units enter their hex" (12.7h), and an enemy ZOC in its hex stops
 * trace supply there like in any kind of source (12.6b). Under the reading extenderInEnemyZoc
 * 'relays' (docs/rules-interpretations.md) one in enemy ZOC still passes a daisy chain on.
 */
export function extenderBlocked(hexFlags: number, hex: string, relays: boolean): string | undefined {
  if (hexFlags & ENEMY_UNIT) return `an enemy combat unit is in ${hex}: the Extender has collapsed (OCS 12.7h)`;
  if (hexFlags & ENEMY_ZOC)
    return `enemy ZOC in ${hex} (OCS 12.6b: no trace supply from any kind of source there${relays ? "; it still passes a daisy chain on, by this game's reading" : ''})`;
  return undefined;
}

/**
 * OCS 12.7a, 12.7c: may this Extender link back (to a source, a detrainable hex or another
 * Extender) and so pass supply on? Never once collapsed (12.7h); in enemy ZOC only under the
 * reading 'relays'.
 */
export function extenderLinks(hexFlags: number, relays: boolean): boolean {
  if (hexFlags & ENEMY_UNIT) return false;
  return (hexFlags & ENEMY_ZOC) === 0 || relays;
}

/**
 * OCS 12.7a A, 12.6b: a linked Extender is a source units draw trace supply from only where no
 * enemy ZOC lies in its hex; in one it is at most a link in the chain.
 */
export function extenderIsSource(hexFlags: number): boolean {
  return (hexFlags & (ENEMY_UNIT | ENEMY_ZOC)) === 0;
}
