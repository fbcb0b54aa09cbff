import { CLASSIC } from './classic/ruleset.js';
import { GRAND_CAMPAIGN } from './grand-campaign/ruleset.js';
import { OCS } from './ocs/ruleset.js';
import type { Ruleset, RulesContext } from '../engine/ruleset.js';
import type { HexGrid } from '../hex/hex-grid.js';
import type { MovementGraph } from '../hex/movement-graph.js';
import { registerGameFields, type GameDefinition } from '../model/game-schema.js';
import { registerUnitTypeFields } from '../model/unit-type-schema.js';
import { rulesetsRegistered } from '../model/registry-guard.js';
import { registerSideRule } from '../model/side-count.js';
import { registerStackCheck } from '../model/stack-problems.js';
import { registerRulesetEdit } from '../model/ruleset-edits.js';
import { registerPlayRules } from '../model/side-play.js';

export type { Ruleset };

const RULESETS: Record<string, Ruleset> = { ocs: OCS, 'grand-campaign': GRAND_CAMPAIGN, classic: CLASSIC };
// a ruleset written for a fixed number of sides says so; the model's side check reads it
for (const [id, r] of Object.entries(RULESETS)) if (r.sides) registerSideRule(id, r.sides);
// the phases and supply rules a side may be given, for the game edits that set them
for (const [id, r] of Object.entries(RULESETS)) registerPlayRules(id, r);
// each ruleset's own unit-type fields, joined to the generic unit type every game file is read with
for (const [id, r] of Object.entries(RULESETS)) if (r.game?.unitType) registerUnitTypeFields(id, r.game.unitType);
// and its own fields of the game itself (an OCS reading), joined to the generic game the same way
for (const [id, r] of Object.entries(RULESETS)) if (r.game?.fields) registerGameFields(id, r.game.fields);
// and what it refuses in one hex of a setup or import (an OCS Extender beside enemy combat units)
for (const [id, r] of Object.entries(RULESETS)) if (r.game?.stack) registerStackCheck(id, r.game.stack);
// and its edits of its own fields (GC's major depots), which the game editor's edits hand on to it
for (const [id, r] of Object.entries(RULESETS)) for (const kind of r.game?.edits ?? []) registerRulesetEdit(id, kind);
// every part joined: games may be read (a read before this is refused rather than read without them)
rulesetsRegistered();

/** Every ruleset, for the checks they all must pass (rulesets.test.ts) and the game editor's choice. */
export function allRulesets(): Ruleset[] {
  return Object.values(RULESETS);
}

export function rulesetInfo(id: string): Ruleset {
  const r = RULESETS[id];
  if (!r) throw new Error(`unknown ruleset "${id}" (known: ${Object.keys(RULESETS).join(', ')})`);
  return r;
}

/** The one context the engine and the rules are given, with the game's own ruleset in it. */
export function rulesContext(game: GameDefinition, grid: HexGrid, graph: MovementGraph): RulesContext {
  return { game, grid, graph, ruleset: rulesetInfo(game.ruleset) };
}
