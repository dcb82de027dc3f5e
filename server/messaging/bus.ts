/**
 * The event bus between server instances. A committed change is published once as an envelope naming the
 * users it concerns; every instance delivers it to the sockets of those users it holds (hub.ts).
 * Without REDIS_URL an in-process bus is used; with it, bus-redis.ts (pub/sub) connects the instances.
 */
export interface Envelope {
  ev: string;
  /** Users to deliver to, with their event-log number when the event is durable. */
  targets: { userId: string; seq?: number }[];
  data: Record<string, unknown>;
  /** For C2C events: the two users, so each sees `conversationID` from its own side. */
  c2c?: [string, string];
  /**
   * Session whose request's answer already carried this durable event and its event-log number (a send's
   * ack): that socket does not get the event a second time. The user's other sockets do.
   */
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
  async online(userIds: string[]): Promise<Set<string>> {
    return new Set(userIds.filter((u) => this.#presence.has(u)));
  }
  async close(): Promise<void> {
    this.#handlers = [];
  }
}

/** `conversationID` as `viewer` sees a C2C event. */
export function viewFor(envelope: Envelope, viewer: string): Record<string, unknown> {
  if (!envelope.c2c) return envelope.data;
  const [a, b] = envelope.c2c;
  return { ...envelope.data, conversationID: `C2C${viewer === a ? b : a}` };
}
