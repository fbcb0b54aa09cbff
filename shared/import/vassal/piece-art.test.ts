import { describe, expect, it } from 'vitest';
import { chain, basicType } from '../../../test/helpers/vassal-module-writer.js';
import { layerType, rotatorType } from '../../../test/helpers/vassal-traits.js';
import { pieceArt } from './piece-art.js';
import { encodeSequence } from './sequence-encoder.js';

const piece = (traits: string[], states: string[]) => ({
  type: chain([...traits, basicType('base.png', 'X')]),
  state: chain([...states, 'null;0;0;;0']),
});

describe('the picture a piece shows, as its traits draw it', () => {
  it('a base picture alone keeps its own name', () => {
    const p = piece([], []);
    expect(pieceArt(p.type, p.state, {})).toEqual({
      steps: [{ kind: 'image', name: 'base.png', dx: 0, dy: 0 }],
      key: 'base.png',
    });
  });
  it('a layer at its saved level over the base, an inactive one not at all, then the facing', () => {
    const p = piece(
      [rotatorType(6), layerType(['a.png', 'b.svg'], { dx: 3, dy: -2 }), layerType(['c.png'], { alwaysActive: false })],
      ['2', '2', '-1'],
    );
    const art = pieceArt(p.type, p.state, {});
    expect(art.steps).toEqual([
      { kind: 'image', name: 'base.png', dx: 0, dy: 0 },
      { kind: 'image', name: 'b.svg', dx: 3, dy: -2 },
      { kind: 'rotate', degrees: 120 },
    ]);
    expect(art.key).toBe('base.png@0,0+b.svg@3,-2+rot120');
  });
  it('a layer in the VASSAL 3.0-era encoding (emb;) at its saved level', () => {
    const old = 'emb;' + encodeSequence(['', 'Flip', '', '', '', '', '0', '4', 'front.gif,', 'back.gif,Reduced'], ';');
    const p = piece([old], ['2']);
    expect(pieceArt(p.type, p.state, {}).steps[1]).toEqual({ kind: 'image', name: 'back.gif', dx: 0, dy: 4 });
  });
  it("a prototype's layer is drawn at its starting level where the prototype stands", () => {
    const p = piece(['prototype;Marked'], ['']);
    const protos = { Marked: { type: chain([layerType(['mark.svg']), 'piece;;;;']), state: '' } };
    expect(pieceArt(p.type, p.state, protos).steps.map((s) => (s.kind === 'image' ? s.name : s.kind))).toEqual([
      'base.png',
      'mark.svg',
    ]);
  });
});
