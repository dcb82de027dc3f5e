import { ErrorCode, ImError } from '../../../../protocol/errors.ts';
import type { OpMap } from '../../../../protocol/ops.ts';
import { TYPES } from '../types.ts';
import type { ChatResponse, Message } from '../types.ts';
import { fromWire } from './message-factory.ts';
import type { UploadProgress } from './upload.ts';

export interface OutboxHost {
  isOpen(): boolean;
  me(): string;
  sendMessage(data: OpMap['sendMessage']['data']): Promise<OpMap['sendMessage']['result']>;
  upload(file: Blob, isImage: boolean, onProgress: UploadProgress): Promise<{ url: string }>;
  /** A message was acknowledged (the conversation list changed). */
  acknowledged(): void;
  /** The ack named the message's number in this user's event log: this socket gets no event for it. */
  logged(seq: number, message: OpMap['sendMessage']['result']['message']): void;
}

interface Outgoing {
  message: Message;
  gen: number;
  resolve(r: ChatResponse<{ message: Message }>): void;
  reject(e: ImError): void;
}

const MEDIA = new Set<string>([TYPES.MSG_IMAGE, TYPES.MSG_FILE, TYPES.MSG_VIDEO, TYPES.MSG_AUDIO]);
const RECENT = 2000;

/**
 * Messages sent but not yet acknowledged. Each is transmitted once per connection (generation); a network
 * failure leaves it here until the next connection, a timeout retransmits it, any other error fails it. After
 * every reconnect all of them are resent in order with the same IDs (the server ignores duplicates). Media
 * are uploaded first (progress reported through the onProgress given when the message was created).
 */
export class Outbox {
  #host: OutboxHost;
  #entries = new Map<string, Outgoing>();
  #recentlySent = new Set<string>();
  #gen = 0;
  /** onProgress of media messages created here, by message ID, until the upload is done. */
  #progressHandlers = new Map<string, (progress: number) => void>();

  constructor(host: OutboxHost) {
    this.#host = host;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Is this (echoed) message one of ours, pending or recently acknowledged? */
  knows(id: string): boolean {
    return this.#entries.has(id) || this.#recentlySent.has(id);
  }

  watchProgress(message: Message, onProgress: ((progress: number) => void) | undefined): void {
    if (onProgress && MEDIA.has(message.type)) this.#progressHandlers.set(message.ID, onProgress);
  }

  send(message: Message): Promise<ChatResponse<{ message: Message }>> {
    message.status = 'unSend';
    return new Promise((resolve, reject) => {
      const entry: Outgoing = { message, gen: -1, resolve, reject };
      this.#entries.set(message.ID, entry);
      if (this.#host.isOpen()) this.#transmit(entry);
    });
  }

  /** A new connection is up: transmit everything unacknowledged, in order. */
  resendAll(): void {
    this.#gen += 1;
    for (const o of this.#entries.values()) this.#transmit(o);
  }

  rejectAll(err: ImError): void {
    for (const o of this.#entries.values()) o.reject(err);
    this.#entries.clear();
  }

  #transmit(entry: Outgoing): void {
    if (entry.gen === this.#gen) return;
    entry.gen = this.#gen;
    const m = entry.message;
    void (async () => {
      const source = m.payload as Record<string, unknown>;
      if (MEDIA.has(m.type) && source.file instanceof Blob && !source.url) {
        const onProgress = this.#progressHandlers.get(m.ID);
        const uploaded = await this.#host.upload(source.file, m.type === TYPES.MSG_IMAGE, (p) => {
          m.progress = p;
          onProgress?.(p);
        });
        const { file: _file, ...rest } = source;
        m.payload = { ...rest, url: uploaded.url };
        this.#progressHandlers.delete(m.ID);
      }
      const payload = { ...(m.payload as Record<string, unknown>) };
      delete payload.atUserList;
      return this.#host.sendMessage({
        clientMsgID: m.ID,
        to: m.to,
        conversationType: m.conversationType as 'C2C' | 'GROUP',
        type: m.type,
        payload,
        cloudCustomData: m.cloudCustomData || undefined,
        needReadReceipt: m.needReadReceipt || undefined,
        atUserList: m.atUserList.length ? m.atUserList : undefined,
      });
    })().then(
      (r) => {
        this.#entries.delete(m.ID);
        this.#remember(m.ID);
        if (r.seq !== undefined) this.#host.logged(r.seq, r.message);
        Object.assign(m, fromWire(r.message, this.#host.me()));
        entry.resolve({ code: 0, data: { message: m } });
        this.#host.acknowledged();
      },
      (err: unknown) => {
        const e = err instanceof ImError ? err : new ImError(ErrorCode.NETWORK, String(err));
        if (e.code === ErrorCode.NETWORK) return; // stays in the outbox; resent after reconnect
        if (e.code === ErrorCode.TIMEOUT) {
          entry.gen = -1;
          if (this.#host.isOpen()) this.#transmit(entry);
          return;
        }
        this.#entries.delete(m.ID);
        this.#progressHandlers.delete(m.ID);
        m.status = 'fail';
        entry.reject(e);
      },
    );
  }

  #remember(id: string): void {
    this.#recentlySent.add(id);
    if (this.#recentlySent.size > RECENT) this.#recentlySent.delete(this.#recentlySent.values().next().value!);
  }
}
