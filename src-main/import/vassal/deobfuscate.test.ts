import { describe, expect, it } from 'vitest';
import { deobfuscate, obfuscate } from './deobfuscate.js';

describe('reading a VASSAL savedGame entry', () => {
  it('undoes the !VCSK obfuscation: a key byte in hex, then every byte XOR the key, in hex', () => {
    // "+/" with key 0x10: 0x2b^0x10 = 0x3b, 0x2f^0x10 = 0x3f (worked by hand)
    expect(deobfuscate(Buffer.from('!VCSK103b3f', 'latin1'), 'a.vsav')).toBe('+/');
    expect(deobfuscate(Buffer.from('!VCSK10', 'latin1'), 'a.vsav')).toBe('');
    expect(deobfuscate(obfuscate('begin_save\u001bend_save'), 'a.vsav')).toBe('begin_save\u001bend_save');
  });
  it('refuses a save whose key byte is not the one it was written with, naming why', () => {
    const good = obfuscate('begin_save\u001bend_save', 0x5a).toString('latin1');
    const wrongKey = Buffer.from('!VCSK' + '21' + good.slice(7), 'latin1');
    expect(() => deobfuscate(wrongKey, 'w.vsav')).toThrow(
      /w\.vsav: the saved game does not decode: undone with its key byte 21, it begins ".*", not a VASSAL command/,
    );
  });
  it('reads a plain command stream as it is', () => {
    expect(deobfuscate(Buffer.from('begin_save\u001b+/1/stack/x'), 'a.vsav')).toBe('begin_save\u001b+/1/stack/x');
  });
  it('refuses other headers, naming them', () => {
    expect(() => deobfuscate(Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0, 1]), 'b.vsav')).toThrow(
      /b\.vsav: unknown save header "XZ"/,
    );
    expect(() => deobfuscate(Buffer.from('PK\u0003\u0004junk'), 'c.vsav')).toThrow(
      /unknown save header "PK\\x03\\x04junk"/,
    );
    expect(() => deobfuscate(Buffer.from('!VCSK1xyz', 'latin1'), 'd.vsav')).toThrow(/damaged/);
  });
});
