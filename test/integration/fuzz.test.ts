import fc from 'fast-check';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_NAMES } from '../../shared/api.js';
import { dispatch } from '../../src-main/service/dispatch.js';
import { tempService, DEMO_CAMPAIGN } from '../helpers/temp-service.js';

/**
 * Bad input from every side: malformed archives, random IPC payloads, random command sequences.
 * Each gets a clear error or a valid result; on an error nothing changes; the process never dies.
 * QUARTERMASTER_FUZZ_RUNS sets the total (10,000 in the normal run; `npm run fuzz` runs 100,000).
 */
const TOTAL = Number(process.env.QUARTERMASTER_FUZZ_RUNS ?? 10_000);
const ARCHIVES = Math.round(TOTAL * 0.1);
const PAYLOADS = Math.round(TOTAL * 0.6);
const SEQUENCES = TOTAL - ARCHIVES - PAYLOADS;
const counted = { archives: 0, payloads: 0, sequences: 0 };
const env = tempService();
const demo = JSON.parse(readFileSync(DEMO_CAMPAIGN, 'utf8')) as Record<string, unknown>;
/** the demo with a log (done, undone and discarded commands), the base the archive fuzzing mutates */
let withLog: Record<string, unknown> = demo;

beforeAll(async () => {
  await env.api['campaign.openDemo']({});
  for (const command of [
    { type: 'unit.move', unit: 'ax-11pz-15', hex: '2012' },
    { type: 'supply.apply', side: 'axis' },
    { type: 'dump.setAmount', dump: 'sv-dump-2', amount: 3 },
  ] as const)
    await env.api['command.execute']({ command });
  await env.api['history.undo']({});
  withLog = JSON.parse(JSON.stringify(env.service.toCampaign(env.service.current()))) as Record<string, unknown>;
});
afterAll(() => {
  console.log(
    `fuzz: ${counted.archives + counted.payloads + counted.sequences} cases (${counted.archives} archives, ${counted.payloads} IPC payloads, ${counted.sequences} command sequences)`,
  );
  env.cleanup();
});

/** A copy of the demo with one random change deep inside it. */
const mutatedCampaign = fc
  .tuple(
    fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
    fc.oneof(fc.anything(), fc.constant(undefined), fc.string(), fc.integer(), fc.constant(null)),
  )
  .map(([path, value]) => {
    const copy = JSON.parse(JSON.stringify(withLog)) as unknown;
    let node = copy as Record<string, unknown> | unknown[];
    for (let k = 0; k < path.length; k++) {
      const keys = Object.keys(node);
      if (!keys.length) break;
      const key = keys[path[k]! % keys.length]!;
      const child = (node as Record<string, unknown>)[key];
      if (k === path.length - 1 || typeof child !== 'object' || child === null) {
        if (value === undefined) delete (node as Record<string, unknown>)[key];
        else (node as Record<string, unknown>)[key] = value;
        break;
      }
      node = child as Record<string, unknown>;
    }
    return copy;
  });

const ENVELOPE_KINDS = ['invalid-request', 'refused', 'file', 'format', 'no-campaign', 'internal'];
const stateKey = () => JSON.stringify(env.service.current().state);
/** The campaign file and its write-ahead log as they stand on disk: any write changes one of them. */
const fileKey = () => {
  const f = env.service.current().store.file;
  return [f, `${f}-wal`].map((x) => (existsSync(x) ? `${statSync(x).size}@${statSync(x).mtimeMs}` : '-')).join(' ');
};

