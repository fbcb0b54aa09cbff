import { splitChain } from './nested-sequence.js';
import { decodeSequence } from './sequence-encoder.js';

/**
 * A VASSAL game piece as its type and state strings: a chain of traits (decorators), outermost
 * first, each trait's own text followed by the rest of the chain, tab-separated and escaped level by
 * level; the innermost is the BasicPiece ("piece;cloneKey;deleteKey;image;name"). Its state runs the
 * same way, ending in the BasicPiece state ("mapId;x;y;gpid;...").
 */
export interface PieceTraits {
  name: string;
  image: string;
  /** prototypes named by UsePrototype traits, in chain order (not yet expanded) */
  prototypes: string[];
  /** Marker traits ("mark;") and Dynamic Properties ("PROP;"): property name to value */
  properties: Record<string, string>;
  /** every trait's own type text, outermost first (BasicPiece last) */
  types: string[];
}

export { splitChain };

function parseBasic(type: string): { image: string; name: string } {
  const parts = decodeSequence(type.slice('piece;'.length), ';');
  return { image: parts[2] ?? '', name: parts[3] ?? '' };
}

/** Reads a piece's type (and, when known, its state) into name, image, prototypes and properties. */
export function readTraits(type: string, state?: string): PieceTraits {
  const types = splitChain(type);
  const states = state === undefined ? [] : splitChain(state);
  const out: PieceTraits = { name: '', image: '', prototypes: [], properties: {}, types };
  types.forEach((t, k) => {
    const s = states[k];
    if (t.startsWith('piece;')) {
      Object.assign(out, parseBasic(t));
    } else if (t.startsWith('prototype;')) {
      const name = decodeSequence(t.slice('prototype;'.length), ';')[0] ?? '';
      if (name) out.prototypes.push(name);
    } else if (t.startsWith('mark;')) {
      const keys = decodeSequence(t.slice('mark;'.length), ',');
      const values = s === undefined ? [] : decodeSequence(s, ',');
      keys.forEach((key, i) => {
        if (key && !(key in out.properties)) out.properties[key] = values[i] ?? '';
      });
    } else if (t.startsWith('PROP;')) {
      const key = decodeSequence(t.slice('PROP;'.length), ';')[0] ?? '';
      if (key && !(key in out.properties)) out.properties[key] = s ?? decodeSequence(t, ';')[2] ?? '';
    }
  });
  return out;
}

/** The BasicPiece state of a piece state chain: its map id and position. */
export function basicPosition(state: string): { map: string | null; x: number; y: number } {
  const links = splitChain(state);
  const parts = decodeSequence(links[links.length - 1]!, ';');
  const map = parts[0] ?? 'null';
  return { map: map === 'null' ? null : map, x: Number(parts[1]) || 0, y: Number(parts[2]) || 0 };
}
