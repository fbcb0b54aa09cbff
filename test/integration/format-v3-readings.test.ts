import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { campaignStateSchema } from '../../shared/rules/registered-state.js';
import { upgradeStateV3 } from '../../shared/model/upgrade-format-v3-ruleset-state.js';
import { MOVED_UNDER_KEY_V3 } from '../../shared/rules/registered-upgrades.js';
import { DEFAULT_READINGS, DEFAULT_ZOC_RULES } from '../../shared/model/game-readings-schema.js';
import { GAME_FORMAT_VERSION, gameDefinitionSchema } from '../../shared/model/game-schema.js';
import { upgradeToV3Readings } from '../../shared/model/upgrade-format-v3-readings.js';
import { parseCampaign, parseGame } from '../../shared/parse-campaign.js';

/** Format version 3 (readings, ZOC rules): a file written by version 2 opens as it was, with the defaults written in. */
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const FIXTURE = 'test/fixtures/campaign-v2-before-readings.json';

describe('game and campaign format version 3: readings and ZOC rules', () => {
  it('opens a version 2 campaign with identical state, its game gaining only the default readings and ZOC rules', () => {
    const v2 = read(FIXTURE);
    expect([v2.formatVersion, (v2.game as { formatVersion: number }).formatVersion]).toEqual([2, 2]);
    const c = parseCampaign(v2);
    expect([c.formatVersion, c.game.formatVersion]).toEqual([CAMPAIGN_FORMAT_VERSION, GAME_FORMAT_VERSION]);
    // every default, but the reading version 2 judged otherwise keeps its old verdicts (OCS 12.3d)
    expect(c.game.readings).toEqual({ ...DEFAULT_READINGS, dumpInEnemyZoc: 'path-from-next-hex' });
    expect(c.game.zoc).toEqual(DEFAULT_ZOC_RULES);
    // everything else as version 2 read it
    // (format 3 also writes the OCS phases a version-2 campaign was made with: shared/rules/ocs/format-upgrades.ts)
    const { readings: _r, zoc: _z, formatVersion: _v, phasesBySide: _p, ...rest } = c.game;
    const before = gameDefinitionSchema.parse(v2.game);
    const { readings: _r2, zoc: _z2, formatVersion: _v2, phasesBySide: _p2, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    // (the state as format 3 holds it: each ruleset's own fields under its key)
    expect(c.setup).toEqual(
      campaignStateSchema.parse(upgradeStateV3((v2 as { setup: unknown }).setup, MOVED_UNDER_KEY_V3)),
    );
    expect(c.log).toEqual((v2 as { log: unknown[] }).log);
  });

  it('keeps readings and ZOC rules a version 3 game states, and reads a version 2 game forward', () => {
    const game = read(FIXTURE).game as Record<string, unknown>;
    expect(parseGame(game).formatVersion).toBe(3);
    const v3 = {
      ...game,
      formatVersion: 3,
      readings: { drawCounted: 'source-outward' },
      zoc: { noZocModes: ['strat'], blockingHexsides: ['river'] },
    };
    const g = parseGame(v3);
    expect(g.readings).toEqual({ ...DEFAULT_READINGS, drawCounted: 'source-outward' });
    expect(g.zoc).toMatchObject({ noZocModes: ['strat'], blockingHexsides: ['river'], zeroAttack: true });
    // a version 2 file's own fields are never overwritten by the upgrade
    expect(upgradeToV3Readings({ ...game, readings: { walledOffHex: 'adjacent-is-close-enough' } })).toMatchObject({
      formatVersion: 3,
      readings: { walledOffHex: 'adjacent-is-close-enough', drawCounted: 'unit-to-source' },
    });
  });

  it('refuses a reading it does not know, naming the field', () => {
    const game = { ...(read(FIXTURE).game as object), formatVersion: 3, readings: { drawCounted: 'sideways' } };
    expect(() => parseGame(game)).toThrow(/errors/);
    try {
      parseGame(game);
    } catch (e) {
      expect((e as { problems: string[] }).problems.join(' ')).toContain('readings.drawCounted');
    }
  });
});
