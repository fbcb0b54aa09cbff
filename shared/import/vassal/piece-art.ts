import { splitChain } from './piece-traits.js';
import { decodeSequence } from './sequence-encoder.js';

/**
 * The picture a piece shows, as VASSAL draws it: the BasicPiece image, then from the inside out each
 * Layer (emb2) trait's image at its saved level (centred, moved by the layer's offset), and each
 * FreeRotator turning everything inside it. Traits from prototypes are drawn at their starting
 * level. The recipe is plain data; src-main renders it.
 */
export type ArtStep =
  | { kind: 'image'; name: string; dx: number; dy: number }
  /** clockwise degrees, as on screen */
  | { kind: 'rotate'; degrees: number };

export interface ArtRecipe {
  steps: ArtStep[];
  /** one string per distinct picture: equal recipes draw the same */
  key: string;
}

interface Link {
  type: string;
  state: string | undefined;
}

/** The picture a Layer shows: its level from its state (negative: inactive), or its starting level. */
function layerStep(type: string, state: string | undefined): ArtStep | undefined {
  const f = decodeSequence(type.slice('emb2;'.length), ';');
  const images = decodeSequence(f[15] ?? '', ',');
  const version = Number(f[24] ?? 0) || 0;
  // VASSAL: version 0 is always active when it has no activation key; later versions say so
  const alwaysActive = version === 0 ? (f[2] ?? 'A') === '' : f[25] === 'true';
  let value = alwaysActive ? 1 : -1;
  if (state !== undefined && state !== '') {
    const v = Number.parseInt(decodeSequence(state, ';')[0] ?? '', 10);
    if (Number.isFinite(v)) value = v;
  }
  if (value <= 0) return undefined;
  const name = images[Math.min(value, images.length) - 1] ?? '';
  if (!name) return undefined;
  return { kind: 'image', name, dx: Number(f[13]) || 0, dy: Number(f[14]) || 0 };
}

/**
 * A Layer in the VASSAL 3.0-era encoding ("emb;"): activation keys, commands, the offset, then
 * one "image,name" element per level; active from the start when it has no activation key.
 */
function oldLayerStep(type: string, state: string | undefined): ArtStep | undefined {
  const f = decodeSequence(type.slice('emb;'.length), ';');
  const activateKey = decodeSequence(f[0] ?? '', ';')[0] ?? '';
  let value = activateKey.length > 0 ? -1 : 1;
  if (state !== undefined && state !== '') {
    const v = Number.parseInt(decodeSequence(state, ';')[0] ?? '', 10);
    if (Number.isFinite(v)) value = v;
  }
  const images = f.slice(8).map((l) => decodeSequence(l, ',')[0] ?? '');
  if (value <= 0 || images.length === 0) return undefined;
  const name = images[Math.min(value, images.length) - 1] ?? '';
  return name ? { kind: 'image', name, dx: Number(f[6]) || 0, dy: Number(f[7]) || 0 } : undefined;
}

function rotateStep(type: string, state: string | undefined): ArtStep | undefined {
  const n = Number.parseInt(decodeSequence(type.slice('rotate;'.length), ';')[0] ?? '', 10);
  if (!Number.isFinite(n) || n < 1 || state === undefined || state === '') return undefined;
  // VASSAL keeps angles counter-clockwise and negative: -i * 360 / n, or the free angle itself
  const angle = n === 1 ? Number(state) : -(Number.parseInt(state, 10) || 0) * (360 / n);
  if (!Number.isFinite(angle)) return undefined;
  const degrees = ((-angle % 360) + 360) % 360;
  return degrees === 0 ? undefined : { kind: 'rotate', degrees };
}

function linksOf(type: string, state: string | undefined): Link[] {
  const types = splitChain(type);
  const states = state === undefined ? [] : splitChain(state);
  return types.map((t, k) => ({ type: t, state: states[k] }));
}

export function pieceArt(
  type: string,
  state: string | undefined,
  prototypes: Record<string, { type: string; state: string }>,
): ArtRecipe {
  // expand prototypes in place (their traits stand where the UsePrototype trait is), once each
  const expand = (links: Link[], seen: Set<string>): Link[] =>
    links.flatMap((l) => {
      if (!l.type.startsWith('prototype;')) return [l];
      const name = decodeSequence(l.type.slice('prototype;'.length), ';')[0] ?? '';
      const def = prototypes[name];
      if (!def || seen.has(name)) return [];
      const inner = linksOf(def.type, undefined).filter((x) => !x.type.startsWith('piece;'));
      return expand(inner, new Set([...seen, name]));
    });
  const links = expand(linksOf(type, state), new Set());
  const steps: ArtStep[] = [];
  for (const l of [...links].reverse()) {
    let step: ArtStep | undefined;
    if (l.type.startsWith('piece;')) {
      const name = decodeSequence(l.type.slice('piece;'.length), ';')[2] ?? '';
      if (name) step = { kind: 'image', name, dx: 0, dy: 0 };
    } else if (l.type.startsWith('emb2;')) step = layerStep(l.type, l.state);
    else if (l.type.startsWith('emb;')) step = oldLayerStep(l.type, l.state);
    else if (l.type.startsWith('rotate;')) step = rotateStep(l.type, l.state);
    if (step) steps.push(step);
  }
  while (steps[0]?.kind === 'rotate') steps.shift();
  return { steps, key: recipeKey(steps) };
}

/** A base picture alone keeps its own name (and its bytes as they are); any other recipe is spelled out. */
function recipeKey(steps: ArtStep[]): string {
  const only = steps[0];
  if (steps.length === 1 && only?.kind === 'image' && only.dx === 0 && only.dy === 0 && !/\.svg$/i.test(only.name))
    return only.name;
  return steps.map((s) => (s.kind === 'image' ? `${s.name}@${s.dx},${s.dy}` : `rot${s.degrees}`)).join('+');
}
