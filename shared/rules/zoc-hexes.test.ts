import { describe, expect, it } from 'vitest';
import { classicScenario } from '../../test/helpers/classic-scenario.js';
import { ocsScenario } from '../../test/helpers/ocs-scenario.js';
import { rulesContext, rulesetInfo } from './rulesets.js';

const line = (n: number) => Array.from({ length: n }, () => '.');

describe('the ZOC overlay', () => {
  it("OCS: a combat unit's hex and the hexes around it; none for units marked Out of Supply (12.8d); negated where the other side stands", () => {
    const s = ocsScenario(line(12), [
      { id: 'b', hex: '0105', side: 'b' },
      { id: 'oos', hex: '0110', side: 'b', outOfSupplySince: 2 },
      { id: 'a', hex: '0104' },
      { id: 'tp', hex: '0106', type: 'tp' },
    ]);
    const z = rulesetInfo('ocs').zocHexes!(rulesContext(s.game, s.graph.grid, s.graph), s.state, 'b');
    expect(z).toEqual({ hexes: ['0104', '0105', '0106'], negated: ['0104'] });
  });
  it('classic: supply never affects Zones of Control (Effects case 5)', () => {
    const s = classicScenario(
      [Array.from({ length: 8 }, () => '.').join('')],
      [{ id: 'oos', hex: '0501', side: 's', outOfSupplySince: 1 }],
    );
    expect(rulesetInfo('classic').zocHexes!(rulesContext(s.game, s.graph.grid, s.graph), s.state, 's').hexes).toEqual([
      '0401',
      '0501',
      '0601',
    ]);
  });
});
