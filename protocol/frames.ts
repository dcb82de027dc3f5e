/**
 * Frames on the one WebSocket (path /im/ws), JSON text, protocol version PROTOCOL_VERSION.
 * - client → server request: { v, id, op, data }  (id: client-chosen integer, echoed in the response)
 * - server → client response: { id, code: 0, data } or { id, code, message }  (codes: errors.ts)
 * - server → client event: { ev, seq?, data }  — `seq` is the user's event-log position (durable events);
 *   events without seq (typing, status) are ephemeral. A client that sees a gap in seq calls `sync`.
 * The first request on a socket must be `login`.
 */
import type { EventMap, EventName } from './ops.ts';

export const PROTOCOL_VERSION = 1;
export const WS_PATH = '/im/ws';
export const UPLOAD_PATH = '/im/upload';
export const STAFF_LOGIN_PATH = '/im/staff/login';
/** GET: the customer-service inboxes (IM_SERVICE_ACCOUNTS), `{ code: 200, data: { userIds } }`; public, CORS open. */
export const SERVICE_ACCOUNTS_PATH = '/im/service-accounts';
/** The server closes a socket with this code after a `kickedOut` event: its signature was revoked; do not reconnect with it. */
export const SIGNED_OUT_CLOSE_CODE = 4010;
/**
 * The server closes its sockets with this code when it shuts down or restarts (SIGTERM): reconnect, with a random
 * delay so that an instance's clients do not all come back in the same instant, to whichever instance answers.
 */
export const GOING_AWAY_CLOSE_CODE = 4012;

export interface RequestFrame {
  v: number;
  id: number;
  op: string;
  data: Record<string, unknown>;
}
export type ResponseFrame = { id: number; code: 0; data: unknown } | { id: number; code: number; message: string };
export type { EventData, EventName } from './ops.ts';
/** One event's frame; `EventFrame` alone is the union over every event, so a switch on `ev` narrows `data`. */
export type EventFrame<E extends EventName = EventName> = { [K in E]: { ev: K; seq?: number; data: EventMap[K] } }[E];
export type ServerFrame = ResponseFrame | EventFrame;

export function isEventFrame(frame: ServerFrame): frame is EventFrame {
  return 'ev' in frame;
}

/** Parses a client frame's envelope; the op's data is checked separately (ops.ts REQUEST_SHAPES). */
export function parseRequestFrame(text: string): RequestFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const f = value as Record<string, unknown>;
  if (typeof f.v !== 'number' || typeof f.id !== 'number' || !Number.isSafeInteger(f.id) || typeof f.op !== 'string') return null;
  const data = f.data ?? {};
  if (typeof data !== 'object' || Array.isArray(data) || data === null) return null;
  return { v: f.v, id: f.id, op: f.op, data: data as Record<string, unknown> };
}
