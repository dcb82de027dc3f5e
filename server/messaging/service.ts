import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '../../common/locale.ts';
import { MESSAGE_TYPES, conversationIdOf } from '../../protocol/model.ts';
import type { ServerConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/index.ts';
import { translate } from '../i18n/messages.ts';
import { loadSigningSecret } from '../identity/secret.ts';
import { Accounts, ensureServiceAccount } from './people/accounts.ts';
import { Credentials } from './people/credentials.ts';
import { InProcessBus } from './transport/bus.ts';
import type { Bus } from './transport/bus.ts';
import { RedisBus } from './transport/bus-redis.ts';
import type { Im } from './context.ts';
import { Hub } from './transport/hub.ts';
import { commitBatcherFor } from './messages/commit-batcher.ts';
import { accessConversation } from './access.ts';
import { mayContact } from './policy/may-contact.ts';
import { commitMessage } from './messages/commit.ts';
import { Moderation } from './messages/moderation.ts';
import { BeforeSendHook } from './messages/before-send.ts';
import { RateLimiter } from './transport/rate-limit.ts';
import { presenceChanged, watchPresence } from './people/user-status.ts';
import { CallRuntime } from './calls/lifecycle.ts';
import { GOING_AWAY_CLOSE_CODE } from '../../protocol/frames.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { watchMessaging } from './metrics.ts';

/** The messaging service of one instance, created once in buildApp and shared with other domains. */
export interface Messaging {
  im: Im;
  /**
   * The greeting hook (SPEC §7 sendMsg): the customer-service account `sender` (one of config.serviceAccounts,
   * else it throws) sends the visitor a `service` custom message. Creates the visitor's account if needed.
   * Returns the message ID.
   */
  greetVisitor(visitorUserId: string, sender: string, locale?: Locale): Promise<string>;
  /**
   * Shutdown, first step (before the HTTP server stops): every socket of this instance is closed with
   * GOING_AWAY_CLOSE_CODE (its client reconnects elsewhere; no status pushes for them), and calls left by them end at once.
   */
  drain(): void;
  /**
   * Shutdown, last step: waits (half of SHUTDOWN_GRACE_MS at most) for the requests already running and the commit
   * batches, ends the calls' timers, then closes the bus.
   */
  close(): Promise<void>;
  /** Whether Redis answers (readiness); undefined without Redis. */
  busReachable: (() => Promise<boolean>) | undefined;
}

export async function createMessaging(
  config: ServerConfig,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  metrics: Metrics,
): Promise<Messaging> {
  const db = database.db;
  const secret = await loadSigningSecret(db, config.imSecret);
  let bus: Bus;
  let redis: RedisBus | undefined;
  if (config.redisUrl) {
    redis = new RedisBus(config.redisUrl, { onLag: (ms) => metrics.busLagSeconds.observe(Math.max(0, ms) / 1000) });
    await redis.start();
    bus = redis;
  } else bus = new InProcessBus();
  const redisBus = redis;
  const accounts = new Accounts(db);
  // Set by drain(): the sockets closed then are not users going offline (they reconnect to another instance),
  // and the database is about to close.
  let stopping = false;
  const calls = new CallRuntime();
  const im: Im = {
    db,
    cfg: config.im,
    serviceAccounts: config.serviceAccounts,
    bus,
    accounts,
    credentials: new Credentials({ db, secret, serviceAccounts: config.serviceAccounts, bus }),
    // status pushes (user-status.ts) learn of presence changes through the hub's view of the bus
    hub: new Hub(
      watchPresence(bus, (userId, online) => {
        if (!stopping) void presenceChanged(im, userId, online).catch((err: unknown) => log.warn({ err }, 'status push failed'));
      }),
      (frames) => metrics.messagesDelivered.inc(frames),
    ),
    rate: new RateLimiter(config.im.ratePerSecond, config.im.rateBurst),
    moderation: new Moderation(config.im.sensitiveWords),
    ...(config.im.beforeSend ? { beforeSend: new BeforeSendHook(config.im.beforeSend, (msg) => log.warn(msg)) } : {}),
    log,
    requests: new Set(),
    batcher: commitBatcherFor(db, database.kind),
    calls,
    metrics,
  };
  watchMessaging(im, database);
  const service = config.serviceAccounts[0];
  if (service) {
    const password = await ensureServiceAccount(db, service);
    // Printed once, on the start that created the account; change it with `npm run im:account -- password`.
    if (password)
      log.warn(
        { userId: service, password },
        'customer-service account created: sign in at POST /im/staff/login; this password is shown only once',
      );
  }
  for (const id of config.serviceAccounts) await accounts.ensure(id);
  // Without Redis this is the only instance: calls a previous run left open end now, with their records.
  await calls.start(im, { singleInstance: !config.redisUrl });

  const drain = () => {
    stopping = true;
    calls.stopping();
    for (const s of im.hub.sessions()) s.close(GOING_AWAY_CLOSE_CODE, 'server going away, reconnect');
  };

  return {
    im,
    async greetVisitor(visitorUserId, sender, locale = 'zh_CN') {
      if (!config.serviceAccounts.includes(sender)) throw new Error(`${sender} is not a customer-service account`);
      await accounts.ensure(visitorUserId);
      await mayContact(im, { userId: sender, locale }, { user: visitorUserId }, 'message');
      const access = await accessConversation(im, sender, conversationIdOf('C2C', visitorUserId));
      const data = {
        businessID: 'service',
        title: translate(locale, 'im.greeting.title'),
        description: translate(locale, 'im.greeting.description'),
        item: [
          { key: translate(locale, 'im.greeting.quoteKey'), value: translate(locale, 'im.greeting.quoteValue') },
          { key: translate(locale, 'im.greeting.supportKey'), value: translate(locale, 'im.greeting.supportValue') },
        ],
      };
      const payload = { data: JSON.stringify(data), description: data.title, extension: '' };
      const { row } = await commitMessage(im, {
        sender,
        access,
        type: MESSAGE_TYPES.CUSTOM,
        payload,
        searchText: data.title,
        recipients: [sender, visitorUserId],
      });
      return row.client_id;
    },
    busReachable: redisBus ? () => redisBus.ping() : undefined,
    drain,
    async close() {
      drain();
      // Requests already running finish (their replies are lost with the sockets; a client resends a message
      // after it reconnects, idempotently), and so do the commit batches, before the bus and then the database
      // close under them. (closing a socket in a call hangs it up, with its record: those hang-ups are requests too)
      const graceMs = Math.floor(config.shutdownGraceMs / 2);
      const running = Promise.allSettled([...im.requests]).then(() => im.batcher.flush());
      await Promise.race([running, new Promise((r) => setTimeout(r, graceMs).unref())]);
      await calls.close();
      await bus.close();
    },
  };
}
