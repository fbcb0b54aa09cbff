import { describe, expect, it } from 'vitest';
import type { Unit } from '../../model/campaign-schema.js';
import { barredByStratMode, hqOwnSupply, mayThrow, throwServes, throwsTraceSupply } from './throw-rules.js';
import type { Supplier } from './trace-supply.js';

const hq = (mode: Unit['mode'] = 'combat', mobility = 'truck'): Unit =>
  ({ id: 'hq', hex: '0105', side: 'a', type: 'hq', mode, throwRange: { mp: 4, mobility } }) as Unit;
const plain = { id: 'inf', hex: '0105', side: 'a', type: 'inf', mode: 'combat' } as Unit;
const supplier = (key: string, mp: number): Supplier => ({ key, label: key, path: [], mp, mobility: 'truck' });

describe('OCS 12.3b C: which HQs throw', () => {
  it('an HQ with a printed throw range throws in any mode but Strat Mode', () => {
    expect(mayThrow(hq('combat'))).toBe(true);
    expect(mayThrow(hq('move'))).toBe(true);
    expect(mayThrow(hq('dg'))).toBe(true);
    expect(mayThrow(hq('strat'))).toBe(false);
  });

  it('a unit with no throw range is no HQ: it never throws, nor is it named as an HQ barred by Strat Mode', () => {
    expect(mayThrow(plain)).toBe(false);
    expect(barredByStratMode({ ...plain, mode: 'strat' })).toBe(false);
  });

  it('an HQ in Strat Mode is barred by Strat Mode alone', () => {
    expect(barredByStratMode(hq('strat'))).toBe(true);
    expect(barredByStratMode(hq('combat'))).toBe(false);
  });
});

describe('OCS 12.3b D: no re-throw, and no throw to itself', () => {
  it('an HQ throws trace supply only when it draws trace supply itself', () => {
    expect(throwsTraceSupply(supplier('draw:net', 3))).toBe(true);
    expect(throwsTraceSupply(undefined)).toBe(false);
  });

  it("an HQ's throw serves the other units it reaches, never the HQ itself", () => {
    expect(throwServes(4, 7)).toBe(true);
    expect(throwServes(4, 4)).toBe(false);
  });

  it("an HQ's verdict names its own draw, even when another HQ's throw is cheaper", () => {
    const draw = supplier('draw:net', 4);
    const own = hqOwnSupply(hq(), [supplier('hq:other', 1), draw]);
    expect(own.supplier).toBe(draw);
    expect(own.note).toBe('the draw that lets it throw supply (OCS 12.3b D)');
  });

  it('an HQ supplied only by another HQ throws nothing, and says so', () => {
    expect(hqOwnSupply(hq(), [supplier('hq:other', 1)])).toEqual({
      supplier: undefined,
      note: 'it draws no supply itself, so it throws none (OCS 12.3b D: no re-throw)',
    });
  });

  it('an HQ in Strat Mode throws nothing, whatever it draws (C)', () => {
    expect(hqOwnSupply(hq('strat'), [supplier('draw:net', 0)])).toEqual({
      supplier: undefined,
      note: 'in Strat Mode: throws no supply (OCS 12.3b C)',
    });
  });

  it('a unit with no throw range gets no HQ note', () => {
    expect(hqOwnSupply(plain, [supplier('draw:net', 0)])).toEqual({ supplier: undefined, note: '' });
  });
});
