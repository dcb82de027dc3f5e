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
  /** SITE_URL: public origin of the site for canonical/hreflang URLs of server-rendered pages (default: the build's). */
  siteUrl: string | undefined;
  logLevel: string;
  /** TRUST_PROXY: honour X-Forwarded-For (client IP for rate limits) only behind a proxy that sets it; default off. */
  trustProxy: boolean;
  /** Secret for user signatures; when empty one is generated and kept in the database. */
  imSecret: string | undefined;
  /** Customer-service account IDs (SPEC §6: a default list of one ID). The first is the one visitors talk to. */
  serviceAccounts: string[];
  /** Version reported by /api/health. */
  version: string;
  /** Messaging limits and policy (server/messaging; notes/messaging.md). */
  im: MessagingConfig;
  /** Public forms and anonymous chat (server/forms, server/anonymous-chat; notes/backend.md). */
  site: SiteConfig;
}

export interface SiteConfig {
  /** UPLOADS_DIR: resumes and other form uploads, never served publicly; default DATA_DIR/uploads. */
  uploadsDir: string;
  /** FORMS_RATE_LIMIT: form submissions per IP per minute (default 10). */
  formsPerMinute: number;
  /** OWCHAT_RATE_LIMIT: anonymous chat identities and greetings per IP per minute (default 30). */
  chatPerMinute: number;
  /** CONTENT_CACHE_MS: how long public lists (news, recommendations, banners) are served from memory (default 1000; 0 = off). */
  listCacheMs: number;
}

export interface MessagingConfig {
  /** IM_RECALL_WINDOW_SECONDS: how long a sender may revoke a message (default 120). */
  recallWindowSeconds: number;
  /** IM_SENSITIVE_WORDS: comma-separated words; a text containing one is refused with 80001. */
  sensitiveWords: string[];
  /** IM_RATE_PER_SECOND / IM_RATE_BURST: messages a user may send per second, and the burst allowance. */
  ratePerSecond: number;
  rateBurst: number;
  /** IM_MAX_CONNECTIONS_PER_USER: simultaneous sockets (devices) per user on one instance. */
  maxConnectionsPerUser: number;
  /** IM_FILES_DIR: where uploads are kept (shared storage when several instances run); default DATA_DIR/im-files. */
  filesDir: string;
  /** IM_STAFF_SIG_TTL_SECONDS: lifetime of the signature issued at staff sign-in (default 7 days). */
  staffSigTtlSeconds: number;
}

function numberOf(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
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
    siteUrl: env.SITE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    imSecret: env.IM_SECRET || undefined,
    serviceAccounts: (env.IM_SERVICE_ACCOUNTS || 'sealink_service').split(',').map((s) => s.trim()).filter(Boolean),
    version: env.npm_package_version || '0.1.0',
    im: {
      recallWindowSeconds: numberOf(env.IM_RECALL_WINDOW_SECONDS, 120),
      sensitiveWords: (env.IM_SENSITIVE_WORDS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
      ratePerSecond: numberOf(env.IM_RATE_PER_SECOND, 20),
      rateBurst: numberOf(env.IM_RATE_BURST, 40),
      maxConnectionsPerUser: numberOf(env.IM_MAX_CONNECTIONS_PER_USER, 10),
      filesDir: resolve(env.IM_FILES_DIR || resolve(env.DATA_DIR || './data', 'im-files')),
      staffSigTtlSeconds: numberOf(env.IM_STAFF_SIG_TTL_SECONDS, 7 * 24 * 3600),
    },
    site: {
      uploadsDir: resolve(env.UPLOADS_DIR || resolve(env.DATA_DIR || './data', 'uploads')),
      formsPerMinute: numberOf(env.FORMS_RATE_LIMIT, 10),
      chatPerMinute: numberOf(env.OWCHAT_RATE_LIMIT, 30),
      listCacheMs: numberOf(env.CONTENT_CACHE_MS, 1000),
    },
    ...overrides,
  };
}
