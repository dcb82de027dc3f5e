import { ErrorCode, ImError } from '../../../../protocol/errors.ts';
import { PROTOCOL_VERSION, isEventFrame } from '../../../../protocol/frames.ts';
import type { EventFrame, ServerFrame } from '../../../../protocol/frames.ts';
import type { OpMap, OpName } from '../../../../protocol/ops.ts';

export type NetState = 'connecting' | 'connected' | 'disconnected';

export interface ConnectionOptions {
  /** ws:// or wss:// URL of the service's WebSocket endpoint. */
  url: string;
  onEvent(frame: EventFrame): void;
  onState(state: NetState): void;
  /** Runs after every (re)connect before the connection counts as up: login, catch-up, resend. */
  onOpen(): Promise<void>;
  /** Called when onOpen fails with a non-network error (e.g. an expired signature): no more retries. */
  onFatal(err: ImError): void;
  requestTimeoutMs?: number;
  /** Backoff: min(maxDelay, base * 2^attempt) with full jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

interface Pending {
  resolve(value: unknown): void;
  reject(err: ImError): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The one WebSocket to the service, in the browser and in Node 24 (global WebSocket). Requests carry ids and
 * resolve with their response; when the socket drops every pending request fails with NETWORK and the
 * connection reconnects with exponential backoff and jitter until stopped.
 */
export class Connection {
  #opts: ConnectionOptions;
  #ws: WebSocket | null = null;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #attempt = 0;
  #stopped = true;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #state: NetState = 'disconnected';
  #up = false;
  #paused = false;

  constructor(opts: ConnectionOptions) {
    this.#opts = opts;
  }

  get state(): NetState {
    return this.#state;
  }
  /** True once onOpen has finished on the current socket. */
  get isUp(): boolean {
    return this.#up;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    const ws = this.#ws;
    this.#ws = null;
    if (ws) ws.close(1000, 'client stop');
    this.#failAll();
    this.#setState('disconnected');
  }

  /** Drops the socket as if the network failed; it reconnects with backoff. */
  drop(): void {
    this.#ws?.close(4000, 'dropped');
  }

  /** Offline (the browser's 'offline' event): close and stop retrying until resume(). */
  pause(): void {
    if (this.#stopped) return;
    this.#paused = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    const ws = this.#ws;
    if (!ws) return this.#setState('disconnected');
    // done with at once: over a dead network the close handshake (and onclose) may not come for a minute, and
    // resume() would wait for it
    this.#ws = null;
    this.#up = false;
    ws.close(4000, 'offline');
    this.#failAll();
    this.#setState('disconnected');
  }

  /** Online again: reconnect now. */
  resume(): void {
    if (!this.#paused) return;
    this.#paused = false;
    this.#attempt = 0;
    if (!this.#ws && !this.#stopped) this.#connect();
  }

  request<K extends OpName>(op: K, data: OpMap[K]['data']): Promise<OpMap[K]['result']> {
    const ws = this.#ws;
    if (!ws || ws.readyState !== 1) return Promise.reject(new ImError(ErrorCode.NETWORK));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new ImError(ErrorCode.TIMEOUT));
      }, this.#opts.requestTimeoutMs ?? 15_000);
      this.#pending.set(id, { resolve, reject, timer });
      ws.send(JSON.stringify({ v: PROTOCOL_VERSION, id, op, data }));
    });
  }

  #setState(state: NetState): void {
    if (state === this.#state) return;
    this.#state = state;
    this.#opts.onState(state);
  }

  #connect(): void {
    if (this.#stopped) return;
    this.#setState('connecting');
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.#opts.url);
    } catch {
      this.#scheduleRetry();
      return;
    }
    this.#ws = ws;
    ws.onopen = () => {
      this.#opts
        .onOpen()
        .then(() => {
          if (this.#ws !== ws) return;
          this.#attempt = 0;
          this.#up = true;
          this.#setState('connected');
        })
        .catch((err: unknown) => {
          if (err instanceof ImError && err.code !== ErrorCode.NETWORK && err.code !== ErrorCode.TIMEOUT) {
            this.#opts.onFatal(err);
            this.stop();
          } else ws.close(4000, 'open failed');
        });
    };
    ws.onmessage = (e: MessageEvent) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(e.data)) as ServerFrame;
      } catch {
        return;
      }
      if (isEventFrame(frame)) {
        this.#opts.onEvent(frame);
        return;
      }
      const pending = this.#pending.get(frame.id);
      if (!pending) return;
      this.#pending.delete(frame.id);
      clearTimeout(pending.timer);
      if (frame.code === 0) pending.resolve((frame as { data: unknown }).data);
      else pending.reject(new ImError(frame.code, (frame as { message: string }).message));
    };
    ws.onclose = () => {
      if (this.#ws !== ws) return;
      this.#ws = null;
      this.#up = false;
      this.#failAll();
      if (this.#stopped) return;
      this.#setState('disconnected');
      if (!this.#paused) this.#scheduleRetry();
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }

  #scheduleRetry(): void {
    if (this.#stopped || this.#paused) return;
    const base = this.#opts.baseDelayMs ?? 500;
    const cap = this.#opts.maxDelayMs ?? 30_000;
    const delay = Math.random() * Math.min(cap, base * 2 ** this.#attempt);
    this.#attempt = Math.min(this.#attempt + 1, 16);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      this.#connect();
    }, delay);
  }

  #failAll(): void {
    for (const p of this.#pending.values()) {
      clearTimeout(p.timer);
      p.reject(new ImError(ErrorCode.NETWORK));
    }
    this.#pending.clear();
  }
}
