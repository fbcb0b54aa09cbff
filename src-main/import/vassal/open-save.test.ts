import { describe, expect, it } from 'vitest';
import { baseName } from './open-save.js';

describe('a module name without its version', () => {
  it('drops the version suffixes modules use, so a save of another version is the same module', () => {
    for (const n of [
      'Drive on Moscow v2.1',
      'Drive on Moscow 2.3',
      'Drive on Moscow (1.2)',
      'Drive_on_Moscow-ver 4',
      'Drive on Moscow v3.0b',
    ])
      expect(baseName(n)).toBe('drive on moscow');
  });
  it('keeps what names another game', () => {
    expect(baseName('Drive on Moscow II')).toBe('drive on moscow ii');
    expect(baseName('Case Blue')).not.toBe(baseName('Drive on Moscow'));
  });
});
