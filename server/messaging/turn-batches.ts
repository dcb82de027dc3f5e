/**
 * Gathers work that arrives in one event-loop turn into batches. The first item of a turn schedules a pump on
 * setImmediate, so every item pushed in this turn joins the same batch; at most `inFlight` batches of at most
 * `maxBatch` items run at once, and items arriving meanwhile wait for the next one. (On PGlite a query runs
 * synchronously, so without the setImmediate nothing would ever wait and every batch would hold one item.)
 * `run` answers its items itself and must not reject.
 */
export class TurnBatches<T> {
  readonly #queue: T[] = [];
  readonly #run: (batch: T[]) => Promise<void>;
  readonly #inFlight: number;
  readonly #maxBatch: number;
  #running = 0;
  #scheduled = false;

  constructor(run: (batch: T[]) => Promise<void>, inFlight: number, maxBatch: number) {
    this.#run = run;
    this.#inFlight = Math.max(1, inFlight);
    this.#maxBatch = Math.max(1, maxBatch);
  }

  push(item: T): void {
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
      const batch = this.#queue.splice(0, this.#maxBatch);
      this.#running++;
      void this.#run(batch).finally(() => {
        this.#running--;
        this.#pump();
      });
    }
  }
}
