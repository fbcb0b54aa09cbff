import Database from 'better-sqlite3';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { upgradeEventV3, upgradeStateV3 } from '../../shared/model/upgrade-format-v3-ruleset-state.js';
import { MOVED_UNDER_KEY_V3 } from '../../shared/rules/registered-upgrades.js';
import { parseCampaign } from '../../shared/parse-campaign.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { SCHEMA_VERSION } from '../../src-main/store/migrations.js';
import { tempService } from '../helpers/temp-service.js';

/**
 * Format 3 / schema 5: each ruleset's own fields under its key. Every earlier fixture
 * opens with the state the version before opened it with (ruleset-state-v2.opened.json, written by
 * that version), moved into the new shape; the fixture of the version before carries every moved
 * field, in the setup, the dead pile, the track, a pool and the log.
 */
const FIXTURES = 'test/fixtures';
const opened = JSON.parse(readFileSync(join(FIXTURES, 'ruleset-state-v2.opened.json'), 'utf8')) as Record<
  string,
  { setup: unknown; state: unknown }
>;
const read = (f: string) => JSON.parse(readFileSync(join(FIXTURES, f), 'utf8')) as Record<string, unknown>;
// each ruleset's own list of its fields that moved (its format-upgrades.ts), as the registry joins them
const moved: string[] = Object.values(MOVED_UNDER_KEY_V3).flatMap((m) => [...m.unit, ...m.state]);

/** every key of every object in a JSON value */
function keysWithin(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysWithin(v, out);
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysWithin(v, out);
    }
  return out;
}

/** moved fields still where they were: on a unit itself, or at a state's top level */
function misplaced(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) misplaced(v, out);
  else if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    const unit = typeof o.id === 'string' && typeof o.maxSteps === 'number';
    const state = 'clock' in o && 'units' in o;
    for (const [k, v] of Object.entries(o)) {
      if (unit && moved.includes(k)) out.push(`unit ${o.id as string}: ${k}`);
      if (state && moved.includes(k)) out.push(`state: ${k}`);
      misplaced(v, out);
    }
  }
  return out;
}

let env: ReturnType<typeof tempService> | undefined;
afterEach(() => {
  env?.cleanup();
  env = undefined;
});

