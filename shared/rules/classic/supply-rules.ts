import { isLeaderType } from './game-parts.js';
import type { CostVariant } from '../../hex/movement-graph.js';
import { ENEMY_UNIT, ENEMY_ZOC } from '../../hex/search-overlay.js';
import type { Clock, Unit } from '../../model/campaign-schema.js';
import type { Readings } from '../../model/game-readings-schema.js';
import type { GameDefinition } from '../../model/game-schema.js';

/**
 * CL Supply (classic-supply.txt), rule by rule: who needs a Supply Line, what a line may not pass,
 * how German case 2 is counted and how long a Soviet Line of Communications may be.
 * The traces (german-road-supply.ts, soviet-leader-supply.ts, supply-line-setup.ts) ask these per
 * unit and per hex.
 */

type UnitType = GameDefinition['unitTypes'][number];

/**
 * CL Supply, general rule: "Units must be in Supply to use their full Combat Strength and Movement
 * Allowance" — combat units, and Soviet Leaders, who must trace a Line of Supply themselves
 * (CL Soviet supply, case 4). Any other unit (no strength to halve) needs none.
 */
export function needsSupply(type: UnitType | undefined): boolean {
  return !!type?.combat || isLeaderType(type);
}

/**
 * CL Effects of supply, case 3: "All units are considered to be in Supply during the First
 * Player-Turn (not Game-Turn) of their entrance into the game": the turn it entered, while its
 * own side is the one moving.
 */
export function suppliedOnEntry(u: Unit, clock: Pick<Clock, 'turn' | 'side'>, side: string): boolean {
  return u.enteredTurn === clock.turn && clock.side === side;
}

/**
 * CL German supply, case 1, and Soviet supply, case 1: no Supply Line passes through Enemy units or Enemy-controlled
 * hexes (an un-negated Enemy Zone of Control: "Friendly units do negate Enemy Zones of Control",
 * which the overlay already accounts for). `hexFlags` is the hex's overlay flags. Impassable
 * terrain is the search's own (no move enters it).
 */
export function barsSupplyLine(hexFlags: number): boolean {
  return (hexFlags & (ENEMY_UNIT | ENEMY_ZOC)) !== 0;
}

/**
 * CL German supply, case 2, "within twenty hexes of a Road ... These Movement Points are counted as per the
 * type of unit": counted in MP by the unit's type, with Roads crossing Rivers for supply (case 3:
 * 'bridged'), or in hexes — the rule reads both ways (readings.clGermanCase2,
 * docs/rules-interpretations.md).
 */
export function germanCase2Counting(reading: Readings['clGermanCase2']): {
  variant: CostVariant;
  unit: 'MP' | 'hexes';
} {
  return reading === 'hexes' ? { variant: 'hexes', unit: 'hexes' } : { variant: 'bridged', unit: 'MP' };
}

/**
 * CL Soviet supply, case 2: "The length of the Line of Communications traced from the combat units to the
 * Leader may be no more hexes than the rating of the Leader." A Leader with no rating coordinates
 * supply only for a unit in his own hex.
 */
export function lineOfCommunicationsHexes(leader: Unit): number {
  return leader.rating ?? 0;
}

/**
 * CL Soviet supply, case 2, as its example reads: "A Soviet division is four hexes from General Lukin; it
 * is out of supply because Lukin's rating is three." Is a unit `hexes` away within the Leader's
 * reach (the straight-line check a referee makes first)?
 */
export function withinLeaderRating(hexes: number, leader: Unit): boolean {
  return hexes <= lineOfCommunicationsHexes(leader);
}
