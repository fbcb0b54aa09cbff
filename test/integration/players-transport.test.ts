import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedCertificate } from '../../src-main/players/certificate.js';
import { PlayerLinks } from '../../src-main/players/player-links.js';
import { startPlayerServer, type PlayerServer } from '../../src-main/players/player-server.js';
import { Refusals } from '../../src-main/players/refusals.js';

const dirs: string[] = [];
let server: PlayerServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** a view source whose every change is a new view of about `size` bytes */
function views(size: number) {
  let n = 0;
  return {
    bump: () => n++,
    source: {
      head: () => 'h',
      view: () => ({ version: n, json: () => JSON.stringify({ n, pad: 'x'.repeat(size) }), change: null }),
      game: () => '{}',
      logBefore: () => '{"entries":[],"before":null}',
    },
  };
}

describe('the player server’s transport', () => {
  it('speaks TLS with a generated certificate whose fingerprint the referee can read out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-tls-'));
    dirs.push(dir);
    const cert = generatedCertificate(dir, '127.0.0.1');
    expect(cert.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    // made once, then kept: the fingerprint players checked stays the same
    expect(generatedCertificate(dir, '127.0.0.1').fingerprint).toBe(cert.fingerprint);
    const links = new PlayerLinks();
    const token = links.linkFor('axis').token;
    server = await startPlayerServer({
      host: '127.0.0.1',
      tls: { cert: cert.cert, key: cert.key },
      links,
      views: views(10).source,
      refusals: new Refusals(),
      staticDir: 'dist-renderer',
    });
    expect(server.origin).toMatch(/^https:\/\//);
    const seen = await new Promise<{ fingerprint: string; body: string }>((resolve, reject) => {
      const req = httpsGet(`${server!.origin}/events?token=${token}`, { ca: cert.cert, agent: false }, (res) => {
        const fingerprint = (
          res.socket as unknown as { getPeerCertificate(): { fingerprint256: string } }
        ).getPeerCertificate().fingerprint256;
        res.once('data', (c: Buffer) => {
          resolve({ fingerprint, body: c.toString() });
          req.destroy();
        });
      });
      req.on('error', reject);
    });
    expect(seen.fingerprint).toBe(cert.fingerprint);
  });

  it('drops a reader too slow to keep up instead of buffering for it, and logs it', async () => {
    const links = new PlayerLinks();
    const token = links.linkFor('axis').token;
    const refusals = new Refusals();
    const v = views(256 * 1024);
    server = await startPlayerServer({
      host: '127.0.0.1',
      links,
      views: v.source,
      refusals,
      staticDir: 'dist-renderer',
      maxBuffered: 1 << 20,
    });
    // a client that asks and then never reads
    const socket = connect(server.port, '127.0.0.1');
    socket.write(`GET /events?token=${token} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    socket.pause();
    await new Promise((r) => setTimeout(r, 200));
    expect(server.connections('axis')).toBe(1);
    for (let k = 0; k < 60 && server.connections('axis') > 0; k++) {
      v.bump();
      server.changed();
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(server.connections('axis')).toBe(0);
    expect(refusals.latest()[0]!.what).toMatch(/too slow/);
    socket.destroy();
  });
});
