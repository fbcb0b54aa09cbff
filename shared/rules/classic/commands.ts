import * as z from 'zod';
import { ref, sharedCommandSchemas, type SharedCommandFields } from '../../engine/commands.js';

/**
 * The classic rules' commands: no commands of their own, and the supply phase (shared with the
 * other systems) with the units the referee names as supplied by a Leader.
 */
export const CLASSIC_SHARED_FIELDS = {
  'supply.apply': {
    units: z.array(ref).max(100).optional(),
  },
} as const satisfies SharedCommandFields;

/** The shared commands as the classic rules read them: the generic fields and their own. */
export const CLASSIC_SHARED_SCHEMAS = {
  'supply.apply': sharedCommandSchemas['supply.apply'].extend(CLASSIC_SHARED_FIELDS['supply.apply']),
};

/** Every command the classic rules apply. */
export type ClassicCommand = z.infer<(typeof CLASSIC_SHARED_SCHEMAS)['supply.apply']>;

/** The types of the commands the classic rules apply. */
export const CLASSIC_COMMAND_TYPES = ['supply.apply'] as const;
