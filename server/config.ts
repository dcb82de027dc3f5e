import { resolve } from 'node:path';

/** Runtime configuration, read once from the environment. Every field has a documented default (README). */
export interface ServerConfig {
  /** TCP port of the one HTTP server (site, widget, demo, API, messaging). */
  port: number;
  host: string;
  /** Folder for embedded data: the PGlite database (DATA_DIR/pglite) and uploads. */
  dataDir: string;
  /** PostgreSQL connection string; when empty the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (created when missing); default the connection's search_path. */
  databaseSchema: string | undefined;
  /** Redis URL for fan-out between server instances; when empty an in-process bus is used. */
  redisUrl: string | undefined;
  /** Folder of the built front ends (dist/site, dist/widget, dist/demo). */
  distDir: string;
  logLevel: string;
  /** Secret for user signatures; when empty one is generated and kept in the database. */
  imSecret: string | undefined;
  /** Customer-service account IDs (SPEC §6: a default list of one ID). The first is the one visitors talk to. */
  serviceAccounts: string[];
  /** Version reported by /api/health. */
  version: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    distDir: resolve(env.DIST_DIR || './dist'),
    logLevel: env.LOG_LEVEL || 'info',
    imSecret: env.IM_SECRET || undefined,
    serviceAccounts: (env.IM_SERVICE_ACCOUNTS || 'sealink_service').split(',').map((s) => s.trim()).filter(Boolean),
    version: env.npm_package_version || '0.1.0',
    ...overrides,
  };
}
