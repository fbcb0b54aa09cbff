import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCampaign, parseGame } from '../../shared/parse-campaign.js';
import { PHASES_BEFORE_FORMAT_V3 } from '../../shared/rules/ocs/format-upgrades.js';
import { CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { cli } from '../helpers/run-cli.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/**
 * Format v3, the OCS sequence of play. The fixtures were written by the v2 app:
 * the demo campaign after the Axis Supply Phase was applied and the clock advanced twice (Supply ->
 * Movement -> Combat, the v2 order), as JSON (campaign-v2-ocs-phases.json) and as a campaign file
 * (ocs-phases-v2.qmc). They must open with the same state, and keep playing the order they were made
 * with: from the Axis Combat Phase, three advances reach the Soviet Supply Phase (Combat ->
 * Exploitation -> Clean Up -> Soviet Supply), where a new game's order would reach the Soviet
 * Aircraft Refit Phase instead.
 */
const V2_JSON = 'test/fixtures/campaign-v2-ocs-phases.json';
const V2_QMC = 'test/fixtures/ocs-phases-v2.qmc';
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

describe('format v3: campaigns made before keep the OCS phase list they were made with', () => {
  it('a v2 campaign gets its old phase list written into its game, and nothing else changes', () => {
    const raw = read(V2_JSON);
    const c = parseCampaign(raw);
    // the campaign is read as today's version (4: dumps without movedBy); its game stays at 3
    expect([c.formatVersion, c.game.formatVersion]).toEqual([CAMPAIGN_FORMAT_VERSION, 3]);
    expect(c.game.phasesBySide).toEqual({
      axis: [...PHASES_BEFORE_FORMAT_V3],
      soviet: [...PHASES_BEFORE_FORMAT_V3],
    });
    // the same game and setup apart from what the upgrade adds (read as v3 files, they get no old list)
    const asV3 = parseCampaign({ ...raw, formatVersion: 3, game: { ...raw.game, formatVersion: 3 } });
    expect(asV3.game.phasesBySide).toEqual({});
    // a file from before the dump-in-enemy-ZOC reading keeps the verdicts it was played with (OCS 12.3d)
    expect(c.game.readings.dumpInEnemyZoc).toBe('path-from-next-hex');
    const withReading = { ...asV3.game, readings: { ...asV3.game.readings, dumpInEnemyZoc: 'path-from-next-hex' } };
    expect(stripVersion(c.game)).toEqual(stripVersion(withReading));
    expect(c.setup).toEqual(asV3.setup);
    expect(c.log.map((e) => e.command)).toEqual(raw.log.map((e: { command: string }) => e.command));
  });

  it('a game definition file on its own is not a campaign: it only changes version, and a new campaign plays the new order', () => {
    const g = parseGame({ ...read(V2_JSON).game, formatVersion: 2 });
    expect(g.formatVersion).toBe(3);
    expect(g.phasesBySide).toEqual({});
  });

  it('the JSON campaign and the campaign file open with the same state and play the old order', async () => {
    env = tempService();
    const fromJson = join(env.dir, 'from-json.qmc');
    // a log of rules version 1, kept as history where today's rules give other events
    expect((await cli('import', V2_JSON, '--out', fromJson, '--keep-logged-events')).code).toBe(0);
    const fromQmc = join(env.dir, 'from-qmc.qmc');
    copyFileSync(V2_QMC, fromQmc);
    const states: unknown[] = [];
    for (const file of [fromJson, fromQmc]) {
      const s = await env.api['campaign.open']({ file });
      expect(s.clock).toEqual({ turn: 1, side: 'axis', phase: 'combat' });
      states.push(await env.api['state.get']({}));
      for (let k = 0; k < 3; k++) await env.api['command.execute']({ command: { type: 'clock.advance' } });
      const after = await env.api['campaign.summary']({});
      expect(after!.clock).toEqual({ turn: 1, side: 'soviet', phase: 'supply' });
      expect(after!.clockText).toBe('Turn 1 (Jul I 42), Soviet Supply Phase');
      env.service.close();
    }
    expect(states[1]).toEqual(states[0]);
  });

  it('the demo, written by this version, plays the new order: Clean Up leads to the next Aircraft Refit Phase', async () => {
    const c = parseCampaign(read(DEMO_CAMPAIGN));
    expect(c.game.phasesBySide).toEqual({});
    env = tempService();
    await env.api['campaign.openDemo']({});
    const turns = await env.api['turns.get']({});
    expect(turns.sidePhases.axis!.map((p) => p.name)).toEqual([
      'Aircraft Refit Phase',
      'Reinforcement Phase',
      'Movement Phase: Breakout Segment',
      'Movement Phase: Movement Segment',
      'Movement Phase: Air/Naval Barrage Segment',
      'Supply Phase',
      'Reaction Phase (the non-phasing player)',
      'Combat Phase',
      'Exploitation Phase',
      'Clean Up Phase',
    ]);
  });
});

function stripVersion(g: Record<string, unknown>): unknown {
  const { phasesBySide: _p, formatVersion: _v, ...rest } = g;
  return JSON.parse(JSON.stringify(rest));
}
