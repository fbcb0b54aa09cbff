import { z } from 'zod';
import { unitModes } from '../model/campaign-schema.js';

/**
 * Commands are what a referee asks for; they come from the untrusted renderer, so each has a
 * schema. apply-command.ts turns a valid command into events or refuses it with a reason.
 */
const ref = z.string().min(1).max(64);
const hex = z.string().min(1).max(16);

export const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unit.move'), unit: ref, hex }),
  z.object({ type: z.literal('unit.setSteps'), unit: ref, steps: z.int().min(0).max(99) }),
  z.object({ type: z.literal('unit.setMode'), unit: ref, mode: z.enum(unitModes) }),
  z.object({ type: z.literal('dump.create'), side: ref, hex, amount: z.int().min(0).max(1_000_000_000) }),
  z.object({ type: z.literal('dump.setAmount'), dump: ref, amount: z.int().min(0).max(1_000_000_000) }),
  z.object({ type: z.literal('clock.advance') }),
]);

export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];

/** A referee-readable one-liner for the History panel and the Edit menu ("Undo move 2/5 Pz to 1207"). */
export function describeCommand(c: Command): string {
  switch (c.type) {
    case 'unit.move':
      return `move ${c.unit} to ${c.hex}`;
    case 'unit.setSteps':
      return `set ${c.unit} to ${c.steps} steps`;
    case 'unit.setMode':
      return `put ${c.unit} in ${c.mode} mode`;
    case 'dump.create':
      return `create a dump at ${c.hex}`;
    case 'dump.setAmount':
      return `change dump ${c.dump}`;
    case 'clock.advance':
      return 'advance to the next phase';
  }
}
