import { ErrorCode, ImError } from '../../../../protocol/errors.ts';
import { GOING_AWAY_CLOSE_CODE, PROTOCOL_VERSION, isEventFrame } from '../../../../protocol/frames.ts';
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
  /** Every frame sent ('out', before it is serialised) and received ('in', parsed): a debug hook (QA's frame log). */
  onFrame?(direction: 'in' | 'out', frame: unknown): void;
  /** A request without its answer by then fails with TIMEOUT; a socket not open by then is given up (default 15 s). */
  requestTimeoutMs?: number;
  /**
   * Heartbeat: a connected socket that brought nothing for this long is sent a `ping` (default 20 s; 0 = none);
   * no answer within heartbeatTimeoutMs (default 10 s) and the socket counts as lost. It catches a network gone
   * without a goodbye (Wi-Fi up, upstream dead) where the browser's 'offline' event never fires.
   */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
  /** Backoff: min(maxDelay, base * 2^attempt) with full jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * The server closed with GOING_AWAY_CLOSE_CODE (it restarts): the reconnect waits a random time in
   * [0, goingAwayJitterMs) (default 3 s), so that the clients of one instance spread over the others, not all at once.
   */
  goingAwayJitterMs?: number;
}

/**
 * How long before the next connect: after a server's going-away close, full jitter over goingAwayJitterMs (it is not
 * a failure: the attempt count starts again); otherwise min(maxDelay, base * 2^attempt) with full jitter.
 */
