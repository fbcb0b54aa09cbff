import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCampaign } from '../../shared/parse-campaign.js';
import { upgradeV3GcData } from '../../shared/model/upgrade-format-v3-gc-data.js';
import { supplyPoolsOf } from '../../shared/rules/grand-campaign/state.js';
import { CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';

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
    expect(c.game.majorDepots).toEqual([]);
    expect(supplyPoolsOf(c.setup)).toEqual([]);
    const setup = (raw as { setup: { units: unknown[]; dumps: Array<{ id: string; amount: number }> } }).setup;
    expect(c.setup.units.map((u) => u.id)).toEqual(setup.units.map((u) => (u as { id: string }).id));
    expect(c.setup.dumps.map((d) => [d.id, d.amount])).toEqual(setup.dumps.map((d) => [d.id, d.amount]));
    expect(c.setup.units.every((u) => u.gc?.airbase === undefined && u.gc?.suppliedAirbase === undefined)).toBe(true);
    expect(c.log.length).toBe((raw as { log: unknown[] }).log.length);
  });

  it('leaves files of other versions alone', () => {
    const v3 = { format: 'quartermaster-game', formatVersion: 3, majorDepots: [{ id: 'x' }] };
    expect(upgradeV3GcData(v3)).toBe(v3);
    expect(upgradeV3GcData([1])).toEqual([1]);
  });
});
