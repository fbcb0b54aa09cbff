import { describe, expect, it } from 'vitest';
import { decodeSequence, encodeSequence } from './sequence-encoder.js';
import { readTraits, splitChain } from './piece-traits.js';
import { expandPiece } from './prototypes.js';

describe('VASSAL sequence encoding', () => {
  it('escapes the delimiter with a backslash and reads it back', () => {
    expect(encodeSequence(['A', 'B,C'], ',')).toBe('A,B\\,C');
    expect(decodeSequence('A,B\\,C', ',')).toEqual(['A', 'B,C']);
  });
  it('wraps an element ending in a backslash in quotes, so the backslash does not escape the delimiter', () => {
    const s = encodeSequence(['C:\\dir\\', 'next'], ';');
    expect(s).toBe("'C:\\dir\\';next");
    expect(decodeSequence(s, ';')).toEqual(['C:\\dir\\', 'next']);
  });
  it('keeps empty elements, leading and trailing', () => {
    expect(decodeSequence(';a;;', ';')).toEqual(['', 'a', '', '']);
    expect(decodeSequence(encodeSequence(['', '', 'x', ''], ';'), ';')).toEqual(['', '', 'x', '']);
  });
  it('nests: a list inside a list escapes once per level', () => {
    const inner = encodeSequence(['B', 'C'], ',');
    const outer = encodeSequence(['A', inner], ',');
    expect(outer).toBe('A,B\\,C');
    const [a, bc] = decodeSequence(outer, ',');
    expect(a).toBe('A');
    expect(decodeSequence(bc!, ',')).toEqual(['B', 'C']);
  });
});

describe('piece trait chains', () => {
  it('splits the chain outermost first', () => {
    const links = splitChain('mark;Side\tprototype;X\\\tpiece;;;a.png;N');
    expect(links).toEqual(['mark;Side', 'prototype;X', 'piece;;;a.png;N']);
  });
  it('reads name, image, prototypes and marker values (from the state)', () => {
    const t = readTraits(
      'mark;Side,Class\tprototype;German Infantry\\\tpiece;;;inf.png;4-3-8 Inf',
      'German,Inf\t\\\tnull;0;0;12;0',
    );
    expect(t.name).toBe('4-3-8 Inf');
    expect(t.image).toBe('inf.png');
    expect(t.prototypes).toEqual(['German Infantry']);
    expect(t.properties).toEqual({ Side: 'German', Class: 'Inf' });
  });
  it('expands nested prototypes: a prototype that uses another', () => {
    const prototypes = {
      'German Infantry': { type: 'mark;Side\tprototype;Infantry\\\tpiece;;;;', state: 'German\t\\\tnull;0;0;;0' },
      Infantry: { type: 'mark;Class\tpiece;;;;', state: 'Inf\tnull;0;0;;0' },
    };
    const p = expandPiece('prototype;German Infantry\tpiece;;;inf.png;1st Bn', undefined, prototypes);
    expect(p.allPrototypes).toEqual(['German Infantry', 'Infantry']);
    expect(p.properties).toEqual({ Side: 'German', Class: 'Inf' });
  });
});
