import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../test/helpers/format-problems.js';
import { parseCampaign, parseGame } from './parse-campaign.js';

const demo = () => JSON.parse(readFileSync('assets/demo/ocs-demo.campaign.json', 'utf8'));

describe('campaign and game files', () => {
  it('the bundled demo is a valid campaign with a 48x34 map of five terrain types', () => {
    const c = parseCampaign(demo());
    expect(c.game.map.columns * c.game.map.rows).toBeGreaterThanOrEqual(40 * 30);
    expect(new Set(c.game.map.hexes.join('').split(''))).toEqual(new Set(['.', 'r', 'w', 'm', 'c']));
    expect(c.setup.units.length).toBeGreaterThanOrEqual(24);
    expect(c.setup.units.filter((u) => u.throwRange).length).toBeGreaterThanOrEqual(3);
    expect(c.game.hexsides.length).toBeGreaterThan(0);
    expect(c.game.routes.some((r) => r.type === 'rail')).toBe(true);
    expect(parseGame(JSON.parse(readFileSync('assets/demo/ocs-demo.game.json', 'utf8'))).id).toBe('ocs-demo');
  });
  it('a unit on a hex that is not on the map is named with the hex', () => {
    const c = demo();
    c.setup.units[3].hex = '9999';
    const p = problemsOf(() => parseCampaign(c, 'demo.json'));
    expect(p.join('\n')).toMatch(
      new RegExp(`unit "${c.setup.units[3].id}".*"9999" is not a hex on this map \\(expected a hex id such as 0101\\)`),
    );
  });
  it('a terrain row of the wrong length and an unknown terrain code are reported by row and hex', () => {
    const c = demo();
    c.game.map.hexes[4] = c.game.map.hexes[4].slice(1);
    c.game.map.hexes[6] = 'Z' + c.game.map.hexes[6].slice(1);
    const p = problemsOf(() => parseCampaign(c)).join('\n');
    expect(p).toContain('map.hexes row 5: 47 hexes, the map is 48 columns wide');
    expect(p).toContain('hex 0107 has terrain code "Z"');
  });
  it('a river between hexes that do not touch is refused', () => {
    const c = demo();
    c.game.hexsides.push({ a: '0101', b: '0505', feature: 'river' });
    expect(problemsOf(() => parseCampaign(c)).join('\n')).toMatch(/hexes 0101 and 0505 are not adjacent/);
  });
  it('schema errors name the field', () => {
    const c = demo();
    c.setup.units[0].steps = 'two';
    c.game.terrain[0].color = 'green';
    const p = problemsOf(() => parseCampaign(c)).join('\n');
    expect(p).toContain('setup.units.0.steps');
    expect(p).toContain('game.terrain.0.color: colours are written #rrggbb');
  });
  it('a file from a newer Quartermaster and a file of another kind are refused clearly', () => {
    const c = demo();
    c.formatVersion = 99;
    expect(() => parseCampaign(c, 'future.json')).toThrow(/future.json was written by a newer Quartermaster/);
    expect(() => parseCampaign({ format: 'quartermaster-game' }, 'g.json')).toThrow(/g.json is not a campaign/);
    expect(() => parseCampaign([1, 2], 'x.json')).toThrow(/x.json is not a Quartermaster file/);
  });
});
