import { randomUUID } from 'node:crypto';
import type { WebSocket } from '@fastify/websocket';
import { DEFAULT_LOCALE, isLocale } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { PROTOCOL_VERSION, parseRequestFrame } from '../../../protocol/frames.ts';
import type { RequestFrame } from '../../../protocol/frames.ts';
import { REQUEST_SHAPES, isOpName } from '../../../protocol/ops.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import { checkShape, isAvatarField, valueProblem } from '../../../protocol/validate.ts';
import { translate } from '../../i18n/messages.ts';
import { isConnectionLoss } from '../../db/connection-errors.ts';
import type { Im } from '../context.ts';
import { headSeq } from '../event-log.ts';
import { handlers } from './handlers.ts';
import type { Handler } from './handlers.ts';
import type { HubSession } from './hub.ts';
import { localizedError } from '../texts.ts';

const LOGIN_TIMEOUT_MS = 10_000;
/** A client that does not read its socket is dropped (it catches up with sync after reconnecting). */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
const MAX_FRAME_CHARS = 64 * 1024;

/**
 * One WebSocket: login first, then requests dispatched to handlers, every request's data checked against its
 * shape (protocol/ops.ts) before a handler sees it; events from the hub written to the socket.
 */
/** What the session needs of the TCP socket under its WebSocket: holding writes back until the turn ends. */
type Corkable = { cork(): void; uncork(): void };

export class Session implements HubSession {
  readonly id = randomUUID();
  userId = '';
  sigEpoch = 0;
  locale: Locale = DEFAULT_LOCALE;
  #ws: WebSocket;
  #im: Im;
  #loginTimer: NodeJS.Timeout;
  #pingTimer: NodeJS.Timeout | null = null;
  /** Heard from the client (a pong or a frame) since the last ping. */
  #heard = true;
  #closed = false;
  #corked = false;
  readonly #tcp: Corkable | undefined;
  /** Sends from one socket commit in the order they arrived (pipelined clients keep their order). */
  #sendChain: Promise<unknown> = Promise.resolve();

