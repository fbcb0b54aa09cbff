import * as z from 'zod';
import { gameIdSchema, hexIdSchema } from '../../model/game-ids.js';
import type { GameDefinition } from '../../model/game-schema.js';
import type { UnitType } from '../../model/unit-type-schema.js';

/**
 * The grand campaign's own fields of a game definition's unit types, joined to the generic ones by
 * the registry (Ruleset.game, rules/rulesets.ts). GC code reads them through gcUnitType.
 */
export const gcUnitTypeFields = z.object({
  /** GC 16.F.2: what kind of HQ this is (army/front HQs supply their own nation in full; coalition and command HQs their side's nations). */
  hqKind: z.enum(['army', 'coalition', 'command']).optional(),
  /** GC 17.B.2: an air unit (or airbase): judged for supply, with the effects of the air units' chart. */
  air: z.boolean().default(false),
});

export type GcUnitType = UnitType & Partial<z.infer<typeof gcUnitTypeFields>>;
/** The GC fields as a game file writes them (GameDefinitionInput<GcUnitTypeInput>). */
export type GcUnitTypeInput = z.input<typeof gcUnitTypeFields>;

/** A unit type with the GC fields the registry joined to it (absent when the file gives none). */
export function gcUnitType(t: UnitType): GcUnitType {
  return t;
}

/** The grand campaign's own fields of a game definition, joined to the generic ones by the registry. */
export const gcGameFields = z.object({
  /**
   * GC 19.A.1.a, 15.H.1: the major depots: the hex whose SP dumps are the depot's store, and the HQs
   * (unit ids) attached to it. Attack and reserve SP come from one only for units in full supply
   * from an attached HQ.
   */
  majorDepots: z
    .array(
      z.object({
        id: gameIdSchema,
        name: z.string().min(1).max(120),
        side: gameIdSchema,
        hex: hexIdSchema,
        hqs: z.array(gameIdSchema).max(50).default([]),
      }),
    )
    .default([]),
});

export type GcGame = GameDefinition & Partial<z.infer<typeof gcGameFields>>;
/** The GC fields of a game as a file writes them (GameDefinitionInput<..., GcGameInput>). */
export type GcGameInput = z.input<typeof gcGameFields>;
export type MajorDepot = z.infer<typeof gcGameFields>['majorDepots'][number];

/** A game with the GC fields the registry joined to it (absent where it was not read through the registry). */
export function gcGame(g: GameDefinition): GcGame {
  return g;
}

/** The game's major depots (GC 19.A.1.a), none where the game gives none. */
export function majorDepotsOf(g: GameDefinition): readonly MajorDepot[] {
  return gcGame(g).majorDepots ?? [];
}

/** GC 19.A.1.a: a side sees its own major depots only, as players follow the campaign (the other sides' stay the referee's). */
export function gcGameForSide(g: GameDefinition, side: string): Partial<z.infer<typeof gcGameFields>> {
  return { majorDepots: majorDepotsOf(g).filter((d) => d.side === side) };
}
