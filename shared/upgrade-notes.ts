import { CAMPAIGN_FORMAT_VERSION } from './model/campaign-schema.js';
import { rulesetUpgradeNotes } from './rules/registered-upgrades.js';
import { JUDGED_BEFORE } from './model/upgrade-format-v3-readings.js';
import { hasMovedBy } from './model/upgrade-format-v4-moved-by.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What opening a campaign or game file of an older format version changes, in words for the
 * referee (docs/formats.md): nothing is silent. A version-2 OCS campaign keeps the phase order it
 * was made with, which lacks phases of the series' sequence of play; its readings are written in as
 * it was judged. An empty list: the file is of the current version.
 */
export function upgradeNotes(raw: unknown): string[] {
  if (!isObject(raw) || typeof raw.formatVersion !== 'number' || raw.formatVersion >= CAMPAIGN_FORMAT_VERSION)
    return [];
  const campaign = raw.format === 'quartermaster-campaign';
  const game = campaign ? raw.game : raw;
  const version = raw.formatVersion;
  const notes: string[] = [];
  if (version < 2) notes.push('written by format version 1: units gain a size and unit types their defaults');
  // each ruleset's own steps say what they change (an OCS campaign keeps its old phase order)
  notes.push(...rulesetUpgradeNotes(game, campaign, version));
  // readings added since whose default is not how version 2 judged are written in as it judged
  if (version === 2) {
    const kept = Object.entries(JUDGED_BEFORE).map(([k, v]) => `${k}: ${v}`);
    notes.push(
      `written by format version ${version}: where a rule reads two ways, it is judged as it was then (readings written in; ${kept.join(', ')}, docs/rules-interpretations.md)`,
    );
  }
  if (version === 3 && campaign && hasMovedBy(raw))
    notes.push(
      `written by format version ${version}: loaded SP no longer record the transport that moved them (nothing read it; SP unloaded or shipped this phase still cannot be loaded again, OCS 12.2a)`,
    );
  return notes;
}
