import { availableParallelism } from 'node:os';

/**
 * Bounds the password checks running at once. Each scrypt check takes ~60 ms of a libuv thread-pool thread and
 * 16 MB; unbounded, a burst of sign-ins fills the pool (4 threads), and the file reads and compression of every
 * other request wait behind it. At most `concurrency` checks run (default: one per core beyond the first, at
 * most 2), `maxWaiting` more wait in order; beyond that `run` answers null (the route answers 429).
 */
export class VerifySlots {
  readonly #concurrency: number;
  readonly #maxWaiting: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(concurrency = Math.min(2, Math.max(1, availableParallelism() - 1)), maxWaiting = 32) {
    this.#concurrency = concurrency;
    this.#maxWaiting = maxWaiting;
  }

  /** Runs `task` in a slot, or returns null when too many already wait. */
  run<T>(task: () => Promise<T>): Promise<T> | null {
    if (this.#running >= this.#concurrency && this.#waiting.length >= this.#maxWaiting) return null;
    return this.#acquire().then(async () => {
      try {
        return await task();
      } finally {
        this.#release();
      }
    });
  }

  /** Checks running and waiting (for tests). */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  #acquire(): Promise<void> {
    if (this.#running < this.#concurrency) {
      this.#running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running--;
  }
}
