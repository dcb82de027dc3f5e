import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/index.ts';
import { installErrorHandler } from './http/errors.ts';
import { healthPlugin } from './health/plugin.ts';
import { pageViewsPlugin } from './page-views/plugin.ts';
import { webPlugin } from './web/plugin.ts';

export interface AppDeps {
  config: ServerConfig;
  database: DatabaseHandle;
}

/** Builds the one Fastify app: each domain is a plugin owning its routes, schemas and queries. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
    // Per-request lines only at debug/trace: at info they would dominate the log under load.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  installErrorHandler(app);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(healthPlugin, { database, version: config.version });
  await app.register(pageViewsPlugin, { db: database.db });
  await app.register(webPlugin, { distDir: config.distDir });
  return app;
}
