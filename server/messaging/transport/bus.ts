import { conversationIdOf } from '../../../protocol/model.ts';
import type { EventData, EventName } from '../../../protocol/ops.ts';

/**
 * The event bus between server instances. A committed change is published once as an envelope naming the
 * users it concerns; every instance delivers it to the sockets of those users it holds (hub.ts).
 * Without REDIS_URL an in-process bus is used; with it, bus-redis.ts (pub/sub) connects the instances.
 */
export interface Envelope<E extends EventName = EventName> {
  ev: E;
  /** Users to deliver to, with their event-log number when the event is durable. */
  targets: { userId: string; seq?: number }[];
  data: EventData<E>;
  /** For C2C events: the two users, so each sees `conversationID` from its own side (see C2cPair). */
  c2c?: [string, string];
  /**
   * Session whose request's answer already carried this durable event and its event-log number (a send's
   * ack): that socket does not get the event a second time. The user's other sockets do.
   */
  ackedSession?: string;
}

/** An envelope's `c2c` pair: only events about a conversation (data with a `conversationID`) may carry one. */
export type C2cPair<E extends EventName> = EventData<E> extends { conversationID: string } ? [string, string] : never;
/** What a publisher may add to an event beside its targets. */
export interface EnvelopeOptions<E extends EventName> {
  c2c?: C2cPair<E>;
  ackedSession?: string;
}

export interface Bus {
  publish(envelope: Envelope): void;
  subscribe(handler: (envelope: Envelope) => void): void;
  /** Marks `userId` as having `count` sockets on this instance (0 = none). */
  setPresence(userId: string, count: number): void;
  /** Users among `userIds` with at least one socket on any instance. */
  online(userIds: string[]): Promise<Set<string>>;
  close(): Promise<void>;
}

export class InProcessBus implements Bus {
  #handlers: ((e: Envelope) => void)[] = [];
  #presence = new Map<string, number>();
  publish(envelope: Envelope): void {
    for (const h of this.#handlers) h(envelope);
  }
  subscribe(handler: (envelope: Envelope) => void): void {
    this.#handlers.push(handler);
  }
  setPresence(userId: string, count: number): void {
    if (count > 0) this.#presence.set(userId, count);
    else this.#presence.delete(userId);
  }
  online(userIds: string[]): Promise<Set<string>> {
    return Promise.resolve(new Set(userIds.filter((u) => this.#presence.has(u))));
  }
  close(): Promise<void> {
    this.#handlers = [];
    return Promise.resolve();
  }
}

/** `conversationID` as `viewer` sees a C2C event. */
export function viewFor<E extends EventName>(envelope: Envelope<E>, viewer: string): EventData<E> {
  if (!envelope.c2c) return envelope.data;
  const [a, b] = envelope.c2c;
  return { ...envelope.data, conversationID: conversationIdOf('C2C', viewer === a ? b : a) };
}
