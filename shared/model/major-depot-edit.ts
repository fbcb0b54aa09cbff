import * as z from 'zod';

/**
 * The game editor's major depots (GC 19.A.1.a, 15.H.1): a depot's hex, side, name and the HQs (unit
 * ids of the order of battle) attached to it; set again to change it, or removed. The payload is read
 * here, with every game edit (the API and logged edits); what it does is the grand campaign's own
 * edit of its own field, registered from its folder (ruleset-edits.ts).
 */
export const majorDepotEditSchema = z.object({
  type: z.literal('majorDepot'),
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/),
  name: z.string().min(1).max(120),
  side: z.string().min(1).max(64),
  hex: z.string().min(1).max(16),
  hqs: z.array(z.string().min(1).max(64)).max(50).default([]),
  remove: z.boolean().default(false),
});
export type MajorDepotEdit = z.infer<typeof majorDepotEditSchema>;
