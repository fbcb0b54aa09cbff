import { describe, expect, it } from 'vitest';
import { ledgerTotals, type LedgerRecord } from './ledger-report.js';

const row = (id: number, turn: number, owner: string, amount: number, reason: string): LedgerRecord => ({
  id,
  seq: id,
  command: 'dump.setAmount',
  turn,
  side: owner,
  phase: 'supply',
  owner,
  dump: `${owner}-dump`,
  hex: '0101',
  amount,
  reason,
  units: [],
});

describe('the ledger totals per side and turn (the stock chart)', () => {
  it('sums each turn by reason and carries each side’s stock into turns where it had no entries', () => {
    const totals = ledgerTotals([
      row(1, 1, 'axis', 10, 'opening'),
      row(2, 1, 'soviet', 5, 'opening'),
      row(3, 2, 'axis', -3, 'fuel'),
      row(4, 2, 'axis', -1, 'fuel'),
      row(5, 2, 'axis', 4, 'delivered'),
      row(6, 3, 'soviet', -2, 'attack'),
    ]);
    expect(totals).toEqual([
      { side: 'axis', turn: 1, byReason: { opening: 10 }, stock: 10 },
      { side: 'axis', turn: 2, byReason: { fuel: -4, delivered: 4 }, stock: 10 },
      { side: 'axis', turn: 3, byReason: {}, stock: 10 },
      { side: 'soviet', turn: 1, byReason: { opening: 5 }, stock: 5 },
      { side: 'soviet', turn: 2, byReason: {}, stock: 5 },
      { side: 'soviet', turn: 3, byReason: { attack: -2 }, stock: 3 },
    ]);
  });
});
