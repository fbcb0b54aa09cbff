import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FORMAT_VERSION } from '../../shared/model/campaign-schema.js';
import { parseCampaign } from '../../shared/parse-campaign.js';
import { upgradeNotes } from '../../shared/upgrade-notes.js';

/**
 * Format version 4: dumps lose `movedBy`. The fixture is the OCS demo as version 3 wrote it after
 * 1 SP was loaded on the Axis truck (its new dump records `movedBy: "tp"`).
 */
const FIXTURE = 'test/fixtures/campaign-v3-moved-by.json';
const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>;

/**
 * What each earlier fixture opened to under format 3 (game, setup and log, `movedBy` left out),
 * as a digest of its JSON with keys sorted: taken with the version before this change, so that any difference in
 * what an old file opens to now fails here.
 */
const OPENED_BEFORE: Record<string, string> = {
  'test/fixtures/campaign-format-v2.json': '6c7550d0ddc0d90b',
  'test/fixtures/campaign-v2-before-readings.json': 'e477acc31d617761',
  'test/fixtures/campaign-v2-ocs-phases.json': '8626d57e9a38df99',
  'test/fixtures/campaign-v2.json': '4a16eb3597e6263a',
  'test/fixtures/gc-data-format-v2.campaign.json': '94249b5002c55564',
  'test/fixtures/ruleset-state-v2.json': 'e7daae5547518bd4',
  [FIXTURE]: '92b0f3fcec5b5c42',
};
/** JSON with every object's keys sorted: the same state whatever order a schema writes its fields in. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;
const digest = (v: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical(v)))
    .digest('hex')
    .slice(0, 16);

describe('format v4: dumps without movedBy', () => {
  it('opens a version-3 campaign with a loaded dump: the dump keeps its place, amount and carrier, and loses movedBy', () => {
    const raw = read(FIXTURE);
    expect(raw.formatVersion).toBe(3);
    const rawLoad = (raw.setup as { dumps: Array<Record<string, unknown>> }).dumps.find((d) => d.id === 'ax-tp-1-load');
    expect(rawLoad).toMatchObject({ movedBy: 'tp', on: 'ax-tp-1', amount: 4 });
    const c = parseCampaign(raw);
    expect(c.formatVersion).toBe(CAMPAIGN_FORMAT_VERSION);
    const load = c.setup.dumps.find((d) => d.id === 'ax-tp-1-load')!;
    expect(load).toEqual({
      id: 'ax-tp-1-load',
      side: 'axis',
      hex: rawLoad!.hex,
      amount: 4,
      captured: false,
      on: 'ax-tp-1',
    });
    expect(JSON.stringify(c)).not.toContain('movedBy');
  });
  it('tells the referee what opening it changes, and says nothing for a version-3 file without one', () => {
    expect(upgradeNotes(read(FIXTURE))).toEqual([
      expect.stringMatching(/^written by format version 3: loaded SP no longer record/),
    ]);
    expect(upgradeNotes(read('assets/demo/ocs-demo.campaign.json'))).toEqual([]);
  });
  it.each(Object.keys(OPENED_BEFORE))('%s opens to the same state as before', (file) => {
    const c = parseCampaign(read(file));
    expect(c.formatVersion).toBe(CAMPAIGN_FORMAT_VERSION);
    expect(digest({ game: c.game, setup: c.setup, log: c.log })).toBe(OPENED_BEFORE[file]);
  });
});
