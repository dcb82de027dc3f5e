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

/** How long shutdown waits for requests already running before it closes the bus and the database. */
const REQUESTS_GRACE_MS = 5000;

/** The messaging service of one instance, created once in buildApp and shared with other domains. */
export interface Messaging {
  im: Im;
  /**
   * The greeting hook (SPEC §7 sendMsg): the customer-service account `sender` (one of config.serviceAccounts,
   * else it throws) sends the visitor a `service` custom message. Creates the visitor's account if needed.
   * Returns the message ID.
   */
  greetVisitor(visitorUserId: string, sender: string, locale?: Locale): Promise<string>;
  /** Shutdown: closes every socket of this instance (no status pushes for them), waits up to 5 s for the requests already running, then closes the bus. */
  close(): Promise<void>;
}

export async function createMessaging(config: ServerConfig, database: DatabaseHandle, log: FastifyBaseLogger): Promise<Messaging> {
  const db = database.db;
  const secret = await loadSigningSecret(db, config.imSecret);
  let bus: Bus;
  if (config.redisUrl) {
    const redis = new RedisBus(config.redisUrl);
    await redis.start();
    bus = redis;
  } else bus = new InProcessBus();
  const accounts = new Accounts(db);
  // Set by close(): the sockets closed then are not users going offline (they reconnect to another instance),
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
    ),
    rate: new RateLimiter(config.im.ratePerSecond, config.im.rateBurst),
    moderation: new Moderation(config.im.sensitiveWords),
    ...(config.im.beforeSend ? { beforeSend: new BeforeSendHook(config.im.beforeSend, (msg) => log.warn(msg)) } : {}),
    log,
    requests: new Set(),
    batcher: commitBatcherFor(db, database.kind),
    calls,
  };
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
    async close() {
      stopping = true;
      calls.stopping();
      for (const s of im.hub.sessions()) s.close(1001, 'server shutting down');
      // Requests already running finish (their replies are lost with the sockets; a client resends a message
      // after it reconnects, idempotently) before the bus and then the database close under them.
      // (closing a socket in a call hangs it up, with its record: those hang-ups are requests too)
      await Promise.race([Promise.allSettled([...im.requests]), new Promise((r) => setTimeout(r, REQUESTS_GRACE_MS).unref())]);
      await calls.close();
      await bus.close();
    },
  };
}
