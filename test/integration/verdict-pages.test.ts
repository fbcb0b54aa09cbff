import { afterEach, describe, expect, it } from 'vitest';
import { tempService } from '../helpers/temp-service.js';

/** The verdict list in pages: what *Check supply* sends, and the rows the list asks for. */
let env: ReturnType<typeof tempService> | undefined;
afterEach(() => env?.cleanup());

describe('supply verdicts in pages', () => {
  it('counts every status, and serves filtered, searched and sorted pages of the full verdicts', async () => {
    env = tempService();
    env.service.openDemo();
    const full = await env.api['supply.preview']({ side: 'soviet' });
    const check = await env.api['supply.check']({ side: 'soviet' });
    // the check carries no reasons or paths: only ids and status words, and the counts
    expect(check.units).toEqual(full.units.map((u) => ({ id: u.id, status: u.status })));
    expect(check.counts['out-of-supply']).toBe(full.units.filter((u) => u.status === 'out-of-supply').length);
    expect(check.counts['out-of-supply']).toBe(5);

    const oos = await env.api['supply.verdicts']({ side: 'soviet', offset: 0, limit: 3, status: ['out-of-supply'] });
    expect(oos.total).toBe(5);
    expect(oos.rows).toHaveLength(3);
    expect(oos.rows.every((u) => u.status === 'out-of-supply' && u.reason.length > 0)).toBe(true);
    const rest = await env.api['supply.verdicts']({ side: 'soviet', offset: 3, limit: 3, status: ['out-of-supply'] });
    expect(rest.rows).toHaveLength(2);
    expect(new Set([...oos.rows, ...rest.rows].map((u) => u.id)).size).toBe(5);

    // searched by hex or by name
    const byHex = await env.api['supply.verdicts']({ side: 'soviet', offset: 0, limit: 50, query: '1228' });
    expect(byHex.rows.map((u) => u.name)).toEqual(['160 Rifle Div (cut off)']);
    const byName = await env.api['supply.verdicts']({ side: 'soviet', offset: 0, limit: 50, query: 'tank bde' });
    expect(byName.total).toBe(3);

    // unsupplied first by default; by hex on request, either way round
    const all = await env.api['supply.verdicts']({ side: 'soviet', offset: 0, limit: 500 });
    expect(all.total).toBe(full.units.length);
    expect(all.rows.slice(0, 5).every((u) => u.status === 'out-of-supply')).toBe(true);
    const hexes = (await env.api['supply.verdicts']({ side: 'soviet', offset: 0, limit: 500, sort: 'hex' })).rows.map(
      (u) => u.hex,
    );
    expect(hexes).toEqual([...hexes].sort());
    const down = await env.api['supply.verdicts']({
      side: 'soviet',
      offset: 0,
      limit: 500,
      sort: 'hex',
      descending: true,
    });
    expect(down.rows.map((u) => u.hex)).toEqual([...hexes].reverse());
  });

  it('explains the rows each page holds exactly as the whole report (supply.preview, supply --json) does', async () => {
    env = tempService();
    env.service.openDemo();
    const full = await env.api['supply.preview']({ side: 'soviet' });
    const byId = new Map(full.units.map((u) => [u.id, u]));
    await env.api['supply.check']({ side: 'soviet' });
    for (const sort of ['status', 'name'] as const) {
      for (let offset = 0; offset < full.units.length; offset += 4) {
        const page = await env.api['supply.verdicts']({ side: 'soviet', offset, limit: 4, sort });
        for (const row of page.rows) expect(row).toEqual(byId.get(row.id));
      }
    }
    expect(full.units.filter((u) => u.status === 'out-of-supply').every((u) => u.reason.includes(' — '))).toBe(true);
  });

  it('sends the first page with the check when asked, as supply.verdicts serves it', async () => {
    env = tempService();
    env.service.openDemo();
    const first = { offset: 0, limit: 3, sort: 'status' as const, status: ['out-of-supply'] };
    const check = await env.api['supply.check']({ side: 'soviet', page: first });
    expect(check.page).toEqual(await env.api['supply.verdicts']({ side: 'soviet', ...first }));
    expect(check.page?.rows.every((u) => u.status === 'out-of-supply' && u.reason.length > 0)).toBe(true);
    // without a page asked for, none is sent; a page asked for is checked as supply.verdicts' are
    expect((await env.api['supply.check']({ side: 'soviet' })).page).toBeUndefined();
    await expect(env.api['supply.check']({ side: 'soviet', page: { offset: 0, limit: 100_000 } })).rejects.toThrow(
      /limit/,
    );
  });

  it('refuses a page that is too big or a side the game lacks, with the reason', async () => {
    env = tempService();
    env.service.openDemo();
    await expect(env.api['supply.verdicts']({ side: 'soviet', offset: 0, limit: 100_000 })).rejects.toThrow(/limit/);
    await expect(env.api['supply.check']({ side: 'martians' })).rejects.toThrow(/no side "martians"/);
  });
});
