import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

let cleanup = () => {};
afterEach(() => cleanup());

/** The archive's HTML map is the game as the log's game edits left it, not as it was made. */
describe("the archive's report after game edits", () => {
  it('draws the painted terrain and names the renamed side; an undone edit is left out', async () => {
    const t = tempService();
    cleanup = t.cleanup;
    await t.api['campaign.import']({ jsonFile: DEMO_CAMPAIGN, file: join(t.dir, 'c.qmc') });
    const run = (edit: object) => t.api['command.execute']({ command: { type: 'game.edit', edit } as never });
    await run({ type: 'listAdd', list: 'terrain', name: 'Swamp' });
    const game = (await t.api['map.get']({})).game;
    const swamp = game.terrain.find((x) => x.id === 'swamp')!.color;
    const side = game.sides[0]!;
    await run({ type: 'listRename', list: 'side', id: side.id, name: 'The Renamed Army' });
    await run({ type: 'paint', terrain: 'swamp', hexes: ['0505', '0506'] });
    // a later edit, undone: not part of the campaign
    await run({ type: 'listAdd', list: 'terrain', name: 'Glacier' });
    await t.api['history.undo']({});
    const { html } = await t.service.archive(join(t.dir, 'archive'));
    const report = readFileSync(html, 'utf8');
    const map = report.slice(report.indexOf('<svg'), report.indexOf('</svg>'));
    expect(map.split(`fill="${swamp}"`).length - 1).toBe(2);
    expect(report).toContain('<td>The Renamed Army</td>');
    expect(report).not.toContain(`<td>${side.name}</td>`);
  });
});
