import type { LedgerReason } from './ledger.js';
import type { RefereeNames } from './referee-names.js';
import { csvField } from '../model/csv.js';

/** A stored ledger row, as the store reads it (src-main/store/ledger-rows.ts). */
export interface LedgerRecord {
  id: number;
  /** the command it came from; null for the setup's opening balances */
  seq: number | null;
  command: string;
  turn: number;
  side: string;
  phase: string;
  owner: string;
  dump: string;
  hex: string;
  amount: number;
  reason: string;
  units: string[];
}

/** A row with its running balances: the dump's, and its owner's whole stock. */
export interface LedgerLine extends LedgerRecord {
  dumpBalance: number;
  sideBalance: number;
}

export interface LedgerFilter {
  side?: string | undefined;
  dump?: string | undefined;
  turn?: number | undefined;
  phase?: string | undefined;
  reason?: string | undefined;
  /** GC 19: whose points — SP, SRP or chits (see ledgerOfResource) */
  resource?: string | undefined;
}

export interface LedgerTotals {
  side: string;
  turn: number;
  /** signed amounts per reason in that turn */
  byReason: Partial<Record<LedgerReason, number>>;
  /** the side's whole stock at the end of the turn */
  stock: number;
}

/**
 * Running balances over every row in order, then the filter: a filtered view still shows the
 * true balance after each of its rows.
 */
export function ledgerLines(rows: readonly LedgerRecord[], filter: LedgerFilter = {}): LedgerLine[] {
  const dumpBal = new Map<string, number>();
  const sideBal = new Map<string, number>();
  const out: LedgerLine[] = [];
  for (const r of rows) {
    const d = (dumpBal.get(r.dump) ?? 0) + r.amount;
    const s = (sideBal.get(r.owner) ?? 0) + r.amount;
    dumpBal.set(r.dump, d);
    sideBal.set(r.owner, s);
    if (filter.side !== undefined && r.owner !== filter.side) continue;
    if (filter.dump !== undefined && r.dump !== filter.dump) continue;
    if (filter.turn !== undefined && r.turn !== filter.turn) continue;
    if (filter.phase !== undefined && r.phase !== filter.phase) continue;
    if (filter.reason !== undefined && r.reason !== filter.reason) continue;
    // every field named: one object shape for all lines, quicker to make than a spread
    out.push({
      id: r.id,
      seq: r.seq,
      command: r.command,
      turn: r.turn,
      side: r.side,
      phase: r.phase,
      owner: r.owner,
      dump: r.dump,
      hex: r.hex,
      amount: r.amount,
      reason: r.reason,
      units: r.units,
      dumpBalance: d,
      sideBalance: s,
    });
  }
  return out;
}

/**
 * GC 19: one kind of points' rows (SP, SRP, Offensive Chits each have a ledger of their own, so
 * that balances and stock never add SRP to SP). `resourceOf` tells a dump's kind.
 */
export function ledgerOfResource<R extends { dump: string }>(
  rows: readonly R[],
  resourceOf: (dump: string) => string,
  resource = 'sp',
): R[] {
  return rows.filter((r) => resourceOf(r.dump) === resource);
}

/** Per side and turn: the amounts by reason, and the stock at the turn's end (the chart's points). */
export function ledgerTotals(rows: readonly LedgerRecord[]): LedgerTotals[] {
  const stock = new Map<string, number>();
  const totals: LedgerTotals[] = [];
  // each turn's rows in their order, gathered in one pass (a pass per turn was slow on a long game)
  const byTurn = new Map<number, LedgerRecord[]>();
  const owners = new Set<string>();
  for (const r of rows) {
    let list = byTurn.get(r.turn);
    if (!list) byTurn.set(r.turn, (list = []));
    list.push(r);
    owners.add(r.owner);
  }
  const sides = [...owners].sort();
  for (const turn of [...byTurn.keys()].sort((a, b) => a - b)) {
    const ofTurn = new Map<string, LedgerTotals>();
    for (const r of byTurn.get(turn)!) {
      stock.set(r.owner, (stock.get(r.owner) ?? 0) + r.amount);
      let t = ofTurn.get(r.owner);
      if (!t) ofTurn.set(r.owner, (t = { side: r.owner, turn, byReason: {}, stock: 0 }));
      const reason = r.reason as LedgerReason;
      t.byReason[reason] = (t.byReason[reason] ?? 0) + r.amount;
    }
    // every side gets a point for every turn, so that each stock line is continuous
    for (const side of sides) {
      const t = ofTurn.get(side) ?? { side, turn, byReason: {}, stock: 0 };
      t.stock = stock.get(side) ?? 0;
      totals.push(t);
    }
  }
  return totals.sort((a, b) => a.side.localeCompare(b.side) || a.turn - b.turn);
}

/**
 * RFC 4180 CSV, amounts in the smallest unit and in the game's notation. Ids are kept (a sheet can
 * join on them); with `names`, the referee's names follow in columns of their own at the end.
 */
export function ledgerCsv(
  lines: readonly LedgerLine[],
  format: (n: number) => string,
  names?: Pick<RefereeNames, 'side' | 'phase' | 'dump'> & ((unit: string) => string),
): string {
  const header = [
    'turn',
    'side to move',
    'phase',
    'owner',
    'dump',
    'hex',
    'reason',
    'amount',
    'amount (game notation)',
    'dump balance',
    'side balance',
    'units',
    'command',
    'command number',
    ...(names ? ['side to move (name)', 'phase (name)', 'owner (name)', 'dump (name)', 'units (names)'] : []),
  ];
  // the amount in the game's notation ("-1 1/2") is a number, written as it is
  const NOTATION = 8;
  const body = lines.map((l) =>
    [
      l.turn,
      l.side,
      l.phase,
      l.owner,
      l.dump,
      l.hex,
      l.reason,
      l.amount,
      format(l.amount),
      l.dumpBalance,
      l.sideBalance,
      l.units.join(' '),
      l.command,
      l.seq,
      ...(names
        ? [
            names.side(l.side),
            names.phase(l.phase),
            names.side(l.owner),
            names.dump(l.dump),
            l.units.map(names).join('; '),
          ]
        : []),
    ]
      .map((v, k) => csvField(v, k === NOTATION))
      .join(','),
  );
  return [header.map((h) => csvField(h)).join(','), ...body].join('\r\n') + '\r\n';
}
