import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { ServerConfig } from '../../server/config.ts';
import type { DatabaseHandle } from '../../server/db/index.ts';

export interface RunningApp {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** The real app on a real loopback port over the given database (closed with it). */
export async function startApp(
  database: DatabaseHandle,
  overrides: Partial<ServerConfig> = {},
  options: { deskPaused?: boolean } = {},
): Promise<RunningApp> {
  const config = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn' }, overrides);
  const app = await buildApp({ config, database, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
