import { ErrorCode, ImError } from '../../../../protocol/errors.ts';
import { WS_PATH } from '../../../../protocol/frames.ts';
import type { OpMap, OpName } from '../../../../protocol/ops.ts';
import { EVENT } from '../types.ts';
import type { ChatEngine, ChatResponse, Conversation, Message, MessageOptions } from '../types.ts';
import { Connection } from './connection.ts';
import type { NetState } from './connection.ts';
import { EventStream } from './event-stream.ts';
import type { StreamEvent } from './event-stream.ts';
import { conversationFromWire, draftMessage, fromWire } from './message-factory.ts';
import { Outbox } from './outbox.ts';
import { uploadFile } from './upload.ts';
import { SelfHostedOps } from './op-wrappers.ts';

export interface SelfHostedOptions {
  /** Base URL of our server (http(s)://host:port). */
  serverUrl: string;
  language?: string;
  /** Keep the conversation list and emit CONVERSATION_LIST_UPDATED (default true; load tools switch it off). */
  trackConversations?: boolean;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After a server's going-away close (a restart), the reconnect waits a random time below this (connection.ts; default 3 s). */
  goingAwayJitterMs?: number;
  requestTimeoutMs?: number;
  /** The socket's heartbeat (connection.ts): idle time before a ping (default 20 s, 0 = none), and its answer's limit. */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
}

type Handler = (event: { name: string; data: unknown }) => void;

/**
 * The self-hosted driver: the engine port over one WebSocket to our messaging service. Durable events carry
 * the user's event-log number; they are applied strictly in order, gaps filled with `sync`, and after a
 * reconnect everything after the last applied number is fetched (event-stream.ts). Unacknowledged messages stay
 * in an outbox and are resent, in order and with the same ID, after every reconnect (outbox.ts). This file:
 * the lifecycle, the events as the port's EVENTs, and the conversation list.
 */
