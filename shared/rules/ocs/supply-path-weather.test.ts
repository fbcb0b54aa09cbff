import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { explainNoTrace } from './explain-no-trace.js';

// marsh: Truck prohibited in normal weather; frozen, 1 MP; in mud, still prohibited
const terrain = [
  { id: 'clear', code: '.', name: 'Clear', color: '#dddddd', cost: { leg: 1, truck: 1, track: 1 } },
  {
    id: 'swamp',
    code: 'm',
    name: 'Swamp',
    color: '#99bbbb',
    cost: { leg: 3, truck: 'P' as const, track: 5 },
    weather: { frozen: { truck: 1, track: 1 }, mud: { leg: 4 } },
  },
];
const turns = (weather: string) =>
  Array.from({ length: 5 }, (_, k) => ({ number: k + 1, label: `T${k + 1}`, weather }));
// one column: 0101 the source, 0102-0105 swamp
const rows = [...'.mmmm...'];
const source = { hex: '0101', side: 'a', kind: 'map-edge' as const, name: 'Edge' };

describe('OCS 12.3d: supply paths use costs the weather lowers, never those it raises', () => {
  const at = (weather: string) =>
    ocsScenario(rows, [{ id: 'u', hex: '0106' }], { terrain, turns: turns(weather), supplySources: [source] });
  it('four frozen-swamp hexes out, a unit draws along the frozen swamp at 1 MP a hex', () => {
    const v = at('frozen').verdict('u');
    expect(v.status).toBe('in-supply');
    expect(v.reason).toContain('draws from Edge (0101), 4 MP to 0102, adjacent to it');
  });
  it('in normal weather (and in mud) the swamp is closed to trucks: no trace', () => {
    expect(at('clear').verdict('u').status).toBe('out-of-supply');
    expect(at('mud').verdict('u').status).toBe('out-of-supply');
  });
  it('the explanation of a unit without trace counts with the same costs', () => {
    const s = ocsScenario([...rows, '.', '.'], [{ id: 'u', hex: '0109' }], {
      terrain,
      turns: turns('frozen'),
      supplySources: [source],
    });
    expect(explainNoTrace(s.determine(), 'u').reason).toContain('needs 7 MP');
  });
});