  constructor(ws: WebSocket, im: Im, tcp?: Corkable) {
    this.#ws = ws;
    this.#tcp = tcp;
    this.#im = im;
    this.#loginTimer = setTimeout(() => this.close(4001, 'login timeout'), LOGIN_TIMEOUT_MS);
    const pingMs = im.cfg.socketPingSeconds * 1000;
    if (pingMs > 0) this.#pingTimer = setInterval(() => this.#ping(), pingMs);
    ws.on('pong', () => (this.#heard = true));
    ws.on('message', (raw: unknown, isBinary: boolean) => {
      this.#heard = true;
      const request = this.#onFrame(!isBinary && Buffer.isBuffer(raw) ? raw.toString() : '');
      im.requests.add(request);
      void request.finally(() => im.requests.delete(request));
    });
    ws.on('close', () => this.#cleanup());
    ws.on('error', () => this.#cleanup());
  }

  sendText(text: string): void {
    if (this.#closed) return;
    if (this.#ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(4008, 'slow consumer');
      return;
    }
    this.#cork();
    this.#ws.send(text);
  }

  /**
   * Frames written in the same event-loop turn (a send's ack and its own echo event, a burst of events)
   * leave in one write instead of one system call each: the TCP socket is corked until setImmediate.
   */
  #cork(): void {
    if (this.#corked) return;
    const raw = this.#tcp;
    if (!raw) return;
    this.#corked = true;
    raw.cork();
    setImmediate(() => {
      this.#corked = false;
      raw.uncork();
    });
  }

  /** A socket silent since the last ping is gone (its network dropped without closing it): closed at once. */
  #ping(): void {
    if (this.#closed) return;
    if (!this.#heard) {
      this.#ws.terminate();
      this.#cleanup();
      return;
    }
    this.#heard = false;
    this.#ws.ping();
  }

  close(code: number, reason: string): void {
    if (this.#closed) return;
    this.#ws.close(code, reason);
    this.#cleanup();
  }

  #cleanup(): void {
    if (this.#closed) return;
    this.#closed = true;
    clearTimeout(this.#loginTimer);
    if (this.#pingTimer) clearInterval(this.#pingTimer);
    if (this.userId) {
      this.#im.hub.remove(this);
      this.#im.calls.sessionClosed(this.userId, this.id);
    }
  }

  #reply(id: number, data: unknown): void {
    this.sendText(JSON.stringify({ id, code: 0, data }));
  }

  #fail(id: number, err: unknown): void {
    let code: number = ErrorCode.INTERNAL;
    if (err instanceof ImError) code = err.code;
    else if (isConnectionLoss(err)) {
      // the database is away: a clear "try again shortly", not an internal error (the pool reconnects by itself)
      code = ErrorCode.UNAVAILABLE;
      this.#im.log.warn({ err: String(err) }, 'messaging request failed: database unavailable');
    } else this.#im.log.error({ err }, 'messaging request failed');
    const message = localizedError(this.locale, code, err instanceof ImError ? err.message : '');
    this.sendText(JSON.stringify({ id, code, message }));
  }

  async #onFrame(text: string): Promise<void> {
    const frame = text.length <= MAX_FRAME_CHARS ? parseRequestFrame(text) : null;
    if (!frame) {
      this.sendText(
        JSON.stringify({
          id: -1,
          code: ErrorCode.BAD_REQUEST,
          message: localizedError(this.locale, ErrorCode.BAD_REQUEST, 'malformed frame'),
        }),
      );
      return;
    }
    try {
      if (frame.v !== PROTOCOL_VERSION) throw new ImError(ErrorCode.UNSUPPORTED_VERSION);
      if (!isOpName(frame.op)) throw new ImError(ErrorCode.BAD_REQUEST, `unknown op ${frame.op}`);
      const bad = checkShape(frame.data, REQUEST_SHAPES[frame.op]);
      if (bad && valueProblem(Object.hasOwn(frame.data, bad) ? frame.data[bad] : undefined) === 'badText')
        throw new ImError(ErrorCode.BAD_REQUEST, translate(this.locale, 'im.badText', { field: bad }));
      if (bad && isAvatarField(REQUEST_SHAPES[frame.op], bad))
        throw new ImError(ErrorCode.BAD_REQUEST, translate(this.locale, 'im.badAvatar', { field: bad }));
      if (bad) throw new ImError(ErrorCode.BAD_REQUEST, `invalid field: ${bad}`);
      if (frame.op === 'sendMessage') {
        const started = performance.now();
        const run = this.#sendChain.then(() => this.#dispatch(frame));
        this.#sendChain = run.catch(() => undefined);
        this.#reply(frame.id, await run);
        this.#im.metrics.ackSeconds.observe((performance.now() - started) / 1000);
      } else this.#reply(frame.id, await this.#dispatch(frame));
    } catch (err) {
      this.#fail(frame.id, err);
    }
  }

  async #dispatch(frame: RequestFrame): Promise<unknown> {
    if (frame.op === 'ping') return {};
    if (frame.op === 'login') {
      const login = this.#login(frame.data as OpMap['login']['data']);
      void login.then(
        () => this.#im.metrics.logins.inc({ result: 'ok' }),
        () => this.#im.metrics.logins.inc({ result: 'refused' }),
      );
      return login;
    }
    if (!this.userId) throw new ImError(ErrorCode.NOT_LOGGED_IN);
    if (frame.op === 'logout') {
      setTimeout(() => this.close(1000, 'logout'), 10);
      return {};
    }
    const handler = handlers[frame.op as keyof typeof handlers] as Handler<'sync'> | undefined;
    if (!handler) throw new ImError(ErrorCode.BAD_REQUEST, `unknown op ${frame.op}`);
    return handler(this.#im, { userId: this.userId, sessionId: this.id, locale: this.locale }, frame.data as OpMap['sync']['data']);
  }

  async #login(d: OpMap['login']['data']): Promise<OpMap['login']['result']> {
    if (isLocale(d.language)) this.locale = d.language;
    if (this.userId) throw new ImError(ErrorCode.BAD_REQUEST, 'already logged in');
    // the signature, and the account's standing: its kind, not disabled, not revoked (people/credentials.ts)
    const check = await this.#im.credentials.check(d.userID, d.userSig);
    if (!check.ok) throw new ImError(check.code);
    if (this.#im.hub.count(d.userID) >= this.#im.cfg.maxConnectionsPerUser) throw new ImError(ErrorCode.TOO_MANY_CONNECTIONS);
    if (!check.profile) await this.#im.accounts.ensure(d.userID);
    this.userId = d.userID;
    this.sigEpoch = check.epoch;
    clearTimeout(this.#loginTimer);
    if (this.#closed) return Promise.reject(new ImError(ErrorCode.NOT_LOGGED_IN));
    // revoked while this login was under way (the hub saw the kick after the check above)
    if (!this.#im.hub.add(this)) {
      this.userId = '';
      throw new ImError(ErrorCode.SIG_REVOKED);
    }
    const profile = check.profile;
    if (profile) this.#im.accounts.remember(profile);
    return {
      userID: d.userID,
      headSeq: await headSeq(this.#im.db, d.userID),
      serverTime: Math.floor(Date.now() / 1000),
      profile: profile ?? { userID: d.userID, nick: '', avatar: '', selfSignature: '' },
    };
  }
}
