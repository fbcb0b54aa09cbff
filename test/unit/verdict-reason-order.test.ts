import { describe, expect, it } from 'vitest';
import { conclusionFirst } from '../../src-renderer/panels/verdict-page.js';

/** Review item 2: a verdict row shows where supply failed first, so the few lines it has keep it. */
describe('a verdict’s reason in the list, conclusion first', () => {
  it('puts where it failed before what failed, the clauses that stopped somewhere first', () => {
    const reason =
      'no trace supply: no supply source within draw range; can eat off the map from dump ax-dump-3 at 1723 (2T for 4 units, OCS 12.6c) — ' +
      'nearest throwing HQ XLVIII Pz Corps HQ (1912): needs 9 MP, the throw range is 4 MP, stopped at 2017; ' +
      'VII Corps HQ (1823) reaches it but draws no trace supply itself, so cannot throw it trace supply (OCS 12.3b D); ' +
      'draw from the nearest supply source: needs 5 1/2 MP, the draw limit is 5 MP, stopped at 2019 (reading drawCounted: MP counted; from the unit)';
    const { lead, rest } = conclusionFirst(reason);
    expect(lead).toBe(
      'nearest throwing HQ XLVIII Pz Corps HQ (1912): needs 9 MP, the throw range is 4 MP, stopped at 2017; ' +
        'draw from the nearest supply source: needs 5 1/2 MP, the draw limit is 5 MP, stopped at 2019 (reading drawCounted: MP counted; from the unit); ' +
        'VII Corps HQ (1823) reaches it but draws no trace supply itself, so cannot throw it trace supply (OCS 12.3b D)',
    );
    expect(rest).toBe(reason.slice(0, reason.indexOf(' — ')));
  });

  it('leaves a reason without a "where" as it is', () => {
    const reason = 'draws from detrainable rail hex 3115, 3 MP (OCS 12.3a; reading drawCounted: MP counted)';
    expect(conclusionFirst(reason)).toEqual({ lead: reason, rest: '' });
  });
});
