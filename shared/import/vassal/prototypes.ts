import { readTraits, type PieceTraits } from './piece-traits.js';

/**
 * A piece with its prototypes expanded: a UsePrototype trait stands for the traits of the named
 * PrototypeDefinition, which may itself use prototypes. The piece's own traits come first (outermost
 * wins for a property), then each prototype's in chain order. A prototype that uses itself, directly
 * or through others, is expanded once.
 */
export interface ExpandedPiece extends PieceTraits {
  /** every prototype reached, nested ones included, in the order met */
  allPrototypes: string[];
}

/** each module's prototypes read once, not once for every piece that uses them */
const readPrototypes = new WeakMap<object, Map<string, PieceTraits>>();

export function expandPiece(
  type: string,
  state: string | undefined,
  prototypes: Record<string, { type: string; state: string }>,
): ExpandedPiece {
  const own = readTraits(type, state);
  let read = readPrototypes.get(prototypes);
  if (!read) readPrototypes.set(prototypes, (read = new Map()));
  const all: string[] = [];
  const properties = { ...own.properties };
  const visit = (names: string[]) => {
    for (const name of names) {
      if (all.includes(name)) continue;
      all.push(name);
      const def = prototypes[name];
      if (!def) continue;
      let t = read.get(name);
      if (!t) read.set(name, (t = readTraits(def.type, def.state)));
      for (const [k, v] of Object.entries(t.properties)) if (!(k in properties)) properties[k] = v;
      visit(t.prototypes);
    }
  };
  visit(own.prototypes);
  return { ...own, properties, allPrototypes: all };
}
