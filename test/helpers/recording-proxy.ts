import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A loopback TCP relay in front of a server that keeps every byte the server sends back: what one
 * player's browser receives, page, scripts and event stream together. The Host header of each
 * request is rewritten to the server's own (it refuses other host names).
 */
export async function recordingProxy(target: number): Promise<{
  origin: string;
  received(): string;
  close(): Promise<void>;
}> {
  const chunks: Buffer[] = [];
  const sockets = new Set<Socket>();
  let port = 0;
  const server: Server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (c: Buffer) => {
      upstream.write(
        Buffer.from(c.toString('latin1').replaceAll(`127.0.0.1:${port}`, `127.0.0.1:${target}`), 'latin1'),
      );
    });
    upstream.on('data', (c: Buffer) => {
      chunks.push(c);
      client.write(c);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    received: () => Buffer.concat(chunks).toString('utf8'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
