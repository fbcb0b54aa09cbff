import { describe, expect, it } from 'vitest';
import type { Unit } from '../../model/campaign-schema.js';
import { formationDrawSource, mayEatOffTheMap, standingWithoutTrace } from './trace-rules.js';

const TURN = 3;
const unit = (u: Partial<Unit> = {}): Unit =>
  ({ id: 'u', name: 'u', hex: '0101', side: 'a', type: 'inf', mode: 'combat', ...u }) as Unit;
const supplied = { name: 'Reserve Box', supplied: true };
const empty = { name: 'Pocket Box', supplied: false };

describe('which units need no trace of their own (OCS 12.9a, 12.3e, 12.6g, 12.6h)', () => {
  it('12.9a: a non-combat unit never needs trace supply, wherever it is', () => {
    const exempt = { status: 'exempt', via: null, reason: 'non-combat units never need trace supply (OCS 12.9a)' };
    expect(standingWithoutTrace(unit(), false, undefined, TURN)).toEqual(exempt);
    expect(standingWithoutTrace(unit(), false, empty, TURN)).toEqual(exempt);
    expect(
      standingWithoutTrace(unit({ ocs: { onLandingCraft: true } } as Partial<Unit>), false, undefined, TURN),
    ).toEqual(exempt);
  });

  it('12.3e: a unit in an off-map holding box draws from within it: supplied if the box holds supply', () => {
    expect(standingWithoutTrace(unit(), true, supplied, TURN)).toEqual({
      status: 'in-supply',
      via: 'Reserve Box',
      reason: 'draws from within the off-map holding box Reserve Box (OCS 12.3e)',
    });
  });

  it('12.3e: out of supply in a box that holds none, even aboard a Landing Craft', () => {
    const out = {
      status: 'out-of-supply',
      via: null,
      reason:
        'the off-map holding box Pocket Box holds no supply, and units there draw only from within it (OCS 12.3e)',
    };
    expect(standingWithoutTrace(unit(), true, empty, TURN)).toEqual(out);
    expect(standingWithoutTrace(unit({ ocs: { onLandingCraft: true } } as Partial<Unit>), true, empty, TURN)).toEqual(
      out,
    );
  });

  it('12.6g: a ground unit on a Landing Craft is always in trace supply', () => {
    expect(
      standingWithoutTrace(unit({ ocs: { onLandingCraft: true } } as Partial<Unit>), true, undefined, TURN),
    ).toEqual({
      status: 'in-supply',
      via: 'Landing Craft',
      reason: 'ground units on a Landing Craft are always in trace supply (OCS 12.6g)',
    });
  });

  it('12.6h: a unit air-dropped this turn needs no trace; one dropped on an earlier turn does', () => {
    expect(
      standingWithoutTrace(unit({ ocs: { airDroppedTurn: TURN } } as Partial<Unit>), true, undefined, TURN),
    ).toEqual({
      status: 'exempt',
      via: null,
      reason: 'made a planned air drop this turn: no trace supply needed (OCS 12.6h)',
    });
    expect(
      standingWithoutTrace(unit({ ocs: { airDroppedTurn: TURN - 1 } } as Partial<Unit>), true, undefined, TURN),
    ).toBeUndefined();
  });

  it('any other combat unit on the map must make its trace', () => {
    expect(standingWithoutTrace(unit(), true, undefined, TURN)).toBeUndefined();
    expect(standingWithoutTrace(unit({ mode: 'strat' }), true, undefined, TURN)).toBeUndefined();
  });
});

describe('OCS 12.6e: Strat Mode units may not eat off the map', () => {
  it('a unit in Strat Mode may not; in any other mode it may', () => {
    expect(mayEatOffTheMap(unit({ mode: 'strat' }))).toBe(false);
    expect(mayEatOffTheMap(unit({ mode: 'combat' }))).toBe(true);
    expect(mayEatOffTheMap(unit({ mode: 'move' }))).toBe(true);
    expect(mayEatOffTheMap(unit({ mode: 'dg' }))).toBe(true);
  });
});

describe('OCS 12.6f: what counts as "the same direct-draw source" for a formation', () => {
  it('an Extender is a source of its own under either reading', () => {
    expect(formationDrawSource('extender', 'any-map-edge')).toBe('extender');
    expect(formationDrawSource('extender', 'same-source-hex')).toBe('extender');
  });

  it('map-edge sources and detrainable hexes are one network under any-map-edge, one per hex under same-source-hex', () => {
    expect(formationDrawSource('source', 'any-map-edge')).toBe('network');
    expect(formationDrawSource('detrainable', 'any-map-edge')).toBe('network');
    expect(formationDrawSource('source', 'same-source-hex')).toBe('source-hex');
    expect(formationDrawSource('detrainable', 'same-source-hex')).toBe('source-hex');
  });
});
