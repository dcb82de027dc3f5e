import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isConnectionLoss } from '../../db/connection-errors.ts';
import { advanceInbox, claimInbox, inboxProgress, readInbox, releaseInbox } from './cursor.ts';
import type { InboxEvent } from './cursor.ts';

/** A committed one-to-one message between a service account (the inbox) and someone else, as the desk reads it. */
export interface InboxMessage {
  inbox: string;
  /** The other user (a visitor, or a partner's user). */
  peer: string;
  /** True when the peer wrote it, false when the inbox did. */
  fromPeer: boolean;
  /** im_message.id: the same message handled again (after a crash) is known by it. */
  messageId: number;
  clientId: string;
  type: string;
  payload: Record<string, unknown>;
  /** When it was committed. */
  at: Date;
}

const BATCH = 100;

/**
 * The desk's subscription to its inboxes' messages (issue #31.3), off the message path: the commit only wakes
 * it (`poke`, never awaited), and it reads each inbox's event log past the desk's cursor (cursor.ts), in order,
 * handing every message to the desk once per pass and moving the cursor after each. At least once: an instance
 * dying between a message and its cursor leaves it to be handled again, so the desk's effects are idempotent by
 * message. One instance at a time holds an inbox (a lease renewed at each step); a message whose instance found
 * the inbox held is seen by the holder when it lets go. The desk's sweep pokes it too (after a crash, a lost wake).
 */
export class DeskSubscriber {
  readonly #db: Kysely<Database>;
  readonly #inboxes: readonly string[];
  readonly #handle: (m: InboxMessage) => Promise<void>;
  readonly #log: FastifyBaseLogger;
  readonly #holder = randomUUID();
  #paused: boolean;
  #stopped = false;
  #again = false;
  #running: Promise<void> | undefined;

  constructor(
    db: Kysely<Database>,
    inboxes: readonly string[],
    handle: (m: InboxMessage) => Promise<void>,
    log: FastifyBaseLogger,
    options: { paused?: boolean } = {},
  ) {
    this.#db = db;
    this.#inboxes = inboxes;
    this.#handle = handle;
    this.#log = log;
    this.#paused = options.paused ?? false;
  }

  /** Something may have been committed: a pass runs (or runs again after the current one). */
  poke(): void {
    if (this.#paused || this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#passes()
      .catch((err: unknown) => {
        if (isConnectionLoss(err)) this.#log.warn('desk: the database is unavailable; the next pass retries');
        else this.#log.error({ err }, 'desk: pass failed');
      })
      .finally(() => (this.#running = undefined));
  }

  /** Tests: holds the desk back after the message it is at (resolves then); nothing is handled until `resume`. */
  async pause(): Promise<void> {
    this.#paused = true;
    await this.#running;
  }

  resume(): void {
    this.#paused = false;
    this.poke();
  }

  /** Shutdown: the current message finishes, nothing more starts. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#running;
  }

  /** Resolves once everything committed to the inboxes before the call is handled (by any instance), or throws after `timeoutMs`. */
  async settled(timeoutMs = 10_000): Promise<void> {
    const targets = await Promise.all(this.#inboxes.map(async (inbox) => (await inboxProgress(this.#db, inbox)).head));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const progress = await Promise.all(this.#inboxes.map((inbox) => inboxProgress(this.#db, inbox)));
      if (progress.every((p, i) => p.cursor >= targets[i]!)) return;
      if (Date.now() > deadline) throw new Error('desk: not settled in time');
      this.poke();
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async #passes(): Promise<void> {
    do {
      this.#again = false;
      for (const inbox of this.#inboxes) await this.#drain(inbox);
    } while (this.#again && !this.#paused && !this.#stopped);
  }

  /** Handles the inbox's new messages while this instance holds it; again when more came meanwhile. */
  async #drain(inbox: string): Promise<void> {
    for (;;) {
      let cursor = await claimInbox(this.#db, inbox, this.#holder);
      if (cursor === null) return; // another instance handles it, and looks again when it lets go
      try {
        cursor = await this.#handleAll(inbox, cursor);
      } finally {
        await releaseInbox(this.#db, inbox, this.#holder);
      }
      if (cursor === null || this.#paused || this.#stopped) return;
      // a message committed on an instance that found this one holding the inbox
      if ((await inboxProgress(this.#db, inbox)).head <= cursor) return;
    }
  }

  /** The cursor when the log is read to its end; null when paused, stopping or the lease was lost. */
  async #handleAll(inbox: string, from: number): Promise<number | null> {
    let cursor = from;
    for (;;) {
      const events = await readInbox(this.#db, inbox, cursor, BATCH);
      if (events.length === 0) return cursor;
      for (const event of events) {
        if (this.#paused || this.#stopped) return null;
        const message = this.#messageOf(inbox, event);
        if (message) await this.#handleOne(message);
        // events that are no messages of the desk's are passed over together with the next message
        if (!message && event !== events.at(-1)) continue;
        if (!(await advanceInbox(this.#db, inbox, this.#holder, event.seq))) return null;
        cursor = event.seq;
      }
    }
  }

  async #handleOne(message: InboxMessage): Promise<void> {
    try {
      await this.#handle(message);
    } catch (err) {
      // the database away, or shutting down: handled again later; anything else would fail each time
      if (isConnectionLoss(err) || this.#stopped) throw err;
      this.#log.error({ err, messageId: message.messageId }, 'desk: message not recorded');
    }
  }

  #messageOf(inbox: string, event: InboxEvent): InboxMessage | null {
    const m = event.message;
    if (!m) return null;
    const fromPeer = m.sender !== inbox;
    const peer = fromPeer ? m.sender : m.receiver;
    if (peer === inbox) return null;
    return { inbox, peer, fromPeer, messageId: m.id, clientId: m.clientId, type: m.type, payload: m.payload, at: event.at };
  }
}
