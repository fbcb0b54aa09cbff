import { describe, expect, it } from 'vitest';
import { ocsScenario } from '../../../test/helpers/ocs-scenario.js';
import { OCS_VIEWS } from './views.js';

/** OCS 12.7: which transport counters the inspector offers to flip into an Extender. */
describe('the OCS part of a unit view', () => {
  const trucks = [
    {
      id: 'tp',
      name: 'Transport Point',
      mobility: 'truck',
      combat: false,
      symbol: 'transport' as const,
      extender: { mp: 6, mobility: 'truck' },
    },
    {
      id: 'org',
      name: 'Organic truck',
      mobility: 'truck',
      combat: false,
      symbol: 'transport' as const,
      extender: { mp: 6, mobility: 'truck' },
      organic: true,
    },
    { id: 'wagon', name: 'Wagon', mobility: 'truck', combat: false, symbol: 'transport' as const },
  ];
  const s = ocsScenario(
    ['....'],
    [
      { id: 'tp1', hex: '0101', type: 'tp' },
      { id: 'org1', hex: '0101', type: 'org' },
      { id: 'wagon1', hex: '0101', type: 'wagon' },
      { id: 'ext1', hex: '0101', type: 'tp', extender: { mp: 6, mobility: 'truck' } },
    ],
    { unitTypes: [{ id: 'inf', name: 'Infantry', mobility: 'leg', combat: true }, ...trucks] },
  );
  const can = (id: string) =>
    OCS_VIEWS.unit(
      s.state.units.find((u) => u.id === id)!,
      s.game,
    ).canFormExtender;

  it('offers a transport whose counter mix has an Extender on its back', () => {
    expect(can('tp1')).toBe(true);
  });
  it('never offers organic trucks (12.7), a type without an Extender, or an Extender already formed', () => {
    expect([can('org1'), can('wagon1'), can('ext1')]).toEqual([false, false, false]);
  });
});
