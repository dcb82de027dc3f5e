/**
 * A Janus session over its plain HTTP API (fetch and long poll): create, attach handles, send messages with an
 * optional JSEP, trickle ICE candidates, and receive each handle's events. The server hands out the URL, room and
 * token (protocol CallSfu); nothing else about Janus is configured in the browser.
 */
export interface JanusEvent {
  janus: string;
  sender?: number;
  plugindata?: { data?: Record<string, unknown> };
  jsep?: { type: RTCSdpType; sdp: string };
  candidate?: RTCIceCandidateInit & { completed?: boolean };
}

type Listener = (event: JanusEvent) => void;

let transactions = 0;
const REQUEST_TIMEOUT_MS = 10_000;

async function post(
  url: string,
  body: Record<string, unknown>,
): Promise<JanusEvent & { data?: { id?: number }; error?: { reason?: string } }> {
  const res = await fetch(url, {
    // a request lost with the network fails rather than hangs (an ICE restart waits for it)
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, transaction: `t${++transactions}${Math.random().toString(36).slice(2, 8)}` }),
  });
  if (!res.ok) throw new Error(`janus answered HTTP ${res.status}`);
  const reply = (await res.json()) as JanusEvent & { data?: { id?: number }; error?: { reason?: string } };
  if (reply.janus === 'error') throw new Error(`janus: ${reply.error?.reason ?? 'error'}`);
  return reply;
}

export class JanusSession {
  readonly url: string;
  readonly id: number;
  #listeners = new Map<number, Listener>();
  #closed = false;
  #poll: AbortController = new AbortController();

  private constructor(url: string, id: number) {
    this.url = url;
    this.id = id;
    globalThis.addEventListener?.('online', this.#repoll);
    void this.#loop();
  }

  /** The network is back: the long poll in flight may be on a connection that died with it, so a new one starts. */
  #repoll = (): void => {
    if (!this.#closed) this.#poll.abort();
  };

  static async create(url: string): Promise<JanusSession> {
    const base = url.replace(/\/$/, '');
    const id = (await post(base, { janus: 'create' })).data?.id;
    if (!id) throw new Error('janus: no session');
    return new JanusSession(base, id);
  }

  /** A VideoRoom handle whose events go to `listener`. */
  async attach(listener: Listener): Promise<number> {
    const id = (await post(`${this.url}/${this.id}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data?.id;
    if (!id) throw new Error('janus: no handle');
    this.#listeners.set(id, listener);
    return id;
  }

  async message(handle: number, body: Record<string, unknown>, jsep?: RTCSessionDescriptionInit): Promise<void> {
    await post(`${this.url}/${this.id}/${handle}`, { janus: 'message', body, ...(jsep ? { jsep } : {}) });
  }

  async trickle(handle: number, candidate: RTCIceCandidate | null): Promise<void> {
    await post(`${this.url}/${this.id}/${handle}`, { janus: 'trickle', candidate: candidate ? candidate.toJSON() : { completed: true } });
  }

  async detach(handle: number): Promise<void> {
    this.#listeners.delete(handle);
    await post(`${this.url}/${this.id}/${handle}`, { janus: 'detach' }).catch(() => undefined);
  }

  async destroy(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    globalThis.removeEventListener?.('online', this.#repoll);
    this.#poll.abort();
    await post(`${this.url}/${this.id}`, { janus: 'destroy' }).catch(() => undefined);
  }

  /** The long poll: Janus holds the request up to 30 s and answers with the events of every handle. */
  async #loop(): Promise<void> {
    while (!this.#closed) {
      if (this.#poll.signal.aborted) this.#poll = new AbortController();
      try {
        const res = await fetch(`${this.url}/${this.id}?maxev=10&rid=${Date.now()}`, { signal: this.#poll.signal });
        const body = (await res.json()) as JanusEvent | JanusEvent[];
        for (const event of Array.isArray(body) ? body : [body]) if (event.sender) this.#listeners.get(event.sender)?.(event);
      } catch {
        if (this.#closed) return;
        if (!this.#poll.signal.aborted) await new Promise((r) => setTimeout(r, 1000));
      }
    }
  }
}