export function reconnectDelay(
  attempt: number,
  closeCode: number | undefined,
  opts: Pick<ConnectionOptions, 'baseDelayMs' | 'maxDelayMs' | 'goingAwayJitterMs'>,
  random: () => number = Math.random,
): number {
  if (closeCode === GOING_AWAY_CLOSE_CODE) return random() * (opts.goingAwayJitterMs ?? 3000);
  const base = opts.baseDelayMs ?? 500;
  const cap = opts.maxDelayMs ?? 30_000;
  return random() * Math.min(cap, base * 2 ** attempt);
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
  #heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  #probing = false;
  /** When the current socket last brought a frame (any frame proves it alive). */
  #heardAt = 0;

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
    if (this.#heartbeatTimer) clearTimeout(this.#heartbeatTimer);
    this.#heartbeatTimer = null;
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
    // gone now: offline, the close handshake may never finish, and the 'disconnected' state must not wait for it
    if (ws) this.#abandon(ws, 'offline');
    else this.#setState('disconnected');
  }

  /** Online again: reconnect now. */
  resume(): void {
    if (!this.#paused) return;
    this.#paused = false;
    this.#attempt = 0;
    if (!this.#ws && !this.#stopped) this.#connect();
  }

  request<K extends OpName>(op: K, data: OpMap[K]['data'], timeoutMs?: number): Promise<OpMap[K]['result']> {
    const ws = this.#ws;
    if (!ws || ws.readyState !== 1) return Promise.reject(new ImError(ErrorCode.NETWORK));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => {
          this.#pending.delete(id);
          reject(new ImError(ErrorCode.TIMEOUT));
        },
        timeoutMs ?? this.#opts.requestTimeoutMs ?? 15_000,
      );
      this.#pending.set(id, { resolve, reject, timer });
      const frame = { v: PROTOCOL_VERSION, id, op, data };
      this.#opts.onFrame?.('out', frame);
      ws.send(JSON.stringify(frame));
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
    // a handshake that never finishes (the network swallows it) would leave the socket 'connecting' for good
    const openTimer = setTimeout(() => this.#abandon(ws, 'open timeout'), this.#opts.requestTimeoutMs ?? 15_000);
    ws.onopen = () => {
      clearTimeout(openTimer);
      this.#heardAt = Date.now();
      this.#opts
        .onOpen()
        .then(() => {
          if (this.#ws !== ws) return;
          this.#attempt = 0;
          this.#up = true;
          this.#setState('connected');
          this.#scheduleHeartbeat(ws);
        })
        .catch((err: unknown) => {
          if (err instanceof ImError && err.code !== ErrorCode.NETWORK && err.code !== ErrorCode.TIMEOUT) {
            this.#opts.onFatal(err);
            this.stop();
          } else this.#abandon(ws, 'open failed');
        });
    };
    ws.onmessage = (e: MessageEvent) => {
      this.#heardAt = Date.now();
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(e.data)) as ServerFrame;
      } catch {
        return;
      }
      this.#opts.onFrame?.('in', frame);
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
    ws.onclose = (e: CloseEvent) => {
      clearTimeout(openTimer);
      this.#lost(ws, e.code);
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }

  /** Gives `ws` up now and closes it: on a dead network the close handshake may never finish, nobody waits for it. */
  #abandon(ws: WebSocket, reason: string): void {
    this.#lost(ws);
    ws.close(4000, reason);
  }

  /**
   * Checks the socket now, whatever the heartbeat's schedule (a call's media link just dropped, so the network may
   * be gone): a ping, and the socket is given up when no answer comes within heartbeatTimeoutMs.
   */
  probe(): void {
    const ws = this.#ws;
    if (!ws || !this.#up || this.#probing) return;
    this.#probing = true;
    void this.#ping(ws, 'probe timeout').finally(() => (this.#probing = false));
  }

  /** The next heartbeat check on `ws`: a ping only when nothing came from it for heartbeatMs. */
  #scheduleHeartbeat(ws: WebSocket): void {
    const every = this.#opts.heartbeatMs ?? 20_000;
    if (every <= 0 || this.#ws !== ws) return;
    const wait = Math.max(0, this.#heardAt + every - Date.now());
    this.#heartbeatTimer = setTimeout(() => {
      this.#heartbeatTimer = null;
      if (this.#ws !== ws) return;
      if (Date.now() - this.#heardAt < every) return this.#scheduleHeartbeat(ws);
      void this.#ping(ws, 'heartbeat timeout').then((alive) => alive && this.#scheduleHeartbeat(ws));
    }, wait);
  }

  /**
   * One ping on `ws`. True when it proved alive (an error answer, from a server without `ping`, counts too); no
   * answer within heartbeatTimeoutMs and the socket is given up (`reason`); false when it is gone either way.
   */
  async #ping(ws: WebSocket, reason: string): Promise<boolean> {
    try {
      await this.request('ping', {}, this.#opts.heartbeatTimeoutMs ?? 10_000);
      return true;
    } catch (err) {
      if (!(err instanceof ImError) || err.code === ErrorCode.NETWORK) return false; // the socket is gone already
      if (err.code !== ErrorCode.TIMEOUT) return true;
      this.#abandon(ws, reason);
      return false;
    }
  }

  /**
   * The current socket `ws` is gone (closed with `closeCode`, or dropped by pause()): pending requests fail, a retry
   * follows unless paused. A server going away (restart) is not a sign-out: the retry comes after a jittered pause.
   */
  #lost(ws: WebSocket, closeCode?: number): void {
    if (this.#ws !== ws) return;
    this.#ws = null;
    this.#up = false;
    if (this.#heartbeatTimer) clearTimeout(this.#heartbeatTimer);
    this.#heartbeatTimer = null;
    this.#failAll();
    if (this.#stopped) return;
    this.#setState('disconnected');
    if (closeCode === GOING_AWAY_CLOSE_CODE) this.#attempt = 0;
    if (!this.#paused) this.#scheduleRetry(closeCode);
  }

  #scheduleRetry(closeCode?: number): void {
    if (this.#stopped || this.#paused) return;
    const delay = reconnectDelay(this.#attempt, closeCode, this.#opts);
    if (closeCode !== GOING_AWAY_CLOSE_CODE) this.#attempt = Math.min(this.#attempt + 1, 16);
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
