import { resolve } from 'node:path';
import { loadConsoleConfig } from './console/config.ts';
import { loadContentConfig } from './content/config.ts';
import type { ContentConfig } from './content/config.ts';
import type { ConsoleConfig } from './console/config.ts';
import { loadCallSettings } from './messaging/calls/config.ts';
import type { CallSettings } from './messaging/calls/config.ts';
import type { BeforeSendSettings } from './messaging/messages/before-send.ts';
import { envList, envNumber } from './env-values.ts';
import { loadTencentApp } from './identity/tencent-user-sig.ts';
import type { TencentApp } from './identity/tencent-user-sig.ts';
import { loadDeskConfig } from './messaging/desk/config.ts';
import type { DeskConfig } from './messaging/desk/config.ts';
import { loadMetricsConfig } from './metrics/config.ts';
import type { MetricsConfig } from './metrics/config.ts';
import { loadRetentionConfig } from './ops/retention-config.ts';
import type { RetentionConfig } from './ops/retention-config.ts';

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
  /**
   * DEMO_MODE=1: the demo page's server routes (server/demo/: partner sign-in without a key, message injection).
   * Refused with NODE_ENV=production: the server does not start.
   */
  demoMode: boolean;
  /** Version reported by /api/health. */
  version: string;
  /** Messaging limits and policy (server/messaging). */
  im: MessagingConfig;
  /** Public forms and anonymous chat (server/forms, server/anonymous-chat). */
  site: SiteConfig;
  /** Staff console: lead e-mails, retention, sessions (server/console). */
  console: ConsoleConfig;
  /** Content edited in the console: media library, scheduled publishing, revision polling (server/content). */
  content: ContentConfig;
  /** Customer-service desk: business hours, away message, agent limit, presence (server/messaging/desk). */
  desk: DeskConfig;
  /** Prometheus metrics: METRICS_TOKEN, METRICS_PORT, METRICS_HOST (server/metrics/). */
  metrics: MetricsConfig;
  /** SHUTDOWN_GRACE_MS: on SIGTERM the instance drains and exits within this long (default 10000; main.ts). */
  shutdownGraceMs: number;
  /** How long leads, résumés, visitor chats, call records and unreferenced uploads are kept (server/ops). */
  retention: RetentionConfig;
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
  /**
   * IM_SOCKET_PING_SECONDS: every socket is pinged this often, and one that answered none of the last ping is
   * closed (default 15): a network gone without a goodbye (no FIN) ends the socket, so a call's reconnect window
   * starts. 0 = never.
   */
  socketPingSeconds: number;
  /** IM_FILES_DIR: where uploads are kept (shared storage when several instances run); default DATA_DIR/im-files. */
  filesDir: string;
  /** IM_STAFF_SIG_TTL_SECONDS: lifetime of the signature issued at staff sign-in (default 12 hours). */
  staffSigTtlSeconds: number;
  /**
   * Staff sign-in back-off (people/sign-in-limits.ts): IM_STAFF_LOGIN_MAX_FAILURES failures per IP before a lock
   * (default 5; an account gets twice as many), IM_STAFF_LOGIN_LOCK_SECONDS the first lock (default 60).
   */
  staffLogin: { maxFailures: number; lockSeconds: number };
  /** Upload quotas per instance (files/upload-quota.ts): IM_UPLOAD_USER_MB_PER_HOUR / _FILES_PER_HOUR, IM_UPLOAD_IP_…. */
  uploadQuota: { user: UploadLimit; ip: UploadLimit };
  /** IM_UPLOAD_GRACE_SECONDS: an upload no message references is deleted after this long (default 24 h). */
  uploadGraceSeconds: number;
  /** IM_UPLOAD_SWEEP_SECONDS: how often unreferenced uploads are looked for (default 10 minutes; 0 = never). */
  uploadSweepSeconds: number;
  /**
   * The admin API for partner backends (messaging/admin/): IM_ADMIN_KEY (unset = off, the paths answer 404) and
   * IM_ADMIN_RATE_PER_SECOND, requests per second per client IP (default 50, bursts of twice that);
   * IM_ADMIN_SEND_AS, the staff or customer-service accounts it may send messages as (default none: it manages and
   * speaks for partner users only).
   */
  admin?: { key: string | undefined; ratePerSecond: number; sendAs: string[] };
  /** Voice and video calls: ringing timeout, member limits, ICE servers (messaging/calls/config.ts). */
  calls: CallSettings;
  /** IM_BEFORE_SEND_URL and its settings: the before-send moderation callback (messages/before-send.ts); unset = none. */
  beforeSend?: BeforeSendSettings;
  /** TENCENT_SDK_APP_ID + TENCENT_SDK_SECRET_KEY: owChat and staff sign-in also issue Tencent UserSigs (identity/tencent-user-sig.ts). */
  tencent?: TencentApp | undefined;
}

