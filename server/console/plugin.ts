import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ServerConfig } from '../config.ts';
import { auditRoutes } from './audit/routes.ts';
import { installSessionGuard } from './auth/guard.ts';
import { authRoutes } from './auth/routes.ts';
import { deleteExpiredSessions } from './auth/sessions.ts';
import { LeadNotifier } from './leads/notify.ts';
import { RetentionPass } from '../ops/retention.ts';
import { leadsRoutes } from './leads/routes.ts';
import { leadEraseRoutes } from './leads/erase-routes.ts';
import { ensureFirstAdmin } from './team/store.ts';
import { teamRoutes } from './team/routes.ts';
import { consoleWeb } from './web.ts';
import type { ContentChanges } from '../content/changes.ts';
import { bannerRoutes } from './content/banner-routes.ts';
import { catalogRoutes } from './content/catalog-routes.ts';
import { settingsRoutes } from './content/settings-routes.ts';
import { mediaRoutes } from './content/media-routes.ts';
import { newsRoutes } from './content/news-routes.ts';
import { revisionRoutes } from './content/revisions.ts';
import { ContentScheduler } from './content/scheduler.ts';
import type { Desk } from '../messaging/desk/desk.ts';
import type { Credentials } from '../messaging/people/credentials.ts';
import { deskConversationRoutes } from './desk/routes.ts';
import { deskTeamRoutes } from './desk/team-routes.ts';
import { labelRoutes } from './desk/label-routes.ts';
import { visitorEraseRoutes } from './desk/erase-routes.ts';
import { logPassFailure } from '../db/connection-errors.ts';
import { requestLocale } from '../http/locale.ts';
import { translate } from '../i18n/messages.ts';
import { originOf } from '../http/site-origin.ts';

export interface ConsoleOptions {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Publishing changes announced to every instance (server/content/changes.ts). */
  changes: ContentChanges;
  /** The customer-service desk (server/messaging/desk), for the conversations module. */
  desk: Desk;
  /** Chat signatures (server/messaging/people/credentials.ts): revoked when an account is disabled, reset or changes role. */
  credentials: Credentials;
}

const HOUR_MS = 3600_000;

/**
 * The origins console changes are accepted from when the site's public address is configured: SITE_URL's and
 * CONSOLE_URL's (its default is under SITE_URL). Without SITE_URL, none: the request's Host header decides.
 */
export function consoleOrigins(config: ServerConfig): string[] {
  if (!originOf(config.siteUrl)) return [];
  return [...new Set([config.siteUrl, config.console.consoleUrl].map(originOf).filter((o): o is string => o !== null))];
}

/**
 * The staff console (issue #16): its API under /console/api (a session on every route but sign-in, CSRF on
 * every change, the role checked by each route), its built front end at /console/, the lead notifications and
 * the retention pass (server/ops/retention.ts). Each domain (auth, team, audit, leads) owns its routes in its folder; a new module adds
 * its folder and one line here.
 */
export async function consolePlugin(app: FastifyInstance, { db, config, changes, desk, credentials }: ConsoleOptions): Promise<void> {
  const settings = config.console;
  if (await ensureFirstAdmin(db, config.serviceAccounts[0]))
    app.log.info({ userId: config.serviceAccounts[0] }, 'console: first admin set');
  const resumesDir = join(config.site.uploadsDir, 'resumes');

  await app.register(
    (api, _opts, done) => {
      // nothing the console API answers (sessions and their CSRF token, leads, exports, résumés, errors) may be
      // kept by a browser or proxy cache; a path it does not know answers 404 here, so that carries it as well
      api.addHook('onSend', async (_request, reply) => {
        if (!String(reply.getHeader('cache-control') ?? '').includes('no-store')) void reply.header('cache-control', 'no-store');
      });
      api.all('/*', { config: { public: true } }, (request, reply) =>
        reply.status(404).send({ code: 404, msg: translate(requestLocale(request), 'error.notFound'), data: null }),
      );
      const publicOrigins = consoleOrigins(config);
      installSessionGuard(api, db, publicOrigins);
      authRoutes(api, { db, sessionTtlMs: settings.sessionHours * HOUR_MS, staffLogin: config.im.staffLogin, publicOrigins, credentials });
      teamRoutes(api, db, credentials);
      auditRoutes(api, db);
      leadsRoutes(api, { db, resumesDir });
      leadEraseRoutes(api, { db, resumesDir, filesDir: config.im.filesDir, credentials });
      newsRoutes(api, { db, changes });
      bannerRoutes(api, { db, changes });
      revisionRoutes(api, { db, changes });
      catalogRoutes(api, { db, changes });
      settingsRoutes(api, { db, changes });
      void api.register(mediaRoutes, { db, mediaDir: config.content.mediaDir });
      deskConversationRoutes(api, desk);
      deskTeamRoutes(api, desk);
      labelRoutes(api, desk);
      visitorEraseRoutes(api, { db, filesDir: config.im.filesDir, credentials });
      done();
    },
    { prefix: '/console/api' },
  );
  await app.register(consoleWeb, { distDir: config.distDir });

  const scheduler = new ContentScheduler(db, changes, app.log, config.content.publishSeconds);
  scheduler.start();

  const smtpUrl = settings.smtpUrl;
  const notifier = smtpUrl ? new LeadNotifier(db, { ...settings, smtpUrl }, app.log) : null;
  notifier?.start();

  const retention = new RetentionPass(
    db,
    config.retention,
    { resumesDir, filesDir: config.im.filesDir, mediaDir: config.content.mediaDir },
    app.log,
  );
  const housekeeping = () => deleteExpiredSessions(db);
  const timer = setInterval(
    () => void housekeeping().catch((err: unknown) => logPassFailure(app.log, 'console housekeeping failed', err)),
    HOUR_MS,
  );
  timer.unref();
  app.addHook('onReady', () => {
    void housekeeping().catch((err: unknown) => logPassFailure(app.log, 'console housekeeping failed', err));
    retention.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await Promise.all([notifier?.stop(), scheduler.stop(), retention.stop()]);
  });
}
