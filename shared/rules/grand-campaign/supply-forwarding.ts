import { CommandError } from '../../model/command-error.js';
import { unitNameIn } from '../../engine/referee-names.js';
import { gcDumpName } from './capabilities.js';
import type { GameEvent } from './events.js';
import { PathSearch } from '../../hex/path-search.js';
import type { GcState } from './state.js';
import { budgetUsed, smpFronts, smpKind, supplyMovementAllowance } from './budgets.js';
import { depotAt, resourceOf } from './depot-at.js';
import type { RulesContext } from '../../engine/ruleset.js';
import { supplyOverlay } from './supply-overlay.js';
import { JUDGEMENT_PHASE } from './judgement.js';
import { formatTwelfths } from './quantity.js';
import { CHIT_RE, railCapacityRe, TWELFTHS } from './strategic-resources.js';
import { SLP, weatherOf } from './supply-lines.js';
import { mpText } from '../../hex/mp-text.js';
import { enemyHeldHexes, railLine } from './rail-lines.js';

/** SMP are SP × SLP: counted in twelfths, written like SP ("1/12", "9 1/2"). */
const points = (twelfths: number) => formatTwelfths(twelfths).replace(/ SP$/, '');

/**
 * The side's budgets for moving supply each turn, from the game's table "supply-movement" (row
 * key the side; columns "SMP" and "supply net RE"): the orders of battle's supply movement points
 * (19.F.1.b) and the supply net's capacity, five (or three) times the rail net's (19.F.1.d.2).
 */
function budget(ctx: RulesContext, side: string, column: 'smp' | 'supply net re'): number {
  const v = supplyMovementAllowance(ctx.game, side, column);
  if (v === undefined)
    throw new CommandError(
      `the game gives no ${column === 'smp' ? 'SMP' : 'supply net capacity'} for ${side}: add it to the table "supply-movement" (a row per side, columns SMP and supply net RE)`,
    );
  return v;
}

/**
 * GC 19.F: SP or SRP moved from a depot to a hex. By supply movement points (19.F.1.b): the SP
 * times the SLP of the cheapest supply line, within the side's SMP for the turn. By the supply
 * net (19.F.1.d.2): along a connected rail line, 3 RE a point times the line's multiplier (the
 * game's table "rail-capacity", row per rail route type), within the supply net's RE for the turn.
 * By the naval supply net (19.F.1.e.2): between ports of one sea zone, within the NTs there and the
 * landing port's capacity. What arrives may not be moved again this phase. Offensive Chits never
 * use the supply nets.
 */
export function applyForward(
  ctx: RulesContext,
  state: GcState,
  c: {
    side: string;
    dump: string;
    hex: string;
    amount: number;
    by: 'smp' | 'supply-net' | 'naval-net';
    front?: string | undefined;
  },
): GameEvent[] {
  const from = state.dumps.find((d) => d.id === c.dump);
  if (!from || from.side !== c.side) throw new CommandError(`there is no ${c.side} depot "${c.dump}"`, 'dump');
  if (from.on) throw new CommandError(`${gcDumpName(from, unitNameIn(state))}: move the unit instead`, 'dump');
  if (from.resource === 'chit')
    throw new CommandError(
      `Offensive Chits move only by supply units or by regular rail, as ${CHIT_RE} RE of combat motorized units, never by the supply nets (GC 19.A.2.e)`,
      'dump',
    );
  const available = from.amount - (from.arrived ?? 0);
  if (c.amount > available)
    throw new CommandError(
      `${gcDumpName(from)} has ${formatTwelfths(available)} that may move this phase; ${formatTwelfths(c.amount)} asked for`,
      'amount',
    );
  const to = ctx.grid.indexOf(c.hex);
  if (to < 0) throw new CommandError(`"${c.hex}" is not a hex on this map`, 'hex');
  const hex = ctx.grid.printedId(to);
  if (hex === from.hex) throw new CommandError(`${gcDumpName(from)} is at ${hex} already`, 'hex');
  const turn = state.clock.turn;
  const usedOf = (kind: string) => budgetUsed(state, c.side, kind);
  const budgetEvents: GameEvent[] = [];
  let byKind: 'slp' | 'rail' | 'sea';
  if (c.by === 'smp') {
    const weather = weatherOf(ctx.game, turn);
    const search = new PathSearch(ctx.graph).run({
      sources: [ctx.grid.indexOf(from.hex)],
      mobility: SLP,
      weather,
      overlay: supplyOverlay(ctx, state, c.side),
      zocBlocks: true,
      target: to,
    });
    if (!search.reached(to))
      throw new CommandError(`no supply line from ${from.hex} to ${hex} avoids enemy units and enemy ZOCs`, 'hex');
    const slp = search.costMP(to);
    const spent = c.amount * slp;
    const front = smpFront(ctx, c.side, c.front);
    const smp =
      front === undefined ? budget(ctx, c.side, 'smp') : supplyMovementAllowance(ctx.game, c.side, 'smp', front)!;
    const used = usedOf(smpKind(front));
    const whose = front === undefined ? c.side : `${c.side} in ${front}`;
    if (used + spent > smp * TWELFTHS)
      throw new CommandError(
        `${formatTwelfths(c.amount)} over ${mpText(slp)} SLP needs ${points(spent)} SMP; ${whose} has ${points(smp * TWELFTHS - used)} of its ${smp} SMP left this turn (GC 19.F.1.b)`,
        'amount',
      );
    budgetEvents.push({
      type: 'budgetUsed',
      side: c.side,
      turn,
      kind: smpKind(front),
      amount: spent,
      note: `${formatTwelfths(c.amount)} × ${mpText(slp)} SLP from ${from.hex} to ${hex}`,
    });
    byKind = 'slp';
  } else if (c.by === 'supply-net') {
    const line = railLine(ctx, ctx.grid.indexOf(from.hex), to, enemyHeldHexes(ctx, state, c.side));
    const spent = railCapacityRe(ctx.game, c.amount, line);
    const net = budget(ctx, c.side, 'supply net re');
    const used = usedOf('supply-net');
    if (used + spent > net)
      throw new CommandError(
        `${formatTwelfths(c.amount)} from ${line === 'uncertified' ? 'an' : 'a'} ${line} railhead needs ${spent} RE of the supply net; ${c.side} has ${net - used} of its ${net} RE left this turn (GC 19.F.1.d.2)`,
        'amount',
      );
    budgetEvents.push({
      type: 'budgetUsed',
      side: c.side,
      turn,
      kind: 'supply-net',
      amount: spent,
      note: `${formatTwelfths(c.amount)} by rail from ${line === 'uncertified' ? 'an' : 'a'} ${line} railhead at ${from.hex} to ${hex}: ${spent} RE`,
    });
    byKind = 'rail';
  } else {
    if (state.clock.phase !== JUDGEMENT_PHASE)
      throw new CommandError(
        `the naval supply net moves supply in the supply movement and judgement phase (GC 19.F.1.e.2); it is the ${state.clock.phase} phase`,
        'by',
      );
    budgetEvents.push(...navalNet(ctx, c.side, turn, from.hex, hex, c.amount, usedOf));
    byKind = 'sea';
  }
  const arrival = depotAt(state, { side: c.side, hex, resource: resourceOf(from), prefix: 'depot' });
  return [
    {
      type: 'supplyMoved',
      ...(from.resource === 'srp' ? { shownIn: 'SRP' } : {}),
      from: from.id,
      to: arrival.id,
      ...(arrival.newDump ? { newDump: arrival.newDump } : {}),
      tokens: c.amount,
      by: byKind,
      action: 'ship',
    },
    ...budgetEvents,
  ];
}

