import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Locale } from '../../common/locale.ts';
import type { MessagingConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Accounts } from './accounts.ts';
import type { Bus, Envelope } from './bus.ts';
import type { CommitBatcher } from './commit-batcher.ts';
import type { LoggedTarget } from './event-log.ts';
import type { Hub } from './hub.ts';
import type { Moderation } from './moderation.ts';
import type { RateLimiter } from './rate-limit.ts';

/** Everything the messaging handlers share: one per server instance. */
export interface Im {
  db: Kysely<Database>;
  cfg: MessagingConfig;
  /** Customer-service account IDs; the first is the one visitors talk to. */
  serviceAccounts: string[];
  secret: string;
  bus: Bus;
  hub: Hub;
  accounts: Accounts;
  rate: RateLimiter;
  moderation: Moderation;
  batcher: CommitBatcher;
  log: FastifyBaseLogger;
  /** Requests being handled on this instance's sockets; shutdown waits for them before the database closes. */
  requests: Set<Promise<void>>;
}

/** The logged-in user making a request, and the socket it came from. */
export interface Caller {
  userId: string;
  sessionId: string;
  locale: Locale;
}

/** Publishes a committed durable event (targets carry their event-log numbers). */
export function publishLogged(im: Im, targets: LoggedTarget[], ev: string, data: Record<string, unknown>, extra: Partial<Envelope> = {}): void {
  if (targets.length === 0) return;
  im.bus.publish({ ev, targets: targets.map((t) => ({ userId: t.userId, seq: t.seq })), data, ...extra });
}

/** Publishes an ephemeral event (typing, status): live only, not kept for catch-up. */
export function publishLive(im: Im, userIds: string[], ev: string, data: Record<string, unknown>, extra: Partial<Envelope> = {}): void {
  if (userIds.length === 0) return;
  im.bus.publish({ ev, targets: userIds.map((userId) => ({ userId })), data, ...extra });
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
