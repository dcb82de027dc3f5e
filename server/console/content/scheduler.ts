import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { raiseRevision } from '../../content/changes.ts';
import type { ContentChanges } from '../../content/changes.ts';
import { audit } from '../audit/log.ts';
import { publishDue } from './news-store.ts';

/**
 * Scheduled publishing (issue #16.3): every `seconds` the scheduler publishes the entries whose time has come. The
 * rows are claimed by one UPDATE … WHERE status = 'scheduled' (news-store.ts publishDue), so with several instances
 * each entry goes live once, audited (actor: the server) and announced by the instance that claimed it, in the same
 * transaction as the revision it raises. Until then the public API never returns them.
 */
export class NewsScheduler {
  readonly #db: Kysely<Database>;
  readonly #changes: ContentChanges;
  readonly #log: FastifyBaseLogger;
  readonly #seconds: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(db: Kysely<Database>, changes: ContentChanges, log: FastifyBaseLogger, seconds: number) {
    this.#db = db;
    this.#changes = changes;
    this.#log = log;
    this.#seconds = seconds;
  }

  start(): void {
    if (this.#seconds <= 0) return;
    this.#timer = setInterval(() => void this.runOnce(), this.#seconds * 1000);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }

  runOnce(): Promise<void> {
    this.#running ??= this.#pass()
      .catch((err: unknown) => this.#log.error({ err }, 'scheduled publishing failed'))
      .finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #pass(): Promise<void> {
    const { published, revision } = await this.#db.transaction().execute(async (trx) => {
      const due = await publishDue(trx);
      for (const entry of due)
        await audit(trx, null, 'content.news.publish', `news-${entry.entryId}`, { titles: entry.titles, scheduled: true });
      return { published: due, revision: due.length ? await raiseRevision(trx) : 0 };
    });
    if (!revision) return;
    this.#log.info({ entries: published.map((e) => e.entryId) }, 'scheduled news published');
    this.#changes.announce({ revision, areas: ['news'] });
  }
}
