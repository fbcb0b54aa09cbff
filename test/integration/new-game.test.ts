import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempService } from '../helpers/temp-service.js';

let cleanup = () => {};
afterEach(() => cleanup());

describe('a game made from nothing in the editor', () => {
  it('is saved, a campaign made from it takes an order of battle, and its supply is checked', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    const gameFile = join(t.dir, 'front.json');
    const v = await t.api['editor.new']({
      file: gameFile,
      spec: { name: 'Test Front', ruleset: 'ocs', columns: 8, rows: 6 },
    });
    expect(v.unsaved).toBe(true);
    for (const edit of [
      { type: 'listRename', list: 'side', id: 'side-a', name: 'Blue' },
      { type: 'listAdd', list: 'unitType', name: 'Corps HQ' },
      {
        type: 'unitTypeSet',
        unitType: 'corps-hq',
        hq: true,
        symbol: 'hq',
        defaults: { ma: 6, throwRange: 3, size: 'XXX' },
      },
      { type: 'source', hex: '0101', side: 'side-a', kind: 'map-edge' },
    ] as const)
      await t.api['editor.edit']({ edit });
    expect((await t.api['editor.save']({})).unsaved).toBe(false);
    await t.api['campaign.newFromGame']({ gameFile, file: join(t.dir, 'front.qmc') });
    const r = await t.api['units.importCsv']({
      csv: 'name,side,type,hex,steps\nI Corps HQ,Blue,Corps HQ,0102,1\n1 Inf Div,Blue,inf,0103,2\nLost Div,Blue,inf,0806,2\n',
    });
    expect(r.placed).toBe(3);
    const report = await t.api['supply.preview']({ side: 'side-a' });
    const status = Object.fromEntries(report.units.map((u) => [u.name, u.status]));
    expect(status).toEqual({ 'I Corps HQ': 'in-supply', '1 Inf Div': 'in-supply', 'Lost Div': 'out-of-supply' });
  });
});
