import type { CampaignState, Dump, RulesState } from '../model/campaign-schema.js';
import { applyCommand as applyAny } from '../engine/apply-command.js';
import { describeEvent as describeAny } from '../engine/describe-event.js';
import { ID_NAMES, type RefereeNames } from '../engine/referee-names.js';
import type { RulesContext } from '../engine/ruleset.js';
import type { Command } from './registered-commands.js';
import {
  isEngineEvent,
  type EngineEvent,
  type LogKind,
  type RulesetEvent,
  type RulesetEvents,
} from '../engine/events.js';
import { fold as foldAny, folder as folderAny } from '../engine/fold.js';
import { LedgerWalker as EngineLedgerWalker } from '../engine/ledger.js';
import { GC_EVENTS, type GcOwnEvent } from './grand-campaign/events.js';
import { OCS_EVENTS, type OcsOwnEvent } from './ocs/events.js';

/**
 * Every event this version knows: the engine's, and each registered ruleset's own (declared,
 * folded, described and booked in shared/rules/<id>/events.ts). This file joins them.
 */
export type GameEvent = EngineEvent | OcsOwnEvent | GcOwnEvent;

const RULESET_EVENTS = [OCS_EVENTS, GC_EVENTS] as readonly RulesetEvents<RulesetEvent>[];

/** fold(state, events) -> state: the only way state changes (shared/engine/fold.ts), every ruleset's events included. */
export function fold<R extends RulesState>(state: CampaignState<R>, events: readonly GameEvent[]): CampaignState<R> {
  return foldAny(state, events, RULESET_EVENTS);
}

/** fold, one command's events at a time, into one copy (an import replays its log command by command). */
export function folder<R extends RulesState>(state: CampaignState<R>): ReturnType<typeof folderAny<R>> {
  return folderAny(state, RULESET_EVENTS);
}

/** One line of the campaign log in words, whichever ruleset's event it is. */
export function describeEvent(e: GameEvent, amount: (n: number) => string, name: RefereeNames = ID_NAMES): string {
  return describeAny(e, amount, name, RULESET_EVENTS);
}

/** Which log a referee files an event under (the Log's filters). */
export function eventKind(e: GameEvent): LogKind {
  if (!isEngineEvent(e)) {
    const owner = RULESET_EVENTS.find((r) => r.owns(e));
    return owner ? owner.kind(e) : 'other';
  }
  switch (e.type) {
    case 'supplyDetermined':
    case 'outOfSupplyMarked':
    case 'outOfSupplyCleared':
    case 'dumpSpent':
      return 'supply';
    case 'unitEliminated':
      return 'elimination';
    default:
      return 'other';
  }
}

/** The supply ledger walker (shared/engine/ledger.ts), booking every ruleset's events too. */
export class LedgerWalker extends EngineLedgerWalker {
  constructor(dumps: readonly Dump[]) {
    super(dumps, RULESET_EVENTS);
  }
}

/** apply(state, command) -> events (shared/engine/apply-command.ts), typed with every registered ruleset's events. */
export function applyCommand(ctx: RulesContext, state: CampaignState, c: Command): GameEvent[] {
  // the game's ruleset emits only its own events, which are registered here with it
  return applyAny(ctx, state, c) as GameEvent[];
}