/** Bytes and files one caller may upload per hour. */
export interface UploadLimit {
  bytesPerHour: number;
  filesPerHour: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const demoMode = env.DEMO_MODE === '1' || env.DEMO_MODE === 'true';
  if (demoMode && env.NODE_ENV === 'production')
    throw new Error('DEMO_MODE must not be set with NODE_ENV=production: the demo routes sign in any partner user without a key');
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
    serviceAccounts: envList(env.IM_SERVICE_ACCOUNTS || 'sealink_service'),
    demoMode,
    version: env.npm_package_version || '0.1.0',
    im: {
      recallWindowSeconds: envNumber(env.IM_RECALL_WINDOW_SECONDS, 120),
      sensitiveWords: envList(env.IM_SENSITIVE_WORDS),
      ratePerSecond: envNumber(env.IM_RATE_PER_SECOND, 20),
      rateBurst: envNumber(env.IM_RATE_BURST, 40),
      maxConnectionsPerUser: envNumber(env.IM_MAX_CONNECTIONS_PER_USER, 10),
      socketPingSeconds: Math.max(0, envNumber(env.IM_SOCKET_PING_SECONDS, 15)),
      filesDir: resolve(env.IM_FILES_DIR || resolve(env.DATA_DIR || './data', 'im-files')),
      staffSigTtlSeconds: envNumber(env.IM_STAFF_SIG_TTL_SECONDS, 12 * 3600),
      staffLogin: {
        maxFailures: Math.max(1, Math.floor(envNumber(env.IM_STAFF_LOGIN_MAX_FAILURES, 5))),
        lockSeconds: Math.max(1, envNumber(env.IM_STAFF_LOGIN_LOCK_SECONDS, 60)),
      },
      uploadQuota: {
        user: {
          bytesPerHour: envNumber(env.IM_UPLOAD_USER_MB_PER_HOUR, 200) * 1024 * 1024,
          filesPerHour: envNumber(env.IM_UPLOAD_USER_FILES_PER_HOUR, 100),
        },
        ip: {
          bytesPerHour: envNumber(env.IM_UPLOAD_IP_MB_PER_HOUR, 500) * 1024 * 1024,
          filesPerHour: envNumber(env.IM_UPLOAD_IP_FILES_PER_HOUR, 300),
        },
      },
      uploadGraceSeconds: envNumber(env.IM_UPLOAD_GRACE_SECONDS, 24 * 3600),
      uploadSweepSeconds: envNumber(env.IM_UPLOAD_SWEEP_SECONDS, 600),
      admin: {
        key: env.IM_ADMIN_KEY || undefined,
        ratePerSecond: envNumber(env.IM_ADMIN_RATE_PER_SECOND, 50),
        sendAs: envList(env.IM_ADMIN_SEND_AS),
      },
      calls: loadCallSettings(env),
      tencent: loadTencentApp(env),
      ...(env.IM_BEFORE_SEND_URL
        ? {
            beforeSend: {
              url: env.IM_BEFORE_SEND_URL,
              timeoutMs: Math.max(100, envNumber(env.IM_BEFORE_SEND_TIMEOUT_MS, 2000)),
              failClosed: env.IM_BEFORE_SEND_FAIL === 'closed',
              appId: env.IM_BEFORE_SEND_APP_ID || '0',
              token: env.IM_BEFORE_SEND_TOKEN || undefined,
              origin: env.SITE_URL || undefined,
            },
          }
        : {}),
    },
    site: {
      uploadsDir: resolve(env.UPLOADS_DIR || resolve(env.DATA_DIR || './data', 'uploads')),
      formsPerMinute: envNumber(env.FORMS_RATE_LIMIT, 10),
      chatPerMinute: envNumber(env.OWCHAT_RATE_LIMIT, 30),
      listCacheMs: envNumber(env.CONTENT_CACHE_MS, 1000),
    },
    console: loadConsoleConfig(env),
    content: loadContentConfig(env),
    desk: loadDeskConfig(env),
    metrics: loadMetricsConfig(env),
    shutdownGraceMs: envNumber(env.SHUTDOWN_GRACE_MS, 10_000, 1000),
    retention: loadRetentionConfig(env),
    ...overrides,
  };
}
