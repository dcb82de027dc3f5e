import type { IceServer } from '../../../../protocol/calls.ts';

/** How long before a TURN credential expires a fresh one is fetched. */
export const REFRESH_BEFORE_MS = 5 * 60_000;
/** Never sooner than this after the last fetch (a client clock far ahead of the server's must not loop). */
export const REFRESH_MIN_MS = 60_000;
/** After a failed fetch (the chat socket down), again after this long. */
export const RETRY_MS = 15_000;
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * When the earliest TURN credential of `servers` expires (ms since the epoch); null without one. coturn's REST
 * scheme: the username starts with the expiry in unix seconds, up to the first ':'.
 */
export function turnExpiryMs(servers: IceServer[]): number | null {
  const expiries = servers.map((s) => (s.username ? Number(s.username.split(':')[0]) : NaN)).filter((n) => Number.isFinite(n) && n > 0);
  return expiries.length ? Math.min(...expiries) * 1000 : null;
}

/**
 * A call's ICE servers come with the op that put me into it (startCall, acceptCall, joinCall, resumeCall); their
 * TURN credential is valid for IM_TURN_TTL_SECONDS only. This fetches fresh ones for the call (getCallIceServers)
 * before they expire and hands them on, so that an ICE restart late in a long call still gets a relay.
 */
export class IceRefresh {
  #fetch: (callID: string) => Promise<IceServer[]>;
  #apply: (servers: IceServer[]) => void;
  #callID = '';
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(fetch: (callID: string) => Promise<IceServer[]>, apply: (servers: IceServer[]) => void) {
    this.#fetch = fetch;
    this.#apply = apply;
  }

  /** The call's ICE servers as an op gave them: applied now, and refreshed before they expire. */
  use(callID: string, servers: IceServer[]): void {
    this.#callID = callID;
    this.#apply(servers);
    const expiry = turnExpiryMs(servers);
    this.#schedule(expiry === null ? null : Math.max(REFRESH_MIN_MS, expiry - Date.now() - REFRESH_BEFORE_MS));
  }

  stop(): void {
    this.#callID = '';
    this.#schedule(null);
  }

  #schedule(delayMs: number | null): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (delayMs === null) return;
    const callID = this.#callID;
    this.#timer = setTimeout(() => void this.#refresh(callID), Math.min(delayMs, MAX_DELAY_MS));
  }

  async #refresh(callID: string): Promise<void> {
    this.#timer = null;
    const servers = await this.#fetch(callID).catch(() => null);
    if (this.#callID !== callID) return;
    if (servers) this.use(callID, servers);
    else this.#schedule(RETRY_MS);
  }
}

/** Fresh ICE servers for an open connection: its next ICE gathering (an ICE restart) uses them. */
export function setIceServers(pc: RTCPeerConnection, iceServers: RTCIceServer[]): void {
  try {
    pc.setConfiguration({ ...pc.getConfiguration(), iceServers });
  } catch (err) {
    // a closed connection: nothing to renew
    if (pc.connectionState !== 'closed') console.warn('[hy-chat] ice servers not renewed', err);
  }
}
