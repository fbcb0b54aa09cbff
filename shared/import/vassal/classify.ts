import type { ImportPiece } from './catalogue.js';
import { parseFactors, type Factors } from './factors.js';
import type { SideRule, VassalMapping } from './mapping.js';

/**
 * Sorts pieces by a mapping: each piece's side, unit type and factors, or why it is skipped. The
 * wizard's preview and the campaign builder both use it, so what the referee sees is what is built.
 */
export interface Sorted {
  piece: ImportPiece;
  side?: string;
  /** the type key (prototype or picture) and the type id it maps to */
  typeKey: string;
  type?: string;
  factors?: Factors;
  /** why the piece is not a unit ('' when it is one) */
  skipped: string;
}

export function matchesSide(p: ImportPiece, rule: SideRule): boolean {
  if (rule.by === 'property') return p.properties[rule.key] === rule.value;
  if (rule.by === 'prototype') return p.allPrototypes.includes(rule.name);
  if (rule.by === 'map') return p.map === rule.map;
  return p.name.startsWith(rule.prefix);
}

/**
 * The prototype that names the piece's type: the last one reached (nested prototypes end in the
 * generic ones: "German Infantry" uses "German" and "Infantry") that no side rule uses.
 */
export function typeKeyOf(p: ImportPiece, groupBy: 'prototype' | 'image', sideRules: SideRule[]): string {
  if (groupBy === 'image') return p.image || '(no picture)';
  const sideProtos = new Set(sideRules.flatMap((r) => (r.by === 'prototype' ? [r.name] : [])));
  return [...p.allPrototypes].reverse().find((n) => !sideProtos.has(n)) ?? '(no prototype)';
}

export function factorsOf(p: ImportPiece, mapping: Pick<VassalMapping, 'factors'>): Factors | undefined {
  const fixed = mapping.factors[p.name];
  if (fixed) return { ...fixed, text: `${fixed.attack}-${fixed.defense}-${fixed.ma}`, bracketed: false };
  const props = Object.entries(p.properties);
  const named = props.find(([k]) => /factor|strength|combat|values/i.test(k))?.[1];
  return parseFactors(p.name, named, ...props.map(([, v]) => v));
}

export function sortPieces(pieces: ImportPiece[], mapping: VassalMapping): Sorted[] {
  const rules = mapping.sides.map((s) => s.rule);
  return pieces.map((piece) => {
    const typeKey = typeKeyOf(piece, mapping.groupTypesBy, rules);
    const factors = factorsOf(piece, mapping);
    const back = mapping.include.find((i) => i.piece === piece.name);
    if (back) return { piece, side: back.side, typeKey, type: back.type, factors, skipped: '' };
    const t = mapping.unitTypes.find((u) => u.key === typeKey);
    // a side rule decides first; the type's side (the referee's table) places the rest
    const side = mapping.sides.find((s) => matchesSide(piece, s.rule))?.id ?? t?.side;
    let skipped = '';
    if (!t) skipped = `its type "${typeKey}" is not in the mapping`;
    else if (!t.include) skipped = `type "${t.name}" is skipped`;
    else if (!side) skipped = `no side rule places it, and type "${t.name}" has no side`;
    return { piece, side, typeKey, type: t?.id, factors, skipped };
  });
}
