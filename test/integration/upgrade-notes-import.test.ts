import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempService } from '../helpers/temp-service.js';

/** Importing a file of an older format version says what its upgrade changes (docs/formats.md). */
describe('importing a version-2 campaign', () => {
  let env: ReturnType<typeof tempService> | undefined;
  afterEach(() => env?.cleanup());
  it('warns that the OCS campaign keeps its old phase order and lacks the newer phases', async () => {
    env = tempService();
    const r = await env.api['campaign.import']({
      jsonFile: 'test/fixtures/campaign-v2-before-readings.json',
      file: join(env.dir, 'old.qmc'),
    });
    expect(r.warnings?.[0]).toMatch(
      /^written by format version 2: this Operational Combat Series campaign keeps the phase order it was made with .*, without Aircraft Refit Phase, Reinforcement Phase, Movement Phase: Breakout Segment/,
    );
  });
  it('a campaign of the current version imports without a word', async () => {
    env = tempService();
    const r = await env.api['campaign.import']({
      jsonFile: 'assets/demo/ocs-demo.campaign.json',
      file: join(env.dir, 'd.qmc'),
    });
    expect(r.warnings).toBeUndefined();
  });
});