/**
 * GC 19.F.1.b: the front or command whose SMP a move spends, where the game budgets SMP by front
 * (the orders of battle give each its number): it must be named, and be one of them.
 */
function smpFront(ctx: RulesContext, side: string, front: string | undefined): string | undefined {
  const fronts = smpFronts(ctx.game, side);
  if (!fronts.length) {
    if (front !== undefined)
      throw new CommandError(`the game budgets ${side}'s SMP for the side as a whole, not by front`, 'front');
    return undefined;
  }
  if (front === undefined || !fronts.includes(front))
    throw new CommandError(
      `${front === undefined ? 'name the front or command' : `"${front}" is not a front or command`} whose SMP this move spends: ${side} has SMP in ${fronts.join(', ')} (GC 19.F.1.b)`,
      'front',
    );
  return front;
}

/**
 * GC 19.F.1.e.2: the naval supply net, in the supply movement and judgement phase, between ports
 * of one sea zone: the game's table "ports" (row key the port's hex; cells: its sea zone and its
 * operational capacity in RE landed a turn) and "naval-supply-net" (row key "side@zone": the RE the
 * side's NTs available there carry a turn). The Anti-Shipping roll is the referee's.
 */
function navalNet(
  ctx: RulesContext,
  side: string,
  turn: number,
  fromHex: string,
  toHex: string,
  amount: number,
  usedOf: (kind: string) => number,
): GameEvent[] {
  const ports = ctx.game.tables.find((t) => t.id === 'ports');
  const port = (hex: string) => ports?.rows.find((r) => r.key === hex);
  const a = port(fromHex);
  const b = port(toHex);
  if (!a || !b) throw new CommandError(`${!a ? fromHex : toHex} is not a port (the game's table "ports")`, 'hex');
  const zone = String(a.cells[0]);
  if (String(b.cells[0]) !== zone)
    throw new CommandError(
      `${fromHex} and ${toHex} are in different sea zones (${zone}, ${String(b.cells[0])}): the naval supply net serves one zone`,
      'hex',
    );
  const net = Number(
    ctx.game.tables.find((t) => t.id === 'naval-supply-net')?.rows.find((r) => r.key === `${side}@${zone}`)?.cells[0] ??
      0,
  );
  const re = (amount / TWELFTHS) * 3;
  const usedNet = usedOf(`naval:${zone}`);
  if (usedNet + re > net)
    throw new CommandError(
      `${formatTwelfths(amount)} is ${re} RE; ${side}'s naval supply net in ${zone} has ${net - usedNet} of its ${net} RE left this turn (GC 19.F.1.e.2)`,
      'amount',
    );
  const landing = Number(b.cells[1]);
  const landed = usedOf(`port:${toHex}`);
  if (landed + re > landing)
    throw new CommandError(
      `${toHex} lands at most ${landing} RE a turn (its operational capacity); ${landing - landed} RE left (GC 19.F.1.e.2)`,
      'amount',
    );
  const note = `${formatTwelfths(amount)} by sea from ${fromHex} to ${toHex}: ${re} RE (roll on the Anti-Shipping Table)`;
  return [
    { type: 'budgetUsed', side, turn, kind: `naval:${zone}`, amount: re, note },
    { type: 'budgetUsed', side, turn, kind: `port:${toHex}`, amount: re, note },
  ];
}
