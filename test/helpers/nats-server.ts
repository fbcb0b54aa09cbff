import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clubConfig, type ClubConfig, type ClubOptions } from '../../src-main/relay/club-config.js';

/** A real nats-server (Debian's package) with JetStream, on free loopback ports and a temporary store. */
export interface TestNats {
  url: string;
  wsUrl: string;
  club: ClubConfig;
  /** the store folder: kept across `kill` and `start`, removed by `stop` */
  dir: string;
  pid(): number | undefined;
  /** kill -9, as a crash would */
  kill(): Promise<void>;
  /** starts it again on the same ports and store (after `kill`) */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the OS picks it; the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startNats(
  club: Omit<ClubOptions, 'port' | 'wsPort' | 'host' | 'storeDir'> = {
    campaign: 'test',
    sides: [
      { id: 'axis', name: 'Axis' },
      { id: 'soviet', name: 'Soviet' },
    ],
    referees: 2,
  },
): Promise<TestNats> {
  const dir = mkdtempSync(join(tmpdir(), 'qm-nats-'));
  const [port, wsPort] = [await freePort(), await freePort()];
  const config = clubConfig({ ...club, port, wsPort, host: '127.0.0.1', storeDir: join(dir, 'store') });
  const file = join(dir, 'club.conf');
  writeFileSync(file, config.text);
  let child: ChildProcess | undefined;
  const start = async () => {
    child = await launch(file);
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${wsPort}`,
    club: config,
    dir,
    pid: () => child?.pid,
    start,
    kill: async () => {
      await stopChild(child, 'SIGKILL');
      child = undefined;
    },
    stop: async () => {
      await stopChild(child, 'SIGTERM');
      child = undefined;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs nats-server on a configuration file already written (as a club runs it); stop it with kill. */
export function runNatsConfig(configFile: string): Promise<ChildProcess> {
  return launch(configFile);
}

/** Starts the server and resolves once it says it is ready (JetStream and listeners up). */
function launch(configFile: string): Promise<ChildProcess> {
  const child = spawn(process.env.NATS_SERVER ?? 'nats-server', ['-c', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => fail(new Error(`nats-server not ready after 10 s:\n${said}`)), 10_000);
    const fail = (e: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(e);
    };
    child.once('error', (e) =>
      fail(new Error(`nats-server could not start (${e.message}): install Debian's nats-server package`)),
    );
    child.once('exit', (code) => fail(new Error(`nats-server exited (${code}):\n${said}`)));
    child.stderr!.on('data', (d: Buffer) => {
      // read on after ready (a full pipe would stall the server), kept only until then
      if (said.includes('Server is ready')) return;
      said += d.toString();
      if (said.includes('Server is ready')) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve(child);
      }
    });
  });
}

function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
