/** When a further batch may start while one is already running (see TurnBatches). */
export interface SpareBatchPolicy {
  /** It starts at once when at least this many items are waiting... */
  minItems: number;
  /** ...and otherwise once the oldest waiting item has waited this long (ms). */
  maxWaitMs: number;
}

/**
 * Gathers work that arrives in one event-loop turn into batches. The first item of a turn schedules a pump on
 * setImmediate, so every item pushed in this turn joins the same batch; at most `inFlight` batches of at most
 * `maxBatch` items run at once, and items arriving meanwhile wait for the next one. (On PGlite a query runs
 * synchronously, so without the setImmediate nothing would ever wait and every batch would hold one item.)
 * With a `spare` policy only the first batch starts whenever there is work: the others are for a backlog,
 * when many items wait or the running batch is slow. Each batch has a fixed cost (a round trip, a commit), so
 * under steady load fewer and larger batches do the same work with less CPU. `run` answers its items itself
 * and must not reject.
 */
export class TurnBatches<T> {
  readonly #queue: T[] = [];
  readonly #run: (batch: T[]) => Promise<void>;
  readonly #inFlight: number;
  readonly #maxBatch: number;
  readonly #spare: SpareBatchPolicy | undefined;
  #running = 0;
  #scheduled = false;
  /** performance.now() when the oldest waiting item arrived. */
  #oldest = 0;
  #spareTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(run: (batch: T[]) => Promise<void>, inFlight: number, maxBatch: number, spare?: SpareBatchPolicy) {
    this.#run = run;
    this.#inFlight = Math.max(1, inFlight);
    this.#maxBatch = Math.max(1, maxBatch);
    this.#spare = spare;
  }

  /** Resolves once nothing waits and no batch runs (shutdown: the batches are flushed before the database closes). */
  async idle(): Promise<void> {
    while (this.#queue.length || this.#running || this.#scheduled) await new Promise((r) => setTimeout(r, 5));
  }

  push(item: T): void {
    if (this.#queue.length === 0) this.#oldest = performance.now();
    this.#queue.push(item);
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#running < this.#inFlight && this.#queue.length) {
      if (this.#running > 0 && !this.#spareDue()) return;
      // (#oldest stays: the items left behind count as waiting since then, which at worst starts a spare batch early)
      const batch = this.#queue.splice(0, this.#maxBatch);
      this.#running++;
      void this.#run(batch).finally(() => {
        this.#running--;
        this.#pump();
      });
    }
  }

  /** Whether a further batch may start now; if not yet, a timer pumps again when it may. */
  #spareDue(): boolean {
    const spare = this.#spare;
    if (!spare || this.#queue.length >= spare.minItems) return true;
    const wait = this.#oldest + spare.maxWaitMs - performance.now();
    if (wait <= 0) return true;
    if (!this.#spareTimer) {
      this.#spareTimer = setTimeout(() => {
        this.#spareTimer = null;
        this.#pump();
      }, Math.ceil(wait));
    }
    return false;
  }
}
