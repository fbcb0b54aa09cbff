import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { GAME_FORMAT_VERSION } from '../../shared/model/game-schema.js';
import { parseCampaign, parseGame } from '../../shared/parse-campaign.js';

/** Format version 2 (unit size, nation colour): today's files open, version 1 files are upgraded. */
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

describe('game and campaign format version 2', () => {
  it('opens a campaign written by this version, keeping each unit size', () => {
    const c = parseCampaign(read('test/fixtures/campaign-format-v2.json'));
    expect(c.formatVersion).toBe(CAMPAIGN_FORMAT_VERSION);
    expect(c.game.formatVersion).toBe(GAME_FORMAT_VERSION);
    expect(c.setup.units.find((u) => u.name.includes('Div'))?.size).toBe('XX');
  });

  it('upgrades a version 1 campaign and game (they hold no sizes or nation colours)', () => {
    const v1 = read('test/fixtures/campaign-format-v2.json');
    const old = { ...v1, formatVersion: 1, game: { ...(v1.game as object), formatVersion: 1 } };
    const c = parseCampaign(old);
    expect([c.formatVersion, c.game.formatVersion]).toEqual([CAMPAIGN_FORMAT_VERSION, GAME_FORMAT_VERSION]);
    expect(parseGame({ ...(v1.game as object), formatVersion: 1 }).formatVersion).toBe(GAME_FORMAT_VERSION);
  });

  it('refuses a file from a newer version, saying so', () => {
    const v3 = { ...read('test/fixtures/campaign-format-v2.json'), formatVersion: CAMPAIGN_FORMAT_VERSION + 1 };
    expect(() => parseCampaign(v3)).toThrow(/newer Quartermaster/);
  });

  it('refuses a unit size the counters do not know, naming the field', () => {
    const c = read('test/fixtures/campaign-format-v2.json') as { setup: { units: Array<Record<string, unknown>> } };
    c.setup.units[0]!.size = 'XXXXX';
    expect(() => parseCampaign(c)).toThrow(/errors/);
    try {
      parseCampaign(c);
    } catch (e) {
      expect((e as { problems: string[] }).problems.join(' ')).toContain('size');
    }
  });
});
