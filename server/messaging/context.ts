import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Locale } from '../../common/locale.ts';
import type { MessagingConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Accounts } from './people/accounts.ts';
import type { Credentials } from './people/credentials.ts';
import type { EventData, EventName } from '../../protocol/ops.ts';
import type { Bus, EnvelopeOptions } from './transport/bus.ts';
import type { CommitBatcher } from './messages/commit-batcher.ts';
import type { LoggedTarget } from './event-log.ts';
import type { Hub } from './transport/hub.ts';
import type { Moderation } from './messages/moderation.ts';
import type { BeforeSendHook } from './messages/before-send.ts';
import type { RateLimiter } from './transport/rate-limit.ts';
import type { Metrics } from '../metrics/metrics.ts';

/** Everything the messaging handlers share: one per server instance. */
export interface Im {
  db: Kysely<Database>;
  cfg: MessagingConfig;
  /** Customer-service account IDs; the first is the one visitors talk to. */
  serviceAccounts: string[];
  bus: Bus;
  hub: Hub;
  accounts: Accounts;
  /** Chat signatures: issued, checked and revoked in one place (people/credentials.ts). */
  credentials: Credentials;
  rate: RateLimiter;
  moderation: Moderation;
  /** The before-send moderation callback (IM_BEFORE_SEND_URL), when configured. */
  beforeSend?: BeforeSendHook;
  batcher: CommitBatcher;
  log: FastifyBaseLogger;
  /** Requests being handled on this instance's sockets; shutdown waits for them before the database closes. */
  requests: Set<Promise<void>>;
  /** Calls (calls/lifecycle.ts): timers of this instance, and the hang-up of a socket that closes in a call. */
  calls: CallHooks;
  /** This instance's Prometheus metrics (server/metrics/): logins and ack times are counted by the sessions. */
  metrics: Metrics;
  /** The customer-service desk (desk/desk.ts), woken after every committed C2C message that involves a service account. */
  desk?: DeskHook;
}

/** The desk's side of the message path: woken after a commit, it reads the message itself (desk/subscriber.ts). */
export interface DeskHook {
  messageCommitted(): void;
}

/** What the transport and the call ops need of this instance's call runtime. */
export interface CallHooks {
  /** A socket of this instance entered a call (placed or answered it): its closing must be looked at. */
  bound(sessionId: string): void;
  /** A logged-in socket closed: the calls it was in are left (a ringing call it placed is cancelled). */
  sessionClosed(userId: string, sessionId: string): void;
  /** A call started here rings until `deadlineMs` (epoch ms): look for its timeout then. */
  timeoutAt(deadlineMs: number): void;
}

/** The logged-in user making a request, and the socket it came from. */
export interface Caller {
  userId: string;
  sessionId: string;
  locale: Locale;
}

/** Publishes a committed durable event (targets carry their event-log numbers). */
export function publishLogged<E extends EventName>(
  im: Im,
  targets: LoggedTarget[],
  ev: E,
  data: EventData<E>,
  options: EnvelopeOptions<E> = {},
): void {
  publishToAudience(im, targets, [], ev, data, options);
}

/**
 * Publishes a committed event to its audience (access.ts `audience`): the logged users with their event-log
 * numbers, and the live ones (a Community's members) without, in one envelope.
 */
export function publishToAudience<E extends EventName>(
  im: Im,
  targets: LoggedTarget[],
  live: string[],
  ev: E,
  data: EventData<E>,
  options: EnvelopeOptions<E> = {},
): void {
  if (targets.length === 0 && live.length === 0) return;
  const logged = new Set(targets.map((t) => t.userId));
  const all = [
    ...targets.map((t) => ({ userId: t.userId, seq: t.seq })),
    ...live.filter((u) => !logged.has(u)).map((userId) => ({ userId })),
  ];
  im.bus.publish({ ev, targets: all, data, ...options });
}

/** Publishes an ephemeral event (typing, status): live only, not kept for catch-up. */
export function publishLive<E extends EventName>(
  im: Im,
  userIds: string[],
  ev: E,
  data: EventData<E>,
  options: EnvelopeOptions<E> = {},
): void {
  if (userIds.length === 0) return;
  im.bus.publish({ ev, targets: userIds.map((userId) => ({ userId })), data, ...options });
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
