import type { z } from 'zod';
import { commandSchema } from './rules/registered-commands.js';
import { HexGrid } from './hex/hex-grid.js';
import { stateProblems } from './model/campaign-problems.js';
import { CAMPAIGN_FORMAT, CAMPAIGN_FORMAT_VERSION, type Campaign } from './model/campaign-schema.js';
import { campaignSchema, type RegisteredCampaign } from './rules/registered-state.js';
import { FormatError } from './model/format-error.js';
import { upgradeToV2 } from './model/upgrade-format-v2.js';
import { upgradeToV3, type VerdictWord } from './model/upgrade-format-v3-ruleset-state.js';
import { upgradeToV3Readings } from './model/upgrade-format-v3-readings.js';
import { upgradeToV4 } from './model/upgrade-format-v4-moved-by.js';
import { gameProblems } from './model/game-problems.js';
import { GAME_FORMAT, GAME_FORMAT_VERSION, gameDefinitionSchema, type GameDefinition } from './model/game-schema.js';
import { rulesetInfo } from './rules/rulesets.js';
import { MOVED_UNDER_KEY_V3, upgradeCampaignGameTo, upgradeGameTo } from './rules/registered-upgrades.js';

/** zod issues as "field.path: message" lines a referee can act on. */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(top level)'}: ${i.message}`);
}

function checkFormat(value: unknown, format: string, version: number, label: string): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FormatError(`${label} is not a Quartermaster file`, ['expected a JSON object at the top level']);
  }
  const v = value as { format?: unknown; formatVersion?: unknown };
  if (v.format !== format) {
    throw new FormatError(`${label} is not a ${format === GAME_FORMAT ? 'game definition' : 'campaign'}`, [
      `"format" is ${JSON.stringify(v.format)}, expected "${format}"`,
    ]);
  }
  if (typeof v.formatVersion === 'number' && v.formatVersion > version) {
    throw new FormatError(`${label} was written by a newer Quartermaster`, [
      `format version ${v.formatVersion}; this version reads up to ${version}. Update Quartermaster to open it.`,
    ]);
  }
}

export function parseGame(value: unknown, label = 'the game definition'): GameDefinition {
  checkFormat(value, GAME_FORMAT, GAME_FORMAT_VERSION, label);
  const r = gameDefinitionSchema.safeParse(
    upgradeV2ToV3(upgradeToV2(value), [upgradeToV3Readings, (v) => upgradeGameTo(v, 3, false)]),
  );
  if (!r.success) throw new FormatError(`${label} has errors`, issueLines(r.error));
  const problems = gameProblems(r.data, rulesetInfo(r.data.ruleset));
  if (problems.length) throw new FormatError(`${label} has errors`, problems);
  return r.data;
}

export function parseCampaign(value: unknown, label = 'the campaign'): RegisteredCampaign {
  checkFormat(value, CAMPAIGN_FORMAT, CAMPAIGN_FORMAT_VERSION, label);
  const r = campaignSchema.safeParse(
    upgradeToV4(
      upgradeV2ToV3(upgradeToV2(value), [
        (v) => upgradeToV3(v, statusWordsOf, MOVED_UNDER_KEY_V3),
        upgradeToV3Readings,
        // each ruleset's own steps (its format-upgrades.ts: the OCS phases a campaign was made with, GC data)
        (v) => upgradeCampaignGameTo(v, 3),
      ]),
    ),
  );
  if (!r.success) throw new FormatError(`${label} has errors`, issueLines(r.error));
  const problems = gameProblems(r.data.game, rulesetInfo(r.data.game.ruleset)).map((p) => `game: ${p}`);
  if (problems.length) throw new FormatError(`${label} has errors`, problems);
  const sp = stateProblems(r.data.game, r.data.setup, new HexGrid(r.data.game.map)).map((p) => `setup: ${p}`);
  if (sp.length) throw new FormatError(`${label} has errors`, sp);
  const lp = logProblems(r.data.log);
  if (lp.length) throw new FormatError(`${label} has errors`, lp);
  return r.data;
}

/**
 * Format 3 gathers several changes, each with its own upgrade of a version-2 file (a campaign or a
 * game). Each is run in turn on the result of the one before, still read as version 2 (a campaign
 * and its game alike), and the file ends at version 3.
 */
function upgradeV2ToV3(value: unknown, steps: ((v: unknown) => unknown)[]): unknown {
  if (!isVersion(value, 2)) return value;
  const game = (value as { game?: unknown }).game;
  const gameWas2 = isVersion(game, 2);
  const asV2 = (v: unknown) => {
    if (!isVersion(v, 3)) return v;
    const c = v as { game?: unknown };
    if (!(gameWas2 && isVersion(c.game, 3))) return { ...c, formatVersion: 2 };
    return { ...c, formatVersion: 2, game: { ...(c.game as object), formatVersion: 2 } };
  };
  return steps.reduce((v, step) => step(asV2(v)), value);
}

function isVersion(value: unknown, version: number): boolean {
  return (
    typeof value === 'object' && value !== null && (value as { formatVersion?: unknown }).formatVersion === version
  );
}

/** The status words of a ruleset the file names (none for an unknown one: the check names it later). */
function statusWordsOf(ruleset: string): readonly VerdictWord[] {
  try {
    return rulesetInfo(ruleset).statusWords;
  } catch {
    return [];
  }
}

/** Every logged command must be a command this version knows, in order, with its sequence number once. */
function logProblems(log: Campaign['log']): string[] {
  const problems: string[] = [];
  const seen = new Set<number>();
  log.forEach((entry, k) => {
    if (seen.has(entry.seq)) problems.push(`log[${k}].seq: ${entry.seq} is used twice`);
    seen.add(entry.seq);
    let value: unknown;
    try {
      value = JSON.parse(entry.command);
    } catch {
      problems.push(`log[${k}].command: not valid JSON`);
      return;
    }
    const c = commandSchema.safeParse(value);
    if (!c.success) problems.push(...issueLines(c.error).map((l) => `log[${k}].command.${l}`));
  });
  return problems;
}
