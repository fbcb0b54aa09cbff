import type { GcUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { GcUnitType } from './game-parts.js';

/** GC 16.F.2: an army/front HQ, a coalition HQ or a command HQ (the game's unit type says which). */
export type HqKind = NonNullable<GcUnitType['hqKind']>;

export function hqKindOf(type: GcUnitType | undefined): HqKind {
  return type?.hqKind ?? 'army';
}

/**
 * GC 16.A.1, 16.F.1: an HQ is in general supply through a line to a national supply source. An army
 * HQ needs one of its own nation; a coalition or command HQ serves every nation of its side, so any
 * of the side's sources will do ('*'). An HQ with no nation draws on any source of its side.
 */
export function generalSupplySourcesOf(hq: GcUnit, kind: HqKind): string {
  return kind !== 'army' || !hq.nation ? '*' : hq.nation;
}

/** The nations of a side that have an army HQ of their own on the map (GC 16.F.2's exception turns on it). */
export function nationsWithArmyHq(hqs: ReadonlyArray<{ unit: GcUnit; kind: HqKind }>): Set<string | undefined> {
  return new Set(hqs.filter((h) => h.kind === 'army').map((h) => h.unit.nation));
}

/**
 * GC 16.F.2: may a unit of nation `n` trace full supply from this HQ? From its own nation's army HQs,
 * and from a coalition or command HQ; from another nation's HQ only limited supply, unless
 * - the game lists that nation among the ones its units may draw full supply from (the Commonwealth
 *   from a British HQ), or
 * - its nation has no army HQ of its own in the theatre and the HQ is of its contingent.
 * A unit or HQ of no nation is served in full.
 */
export function mayTraceFullSupply(
  game: GameDefinition,
  hq: GcUnit,
  kind: HqKind,
  n: string | undefined,
  withArmyHq: ReadonlySet<string | undefined>,
): boolean {
  if (!n || !hq.nation || hq.nation === n || kind !== 'army') return true;
  const nation = game.nations.find((x) => x.id === n);
  if (nation?.fullFrom.includes(hq.nation)) return true;
  const hqNation = game.nations.find((x) => x.id === hq.nation);
  return !withArmyHq.has(n) && !!nation?.contingent && nation.contingent === hqNation?.contingent;
}

/**
 * GC 16.F.2: why a unit traced full supply from this supplier, in the words of the verdict: its
 * nation's source, its nation's HQ, a coalition or command HQ, or another nation's HQ under the
 * exceptions.
 */
export function fullSupplyGround(
  hq: GcUnit | null,
  kind: HqKind,
  n: string | undefined,
  withArmyHq: ReadonlySet<string | undefined>,
  nationName: (n: string | undefined) => string,
): string {
  if (!hq) return `a national supply source of ${nationName(n)}`;
  if (kind === 'command') return 'a command HQ, which supplies every nation';
  if (kind === 'coalition' && hq.nation !== n)
    return 'a coalition HQ, which supplies every nation of the side in full (16.F.2)';
  if (hq.nation === n || !n || !hq.nation) return `${kind === 'army' ? "its nation's" : `a ${kind}`} HQ`;
  return `an HQ of ${nationName(hq.nation)}, ${withArmyHq.has(n) ? 'from which it may draw full supply' : 'of its contingent, since it has no army HQ of its own'} (16.F.2)`;
}

/**
 * GC 16.F.2: "A unit may only trace a limited supply line from a HQ belonging to another country."
 * A unit reached within HQ range from an HQ by the limited search was not served in full by it:
 * it is another nation's HQ, and the unit traces only limited supply from it.
 */
export function limitedFromForeignHq(hq: GcUnit | null, costMP: number, hqRange: number): boolean {
  return hq !== null && costMP <= hqRange;
}
