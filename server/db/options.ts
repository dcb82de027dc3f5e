import type { ServerConfig } from '../config.ts';
import { pgliteDirOf } from './index.ts';
import type { DatabaseOptions } from './index.ts';

/**
 * The database the configuration names (DATABASE_URL with DATABASE_SCHEMA, else PGlite under DATA_DIR): the
 * server's and its tools' (`npm run im:account`) alike.
 */
export function databaseOptionsOf(config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): DatabaseOptions {
  return {
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirOf(config.dataDir),
    ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
  };
}
