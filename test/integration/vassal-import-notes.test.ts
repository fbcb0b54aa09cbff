import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Campaign } from '../../shared/model/campaign-schema.js';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';
import { HOSTILE_MARKER, messyModule } from '../helpers/vassal-messy.js';

/**
 * What a VASSAL import left out stays with the campaign: the referee sees it in `info` after the
 * import, and it survives export, import of that JSON and the archive.
 */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

async function exported(file: string, json: string): Promise<Campaign> {
  expect((await cli('export', file, '--out', json)).code).toBe(0);
  return JSON.parse(readFileSync(json, 'utf8')) as Campaign;
}

describe('import-vassal: what the import left out is kept with the campaign', () => {
  it('lists the markers and the skipped grid in info, and keeps them through export, import and archive', async () => {
    env = tempService();
    const { vmod, vsav } = messyModule(env.dir);
    const qmc = join(env.dir, 'a.qmc');
    const r = await cli('import-vassal', vmod, '--save', vsav, '--out', qmc);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);

    // a logged edit of the game (the campaign's game as now played) keeps them
    const edit = { type: 'game.edit', edit: { type: 'fog', set: { marker: 6 } } };
    expect((await cli('do', qmc, JSON.stringify(edit))).code).toBe(0);
    const info = await cli('info', qmc);
    expect(info.code).toBe(0);
    expect(info.out).toMatch(
      /imported: {2}from messy\.vmod, save day1\.vsav on \d{4}-\d\d-\d\d: 2 piece\(s\) left out, 1 note\(s\)/,
    );
    expect(info.out).toContain(`left out: ${HOSTILE_MARKER} (hex 2.2): `);
    expect(info.out).toMatch(/left out: Turn \(Turn Track: Turn 1\): /);
    expect(info.out).toMatch(/note: zone "Squares" of board "Front" of map "Main Map" has a square grid: skipped/);

    const c = await exported(qmc, join(env.dir, 'a.json'));
    expect(c.log).toHaveLength(1);
    const notes = c.game.importNotes!;
    expect(notes.source).toBe('messy.vmod, save day1.vsav');
    expect(notes.skippedCount).toBe(notes.skipped.length);
    expect(notes.skipped).toContainEqual(expect.objectContaining({ piece: HOSTILE_MARKER, where: 'hex 2.2' }));
    expect(notes.skipped.map((s) => s.piece)).toContain('Turn');
    expect(notes.notes.some((n) => /"Squares".*square grid: skipped/.test(n))).toBe(true);

    // the JSON imported again, exported again: the same notes
    const again = join(env.dir, 'b.qmc');
    expect((await cli('import', join(env.dir, 'a.json'), '--out', again)).code).toBe(0);
    expect((await exported(again, join(env.dir, 'b.json'))).game.importNotes).toEqual(notes);
    expect((await cli('info', again)).out).toContain(`left out: ${HOSTILE_MARKER} (hex 2.2)`);

    // the archive's JSON holds them too
    const lines = (await cli('archive', again, '--out', join(env.dir, 'archive'))).out.split('\n');
    const json = lines.find((l) => l.endsWith('.json'))!.replace(/^wrote /, '');
    expect((JSON.parse(readFileSync(json, 'utf8')) as Campaign).game.importNotes).toEqual(notes);
  });

  it('a game made without an import has no import notes, and info says nothing of one', async () => {
    env = tempService();
    const qmc = join(env.dir, 'demo.qmc');
    env.service.openDemo();
    expect((await cli('export', env.service.summary().file, '--out', join(env.dir, 'd.json'))).code).toBe(0);
    expect((await cli('import', join(env.dir, 'd.json'), '--out', qmc)).code).toBe(0);
    const info = await cli('info', qmc);
    expect(info.code).toBe(0);
    expect(info.out).not.toContain('imported:');
  });
});
