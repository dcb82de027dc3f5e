import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { logPassFailure } from '../db/connection-errors.ts';

/** What a publishing change touched: 'news' (lists, details, home, sitemap) or 'all' (anything may have changed). */
export type ContentArea = 'news' | 'all';

export interface ContentChange {
  /** site_revision after the change. */
  revision: number;
  areas: ContentArea[];
}

const CHANNEL = 'content:changes';

/**
 * Publishing changes reach every instance (issue #16.4): a change raises `site_revision` in its own transaction
 * (`raiseRevision`), then `announce` runs this instance's handlers (micro-caches cleared, pages re-rendered) and
 * tells the other instances over Redis pub/sub when REDIS_URL is set (each reads the revision when told). Each instance also reads the revision every
 * `pollMs`, so a missed message (Redis away, an instance restarting) or a change made without Redis still reaches
 * it within that time. Handlers run once per new revision, in registration order.
 */
export class ContentChanges {
  readonly #db: Kysely<Database>;
  readonly #log: FastifyBaseLogger;
  readonly #pollMs: number;
  readonly #instance = randomUUID();
  readonly #handlers: ((change: ContentChange) => void)[] = [];
  #pub: Redis | undefined;
  #sub: Redis | undefined;
  #timer: NodeJS.Timeout | undefined;
  #known = 0;
  #started = false;

  constructor(db: Kysely<Database>, options: { redisUrl?: string | undefined; pollMs: number; log: FastifyBaseLogger }) {
    this.#db = db;
    this.#log = options.log;
    this.#pollMs = options.pollMs;
    if (options.redisUrl) {
      this.#pub = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
      this.#sub = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
      this.#sub.on('message', (_channel: string, text: string) => this.#received(text));
      for (const client of [this.#pub, this.#sub]) client.on('error', (err) => this.#log.warn({ err }, 'content changes: redis'));
    }
  }

  /** The revision this instance started with (0: nothing was ever published in the console). */
  get revision(): number {
    return this.#known;
  }

  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    this.#known = await readRevision(this.#db);
    if (this.#sub && this.#pub) {
      await Promise.all([this.#pub.connect(), this.#sub.connect()]);
      await this.#sub.subscribe(CHANNEL);
    }
    if (this.#pollMs > 0) {
      this.#timer = setInterval(() => void this.#poll(), this.#pollMs);
      this.#timer.unref();
    }
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#pub?.disconnect();
    this.#sub?.disconnect();
  }

  onChange(handler: (change: ContentChange) => void): void {
    this.#handlers.push(handler);
  }

  /** After the change's transaction committed: this instance's handlers now, the other instances through Redis. */
  announce(change: ContentChange): void {
    this.#apply(change);
    void this.#pub?.publish(CHANNEL, JSON.stringify({ from: this.#instance, ...change })).catch(() => undefined);
  }

  /**
   * A message is only a hint to read the revision now: the database says whether something changed (a Redis shared
   * with another deployment or test schema cannot move this instance's revision).
   */
  #received(text: string): void {
    let message: ContentChange & { from: string };
    try {
      message = JSON.parse(text) as ContentChange & { from: string };
    } catch {
      return;
    }
    if (message.from === this.#instance) return;
    const areas =
      Array.isArray(message.areas) && message.areas.every((a) => a === 'news' || a === 'all') ? message.areas : ['all' as const];
    void this.#poll(areas);
  }

  async #poll(areas: ContentArea[] = ['all']): Promise<void> {
    try {
      const revision = await readRevision(this.#db);
      if (revision > this.#known) this.#apply({ revision, areas });
    } catch (err) {
      logPassFailure(this.#log, 'content revision not read', err, 'warn');
    }
  }

  #apply(change: ContentChange): void {
    if (change.revision <= this.#known) return;
    this.#known = change.revision;
    for (const handler of this.#handlers) {
      try {
        handler(change);
      } catch (err) {
        this.#log.error({ err }, 'content change handler failed');
      }
    }
  }
}

export async function readRevision(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('site_revision').select('revision').where('id', '=', 1).executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/** Raises the site revision inside a publishing change's transaction; returns the new one (for `announce`). */
export async function raiseRevision(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .updateTable('site_revision')
    .set({ revision: sql<string>`revision + 1` })
    .where('id', '=', 1)
    .returning('revision')
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}
