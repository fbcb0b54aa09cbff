import { gcUnitType } from './game-parts.js';
import type { GcUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { supplyEffects, type SupplyEffects } from './supply-effects.js';
import { isCm, movementEffect } from './cm-units.js';
import { unitZoc } from './supply-lines.js';

const fraction = (f: number) =>
  f === 1 ? 'full' : f === 0 ? 'none' : f === 0.75 ? '×3/4' : f === 0.5 ? '×1/2' : f === 0.25 ? '×1/4' : `×${f}`;

/**
 * GC 17.A, 17.B: what a unit's Supply Status marker does, read off the game's Supply Effects
 * Chart, as the inspector lists it: movement, ATT, DEF, AEC, ATEC, AA, ZOC and the elimination
 * number, with the ways round them (17.B.1 a and b).
 */
export function gcUnitEffects(u: GcUnit, game: GameDefinition): string[] {
  if (u.gc?.uLevel === undefined) return [];
  const type = game.unitTypes.find((t) => t.id === u.type);
  if (type && gcUnitType(type).air) return airEffects(game, u.gc?.uLevel);
  let e;
  try {
    e = supplyEffects(game, u.gc?.uLevel);
  } catch (err) {
    return [(err as Error).message];
  }
  const out = [
    u.gc?.uLevel === 0 ? 'U0: limited supply (GC 17.A)' : `U${u.gc?.uLevel}: out of supply (GC 17.B)`,
    movementLine(game, u, e),
    `combat (no SP spent): ATT ${fraction(e.attack)}, DEF ${fraction(e.defence)}, AEC ${fraction(e.aec)}, ATEC ${fraction(e.atec)}, AA ${fraction(e.aa)}`,
    `ZOC: ${e.zoc} (now ${unitZoc(game, u)})`,
  ];
  if (u.gc?.uLevel >= 1) out.push(`elimination roll when isolated in an enemy ZOC: ${e.elimination} (GC 17.E)`);
  out.push(
    'SP spent for a combat count it three levels better (GC 17.B.1 b); raising the marker one level ignores movement effects this phase (17.B.1 a)',
  );
  return out;
}

/** Supply Effects Chart: the unit's own movement column, C/M or OTHER; "#" is printed in C/M only. */
function movementLine(game: GameDefinition, u: GcUnit, e: SupplyEffects): string {
  const cell = movementEffect(game, u, e);
  const fee = cell.includes('#')
    ? ' (#: no exploitation movement unless 1/12 SP per RE is spent from a special supply source in range)'
    : '';
  return `movement (${isCm(game, u) ? 'c/m' : 'other'}): ${cell}${fee}`;
}

/** GC 16.G: isolation markers and the once-a-phase resupply, as the inspector lists them. */
export function gcUnitMarkers(u: GcUnit): string[] {
  const out: string[] = [];
  if (u.gc?.isolated === 'supply') out.push('Isolated (supply isolation, GC 16.G.2)');
  if (u.gc?.isolated === 'combat') out.push('Combat Isolation (GC 16.G.1)');
  if (u.gc?.plusMp !== undefined) out.push(`+${u.gc?.plusMp} MP marker`);
  if (u.gc?.suppliedAirbase !== undefined) out.push(`Supplied Airbase for turn ${u.gc?.suppliedAirbase} (GC 19.A.4)`);
  if (u.gc?.airbase)
    out.push(
      `airbase, capacity ${u.gc?.airbase.capacity}${u.gc?.airbase.strategic ? ', strategic (counts double, GC 19.A.4)' : ''}`,
    );
  if (u.gc?.resupplied) out.push('SP spent on it this phase (once a phase, GC 17.D.2)');
  return out;
}

/**
 * GC 17.B.2: air units by their airbase's supply status, from the game's table
 * "air-supply-effects" (rows U0, U1, U2, U3, U4+; cell 1 the effects). The effects are cumulative:
 * every row up to the level applies, unless superseded by a worse case.
 */
export function airEffects(game: GameDefinition, level: number): string[] {
  const table = game.tables.find((t) => t.id === 'air-supply-effects');
  if (!table) return ['this game has no Supply Effects on Air Units chart: add a table with id "air-supply-effects"'];
  const rank = (key: string) => Number(/^U(\d)/i.exec(key)?.[1] ?? -1);
  const rows = table.rows
    .filter((r) => rank(r.key) >= 0 && rank(r.key) <= level)
    .sort((a, b) => rank(a.key) - rank(b.key));
  return [
    `U${level}: airbase ${level === 0 ? 'in limited supply' : 'out of supply'} (GC 17.B.2; SP may be spent for it, 19.A.4)`,
    ...rows.map((r) => `${r.key}: ${String(r.cells[0] ?? '')}`),
  ];
}
