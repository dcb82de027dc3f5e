import { Worker } from 'node:worker_threads';
import type { PgliteError, PgliteRequest, PgliteResponse, PgliteStartup } from './pglite-worker.ts';

export interface PgliteQueryResult {
  rows: unknown[];
  affectedRows: number | undefined;
}

function toError(fields: PgliteError): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * The server's handle on the embedded database running in its own worker thread (pglite-worker.ts). Queries are
 * posted with an id and answered in order; a PostgreSQL error comes back as an Error with the same fields
 * (code, constraint, ...). If the thread dies, every waiting and later query fails with the reason.
 */
export class PgliteThread {
  #worker: Worker;
  #next = 1;
  #pending = new Map<number, { resolve(r: PgliteResponse): void; reject(e: Error): void }>();
  #dead: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (r: PgliteResponse) => {
      const waiter = this.#pending.get(r.id);
      this.#pending.delete(r.id);
      waiter?.resolve(r);
    });
    const die = (reason: Error) => {
      this.#dead ??= reason;
      for (const w of this.#pending.values()) w.reject(this.#dead);
      this.#pending.clear();
    };
    worker.on('error', (err) => die(new Error(`embedded database thread failed: ${err.message}`)));
    worker.on('exit', (code) => die(new Error(`embedded database thread exited (${code})`)));
  }

  /** Starts the thread and opens PGlite in `dir` (`memory://` for an in-memory database). */
  static start(dir: string): Promise<PgliteThread> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dir } });
    return new Promise((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`embedded database thread exited (${code}) while starting`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (m: PgliteStartup) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if ('failed' in m) {
          void worker.terminate();
          reject(toError(m.failed));
        } else resolve(new PgliteThread(worker));
      });
    });
  }

  #send(req: PgliteRequest): Promise<PgliteResponse> {
    if (this.#dead) return Promise.reject(this.#dead);
    return new Promise((resolve, reject) => {
      this.#pending.set(req.id, { resolve, reject });
      this.#worker.postMessage(req);
    });
  }

  async query(sql: string, params: unknown[]): Promise<PgliteQueryResult> {
    const r = await this.#send({ id: this.#next++, op: 'query', sql, params });
    if ('error' in r) throw toError(r.error);
    if ('rows' in r) return { rows: r.rows, affectedRows: r.affectedRows };
    throw new Error('embedded database closed');
  }

  /** Closes PGlite (its files are consistent afterwards) and ends the thread. */
  async close(): Promise<void> {
    if (this.#dead) return;
    await this.#send({ id: this.#next++, op: 'close' });
    await new Promise<void>((resolve) => (this.#dead ? resolve() : this.#worker.once('exit', () => resolve())));
  }
}
