import type { Bus, Envelope } from './bus.ts';
import { viewFor } from './bus.ts';

/** What the hub needs of a connected, logged-in socket. */
export interface HubSession {
  readonly id: string;
  readonly userId: string;
  sendText(text: string): void;
}

/**
 * The sockets of logged-in users on this instance. A user may be connected on several devices; each gets
 * every event addressed to the user (except the echo of its own request, see Envelope.originSession).
 */
export class Hub {
  #byUser = new Map<string, Set<HubSession>>();
  #bus: Bus;

  constructor(bus: Bus) {
    this.#bus = bus;
    bus.subscribe((envelope) => this.#deliver(envelope));
  }

  add(session: HubSession): void {
    let set = this.#byUser.get(session.userId);
    if (!set) this.#byUser.set(session.userId, (set = new Set()));
    set.add(session);
    this.#bus.setPresence(session.userId, set.size);
  }

  remove(session: HubSession): void {
    const set = this.#byUser.get(session.userId);
    if (!set || !set.delete(session)) return;
    if (set.size === 0) this.#byUser.delete(session.userId);
    this.#bus.setPresence(session.userId, set.size);
  }

  count(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  get connections(): number {
    let n = 0;
    for (const s of this.#byUser.values()) n += s.size;
    return n;
  }

  sessions(): HubSession[] {
    return [...this.#byUser.values()].flatMap((s) => [...s]);
  }

  #deliver(envelope: Envelope): void {
    for (const target of envelope.targets) {
      const set = this.#byUser.get(target.userId);
      if (!set) continue;
      const frame: Record<string, unknown> = { ev: envelope.ev, data: viewFor(envelope, target.userId) };
      if (target.seq !== undefined) frame.seq = target.seq;
      const text = JSON.stringify(frame);
      for (const session of set) if (session.id !== envelope.originSession || target.seq !== undefined) session.sendText(text);
    }
  }
}
