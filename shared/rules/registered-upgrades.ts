import type { JsonObject } from '../engine/ruleset.js';
import type { MovedFields } from '../model/upgrade-format-v3-ruleset-state.js';
import { allRulesets } from './rulesets.js';

/**
 * The rulesets' own steps of the format upgrades (Ruleset.upgrades, each from its folder's
 * format-upgrades.ts), run for the game's ruleset alone: the generic upgrades (shared/model/
 * upgrade-format-*.ts) know no ruleset's fields, and a ruleset's steps touch only games of its own.
 */

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function stepsFor(game: JsonObject, toVersion: number) {
  const ruleset = allRulesets().find((r) => r.id === game.ruleset);
  return (ruleset?.upgrades ?? []).filter((u) => u.toVersion === toVersion);
}

/**
 * A game written before `toVersion` (a game file, or the game of a campaign: its JSON or its file's
 * game row) at `toVersion`, its ruleset's steps to that version run on it; any other value as it is.
 */
export function upgradeGameTo(game: unknown, toVersion: number, inCampaign: boolean): unknown {
  if (!isObject(game) || typeof game.formatVersion !== 'number' || game.formatVersion >= toVersion) return game;
  const upgraded = stepsFor(game, toVersion).reduce((g, step) => step.game(g, inCampaign), game);
  return { ...upgraded, formatVersion: toVersion };
}

/** A campaign (JSON) of the version before `toVersion`, with its game upgraded as upgradeGameTo does. */
export function upgradeCampaignGameTo(campaign: unknown, toVersion: number): unknown {
  if (!isObject(campaign) || campaign.formatVersion !== toVersion - 1) return campaign;
  const game = isObject(campaign.game) ? { game: upgradeGameTo(campaign.game, toVersion, true) } : {};
  return { ...campaign, formatVersion: toVersion, ...game };
}

/** What the rulesets' steps change on opening a file of version `fromVersion`, in words for the referee. */
export function rulesetUpgradeNotes(game: unknown, inCampaign: boolean, fromVersion: number): string[] {
  if (!isObject(game)) return [];
  const notes: string[] = [];
  for (const ruleset of allRulesets())
    if (ruleset.id === game.ruleset)
      for (const step of ruleset.upgrades ?? [])
        if (fromVersion < step.toVersion) {
          const note = step.note?.(game, inCampaign, fromVersion);
          if (note) notes.push(note);
        }
  return notes;
}

/**
 * Format 3's move of each ruleset's own fields under its key (FormatUpgrade.movedUnderKey), joined
 * in the registry's order: every ruleset's, whatever the game's (as version 3 first moved them).
 */
export const MOVED_UNDER_KEY_V3: MovedFields = Object.fromEntries(
  allRulesets().flatMap((r) => {
    const moved = r.upgrades?.find((u) => u.toVersion === 3 && u.movedUnderKey)?.movedUnderKey;
    return moved && r.state ? [[r.state.key, moved]] : [];
  }),
);
