import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateInvariantProblems } from '../../engine/state-invariants.js';
import { parseCampaign } from '../../parse-campaign.js';
import { OCS } from './ruleset.js';

const demo = parseCampaign(JSON.parse(readFileSync('assets/demo/ocs-demo.campaign.json', 'utf8')));

describe('the OCS part of a campaign state checks itself', () => {
  it('names pending attrition in a hex the map lacks (OCS 12.8b), through the engine’s one check', () => {
    const unit = demo.setup.units[0]!;
    const state = {
      ...demo.setup,
      rules: {
        ...demo.setup.rules,
        ocs: {
          ...demo.setup.rules.ocs,
          pendingAttrition: [
            { hex: unit.hex, side: unit.side, steps: 1, units: [unit.id], done: false },
            { hex: '9999', side: unit.side, steps: 1, units: [unit.id], done: false },
          ],
        },
      },
    };
    expect(stateInvariantProblems(demo.game, OCS, demo.setup)).toEqual([]);
    expect(stateInvariantProblems(demo.game, OCS, state)).toEqual([
      'pending attrition names "9999", not a hex on this map',
    ]);
  });
});
