import type { MovementGraph } from '../../hex/movement-graph.js';
import type { OcsState, OcsUnit } from './state.js';
import type { GameDefinition } from '../../model/game-schema.js';
import { determineSupply, type SupplyDetermination } from './determine-supply.js';
import { searchThrow } from './dump-access.js';
import { drawSearch } from './trace-supply.js';

/** OCS 12.8e: straight-line distance to a friendly combat unit in trace supply. */
export const BREAKOUT_DISTANCE = 15;

export interface BreakoutCheck {
  allowed: boolean;
  firstTurn: boolean;
  drm: number;
  /** the conditions, checked and explained, for the log */
  explanation: string;
}

/**
 * Can this unit attempt Breakout now (OCS 12.8e)? It must be out of trace supply right now; a
 * combat unit with a printed MA of at least 1 (Transport Points only on the first turn). Unless it
 * is the unit's first turn without trace: (A) a path of any length, moving as the unit does in
 * Move Mode, to a friendly unit in trace supply, free of enemy combat units, prohibited terrain
 * and — for Truck units — un-negated enemy ZOC; (B) within 15 hexes of such a unit.
 */
export function checkBreakout(
  game: GameDefinition,
  graph: MovementGraph,
  state: OcsState,
  unit: OcsUnit,
): BreakoutCheck {
  // verdicts are enough here: no path strings
  const det = determineSupply(game, graph, state, unit.side, undefined, { paths: false });
  const verdict = det.verdicts.find((v) => v.unit === unit.id);
  const type = game.unitTypes.find((t) => t.id === unit.type);
  const firstTurn = unit.ocs?.noTraceSince === undefined || unit.ocs?.noTraceSince === state.clock.turn;
  const no = (why: string): BreakoutCheck => ({ allowed: false, firstTurn, drm: 0, explanation: why });
  if (!verdict || verdict.status === 'in-supply' || (verdict.status === 'exempt' && type?.combat))
    return no(`${unit.name} is in trace supply: no breakout`);
  const transport = type?.symbol === 'transport';
  if (!type?.combat && !(transport && firstTurn))
    return no(
      `${unit.name} is not a combat unit: only combat units may break out (Transport Points only on their first turn out of trace supply)`,
    );
  if (transport && hexHasTrace(det, det.sideCtx.grid.indexOf(unit.hex)))
    return no(
      `${unit.name} is not cut off: a unit in its hex (${unit.hex}) could trace supply, so it may not break out`,
    );
  if (type?.combat && unit.ma < 1) return no(`${unit.name} has a printed MA of ${unit.ma}; breakout needs at least 1`);
  if (firstTurn)
    return {
      allowed: true,
      firstTurn,
      drm: 1,
      explanation: 'first turn out of trace supply: conditions A and B waived, +1 DRM (OCS 12.8e)',
    };

  const supplied = det.verdicts.filter((v) => v.status === 'in-supply').map((v) => det.sideCtx.grid.indexOf(v.hex));
  const at = det.sideCtx.grid.indexOf(unit.hex);
  let nearest = Infinity;
  for (const h of supplied) nearest = Math.min(nearest, det.sideCtx.grid.distance(at, h));
  const condB = nearest <= BREAKOUT_DISTANCE;
  const mobility = type.mobility;
  const search = det.sideCtx.search;
  search.run({ sources: [at], mobility, overlay: det.sideCtx.overlay, zocBlocks: mobility === 'truck' });
  const condA = supplied.some((h) => search.reached(h));
  const a = condA
    ? `A) a ${mobility} path leads to a friendly unit in trace supply`
    : `A) no ${mobility} path free of enemy combat units, prohibited terrain${mobility === 'truck' ? ' and enemy ZOC' : ''} leads to a friendly unit in trace supply`;
  const b = condB
    ? `B) a friendly unit in trace supply is ${nearest} hexes away (at most ${BREAKOUT_DISTANCE})`
    : `B) the nearest friendly unit in trace supply is ${nearest === Infinity ? 'nowhere' : `${nearest} hexes`} away (more than ${BREAKOUT_DISTANCE})`;
  return { allowed: condA && condB, firstTurn, drm: 0, explanation: `${a}; ${b}` };
}

/**
 * OCS 12.8e: Transport Points never need trace supply (12.9a), but may break out only when "out
 * of trace supply" like the combat units beside them: could a unit in this hex trace now — a
 * friendly combat unit there does, a draw from a supply source (12.3a) or the throw of an HQ that
 * draws trace itself (12.3b D) reaches it?
 */
function hexHasTrace(det: SupplyDetermination, at: number): boolean {
  const { sideCtx } = det;
  if (at < 0) return false;
  const inSupply = new Set(det.verdicts.filter((v) => v.status === 'in-supply').map((v) => v.hex));
  if (inSupply.has(sideCtx.grid.printedId(at))) return true;
  sideCtx.search.run(
    drawSearch(
      sideCtx,
      det.trace.sources.sources.map((s) => s.hex),
      'truck',
    ),
  );
  if (sideCtx.search.reached(at)) return true;
  for (const hq of sideCtx.friendly)
    if (hq.throwRange && det.trace.throwingHqs.has(hq.id) && searchThrow(sideCtx, sideCtx.hexOf(hq), hq.throwRange, at))
      return true;
  return false;
}
