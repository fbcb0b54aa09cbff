/**
 * Dice. Every die the engine uses is either typed in by the referee from physical dice or rolled
 * by this seeded generator, whose seed and results go into the event, so a replay of the log
 * gives the same campaign and the referee can check every roll.
 */
export interface DiceRoll {
  /** the faces, in order */
  faces: number[];
  /** 'entered' by the referee, or 'rolled' with the seed that produced the faces */
  source: 'entered' | 'rolled';
  seed?: number;
}

/** mulberry32: a seeded generator of numbers in [0, 1), small, fast and the same on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededFaces(seed: number, count: number): number[] {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => 1 + Math.floor(next() * 6));
}

export function rollDice(seed: number, count: number): DiceRoll {
  return { faces: seededFaces(seed, count), source: 'rolled', seed: seed >>> 0 };
}

/** Dice typed in by the referee: each face must be 1..6 and the count must be right. */
export function enteredDice(faces: readonly number[], count: number, what: string): DiceRoll {
  if (faces.length !== count)
    throw new RangeError(`${what} needs ${count === 1 ? 'one die' : `${count} dice`}, got ${faces.length}`);
  for (const f of faces)
    if (!Number.isInteger(f) || f < 1 || f > 6) throw new RangeError(`${what}: a die shows 1 to 6, not ${f}`);
  return { faces: [...faces], source: 'entered' };
}

export const sum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);
