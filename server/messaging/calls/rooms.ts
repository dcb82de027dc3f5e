import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { CallSfu, WireCall } from '../../../protocol/calls.ts';
import type { Im } from '../context.ts';
import { allowInRoom, createRoom, destroyRoom, newRoomToken } from './janus.ts';
import type { StoredCall } from './store.ts';

/** How a call's media flow: one-to-one peer to peer, a group through Janus when it has a room, else a mesh. */
export function mediaOf(c: StoredCall): WireCall['media'] {
  return !c.row.group_id ? 'p2p' : c.row.sfu_secret ? 'sfu' : 'mesh';
}

/** People one call may hold: 2 one-to-one; a group IM_CALL_MAX_MEMBERS through Janus, else the mesh limit. */
export function memberLimit(im: Im, groupID: string): { max: number; text: 'im.call.meshLimit' | 'im.call.maxMembers' } {
  const cfg = im.cfg.calls;
  if (!groupID) return { max: 2, text: 'im.call.maxMembers' };
  return cfg.janus
    ? { max: cfg.maxMembers, text: 'im.call.maxMembers' }
    : { max: Math.min(cfg.meshMaxMembers, cfg.maxMembers), text: 'im.call.meshLimit' };
}

/** `userId`'s way into the call's Janus room (group calls through an SFU only). */
export function sfuOf(im: Im, c: StoredCall, userId: string): { sfu?: CallSfu } {
  const janus = im.cfg.calls.janus;
  const token = c.members.find((m) => m.user_id === userId)?.sfu_token;
  if (!janus || !c.row.sfu_secret || !token) return {};
  return { sfu: { url: janus.publicUrl, room: Number(c.row.room_id), token } };
}

function unavailable(im: Im, err: unknown): ImError {
  im.log.warn({ err }, 'janus did not answer');
  return new ImError(ErrorCode.UNAVAILABLE);
}

/** A group call's room with a token for each of `userIds`; returns the room's secret and the tokens (null without Janus). */
export async function openRoom(im: Im, room: number, userIds: string[]): Promise<{ secret: string; tokens: Map<string, string> } | null> {
  const janus = im.cfg.calls.janus;
  if (!janus) return null;
  const secret = newRoomToken();
  const tokens = new Map(userIds.map((u) => [u, newRoomToken()]));
  await createRoom(janus, room, secret, [...tokens.values()], im.cfg.calls.maxMembers).catch((err: unknown) => {
    throw unavailable(im, err);
  });
  return { secret, tokens };
}

/** A token for someone joining the call's room (null when the call has no room). */
export async function admit(im: Im, c: StoredCall): Promise<string | null> {
  const janus = im.cfg.calls.janus;
  if (!janus || !c.row.sfu_secret) return null;
  const token = newRoomToken();
  await allowInRoom(janus, Number(c.row.room_id), c.row.sfu_secret, [token]).catch((err: unknown) => {
    throw unavailable(im, err);
  });
  return token;
}

/** The ended call's room goes (a failure is only logged: Janus drops an empty room's media anyway). */
export async function closeRoom(im: Im, c: StoredCall): Promise<void> {
  if (c.row.sfu_secret) await dropRoom(im, Number(c.row.room_id), c.row.sfu_secret);
}

export async function dropRoom(im: Im, room: number, secret: string): Promise<void> {
  const janus = im.cfg.calls.janus;
  if (!janus) return;
  await destroyRoom(janus, room, secret).catch((err: unknown) => im.log.warn({ err }, 'janus room not destroyed'));
}
