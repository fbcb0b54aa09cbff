import { describe, expect, it } from 'vitest';
import { API_NAMES, type Handlers } from '../../shared/api.js';
import { composeHandlers } from './compose-handlers.js';

/** A handler for every call, split into two areas at `split`. */
function twoAreas(split: number): { a: Partial<Handlers>; b: Partial<Handlers> } {
  const all = Object.fromEntries(API_NAMES.map((n) => [n, () => n])) as unknown as Handlers;
  const a: Partial<Handlers> = {};
  const b: Partial<Handlers> = {};
  API_NAMES.forEach((n, i) => Object.assign(i < split ? a : b, { [n]: all[n] }));
  return { a, b };
}

describe('composeHandlers', () => {
  it('joins the areas into one map that answers every call', () => {
    const { a, b } = twoAreas(5);
    const handlers = composeHandlers({ files: a, history: b });
    expect(Object.keys(handlers).sort()).toEqual([...API_NAMES].sort());
  });

  it('refuses a call handled by two areas, naming both', () => {
    const { a, b } = twoAreas(5);
    const name = API_NAMES[0]!;
    const again = { [name]: () => 'again' } as Partial<Handlers>;
    expect(() => composeHandlers({ files: a, history: b, players: again })).toThrow(
      `the call ${name} is handled twice: by the files handlers and by the players handlers`,
    );
  });

  it('refuses a map that leaves a call unhandled', () => {
    const { a } = twoAreas(5);
    expect(() => composeHandlers({ files: a })).toThrow(`no handler for ${API_NAMES[5]!}`);
  });

  it('refuses a handler for a call the API does not have', () => {
    const { a, b } = twoAreas(5);
    const stray = { 'campaign.explode': () => null } as unknown as Partial<Handlers>;
    expect(() => composeHandlers({ files: a, history: b, stray })).toThrow('campaign.explode');
  });
});
