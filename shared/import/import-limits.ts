/**
 * The caps on what an import (VASSAL module or save, a map picture) may make Quartermaster read,
 * inflate, decode or build. A file over a cap is refused with the cap's name and value, before the
 * work it would cost: a hostile or damaged file must not take the app's memory or time. The README
 * lists them.
 */
export const LIMITS = {
  /** bytes of one zip entry, inflated */
  zipEntryBytes: 512 * 1024 * 1024,
  /** bytes inflated from one zip file in all */
  zipTotalBytes: 1536 * 1024 * 1024,
  /** entries in one zip file's directory */
  zipEntries: 200_000,
  /** bytes of a text entry parsed whole (build file, moduledata, savedGame) */
  textEntryBytes: 64 * 1024 * 1024,
  /**
   * pixels of one picture (width x height, read from its header before anything is decoded): a scan
   * of a large sheet at 600 dpi is about 300 million; four bytes each must fit in memory
   */
  picturePixels: 500_000_000,
  /** pixels along one side of a picture */
  pictureSide: 100_000,
  /** the smallest hex a grid may have, in pixels (a grid step of 0 or 1e-300 never ends) */
  hexMinPixels: 2,
  /** a grid numbering's first column or row (hOff, vOff), either way */
  numberingOffset: 100_000,
  /** a grid numbering's leading zeros (hLeading, vLeading) */
  numberingLeading: 20,
  /** hexes of one map */
  mapHexes: 2_000_000,
  /** pieces read from a module's palette or a save */
  pieces: 200_000,
  /** traits in one piece's chain (nesting depth) */
  pieceTraits: 5_000,
} as const;

export type LimitName = keyof typeof LIMITS;

/** A file over a cap: the message names the cap, its value and what exceeded it. */
export class LimitError extends Error {
  constructor(
    readonly limit: LimitName,
    what: string,
  ) {
    super(`${what}: over the cap ${limit} = ${LIMITS[limit].toLocaleString('en-US')}`);
    this.name = 'LimitError';
  }
}

/** Refuses a picture whose header claims more pixels than any path may decode. */
export function checkPictureSize(width: number, height: number, label: string): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0)
    throw new Error(`${label}: the picture's header gives no usable size (${width} x ${height} px)`);
  if (width > LIMITS.pictureSide || height > LIMITS.pictureSide)
    throw new LimitError('pictureSide', `${label} is ${width} x ${height} px`);
  if (width * height > LIMITS.picturePixels)
    throw new LimitError(
      'picturePixels',
      `${label} is too large: ${width} x ${height} px, ${Math.round((width * height) / 1e6)} million pixels`,
    );
}

/** Refuses a hex grid whose steps are not finite numbers of at least a few pixels. */
export function checkGridStep(values: Record<string, number>, label: string): void {
  for (const [name, v] of Object.entries(values)) {
    if (!Number.isFinite(v)) throw new Error(`${label}: the hex grid's ${name} is not a finite number (${v})`);
    if ((name === 'dx' || name === 'dy') && v < LIMITS.hexMinPixels)
      throw new LimitError('hexMinPixels', `${label}: the hex grid's ${name} is ${v} px`);
  }
}

/** Refuses a count over its cap (hexes of a map, pieces, traits of a piece). */
export function checkCount(limit: 'mapHexes' | 'pieces' | 'pieceTraits' | 'zipEntries', n: number, what: string): void {
  if (n > LIMITS[limit]) throw new LimitError(limit, `${what}: ${Math.round(n).toLocaleString('en-US')}`);
}
