import { encodeSequence } from '../../shared/import/vassal/sequence-encoder.js';

/**
 * The texts of the traits that change a piece's picture, as VASSAL 3.x writes them: a Layer
 * (emb2, its images one per level, an offset, always active or activated) and a FreeRotator with
 * a number of fixed facings. Their states are the level (negative: inactive) and the facing index.
 */
export function layerType(images: string[], o: { dx?: number; dy?: number; alwaysActive?: boolean } = {}): string {
  const fields = [
    'Activate',
    '0',
    'A',
    'Up',
    '0',
    '',
    'Down',
    '0',
    '',
    '',
    '',
    '1',
    'false',
    String(o.dx ?? 0),
    String(o.dy ?? 0),
    encodeSequence(images, ','),
    encodeSequence(
      images.map(() => ''),
      ',',
    ),
    'true',
    'Layer',
    '',
    '',
    'false',
    '',
    '1',
    '1',
    o.alwaysActive === false ? 'false' : 'true',
    '',
    '',
    '',
    '',
  ];
  return 'emb2;' + encodeSequence(fields, ';');
}

export function rotatorType(facings: number): string {
  return 'rotate;' + encodeSequence([String(facings), '', '', 'Rotate CW', 'Rotate CCW'], ';');
}

/** A plain SVG square of one colour. */
export function svgSquare(size: number, fill: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${fill}"/></svg>`,
  );
}
