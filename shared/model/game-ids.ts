import * as z from 'zod';

/** An id within a game definition (a mobility's, a side's, a unit type's); a ruleset's own fields use it too. */
export const gameIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'ids are lower-case letters, digits, "-" and "_"');
/** A hex as the map prints it. */
export const hexIdSchema = z.string().min(2).max(16);
/** A colour as the screen draws it. */
export const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colours are written #rrggbb');
/** MP cost per mobility type; "P" = prohibited. Costs are multiples of 1 / costScale MP. */
export const costTableSchema = z.record(gameIdSchema, z.union([z.number().min(0).max(1000), z.literal('P')]));
