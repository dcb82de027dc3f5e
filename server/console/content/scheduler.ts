import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { logPassFailure } from '../../db/connection-errors.ts';
import type { Database } from '../../db/schema.ts';
import { raiseRevision } from '../../content/changes.ts';
import type { ContentChanges } from '../../content/changes.ts';
import { audit } from '../audit/log.ts';
import { publishDue, unpublishDue } from './news-store.ts';
import { PUBLISHABLES, publishDueRows, unpublishDueRows } from './publishing.ts';

/**
 * Scheduled publishing (issue #16.3) and unpublishing (#34.8): every `seconds` the scheduler publishes the news
 * entries, banners and catalogue rows whose time has come, then withdraws those whose `unpublish_at` has come. The rows are claimed by one UPDATE … WHERE status = 'scheduled' per table
 * (news-store.ts publishDue, publishing.ts publishDueRows), so with several instances each goes live once, audited
 * (actor: the server) and announced by the instance that claimed it, in the same transaction as the revision it
 * raises. Until then the public API never returns them.
 */
export class ContentScheduler {
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
      // The database away (restart, failover): nothing was claimed, or the claim committed with its revision,
      // which every instance polls.
      .catch((err: unknown) => logPassFailure(this.#log, 'scheduled publishing failed', err))
      .finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #pass(): Promise<void> {
    const { published, revision } = await this.#db.transaction().execute(async (trx) => {
      const due = await publishDue(trx);
      for (const entry of due)
        await audit(trx, null, 'content.news.publish', `news-${entry.entryId}`, { titles: entry.titles, scheduled: true });
      const published = due.map((e) => `news-${e.entryId}`);
      for (const p of PUBLISHABLES)
        for (const key of await publishDueRows(trx, p)) {
          await audit(trx, null, `content.${p.area}.publish`, `${p.area}-${key}`, { scheduled: true });
          published.push(`${p.area}-${key}`);
        }
      // Then what has reached its end (an item due for both within one pass goes live and leaves again).
      for (const entry of await unpublishDue(trx)) {
        await audit(trx, null, 'content.news.unpublish', `news-${entry.entryId}`, { titles: entry.titles, scheduled: true });
        published.push(`news-${entry.entryId}`);
      }
      for (const p of PUBLISHABLES)
        for (const key of await unpublishDueRows(trx, p)) {
          await audit(trx, null, `content.${p.area}.unpublish`, `${p.area}-${key}`, { scheduled: true });
          published.push(`${p.area}-${key}`);
        }
      return { published, revision: published.length ? await raiseRevision(trx) : 0 };
    });
    if (!revision) return;
    this.#log.info({ changed: published }, 'scheduled content published or withdrawn');
    // News alone refreshes the news pages; anything else may show on any page.
    this.#changes.announce({ revision, areas: published.every((t) => t.startsWith('news-')) ? ['news'] : ['all'] });
  }
}
