import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCampaign } from '../../shared/parse-campaign.js';
import { upgradeGameTo } from '../../shared/rules/registered-upgrades.js';
import { supplyPoolsOf } from '../../shared/rules/grand-campaign/state.js';
import { CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { majorDepotsOf } from '../../shared/rules/grand-campaign/game-parts.js';

/**
 * Format version 3, grand-campaign data: a GC campaign written by version 2 (the
 * fixture is the GC demo as version 2 wrote it) opens with identical state, plus empty lists of
 * major depots and supply pools.
 */
const fixture = () =>
  JSON.parse(readFileSync('test/fixtures/gc-data-format-v2.campaign.json', 'utf8')) as Record<string, unknown>;

describe('format v3: GC major depots, pools and airbases', () => {
  it('opens a version 2 GC campaign with identical state, no major depots and no pools', () => {
    const raw = fixture();
    expect(raw.formatVersion).toBe(2);
    const c = parseCampaign(raw);
    expect(c.formatVersion).toBe(CAMPAIGN_FORMAT_VERSION);
    expect(majorDepotsOf(c.game)).toEqual([]);
    expect(supplyPoolsOf(c.setup)).toEqual([]);
    const setup = (raw as { setup: { units: unknown[]; dumps: Array<{ id: string; amount: number }> } }).setup;
    expect(c.setup.units.map((u) => u.id)).toEqual(setup.units.map((u) => (u as { id: string }).id));
    expect(c.setup.dumps.map((d) => [d.id, d.amount])).toEqual(setup.dumps.map((d) => [d.id, d.amount]));
    expect(c.setup.units.every((u) => u.gc?.airbase === undefined && u.gc?.suppliedAirbase === undefined)).toBe(true);
    expect(c.log.length).toBe((raw as { log: unknown[] }).log.length);
  });

  it('leaves files of other versions alone', () => {
    const v3 = {
      format: 'quartermaster-game',
      formatVersion: 3,
      ruleset: 'grand-campaign',
      majorDepots: [{ id: 'x' }],
    };
    expect(upgradeGameTo(v3, 3, false)).toBe(v3);
    expect(upgradeGameTo([1], 3, false)).toEqual([1]);
  });

  it("is the grand campaign's own step: a version 2 game of it gets an empty list of major depots, another ruleset's none", () => {
    const v2 = (ruleset: string) => ({ format: 'quartermaster-game', formatVersion: 2, ruleset });
    expect(upgradeGameTo(v2('grand-campaign'), 3, false)).toEqual({
      ...v2('grand-campaign'),
      formatVersion: 3,
      majorDepots: [],
    });
    expect(upgradeGameTo(v2('classic'), 3, false)).toEqual({ ...v2('classic'), formatVersion: 3 });
  });
});
