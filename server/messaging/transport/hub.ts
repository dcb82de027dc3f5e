import { SIGNED_OUT_CLOSE_CODE } from '../../../protocol/frames.ts';
import type { Bus, Envelope } from './bus.ts';
import { viewFor } from './bus.ts';

/** How long a revocation is remembered for logins that read the account before it and finish after it. */
const REVOCATION_MEMORY_MS = 60_000;

/** What the hub needs of a connected, logged-in socket. */
export interface HubSession {
  readonly id: string;
  readonly userId: string;
  /** The signature epoch the socket logged in with (people/credentials.ts). */
  readonly sigEpoch: number;
  sendText(text: string): void;
  close(code: number, reason: string): void;
}

/**
 * The sockets of logged-in users on this instance. A user may be connected on several devices; each gets
 * every event addressed to the user (except a send's own socket, see Envelope.ackedSession).
 */
export class Hub {
  #byUser = new Map<string, Set<HubSession>>();
  #bus: Bus;
  /** Revocations seen lately: user → the epoch below which their sockets are closed, and when. */
  #revoked = new Map<string, { epoch: number; at: number }>();

  /** Told how many frames each envelope put on sockets here (metrics). */
  readonly #onDelivered: ((frames: number) => void) | undefined;

  constructor(bus: Bus, onDelivered?: (frames: number) => void) {
    this.#bus = bus;
    this.#onDelivered = onDelivered;
    bus.subscribe((envelope) => this.#deliver(envelope));
  }

  /** Adds a logged-in socket; false (not added) when the account's signatures were revoked since it was checked. */
  add(session: HubSession): boolean {
    const revoked = this.#revoked.get(session.userId);
    if (revoked && session.sigEpoch < revoked.epoch) return false;
    let set = this.#byUser.get(session.userId);
    if (!set) this.#byUser.set(session.userId, (set = new Set()));
    set.add(session);
    this.#bus.setPresence(session.userId, set.size);
    return true;
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

  /**
   * Serialises the event's data once per envelope (twice for C2C: one view per side), and only when some
   * socket is to get it, then splices each target's event-log number in, so a group message to N members
   * costs one JSON.stringify, not N. A send's own socket is skipped: its ack carried the event.
   */
  #deliver(envelope: Envelope): void {
    if (envelope.ev === 'kickedOut') return this.#kick(envelope as Envelope<'kickedOut'>);
    const ev = JSON.stringify(envelope.ev);
    const views = new Map<string, string>();
    const frame = (target: Envelope['targets'][number]): string => {
      const side = envelope.c2c ? (target.userId === envelope.c2c[0] ? 'a' : 'b') : '';
      let data = views.get(side);
      if (data === undefined) views.set(side, (data = JSON.stringify(viewFor(envelope, target.userId))));
      return target.seq !== undefined ? `{"ev":${ev},"data":${data},"seq":${target.seq}}` : `{"ev":${ev},"data":${data}}`;
    };
    let sent = 0;
    for (const target of envelope.targets) {
      let text: string | undefined;
      for (const session of this.#byUser.get(target.userId) ?? []) {
        if (session.id === envelope.ackedSession) continue;
        session.sendText((text ??= frame(target)));
        sent++;
      }
    }
    if (sent) this.#onDelivered?.(sent);
  }

  /**
   * An account's signatures were revoked (people/credentials.ts endSessions): each of its sockets here that logged in
   * with an older epoch is told (`kickedOut`) and closed; logins still under way are refused by `add`.
   */
  #kick(envelope: Envelope<'kickedOut'>): void {
    const epoch = envelope.data.epoch ?? Number.MAX_SAFE_INTEGER;
    const now = Date.now();
    for (const [userId, r] of this.#revoked) if (now - r.at > REVOCATION_MEMORY_MS) this.#revoked.delete(userId);
    const frame = JSON.stringify({ ev: 'kickedOut', data: { reason: envelope.data.reason } });
    for (const { userId } of envelope.targets) {
      this.#revoked.set(userId, { epoch: Math.max(epoch, this.#revoked.get(userId)?.epoch ?? 0), at: now });
      for (const session of [...(this.#byUser.get(userId) ?? [])]) {
        if (session.sigEpoch >= epoch) continue;
        session.sendText(frame);
        session.close(SIGNED_OUT_CLOSE_CODE, 'signed out');
      }
    }
  }
}
