import { describe, expect, it } from 'vitest';
import { gcGame } from '../../../test/helpers/gc-scenario.js';
import type { GcUnit } from './state.js';
import {
  fullSupplyGround,
  generalSupplySourcesOf,
  limitedFromForeignHq,
  mayTraceFullSupply,
  nationsWithArmyHq,
} from './hq-supply-rules.js';

/** An Axis theatre: Germans and Romanians each with a contingent, Hungarians in the German one, Commonwealth drawing on Britain. */
const game = gcGame(['.....'], {
  nations: [
    { id: 'de', name: 'Germany', side: 'a', contingent: 'axis' },
    { id: 'ro', name: 'Romania', side: 'a', contingent: 'axis' },
    { id: 'hu', name: 'Hungary', side: 'a', contingent: 'axis' },
    { id: 'it', name: 'Italy', side: 'a', contingent: 'italian' },
    { id: 'uk', name: 'Britain', side: 'b' },
    { id: 'cw', name: 'Commonwealth', side: 'b', fullFrom: ['uk'] },
  ],
});
const hq = (nation: string | undefined): GcUnit => ({ id: `hq-${nation}`, hex: '0101', nation }) as unknown as GcUnit;
const names = (n: string | undefined) => game.nations.find((x) => x.id === n)?.name ?? 'its side';
// Germany and Romania have army HQs on the map; Hungary and Italy have none
const withArmyHq = nationsWithArmyHq([
  { unit: hq('de'), kind: 'army' },
  { unit: hq('ro'), kind: 'army' },
  { unit: hq('it'), kind: 'coalition' },
]);

describe('GC 16.F.2: from which HQs a unit traces full supply', () => {
  it("counts only army HQs as a nation's own", () => {
    expect([...withArmyHq].sort()).toEqual(['de', 'ro']);
  });

  it("its own nation's army HQ, and any coalition or command HQ, supply it in full", () => {
    expect(mayTraceFullSupply(game, hq('ro'), 'army', 'ro', withArmyHq)).toBe(true);
    expect(mayTraceFullSupply(game, hq('de'), 'coalition', 'ro', withArmyHq)).toBe(true);
    expect(mayTraceFullSupply(game, hq('de'), 'command', 'it', withArmyHq)).toBe(true);
  });

  it("another nation's army HQ gives only limited supply to a nation with an army HQ of its own", () => {
    expect(mayTraceFullSupply(game, hq('de'), 'army', 'ro', withArmyHq)).toBe(false);
  });

  it('exception: a nation with no army HQ in the theatre traces full supply from any HQ of its contingent, not of another', () => {
    expect(mayTraceFullSupply(game, hq('de'), 'army', 'hu', withArmyHq)).toBe(true);
    expect(mayTraceFullSupply(game, hq('de'), 'army', 'it', withArmyHq)).toBe(false);
  });

  it('Commonwealth units may always trace full supply from a British HQ, and not the other way round', () => {
    expect(mayTraceFullSupply(game, hq('uk'), 'army', 'cw', withArmyHq)).toBe(true);
    expect(mayTraceFullSupply(game, hq('cw'), 'army', 'uk', new Set(['uk', 'cw']))).toBe(false);
  });

  it('says on what ground the supply is full', () => {
    expect(fullSupplyGround(null, 'army', 'de', withArmyHq, names)).toBe('a national supply source of Germany');
    expect(fullSupplyGround(hq('ro'), 'army', 'ro', withArmyHq, names)).toBe("its nation's HQ");
    expect(fullSupplyGround(hq('de'), 'command', 'ro', withArmyHq, names)).toBe(
      'a command HQ, which supplies every nation',
    );
    expect(fullSupplyGround(hq('de'), 'army', 'hu', withArmyHq, names)).toBe(
      'an HQ of Germany, of its contingent, since it has no army HQ of its own (16.F.2)',
    );
    expect(fullSupplyGround(hq('uk'), 'army', 'cw', new Set(['uk', 'cw']), names)).toBe(
      'an HQ of Britain, from which it may draw full supply (16.F.2)',
    );
  });

  it('within HQ range of an HQ that could not supply it in full, the supply is limited from a foreign HQ; beyond, an ordinary limited line', () => {
    expect(limitedFromForeignHq(hq('de'), 7, 7)).toBe(true);
    expect(limitedFromForeignHq(hq('de'), 8, 7)).toBe(false);
    expect(limitedFromForeignHq(null, 3, 7)).toBe(false);
  });
});

describe('GC 16.A.1, 16.F.1: the sources that put an HQ in general supply', () => {
  it("an army HQ's own nation's; a coalition or command HQ's, or one of no nation, any of its side's", () => {
    expect(generalSupplySourcesOf(hq('ro'), 'army')).toBe('ro');
    expect(generalSupplySourcesOf(hq('ro'), 'coalition')).toBe('*');
    expect(generalSupplySourcesOf(hq('de'), 'command')).toBe('*');
    expect(generalSupplySourcesOf(hq(undefined), 'army')).toBe('*');
  });
});
