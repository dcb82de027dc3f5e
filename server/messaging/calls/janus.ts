import { randomBytes } from 'node:crypto';

/**
 * Group calls through Janus's VideoRoom plugin (Debian package `janus`): over Janus's plain HTTP API the server
 * creates one private room per call whose `allowed` list holds one token per person in the call, adds a token when
 * someone joins, and destroys the room when the call ends. Clients reach Janus themselves with their token.
 */
export interface JanusSettings {
  /** IM_JANUS_URL: Janus's HTTP API as the server reaches it, e.g. http://127.0.0.1:8088/janus. */
  url: string;
  /** IM_JANUS_PUBLIC_URL: Janus as browsers reach it (default: IM_JANUS_URL). */
  publicUrl: string;
  /** IM_JANUS_ADMIN_KEY: the VideoRoom plugin's admin_key, when its configuration sets one. */
  adminKey: string;
}

const TIMEOUT_MS = 5000;

/** A fresh token for one person's entry to a room. */
export function newRoomToken(): string {
  return randomBytes(18).toString('base64url');
}

type Reply = { janus: string; data?: { id?: number }; plugindata?: { data?: Record<string, unknown> }; error?: { reason?: string } };

async function post(url: string, body: Record<string, unknown>): Promise<Reply> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, transaction: randomBytes(8).toString('hex') }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`janus answered HTTP ${res.status}`);
  const reply = (await res.json()) as Reply;
  if (reply.janus === 'error') throw new Error(`janus: ${reply.error?.reason ?? 'error'}`);
  return reply;
}

/** One VideoRoom request in a short-lived Janus session; returns the plugin's answer. */
async function videoroom(cfg: JanusSettings, request: Record<string, unknown>): Promise<Record<string, unknown>> {
  const session = (await post(cfg.url, { janus: 'create' })).data?.id;
  if (!session) throw new Error('janus: no session');
  try {
    const handle = (await post(`${cfg.url}/${session}`, { janus: 'attach', plugin: 'janus.plugin.videoroom' })).data?.id;
    if (!handle) throw new Error('janus: no handle');
    const body = { ...request, ...(cfg.adminKey && request.request === 'create' ? { admin_key: cfg.adminKey } : {}) };
    const data = (await post(`${cfg.url}/${session}/${handle}`, { janus: 'message', body })).plugindata?.data ?? {};
    if (data.videoroom === 'event' && data.error) throw new Error(`janus videoroom: ${JSON.stringify(data.error)}`);
    return data;
  } finally {
    await post(`${cfg.url}/${session}`, { janus: 'destroy' }).catch(() => undefined);
  }
}

/** A private room for a call: only these tokens enter; `secret` is needed to change or destroy it. */
export async function createRoom(cfg: JanusSettings, room: number, secret: string, tokens: string[], publishers: number): Promise<void> {
  await videoroom(cfg, {
    request: 'create',
    room,
    secret,
    is_private: true,
    permanent: false,
    publishers,
    allowed: tokens,
    description: `call ${room}`,
  });
}

/** Adds tokens to the room's `allowed` list; returns the whole list. */
export async function allowInRoom(cfg: JanusSettings, room: number, secret: string, tokens: string[]): Promise<string[]> {
  const data = await videoroom(cfg, { request: 'allowed', room, secret, action: 'add', allowed: tokens });
  return Array.isArray(data.allowed) ? data.allowed.map(String) : [];
}

export async function destroyRoom(cfg: JanusSettings, room: number, secret: string): Promise<void> {
  await videoroom(cfg, { request: 'destroy', room, secret, permanent: false });
}

/** Whether Janus has this room (for tests and diagnostics). */
export async function roomExists(cfg: JanusSettings, room: number): Promise<boolean> {
  const data = await videoroom(cfg, { request: 'exists', room });
  return data.exists === true;
}
