import * as z from 'zod';

/** The map of a game definition: its grid, sections, terrain codes hex by hex, labels and board pictures. */
export const mapSectionSchema = z.object({
  id: z.string().max(4),
  column: z.int().min(0),
  row: z.int().min(0),
  columns: z.int().min(1),
  rows: z.int().min(1),
  firstColumn: z.int().min(0),
  firstRow: z.int().min(0),
});

/**
 * Board pictures in picture pixels: (x0, y0) is the centre of hex (column 0, row 0) of the grid,
 * dx the distance between the centres of neighbouring columns (pointy maps: rows), dy between
 * hexes along a column (row); each board's picture has its top-left corner at (x, y).
 */
export const backdropSchema = z.object({
  sideways: z.boolean(),
  dx: z.number().positive(),
  dy: z.number().positive(),
  x0: z.number(),
  y0: z.number(),
  boards: z.array(
    z.object({
      picture: z.string().min(1).max(200),
      name: z.string().max(200).default(''),
      x: z.number(),
      y: z.number(),
      width: z.number().positive(),
      height: z.number().positive(),
      /**
       * A scan turned or skewed on the grid: where one unit of the board's box along the picture's
       * own x axis (ux, uy) and y axis (vx, vy) goes, from the box's top-left corner at (x, y).
       * Absent: the box lies square, as every board did before (ux 1, uy 0, vx 0, vy 1).
       */
      axes: z
        .object({ ux: z.number(), uy: z.number(), vx: z.number(), vy: z.number() })
        .refine((m) => m.ux * m.vy - m.uy * m.vx > 1e-6, {
          message: "a board's axes must not mirror or flatten its picture",
        })
        .optional(),
    }),
  ),
});

export const mapSchema = z.object({
  orientation: z.enum(['flat', 'pointy']),
  offset: z.enum(['odd', 'even']),
  columns: z.int().min(1).max(2000),
  rows: z.int().min(1).max(2000),
  sections: z.array(mapSectionSchema).min(1),
  /** One string per global row, one terrain code per hex; a space is a hole in the map. */
  hexes: z.array(z.string()),
  /** Printed ids hex by hex (labels[row][col]) where the map is numbered its own way (a VASSAL module's grid). */
  labels: z.array(z.array(z.string().max(16))).optional(),
  /** The board pictures under the grid (a VASSAL module's boards), aligned with the hexes. */
  backdrop: backdropSchema.optional(),
});
