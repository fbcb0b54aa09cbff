import * as z from 'zod';
import type { GameDefinition } from './game-schema.js';

/**
 * How one side plays: how it traces supply (one of the cases its ruleset defines, with the game's
 * numbers) and its sequence of play. New games and imports ask for these rather than copying a
 * demo's; the game editor shows and changes them as logged edits.
 */
export const supplyRuleSchema = z.object({
  method: z.enum(['road-edge', 'leader-line']),
  /** road-edge: hexes to a supply-source road hex */
  hexes: z.int().min(0).max(999).optional(),
  /** road-edge: MP, counted by the unit's own type, to a road that leads to a source */
  mp: z.int().min(0).max(999).optional(),
});
export type SupplyRuleChoice = z.infer<typeof supplyRuleSchema>;

const ref = z.string().min(1).max(64);

/** One way a ruleset lets a side trace supply, and the numbers the game must give for it. */
export interface SupplyRuleCase {
  readonly method: SupplyRuleChoice['method'];
  /** "Trace to a supply-source road" */
  readonly label: string;
  /** what it means, with the rule it comes from */
  readonly explain: string;
  readonly params: readonly ('hexes' | 'mp')[];
}

/** What the game editor and the wizards need of a ruleset to ask how a side plays. */
export interface PlayRules {
  readonly name: string;
  readonly phases: readonly { readonly id: string; readonly name: string }[];
  /** absent or empty: every side traces supply alike, by the ruleset's own rules */
  readonly supplyRuleCases?: readonly SupplyRuleCase[];
}

/**
 * The rulesets' play rules, registered by the registry (shared/rules/rulesets.ts) when it loads,
 * so that the model names no ruleset (as side-count.ts does).
 */
const playRules = new Map<string, PlayRules>();

export function registerPlayRules(ruleset: string, rules: PlayRules): void {
  playRules.set(ruleset, rules);
}

export function playRulesOf(ruleset: string): PlayRules | undefined {
  return playRules.get(ruleset);
}

/** Each side's choices as a wizard sends them: absent means "the ruleset's own" (phases) or "none yet" (supply). */
export const sidePlaySchema = z.object({
  supplyRules: z.record(ref, supplyRuleSchema).default({}),
  phasesBySide: z.record(ref, z.array(ref).min(1).max(40)).default({}),
});
export type SidePlay = z.infer<typeof sidePlaySchema>;

/** The game edits that set a side's supply rule (null: none) and its phases (null: the ruleset's list). */
export const sidePlayEditSchemas = [
  z.object({ type: z.literal('supplyRule'), side: ref, rule: supplyRuleSchema.nullable() }),
  z.object({ type: z.literal('sidePhases'), side: ref, phases: z.array(ref).min(1).max(40).nullable() }),
] as const;
export type SidePlayEdit = z.infer<(typeof sidePlayEditSchemas)[number]>;

/** Writes one side's rule and phases into a game being built or edited (sides renamed by `sideId`). */
export function withSidePlay(game: GameDefinition, play: SidePlay): GameDefinition {
  const sides = new Set(game.sides.map((s) => s.id));
  return {
    ...game,
    supplyRules: Object.entries(play.supplyRules)
      .filter(([side]) => sides.has(side))
      .map(([side, r]) => ({ side, ...r })),
    phasesBySide: Object.fromEntries(Object.entries(play.phasesBySide).filter(([side]) => sides.has(side))),
  };
}

/** The side's choices as they stand in a game, for a form to start from. */
export function sidePlayOf(game: GameDefinition): SidePlay {
  return {
    supplyRules: Object.fromEntries(game.supplyRules.map(({ side, ...r }) => [side, r])),
    phasesBySide: { ...game.phasesBySide },
  };
}
