import { connect, createServer } from 'node:net';
import type { Socket } from 'node:net';

export interface CutProxy {
  port: number;
  /** Resets every proxied connection and refuses new ones (the service is unreachable). */
  cut(): void;
  /** Lets connections through again. */
  mend(): void;
  close(): Promise<void>;
}

/** A TCP proxy on loopback to `host:port` that a test can cut (Redis or PostgreSQL going away). */
export async function cutProxy(host: string, port: number): Promise<CutProxy> {
  const open = new Set<Socket>();
  let isCut = false;
  const server = createServer((client) => {
    client.on('error', () => client.destroy());
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(port, host);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    open.add(client);
    client.on('close', () => open.delete(client));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('proxy has no port');
  return {
    port: address.port,
    cut() {
      isCut = true;
      for (const s of open) s.resetAndDestroy();
    },
    mend() {
      isCut = false;
    },
    async close() {
      for (const s of open) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
