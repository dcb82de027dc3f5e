import type { EventFrame } from '../../../../protocol/frames.ts';
import type { OpMap, SyncedEvent } from '../../../../protocol/ops.ts';

/** An event the stream applies: pushed on the socket, or read back by `sync` (which may be a `noop`). */
export type StreamEvent = EventFrame | SyncedEvent;

export interface EventStreamHost {
  /** One page of the user's event log after `after` (the `sync` op). */
  sync(after: number): Promise<OpMap['sync']['result']>;
  /** Applies one event (durable ones strictly in log order, each once). */
  apply(frame: StreamEvent): void;
}

/** How long a gap in the event numbers may stay open before `sync` fills it. */
const GAP_WAIT_MS = 200;

/**
 * Catch-up and ordering of the server's events. Durable events carry the user's event-log number: they are
 * applied strictly in order, each once; a gap is filled with `sync` when it stays open, and after a reconnect
 * everything after the last applied number is fetched. Ephemeral events (typing, status) apply at once.
 */
export class EventStream {
  #host: EventStreamHost;
  #lastSeq: number | null = null;
  #pending = new Map<number, StreamEvent>();
  #gapTimer: ReturnType<typeof setTimeout> | null = null;
  #syncing: Promise<void> | null = null;

  constructor(host: EventStreamHost) {
    this.#host = host;
  }

  /** A new login: nothing applied yet (the first open starts at the server's head). */
  reset(): void {
    this.#lastSeq = null;
    this.#pending.clear();
    this.stop();
  }

  stop(): void {
    if (this.#gapTimer) clearTimeout(this.#gapTimer);
    this.#gapTimer = null;
  }

  /** After every login on a socket: the first starts at `headSeq`, later ones catch up from the last applied event. */
  async opened(headSeq: number): Promise<void> {
    if (this.#lastSeq === null) this.#lastSeq = headSeq;
    else await this.sync();
  }

  push(frame: EventFrame): void {
    if (frame.seq === undefined) {
      this.#host.apply(frame);
      return;
    }
    if (this.#lastSeq === null || frame.seq <= this.#lastSeq) return;
    this.#pending.set(frame.seq, frame);
    this.#drain();
    if (this.#pending.size && !this.#gapTimer) this.#gapTimer = setTimeout(() => void this.sync(), GAP_WAIT_MS);
  }

  #drain(): void {
    for (let next = this.#pending.get(this.#lastSeq! + 1); next; next = this.#pending.get(this.#lastSeq + 1)) {
      this.#pending.delete(next.seq!);
      this.#lastSeq = next.seq!;
      this.#host.apply(next);
    }
    if (this.#pending.size === 0 && this.#gapTimer) {
      clearTimeout(this.#gapTimer);
      this.#gapTimer = null;
    }
  }

  /** Fetches logged events after the last applied one until none are left (catch-up and gap repair). */
  sync(): Promise<void> {
    if (this.#syncing) return this.#syncing;
    this.#gapTimer = null;
    this.#syncing = (async () => {
      try {
        for (;;) {
          const page = await this.#host.sync(this.#lastSeq ?? 0);
          for (const e of page.events) if (e.seq > this.#lastSeq!) this.#pending.set(e.seq, e);
          this.#drain();
          if (page.isCompleted) break;
        }
        // Events below what the log returned can no longer arrive; anything left waits for the next gap check.
      } finally {
        this.#syncing = null;
      }
    })();
    return this.#syncing;
  }
}
