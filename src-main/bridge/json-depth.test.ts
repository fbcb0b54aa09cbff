import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

describe('JSON nesting depth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ s: '[[[[[[[[[[' }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ s: 'a\\"[[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan('['.repeat(100_000) + ']'.repeat(100_000), 64)).toBe(true);
    expect(nestsDeeperThan('['.repeat(64) + ']'.repeat(64), 64)).toBe(false);
  });
});
