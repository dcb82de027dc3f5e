import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

/** The load generator's processes (worker.ts), driven over IPC. */
export class Workers {
  readonly procs: ChildProcess[] = [];
  #next = 1;
  #pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();

  static async start(count: number): Promise<Workers> {
    const w = new Workers();
    await Promise.all(Array.from({ length: count }, () => w.#spawn()));
    return w;
  }

  #spawn(): Promise<void> {
    // BENCH_WORKER_NODE_OPTIONS (e.g. --cpu-prof) profiles the generator processes, like BENCH_SERVER_NODE_OPTIONS the servers.
    const execArgv = process.env.BENCH_WORKER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? [];
    const child = fork(new URL('./worker.ts', import.meta.url).pathname, [], {
      execPath: process.execPath,
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.procs.push(child);
    return new Promise((resolve, reject) => {
      child.on('message', (m: { ready?: boolean; id?: number; result?: unknown; error?: string }) => {
        if (m.ready) return resolve();
        const p = this.#pending.get(m.id!);
        if (!p) return;
        this.#pending.delete(m.id!);
        if (m.error) p.reject(new Error(m.error));
        else p.resolve(m.result);
      });
      child.once('exit', (code) => reject(new Error(`bench worker exited with ${code}`)));
    });
  }

  get pids(): number[] {
    return this.procs.map((p) => p.pid!);
  }

  /** Runs `op` on worker `w`. */
  ask<T>(w: number, op: string, args: Record<string, unknown> = {}): Promise<T> {
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.procs[w]!.send({ id, op, ...args });
    });
  }

  all<T>(op: string, args: (w: number) => Record<string, unknown>): Promise<T[]> {
    return Promise.all(this.procs.map((_, w) => this.ask<T>(w, op, args(w))));
  }

  /** Splits users [0, n) into contiguous even-sized ranges, one per worker. */
  ranges(n: number): [number, number][] {
    const per = Math.ceil(n / this.procs.length / 2) * 2;
    return this.procs.map((_, w) => [Math.min(n, w * per), Math.min(n, (w + 1) * per)] as [number, number]);
  }

  stop(): void {
    for (const p of this.procs) p.kill();
  }
}
