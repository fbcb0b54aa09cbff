import { ocsUnitType } from './game-parts.js';
import { CommandError } from '../../model/command-error.js';
import type { GameEvent } from './events.js';
import type { OcsState, OcsUnit } from './state.js';
import { firstNear } from './near.js';
import { sideContext } from './side-context.js';
import { traceSources } from './trace-sources.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { unitsAt } from '../../engine/unit-index.js';
import { stackedUnitName, type HexStackCheck } from '../../model/stack-problems.js';

/** OCS 12.7: five Transport Points form an Extender. */
export const EXTENDER_POINTS = 5;

/**
 * OCS 12.7d-e: Transport Points of one type (never organic trucks, 12.7), five points in all,
 * gathered in one hex, convert into that type's Extender — but only where it can link to a trace
 * supply source at that moment. (Each spends half its MA: movement, which the referee keeps.)
 */
export function createExtender(ctx: RulesContext, state: OcsState, hex: string, ids: readonly string[]): GameEvent[] {
  const at = ctx.grid.indexOf(hex);
  if (at < 0) throw new CommandError(`"${hex}" is not a hex on this map`, 'hex');
  const here = ctx.grid.printedId(at);
  const tps: OcsUnit[] = ids.map((id) => {
    const u = state.units.find((x) => x.id === id);
    if (!u) throw new CommandError(`there is no unit "${id}" on the map`, 'units');
    if (u.hex !== here)
      throw new CommandError(
        `${u.name} is at ${u.hex}; the Transport Points must be gathered in ${here} first (12.7e)`,
        'units',
      );
    return u;
  });
  const types = new Set(tps.map((u) => u.type));
  if (types.size > 1)
    throw new CommandError('an Extender is formed by one type of Transport Point only (12.7d)', 'units');
  const type = ocsUnitType(ctx.game.unitTypes.find((t) => t.id === tps[0]!.type)!);
  if (type.combat || type.symbol !== 'transport')
    throw new CommandError(`${tps[0]!.name} is not a Transport Point`, 'units');
  if (type.organic) throw new CommandError('organic trucks can never form an Extender (12.7)', 'units');
  if (!type.extender)
    throw new CommandError(`the counter mix has no Extenders for ${type.name}, so none can be formed (12.7)`, 'units');
  if (tps.some((u) => u.extender)) throw new CommandError('an Extender cannot form another Extender', 'units');
  const side = tps[0]!.side;
  if (tps.some((u) => u.side !== side))
    throw new CommandError('the Transport Points belong to different sides', 'units');
  const loaded = tps.find((u) => state.dumps.some((d) => d.on === u.id && d.amount > 0));
  if (loaded)
    throw new CommandError(
      `${loaded.name} is loaded: a loaded Transport Point cannot convert into an Extender (it must first unload, 12.7d)`,
      'units',
    );
  const points = tps.reduce((a, u) => a + (u.points ?? 1), 0);
  if (points !== EXTENDER_POINTS)
    throw new CommandError(
      `an Extender takes exactly ${EXTENDER_POINTS} Transport Points; these are ${points}`,
      'units',
    );

  // 12.7d: not where it cannot connect to a trace supply source at that moment
  const sc = sideContext(ctx.game, ctx.graph, state, side);
  const sources = traceSources(sc);
  const { mp, mobility } = type.extender;
  sc.search.run({
    sources: [at],
    mobility,
    maxMP: mp,
    overlay: sc.overlay,
    zocBlocks: mobility === 'truck',
    ...sc.costs,
  });
  if (!firstNear(sc.grid, sc.search.reachedHexes(), sources.byHex))
    throw new CommandError(
      `an Extender at ${here} could not link to a trace supply source within ${mp} MP (${mobility}), so it cannot be created there (12.7d)`,
      'hex',
    );
  let n = 1;
  while (state.units.some((u) => u.id === `extender-${n}`)) n++;
  const extender: OcsUnit = {
    ...tps[0]!,
    id: `extender-${n}`,
    name: `${type.name} Extender`,
    points: EXTENDER_POINTS,
    extender: { mp, mobility },
  };
  return [{ type: 'extenderCreated', extender, from: tps.map((u) => u.id) }];
}

/** OCS 12.7d, 12.7f: the Extender flips back to its five Transport Points (which may then split up). */
export function disbandExtender(state: OcsState, id: string): GameEvent[] {
  const x = state.units.find((u) => u.id === id);
  if (!x?.extender) throw new CommandError(`"${id}" is not an Extender on the map`, 'unit');
  const into: OcsUnit = {
    ...x,
    id: `${x.id}-tp`,
    name: `${x.name.replace(/ Extender$/, '')} (${x.points ?? EXTENDER_POINTS} TP)`,
  };
  delete into.extender;
  return [{ type: 'extenderDisbanded', extender: x.id, into }];
}

/** OCS 12.7h: an Extender collapses, voluntarily or when enemy combat units enter its hex (9.14d). */
export function collapseExtender(state: OcsState, id: string, by: string | null): GameEvent[] {
  const x = state.units.find((u) => u.id === id);
  if (!x?.extender) throw new CommandError(`"${id}" is not an Extender on the map`, 'unit');
  return [{ type: 'extenderCollapsed', extender: x.id, hex: x.hex, by }];
}

/** After a move: enemy Extenders in the hex an enemy combat unit entered collapse (12.7h). */
export function collapsesAfterMove(ctx: RulesContext, state: OcsState, moved: OcsUnit, to: string): GameEvent[] {
  const type = ctx.game.unitTypes.find((t) => t.id === moved.type);
  if (!type?.combat) return [];
  return (unitsAt(state, to) as readonly OcsUnit[])
    .filter((u) => u.extender && u.side !== moved.side)
    .flatMap((u) => collapseExtender(state, u.id, moved.id));
}

/**
 * OCS 12.7h, as a setup or import check (the model's stack problems): an Extender with an enemy
 * combat unit in its hex would have collapsed, so no setup may hold one.
 */
export const extenderStackCheck: HexStackCheck = (hex, here, fighting) =>
  (here as readonly OcsUnit[]).flatMap((x) => {
    const by = x.extender ? fighting.find((u) => u.side !== x.side) : undefined;
    return by
      ? [
          `hex ${hex}: Extender ${stackedUnitName(x)} has an enemy combat unit, ${stackedUnitName(by)}, in its hex: it would have collapsed (OCS 12.7h)`,
        ]
      : [];
  });
