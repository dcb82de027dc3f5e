import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Page views of news articles, counted in memory and added to the database every `flushMs` (one UPDATE for
 * all counted articles with `page_views + n`, so several instances add up correctly). Reads add the not-yet-flushed count,
 * so a visitor sees their own view at once. Flushes on close; at most `flushMs` of views are lost on a crash.
 */
export class ViewCounter {
  readonly #db: Kysely<Database>;
  readonly #pending = new Map<number, number>();
  readonly #counted = new Map<number, number>();
  readonly #timer: NodeJS.Timeout;
  #flushing: Promise<void> = Promise.resolve();
  readonly #onError: (err: unknown) => void;
  constructor(db: Kysely<Database>, flushMs: number, onError: (err: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
    this.#timer = setInterval(() => void this.flush(), flushMs);
    this.#timer.unref();
  }

  /** Counts one view; returns the views not yet in the database for this article (including this one). */
  add(newsId: number): number {
    const n = (this.#pending.get(newsId) ?? 0) + 1;
    this.#pending.set(newsId, n);
    this.#counted.set(newsId, (this.#counted.get(newsId) ?? 0) + 1);
    return n;
  }

  /**
   * Views this instance has counted for an article since it started (never decreases; flushing leaves it
   * alone). A reader that kept the database count plus `pending` at some moment, and this number at that same
   * moment, knows the current count as that sum plus what `counted` grew by since, without asking again.
   */
  counted(newsId: number): number {
    return this.#counted.get(newsId) ?? 0;
  }

  pending(newsId: number): number {
    return this.#pending.get(newsId) ?? 0;
  }

  flush(): Promise<void> {
    this.#flushing = this.#flushing
      .then(async () => {
        const batch = [...this.#pending];
        if (!batch.length) return;
        // One statement for every article: on PGlite each query runs on the event loop, so fewer is smoother.
        const rows = sql.join(batch.map(([id, n]) => sql`(cast(${id} as integer), cast(${n} as bigint))`));
        await sql`update news set page_views = news.page_views + v.n from (values ${rows}) as v(id, n) where news.id = v.id`.execute(
          this.#db,
        );
        for (const [id, n] of batch) {
          const left = (this.#pending.get(id) ?? 0) - n;
          if (left > 0) this.#pending.set(id, left);
          else this.#pending.delete(id);
        }
      })
      .catch(this.#onError);
    return this.#flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}
