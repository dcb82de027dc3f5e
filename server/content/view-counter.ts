import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Page views of news articles, counted in memory and added to the database every `flushMs` (one UPDATE per
 * article with `page_views + n`, so several instances add up correctly). Reads add the not-yet-flushed count,
 * so a visitor sees their own view at once. Flushes on close; at most `flushMs` of views are lost on a crash.
 */
export class ViewCounter {
  readonly #db: Kysely<Database>;
  readonly #pending = new Map<number, number>();
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
    return n;
  }

  pending(newsId: number): number {
    return this.#pending.get(newsId) ?? 0;
  }

  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(async () => {
      const batch = [...this.#pending];
      if (!batch.length) return;
      for (const [id, n] of batch) {
        await this.#db.updateTable('news').set({ page_views: sql`page_views + cast(${n} as bigint)` }).where('id', '=', id).execute();
        const left = (this.#pending.get(id) ?? 0) - n;
        if (left > 0) this.#pending.set(id, left);
        else this.#pending.delete(id);
      }
    }).catch(this.#onError);
    return this.#flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}