export class SelfHostedChat extends SelfHostedOps implements ChatEngine {
  readonly kind = 'self' as const;
  #opts: SelfHostedOptions;
  #conn: Connection | null = null;
  #userID = '';
  #userSig = '';
  #open = false;
  #ready = false;
  #handlers = new Map<string, Set<Handler>>();
  #conversations: Conversation[] = [];
  #refreshTimer: ReturnType<typeof setTimeout> | null = null;
  #events = new EventStream({
    sync: (after) => this.#conn!.request('sync', { after, limit: 500 }),
    apply: (frame) => this.#apply(frame),
  });
  #outbox = new Outbox({
    isOpen: () => this.#open,
    me: () => this.#userID,
    sendMessage: (data) => (this.#conn ? this.#conn.request('sendMessage', data) : Promise.reject(new ImError(ErrorCode.NETWORK))),
    upload: (file, isImage, onProgress) => uploadFile(this.#opts.serverUrl, this.#userID, this.#userSig, file, isImage, onProgress),
    acknowledged: () => this.#scheduleRefresh(),
    logged: (seq, message) => this.#events.push({ ev: 'message', seq, data: message }),
  });

  constructor(opts: SelfHostedOptions) {
    super();
    this.#opts = opts;
  }

  protected call<K extends OpName>(op: K, data: OpMap[K]['data']): Promise<OpMap[K]['result']> {
    if (!this.#conn || !this.#open) return Promise.reject(new ImError(ErrorCode.NETWORK));
    return this.#conn.request(op, data);
  }
  protected me(): string {
    return this.#userID;
  }

  // ---- lifecycle -------------------------------------------------------------------------------------

  login(options: { userID: string; userSig: string }): Promise<ChatResponse> {
    if (this.#conn) this.#conn.stop();
    this.#userID = options.userID;
    this.#userSig = options.userSig;
    this.#events.reset();
    this.#ready = false;
    const url = this.#opts.serverUrl.replace(/^http/, 'ws').replace(/\/$/, '') + WS_PATH;
    return new Promise((resolve, reject) => {
      let settled = false;
      this.#conn = new Connection({
        url,
        requestTimeoutMs: this.#opts.requestTimeoutMs,
        baseDelayMs: this.#opts.baseDelayMs,
        maxDelayMs: this.#opts.maxDelayMs,
        goingAwayJitterMs: this.#opts.goingAwayJitterMs,
        heartbeatMs: this.#opts.heartbeatMs,
        heartbeatTimeoutMs: this.#opts.heartbeatTimeoutMs,
        onEvent: (frame) => this.#events.push(frame),
        onFrame: (direction, frame) => this.#debugFrame(direction, frame),
        onState: (state) => this.#onState(state),
        onOpen: async () => {
          await this.#onOpen();
          if (!settled) {
            settled = true;
            resolve({ code: 0, data: { repeatLogin: false } });
          }
        },
        onFatal: (err) => {
          if (err.code === ErrorCode.SIG_EXPIRED) this.#emit(EVENT.KICKED_OUT, { type: 'userSigExpired' });
          if (err.code === ErrorCode.SIG_REVOKED) this.#emit(EVENT.KICKED_OUT, { reason: 'revoked' });
          if (err.code === ErrorCode.ACCOUNT_DISABLED) this.#emit(EVENT.KICKED_OUT, { reason: 'disabled' });
          this.#emit(EVENT.ERROR, { code: err.code, message: err.message });
          if (!settled) {
            settled = true;
            reject(err);
          }
        },
      });
      this.#conn.start();
      this.#watchBrowserNetwork();
    });
  }

  #networkWatched = false;
  #watchBrowserNetwork(): void {
    if (this.#networkWatched || typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
    this.#networkWatched = true;
    window.addEventListener('offline', () => this.goOffline());
    window.addEventListener('online', () => this.goOnline());
  }

  renewUserSig(userSig: string): void {
    if (userSig) this.#userSig = userSig;
  }

  async uploadImage(file: Blob): Promise<string> {
    if (!this.#userID) throw new ImError(ErrorCode.NOT_LOGGED_IN);
    return (await uploadFile(this.#opts.serverUrl, this.#userID, this.#userSig, file, true)).url;
  }

  async logout(): Promise<ChatResponse> {
    const conn = this.#conn;
    if (conn && this.#open) await conn.request('logout', {}).catch(() => undefined);
    this.#teardown();
    return { code: 0, data: {} };
  }

  destroy(): Promise<void> {
    this.#teardown();
    this.#handlers.clear();
    return Promise.resolve();
  }

  #teardown(): void {
    this.#conn?.stop();
    this.#conn = null;
    this.#open = false;
    this.#ready = false;
    this.#outbox.rejectAll(new ImError(ErrorCode.NOT_LOGGED_IN));
    this.#events.stop();
    if (this.#refreshTimer) clearTimeout(this.#refreshTimer);
  }

  isReady(): boolean {
    return this.#ready;
  }
  getLoginUser(): string {
    return this.#userID;
  }
  probeConnection(): void {
    this.#conn?.probe();
  }
  /** Drops the socket as a network failure would (it reconnects with backoff). */
  simulateNetworkDrop(): void {
    this.#conn?.drop();
  }
  /** The browser's 'offline' / 'online' events: stay disconnected until online again, then catch up. */
  goOffline(): void {
    this.#conn?.pause();
  }
  goOnline(): void {
    this.#conn?.resume();
  }
  /** Messages sent but not yet acknowledged. */
  get unacknowledged(): number {
    return this.#outbox.size;
  }

  on(event: string, handler: Handler): void {
    let set = this.#handlers.get(event);
    if (!set) this.#handlers.set(event, (set = new Set()));
    set.add(handler);
  }
  off(event: string, handler: Handler): void {
    this.#handlers.get(event)?.delete(handler);
  }
  /** EVENT.DEBUG_FRAME, only while someone listens; a login's signature never leaves the driver. */
  #debugFrame(direction: 'in' | 'out', frame: unknown): void {
    if (!this.#handlers.get(EVENT.DEBUG_FRAME)?.size) return;
    const f = frame as { op?: string; data?: Record<string, unknown> };
    const shown = f.op === 'login' && f.data ? { ...f, data: { ...f.data, userSig: '…' } } : frame;
    this.#emit(EVENT.DEBUG_FRAME, { direction, frame: shown });
  }

  #emit(name: string, data: unknown): void {
    for (const h of this.#handlers.get(name) ?? []) {
      try {
        h({ name, data });
      } catch (err) {
        console.error(err);
      }
    }
  }

  async #onOpen(): Promise<void> {
    const conn = this.#conn!;
    const result = await conn.request('login', {
      userID: this.#userID,
      userSig: this.#userSig,
      ...(this.#opts.language ? { language: this.#opts.language } : {}),
    });
    this.#open = true;
    await this.#events.opened(result.headSeq);
    this.#outbox.resendAll();
    if (!this.#ready) {
      this.#ready = true;
      this.#emit(EVENT.SDK_READY, {});
    }
    this.#scheduleRefresh();
    this.#ringPending();
  }

  /** Call events are live only: after a (re)connect, calls still ringing for me ring again (CALL_CHANGED 'invited'). */
  #ringPending(): void {
    this.call('getCallList', {}).then(
      (r) => {
        for (const call of r.callList)
          if (call.members.some((m) => m.userID === this.#userID && m.state === 'invited'))
            this.#emit(EVENT.CALL_CHANGED, { action: 'invited', userID: call.inviter, call });
      },
      () => undefined,
    );
  }

  #onState(state: NetState): void {
    if (state !== 'connected') this.#open = false;
    if (state === 'disconnected' && this.#ready) this.#emit(EVENT.SDK_NOT_READY, {});
    if (state === 'connected' && !this.#ready) return;
    this.#emit(EVENT.NET_STATE_CHANGE, { state });
  }

  // ---- events as the port's EVENTs -----------------------------------------------------------------

  #apply(frame: StreamEvent): void {
    switch (frame.ev) {
      case 'message': {
        const w = frame.data;
        if (this.#outbox.knows(w.ID)) break;
        this.#emit(EVENT.MESSAGE_RECEIVED, [fromWire(w, this.#userID)]);
        this.#scheduleRefresh();
        break;
      }
      case 'messageRevoked': {
        const d = frame.data;
        this.#emit(EVENT.MESSAGE_REVOKED, [{ ID: d.messageID, conversationID: d.conversationID, isRevoked: true, revoker: d.revoker }]);
        this.#scheduleRefresh();
        break;
      }
      case 'messageDeleted':
        this.#emit(EVENT.MESSAGE_DELETED, frame.data);
        this.#scheduleRefresh();
        break;
      case 'messageReadReceipt':
        this.#emit(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, [{ ...frame.data }]);
        break;
      case 'messageReadByPeer':
        this.#emit(EVENT.MESSAGE_READ_BY_PEER, [frame.data]);
        break;
      case 'messageModified': {
        const d = frame.data;
        this.#emit(EVENT.MESSAGE_MODIFIED, [
          {
            ID: d.messageID,
            conversationID: d.conversationID,
            payload: d.payload,
            cloudCustomData: d.cloudCustomData,
            isModified: true,
            version: d.version,
          },
        ]);
        this.#scheduleRefresh();
        break;
      }
      case 'groupAttributesUpdated':
        this.#emit(EVENT.GROUP_ATTRIBUTES_UPDATED, { groupID: frame.data.groupID, groupAttributes: frame.data.groupAttributes });
        break;
      case 'messageReaction': {
        const d = frame.data;
        this.#emit(EVENT.MESSAGE_MODIFIED, [
          {
            ID: d.messageID,
            conversationID: d.conversationID,
            reactionList: [{ reactionID: d.reactionID, totalUserCount: d.totalUserCount, reactedByMyself: d.reactedByMyself }],
          },
        ]);
        break;
      }
      case 'conversationChanged':
        this.#scheduleRefresh();
        break;
      case 'groupChanged':
        this.#emit(EVENT.GROUP_CHANGED, frame.data);
        this.#emit(EVENT.GROUP_LIST_UPDATED, frame.data);
        this.#scheduleRefresh();
        break;
      case 'friendChanged':
        this.#emit(
          frame.data.action.startsWith('application') ? EVENT.FRIEND_APPLICATION_LIST_UPDATED : EVENT.FRIEND_LIST_UPDATED,
          frame.data,
        );
        break;
      case 'typing':
        this.#emit(EVENT.TYPING_STATUS, frame.data);
        break;
      case 'userStatus':
        this.#emit(EVENT.USER_STATUS_UPDATED, [frame.data]);
        break;
      case 'kickedOut':
        // the server ended this sign-in (revoked, disabled): no reconnect with the old signature
        this.#teardown();
        this.#emit(EVENT.KICKED_OUT, frame.data);
        break;
      case 'call':
        this.#emit(EVENT.CALL_CHANGED, frame.data);
        break;
      case 'callSignal':
        this.#emit(EVENT.CALL_SIGNAL, frame.data);
        break;
      case 'noop':
        break;
      default:
        ignoreUnknown(frame);
    }
  }

  #scheduleRefresh(): void {
    if (this.#opts.trackConversations === false || this.#refreshTimer) return;
    this.#refreshTimer = setTimeout(() => {
      this.#refreshTimer = null;
      void this.getConversationList().then(
        (r) => {
          this.#emit(EVENT.CONVERSATION_LIST_UPDATED, r.data.conversationList);
          this.#emit(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, this.getTotalUnreadMessageCount());
        },
        () => undefined,
      );
    }, 50);
  }

  async getConversationList(): Promise<ChatResponse<{ conversationList: Conversation[] }>> {
    const r = await this.call('getConversationList', {});
    this.#conversations = r.conversationList.map((c) => conversationFromWire(c, this.#userID));
    return { code: 0, data: { conversationList: this.#conversations } };
  }
  getTotalUnreadMessageCount(): number {
    return this.#conversations.reduce((n, c) => n + (c.isMuted ? 0 : c.unreadCount), 0);
  }

  // ---- sending ---------------------------------------------------------------------------------------

  protected draft(type: string, options: MessageOptions): Message {
    const message = draftMessage(type, this.#userID, options);
    this.#outbox.watchProgress(message, options.onProgress);
    return message;
  }

  sendMessage(message: Message): Promise<ChatResponse<{ message: Message }>> {
    return this.#outbox.send(message);
  }
  resendMessage(message: Message): Promise<ChatResponse<{ message: Message }>> {
    return this.sendMessage(message);
  }

  async getMessageList(options: { conversationID: string; nextReqMessageID?: string; count?: number }) {
    const r = await this.call('getMessageList', options);
    return { code: 0 as const, data: { ...r, messageList: r.messageList.map((w) => fromWire(w, this.#userID)) } };
  }
}

/**
 * #apply has a case for every event of protocol/ops.ts EventMap, so an event added there fails to compile until
 * it is handled. At run time an event this client does not know (a newer server's) is ignored.
 */
function ignoreUnknown(_frame: never): void {
  return;
}
