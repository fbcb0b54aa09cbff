import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import Database from 'better-sqlite3';
import { cli } from '../helpers/run-cli.js';
import type { SideView } from '../../shared/view/side-view.js';
import { connectRelay } from '../../src-main/relay/relay-connection.js';
import { readRelayFile } from '../../src-main/relay/relay-file.js';
import { readViews } from '../../src-main/relay/view-streams.js';
import { freePort, runNatsConfig } from '../helpers/nats-server.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c();
});

const head = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare("SELECT max(seq) AS top, (SELECT max(seq) FROM commands WHERE status = 'done') AS done FROM commands")
      .get();
  } finally {
    db.close();
  }
};

describe('the club from the command line', () => {
  it('writes the server configuration and user files; two referees share, act and sync through it', async () => {
    const t = tempService();
    cleanups.push(t.cleanup);
    const a = join(t.dir, 'a.qmc');
    expect((await cli('import', DEMO_CAMPAIGN, '--out', a)).code).toBe(0);
    const club = join(t.dir, 'club');
    const [port, wsPort] = [await freePort(), await freePort()];
    const made = await cli(
      'club',
      a,
      '--out',
      club,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--ws-port',
      String(wsPort),
      '--campaign',
      'eastfront',
      '--store',
      join(t.dir, 'store'),
    );
    expect(made.err).toBe('');
    expect(made.out).toContain('nats-server -c');
    const axis = JSON.parse(readFileSync(join(club, 'side-axis.json'), 'utf8')) as { user: string; side: string };
    expect(axis).toMatchObject({ user: 'side-axis', side: 'axis' });
    // the players' page, and each side's link with only its own side's password
    const link = readFileSync(join(club, 'player-page', 'link-axis.txt'), 'utf8');
    expect(link).toMatch(/^player\.html#nats=/);
    expect(decodeURIComponent(link)).toContain((axis as unknown as { password: string }).password);
    expect(readFileSync(join(club, 'player-page', 'player.html'), 'utf8')).toContain("connect-src 'self' ws: wss:");
    // never overwritten without --force
    const again = await cli('club', a, '--out', club, '--port', String(port));
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already exists/);

    const server: ChildProcess = await runNatsConfig(join(club, 'club.conf'));
    cleanups.push(() => server.kill('SIGKILL'));
    const shared = await cli('share', a, '--relay', join(club, 'referee-1.json'));
    expect(shared.err).toBe('');
    const b = join(t.dir, 'b.qmc');
    copyFileSync(a, b);
    const did = await cli(
      'do',
      b,
      '{"type":"unit.move","unit":"ax-11pz-15","hex":"2012"}',
      '--relay',
      join(club, 'referee-2.json'),
    );
    expect(did.err).toBe('');
    expect(did.out).toMatch(/acknowledged as entry 2 of the shared log/);
    // a side's file cannot act as a referee: the server refuses it
    const player = await cli('sync', a, '--relay', join(club, 'side-axis.json'));
    expect(player.code).toBe(1);
    expect(player.err).toMatch(/permission/i);
    expect((await cli('sync', a, '--relay', join(club, 'referee-1.json'))).out).toMatch(/entry 2\)/);
    expect(head(a)).toEqual(head(b));

    // remote players: each side's view in its stream, read with the side's own file
    expect((await cli('publish', a, '--relay', join(club, 'referee-1.json'))).err).toBe('');
    const nc = await connectRelay(readRelayFile(join(club, 'side-axis.json')), { reconnect: false });
    const views = await readViews(nc, 'eastfront', 'axis', 100);
    await nc.close();
    expect(views).toHaveLength(2);
    const view = JSON.parse(views[1]!) as SideView;
    expect(view.units.length).toBeGreaterThan(0);
    expect(view.units.every((u) => u.side === 'axis')).toBe(true);
    expect(view.units.find((u) => u.id === 'ax-11pz-15')?.hex).toBe('2012');
  });
});