describe('fuzzing the service', () => {
  it('malformed archives: a clear error and no file, or a campaign that opens', () => {
    let n = 0;
    fc.assert(
      fc.property(mutatedCampaign, (campaign) => {
        counted.archives++;
        const json = join(env.dir, `fuzz-${n}.json`);
        const out = join(env.dir, `fuzz-${n++}.qmc`);
        writeFileSync(json, JSON.stringify(campaign));
        const fresh = tempService();
        try {
          fresh.service.importJson(json, out);
          expect(fresh.service.current().state.units.length).toBeGreaterThanOrEqual(0);
        } catch (e) {
          expect((e as Error).message.length).toBeGreaterThan(10);
          expect((e as Error).name).toMatch(/FormatError|CampaignFileError|CommandError/);
          expect(existsSync(out), 'no campaign file is left behind by a failed import').toBe(false);
          expect(
            readdirSync(env.dir).filter((f) => f.includes('.partial-')),
            'no partial file either',
          ).toEqual([]);
        } finally {
          fresh.cleanup();
        }
      }),
      { numRuns: ARCHIVES, seed: 1 },
    );
  }, 600_000);

  it('random IPC payloads: always an envelope; an error changes nothing', async () => {
    const name = fc.oneof(
      fc.constantFrom(
        ...API_NAMES.filter(
          (x) =>
            ![
              'campaign.open',
              'campaign.openDemo',
              'campaign.close',
              'campaign.newFromGame',
              'campaign.import',
              'campaign.export',
              'campaign.saveCopy',
            ].includes(x),
        ),
      ),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(
        name,
        fc.oneof(
          fc.anything(),
          fc.object(),
          fc.record({
            command: fc.record(
              {
                type: fc.constantFrom('unit.move', 'dump.setAmount', 'supply.apply', 'attrition.roll'),
                unit: fc.string(),
                hex: fc.string(),
                amount: fc.integer(),
                side: fc.string(),
              },
              { requiredKeys: [] },
            ),
          }),
        ),
        async (call, payload) => {
          counted.payloads++;
          const before = stateKey();
          const beforeFile = fileKey();
          const beforeCount = env.service.summary().commands;
          const r = await dispatch(env.service.handlers, call, payload);
          if (!r.ok) {
            expect(ENVELOPE_KINDS).toContain(r.error.kind);
            expect(r.error.kind).not.toBe('internal');
            expect(r.error.message.length).toBeGreaterThan(5);
            expect(stateKey()).toBe(before);
            expect(fileKey(), 'the file is not written on an error').toBe(beforeFile);
            expect(env.service.summary().commands).toBe(beforeCount);
          }
        },
      ),
      { numRuns: PAYLOADS, seed: 2 },
    );
  }, 600_000);

  it('random command sequences: each command is applied whole or refused with the state untouched', async () => {
    const units = (demo.setup as { units: Array<{ id: string }> }).units.map((u) => u.id);
    const command = fc.oneof(
      fc.record({
        type: fc.constant('unit.move'),
        unit: fc.constantFrom(...units, 'nobody'),
        hex: fc.oneof(fc.constantFrom('2012', '0101', '4834', '9999', ''), fc.string()),
      }),
      fc.record({
        type: fc.constant('unit.setSteps'),
        unit: fc.constantFrom(...units),
        steps: fc.integer({ min: -1, max: 5 }),
      }),
      fc.record({
        type: fc.constant('unit.setMode'),
        unit: fc.constantFrom(...units),
        mode: fc.constantFrom('combat', 'move', 'strat', 'dg', 'reserve', 'asleep'),
      }),
      fc.record({
        type: fc.constant('dump.setAmount'),
        dump: fc.constantFrom('ax-dump-1', 'sv-dump-2', 'none'),
        amount: fc.integer({ min: -5, max: 200 }),
      }),
      fc.record({ type: fc.constant('clock.advance') }),
      fc.record({ type: fc.constant('supply.apply'), side: fc.constantFrom('axis', 'soviet', 'martians') }),
      fc.record({
        type: fc.constant('attrition.roll'),
        side: fc.constantFrom('axis', 'soviet'),
        hex: fc.constantFrom('1228', '2706', '0101'),
        dice: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 2, maxLength: 2 }),
      }),
      fc.record({
        type: fc.constant('breakout.roll'),
        unit: fc.constantFrom(...units),
        dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 2 }),
      }),
      fc.constant({ type: 'history.undo' }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 4 }), async (commands) => {
        counted.sequences++;
        for (const c of commands) {
          const before = stateKey();
          const beforeFile = fileKey();
          const beforeCount = env.service.summary().commands;
          const r =
            c.type === 'history.undo'
              ? await dispatch(env.service.handlers, 'history.undo', {})
              : await dispatch(env.service.handlers, 'command.execute', { command: c });
          if (!r.ok) {
            expect(['invalid-request', 'refused']).toContain(r.error.kind);
            expect(stateKey()).toBe(before);
            expect(fileKey(), 'the file is not written on an error').toBe(beforeFile);
            expect(env.service.summary().commands).toBe(beforeCount);
          }
        }
      }),
      { numRuns: SEQUENCES, seed: 3 },
    );
    // after all of it the file still reopens to the same state
    const before = stateKey();
    const file = env.service.current().store.file;
    env.service.close();
    await env.api['campaign.open']({ file });
    expect(stateKey()).toBe(before);
  }, 600_000);
});
