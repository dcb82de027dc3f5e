import { JsonBody } from '../http/json-body.ts';

/**
 * A small in-process cache of serialised responses (micro-caching of hot public reads). Entries are shared by
 * every visitor of one instance and hold the body serialised once, plus its compressed forms once asked for
 * (server/http/json-body.ts), so a hit costs no JSON or compression work. After `ttlMs` an entry is refreshed
 * once in the background while visitors still get the previous body (stale-while-revalidate, so a refresh
 * never stalls a burst of requests); concurrent misses share one computation. Staleness is bounded by about
 * `ttlMs` plus one query. 0 disables it.
 */
export class ResponseCache<T = JsonBody> {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly #entries = new Map<string, { expires: number; value: T; refreshing: boolean }>();
  readonly #pending = new Map<string, Promise<T>>();
  readonly #make: (computed: unknown) => T;
  constructor(ttlMs: number, maxEntries = 2000, make: (computed: unknown) => T = (v) => new JsonBody(v) as T) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.#make = make;
  }

  /** The cached value for `key`, or computes and keeps it (a hit answers without waiting for anything). */
  get(key: string, compute: () => Promise<unknown>): T | Promise<T> {
    if (this.ttlMs <= 0) return compute().then(this.#make);
    const hit = this.#entries.get(key);
    if (hit) {
      if (hit.expires <= Date.now() && !hit.refreshing) {
        hit.refreshing = true;
        this.#load(key, compute).catch(() => (hit.refreshing = false));
      }
      return hit.value;
    }
    return this.#pending.get(key) ?? this.#load(key, compute);
  }

  /** Forgets every entry (content changed): the next read computes afresh; a computation under way is not kept. */
  clear(): void {
    this.#entries.clear();
    this.#pending.clear();
    this.#generation++;
  }

  #generation = 0;

  #load(key: string, compute: () => Promise<unknown>): Promise<T> {
    const loading = (async () => {
      const generation = this.#generation;
      try {
        const value = this.#make(await compute());
        if (generation !== this.#generation) return value;
        if (this.#entries.size >= this.maxEntries) this.#entries.clear();
        this.#entries.set(key, { expires: Date.now() + this.ttlMs, value, refreshing: false });
        return value;
      } finally {
        if (generation === this.#generation) this.#pending.delete(key);
      }
    })();
    this.#pending.set(key, loading);
    return loading;
  }
}
