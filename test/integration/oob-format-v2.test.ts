import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { GAME_FORMAT_VERSION } from '../../shared/model/game-schema.js';
import { parseCampaign, parseGame } from '../../shared/parse-campaign.js';
import { tempService } from '../helpers/temp-service.js';

let cleanup = () => {};
afterEach(() => cleanup());

describe('format version 2: unit sizes and unit type defaults', () => {
  it('opens the fixture written by this version: sizes kept, new units take their type defaults', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    await t.api['campaign.import']({ jsonFile: 'test/fixtures/campaign-v2.json', file: join(t.dir, 'v2.qmc') });
    const units = (await t.api['state.get']({})).units;
    expect(units.filter((u) => u.printed.size).map((u) => u.printed.size)).toEqual(['XXX', 'III', 'III']);
    await t.api['command.execute']({
      command: { type: 'unit.create', side: 'axis', unitType: 'hq', hex: '1010', name: 'New HQ' },
    });
    const hq = (await t.api['state.get']({})).units.find((u) => u.id === 'new-hq')!;
    expect(hq).toMatchObject({ ar: 4, printed: { ma: 12, size: 'XXX', throwRange: { mp: 4, mobility: 'truck' } } });
  });

  it('reads version-1 games and campaigns forward to the current version', () => {
    // a campaign as version 1 wrote it: the same fields, the older version numbers
    const v1 = JSON.parse(readFileSync('assets/demo/ocs-demo.campaign.json', 'utf8')) as {
      formatVersion: number;
      game: { formatVersion: number };
    };
    v1.formatVersion = 1;
    v1.game.formatVersion = 1;
    const c = parseCampaign(v1);
    expect(c.formatVersion).toBe(CAMPAIGN_FORMAT_VERSION);
    expect(c.game.formatVersion).toBe(GAME_FORMAT_VERSION);
    const game = JSON.parse(readFileSync('assets/demo/classic-demo.game.json', 'utf8')) as { formatVersion: number };
    expect(parseGame({ ...game, formatVersion: 1 }).formatVersion).toBe(GAME_FORMAT_VERSION);
  });
});
