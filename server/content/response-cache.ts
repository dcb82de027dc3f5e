/**
 * A small in-process cache of serialized responses (micro-caching of hot public lists). Entries are shared by
 * every visitor of one instance. After `ttlMs` an entry is refreshed once in the background while visitors
 * still get the previous body (stale-while-revalidate, so a refresh never stalls a burst of requests);
 * concurrent misses share one computation. Staleness is bounded by about `ttlMs` plus one query. 0 disables it.
 */
export class ResponseCache {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly #entries = new Map<string, { expires: number; body: string; refreshing: boolean }>();
  readonly #pending = new Map<string, Promise<string>>();
  constructor(ttlMs: number, maxEntries = 2000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** The cached body for `key`, or computes, serializes and keeps it. */
  async get(key: string, compute: () => Promise<unknown>): Promise<string> {
    if (this.ttlMs <= 0) return JSON.stringify(await compute());
    const hit = this.#entries.get(key);
    if (hit) {
      if (hit.expires <= Date.now() && !hit.refreshing) {
        hit.refreshing = true;
        this.#load(key, compute).catch(() => (hit.refreshing = false));
      }
      return hit.body;
    }
    return this.#pending.get(key) ?? this.#load(key, compute);
  }

  #load(key: string, compute: () => Promise<unknown>): Promise<string> {
    const loading = (async () => {
      try {
        const body = JSON.stringify(await compute());
        if (this.#entries.size >= this.maxEntries) this.#entries.clear();
        this.#entries.set(key, { expires: Date.now() + this.ttlMs, body, refreshing: false });
        return body;
      } finally {
        this.#pending.delete(key);
      }
    })();
    this.#pending.set(key, loading);
    return loading;
  }
}
