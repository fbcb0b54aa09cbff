import { describe, expect, it } from 'vitest';
import { formatTokens, parseTokens } from './quantity.js';

describe('OCS 12.1a quantities in Tokens', () => {
  it('Example 2: a 2T barrage out of a 5 SP dump leaves 4 1/2 SP', () => {
    const dump = parseTokens('5 SP')!;
    const barrage = parseTokens('2T')!;
    expect(formatTokens(barrage)).toBe('2T');
    expect(formatTokens(dump - barrage)).toBe('4 1/2 SP');
  });
  it('Example 1: 1T of fuel from a 1 SP counter leaves 3T', () => {
    expect(formatTokens(parseTokens('1 SP')! - 1)).toBe('3T');
  });
  it('reads and writes every quarter', () => {
    for (let n = 0; n < 40; n++) expect(parseTokens(formatTokens(n))).toBe(n);
    expect(formatTokens(0)).toBe('0 SP');
    expect(formatTokens(5)).toBe('1 1/4 SP');
    expect(parseTokens('2 SP 1T')).toBe(9);
    expect(parseTokens('4.5 SP')).toBe(18);
    expect(parseTokens('4.1 SP')).toBeUndefined();
    expect(parseTokens('lots')).toBeUndefined();
  });
});
