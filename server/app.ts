import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/index.ts';
import { installErrorHandler } from './http/errors.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installTextGuard } from './http/text-guard.ts';
import { healthPlugin } from './health/plugin.ts';
import { Readiness } from './health/readiness.ts';
import { Metrics } from './metrics/metrics.ts';
import { installMetrics } from './metrics/plugin.ts';
import { webPlugin } from './web/plugin.ts';
import { createMessaging } from './messaging/service.ts';
import type { Messaging } from './messaging/service.ts';
import { messagingPlugin } from './messaging/plugin.ts';
import { seedContent } from './seed/index.ts';
import { contentPlugin } from './content/plugin.ts';
import { ContentChanges } from './content/changes.ts';
import { formsPlugin } from './forms/plugin.ts';
import { searchPlugin } from './search/plugin.ts';
import { anonymousChatPlugin, visitorUserId } from './anonymous-chat/plugin.ts';
import { DEFAULT_USER_SIG_TTL_SECONDS } from './identity/user-sig.ts';
import { loadSigningSecret } from './identity/secret.ts';
import { consolePlugin } from './console/plugin.ts';
import { createDesk } from './messaging/desk/desk.ts';
import type { Desk } from './messaging/desk/desk.ts';
import { deskVisitorRoutes } from './messaging/desk/visitor-routes.ts';
import { TranscriptMailer } from './messaging/desk/transcript.ts';
import { linkFormLead } from './messaging/desk/visitors.ts';
import { demoPlugin } from './demo/plugin.ts';

export interface AppDeps {
  config: ServerConfig;
  database: DatabaseHandle;
  /** Tests: the desk starts holding back its handling of messages until `app.desk.subscriber.resume()`. */
  deskPaused?: boolean;
}

/** Builds the one Fastify app: each domain is a plugin owning its routes, schemas and queries. */
export async function buildApp({ config, database, deskPaused }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Per-request lines only at debug/trace: at info they would dominate the log under load.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  installErrorHandler(app);
  await installSecurityHeaders(app);
  installTextGuard(app);
  await app.register(compress, { global: true, threshold: 1024 });
  const metrics = new Metrics();
  app.decorate('metrics', metrics);
  installMetrics(app, metrics, config.metrics);
  const readiness = new Readiness();
  readiness.add('database', () => database.ping());
  app.decorate('readiness', readiness);
  await app.register(healthPlugin, { database, version: config.version, readiness });
  // Messaging first: other domains use its greeting hook (app.messaging.greetVisitor).
  const messaging = await createMessaging(config, database, app.log, metrics);
  if (messaging.busReachable) readiness.add('redis', messaging.busReachable);
  app.decorate('messaging', messaging);
  await app.register(messagingPlugin, { messaging });
  // Product content: seeded on first start (empty tables only), then the SPEC §7 paths and /api catalog.
  const seeded = await seedContent(database.db);
  if (seeded.length) app.log.info({ seeded }, 'content seeded');
  // Publishing changes reach every instance's caches and pages (Redis when configured, and the revision polled).
  const changes = new ContentChanges(database.db, { redisUrl: config.redisUrl, pollMs: config.content.revisionPollMs, log: app.log });
  await changes.start();
  app.addHook('onClose', (_instance, done) => {
    changes.stop();
    done();
  });
  await app.register(contentPlugin, { db: database.db, listCacheMs: config.site.listCacheMs, changes, mediaDir: config.content.mediaDir });
  await app.register(searchPlugin, { db: database.db, cacheMs: config.site.listCacheMs, changes });
  const secret = await loadSigningSecret(database.db, config.imSecret);
  await app.register(formsPlugin, {
    db: database.db,
    uploadsDir: config.site.uploadsDir,
    perMinute: config.site.formsPerMinute,
    // a form sent from a browser that chats (or will): the desk shows its details beside that visitor (issue #17)
    onVisitorLead: (onlyKey, lead) => linkFormLead(database.db, visitorUserId(onlyKey, secret), lead, new Date()),
  });
  await app.register(anonymousChatPlugin, {
    secret,
    signVisitor: async (userId) => (await messaging.im.credentials.issue(userId, ['visitor'], DEFAULT_USER_SIG_TTL_SECONDS)).userSig,
    serviceAccounts: config.serviceAccounts,
    tencent: config.im.tencent,
    perMinute: config.site.chatPerMinute,
    onVisitorGreeting: (visitorUserId, serviceUserId, locale) => messaging.greetVisitor(visitorUserId, serviceUserId, locale),
  });
  // The customer-service desk: reads the inbox's messages after their commit, routes visitors to agents (issue #17).
  const desk = await createDesk(messaging.im, config.desk, { paused: deskPaused ?? false });
  app.decorate('desk', desk.desk);
  app.addHook('onClose', () => desk.stop());
  const smtpUrl = config.console.smtpUrl;
  const mailer = smtpUrl ? new TranscriptMailer({ smtpUrl, from: config.console.mailFrom }) : null;
  if (mailer) app.addHook('onClose', () => mailer.close());
  await app.register(deskVisitorRoutes, { desk: desk.desk, perMinute: Math.max(60, config.site.chatPerMinute * 4), mailer });
  // The staff console (after messaging: its first admin is the first service account).
  await app.register(consolePlugin, { db: database.db, config, changes, desk: desk.desk, credentials: messaging.im.credentials });
  // The demo page's partner sign-in and message injection: DEMO_MODE only (config.ts refuses it in production).
  await app.register(demoPlugin, { im: messaging.im, enabled: config.demoMode });
  const janus = config.im.calls.janus;
  await app.register(webPlugin, {
    distDir: config.distDir,
    siteUrl: config.siteUrl,
    db: database.db,
    changes,
    connectSources: janus && /^https?:\/\//.test(janus.publicUrl) ? [new URL(janus.publicUrl).origin] : [],
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The messaging service (server/messaging/service.ts), e.g. `app.messaging.greetVisitor(userId, serviceUserId, locale)`. */
    messaging: Messaging;
    /** The customer-service desk (server/messaging/desk/desk.ts). */
    desk: Desk;
    /** Prometheus metrics of this instance (server/metrics/). */
    metrics: Metrics;
    /** Whether this instance takes traffic (server/health/readiness.ts); main.ts drains it on SIGTERM. */
    readiness: Readiness;
  }
}