describe('format 3: each ruleset keeps its own state under its key', () => {
  it("moves each ruleset's fields as version 3 first moved them, each list from its ruleset's folder", () => {
    expect(MOVED_UNDER_KEY_V3).toEqual({
      ocs: {
        unit: ['noTraceSince', 'onLandingCraft', 'airDroppedTurn', 'internals', 'fuel'],
        state: ['pendingAttrition', 'fueledFormations', 'fuelThrownFrom'],
      },
      gc: {
        unit: ['uLevel', 'isolated', 'plusMp', 'resupplied', 'eliminatedIsolated'],
        state: ['pools', 'resourceTrack', 'budgets', 'eliminationRolled', 'fortressesLost'],
      },
    });
  });
  it('the fixture of the version before carries every field that moved', () => {
    const keys = keysWithin(read('ruleset-state-v2.json'));
    expect(moved.filter((f) => !keys.has(f))).toEqual([]);
  });

  for (const f of ['ruleset-state-v2.json', 'campaign-v2.json', 'campaign-format-v2.json']) {
    it(`${f}: opens and imports with the same setup and state as before, in the new shape`, async () => {
      const c = parseCampaign(read(f));
      expect(c.formatVersion).toBe(CAMPAIGN_FORMAT_VERSION);
      expect(c.setup).toEqual(upgradeStateV3(opened[f]!.setup, MOVED_UNDER_KEY_V3));
      expect(keysWithin(c.setup).has('rules')).toBe(true);
      env = tempService();
      // logs of rules version 1, kept as history where today's rules give other events
      await env.api['campaign.import']({
        jsonFile: join(FIXTURES, f),
        file: join(env.dir, 'c.qmc'),
        keepLoggedEvents: true,
      });
      expect(env.service.current().state).toEqual(upgradeStateV3(opened[f]!.state, MOVED_UNDER_KEY_V3));
    });
  }

  for (const f of ['ruleset-state-schema-v4.qmc', 'schema-v1.qmc', 'schema-v2.qmc', 'schema-v3.qmc', 'schema-v4.qmc']) {
    it(`${f}: migration 5 opens it with the same setup and state as before, in the new shape`, async () => {
      env = tempService();
      const file = join(env.dir, f);
      copyFileSync(join(FIXTURES, f), file);
      await env.api['campaign.open']({ file });
      const s = env.service.current();
      expect(s.store.readSetup()).toEqual(upgradeStateV3(opened[f]!.setup, MOVED_UNDER_KEY_V3));
      expect(s.state).toEqual(upgradeStateV3(opened[f]!.state, MOVED_UNDER_KEY_V3));
      env.service.close();
      // no row keeps a field where it was: setup, snapshots, events, commands
      const db = new Database(file, { readonly: true });
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      for (const sql of [
        'SELECT state FROM setup',
        'SELECT state FROM snapshots',
        'SELECT payload FROM events',
        'SELECT payload FROM commands',
      ]) {
        const rows = (db.prepare(sql).pluck().all() as string[]).map((t) => JSON.parse(t) as unknown);
        expect(misplaced(rows).map((m) => `${sql}: ${m}`)).toEqual([]);
      }
      db.close();
    });
  }

  it('the moved fields are where the version before had them, under ocs and gc', () => {
    const c = parseCampaign(read('ruleset-state-v2.json'));
    expect(c.setup.units.find((u) => u.id === 'de-17a')).toMatchObject({
      ocs: { noTraceSince: 1, onLandingCraft: true, airDroppedTurn: 1, internals: 'low', fuel: 'hq' },
      gc: { plusMp: 2, resupplied: true },
    });
    expect(c.setup.deadPile[0]).toMatchObject({ gc: { eliminatedIsolated: true, uLevel: 4 } });
    expect(c.setup.track[0]!.unit).toMatchObject({ ocs: { internals: 'exhausted', noTraceSince: 1 } });
    expect(c.setup.rules.gc.pools[0]!.units[0]).toMatchObject({ gc: { uLevel: 5, eliminatedIsolated: true } });
    expect(c.setup.rules.ocs.pendingAttrition).toEqual([
      { hex: '2104', side: 'soviet', steps: 1, units: ['su-87'], done: false },
    ]);
    expect(c.setup.rules.gc).toMatchObject({ eliminationRolled: ['soviet'], fortressesLost: ['0406'] });
    // a logged import's units and a logged command's units moved too
    const imported = c.log[0]!.events[0] as unknown as { units: unknown[]; track: Array<{ unit: unknown }> };
    expect(imported.units[0]).toMatchObject({ gc: { uLevel: 1, isolated: 'combat' }, ocs: { internals: 'low' } });
    expect(imported.track[0]!.unit).toMatchObject({ gc: { plusMp: 3 }, ocs: { fuel: 'phase' } });
    expect(JSON.parse(c.log[0]!.command)).toMatchObject({ units: [{ unit: { gc: { uLevel: 1 } } }, {}] });
  });

  it("a grand-campaign log gets the system's own words back; the log shows them", async () => {
    const c = parseCampaign(read('ruleset-state-v2.json'));
    const judged = c.log[1]!.events[0] as unknown as { verdicts: Array<{ status: string; reason: string }> };
    const words = new Set(judged.verdicts.map((v) => v.status));
    expect([...words].sort()).toEqual(['full', 'limited', 'out'].filter((w) => words.has(w)));
    for (const v of judged.verdicts)
      if (v.reason.startsWith('limited supply: ')) expect(v.status).toBe('limited');
      else if (v.reason.startsWith('full supply: ')) expect(v.status).toBe('full');
    env = tempService();
    await env.api['campaign.import']({
      jsonFile: join(FIXTURES, 'ruleset-state-v2.json'),
      file: join(env.dir, 'c.qmc'),
      keepLoggedEvents: true,
    });
    const line = (await env.api['log.list']({}))[1]!.events[0]!.text;
    expect(line).toMatch(/^Axis supply: .*\d+ in (full|limited) supply/);
    expect(line).not.toMatch(/\d+ in supply/);
  });

  it('an OCS verdict is kept in its own words', () => {
    const ocs = rulesetInfo('ocs').statusWords;
    const e = {
      type: 'supplyDetermined',
      side: 'a',
      turn: 1,
      verdicts: [{ unit: 'u', hex: '0101', status: 'out-of-supply', via: null, reason: 'no trace' }],
    };
    expect(upgradeEventV3(e, ocs, MOVED_UNDER_KEY_V3)).toEqual(e);
  });

  it('exports and imports again to the same state (JSON of format 3)', async () => {
    env = tempService();
    const file = join(env.dir, 'v4.qmc');
    copyFileSync(join(FIXTURES, 'ruleset-state-schema-v4.qmc'), file);
    await env.api['campaign.open']({ file });
    const before = env.service.current().state;
    const out = join(env.dir, 'out.json');
    await env.api['campaign.export']({ out });
    expect(JSON.parse(readFileSync(out, 'utf8')).formatVersion).toBe(CAMPAIGN_FORMAT_VERSION);
    await env.api['campaign.import']({ jsonFile: out, file: join(env.dir, 'again.qmc'), keepLoggedEvents: true });
    expect(env.service.current().state).toEqual(before);
  });
});
