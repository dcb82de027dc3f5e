import { randomInt, randomUUID } from 'node:crypto';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { CallMemberState, CallOpMap } from '../../../protocol/calls.ts';
import { translate } from '../../i18n/messages.ts';
import { groupMemberIds, groupMembership } from '../access.ts';
import { publishLive } from '../context.ts';
import type { Caller, Im } from '../context.ts';
import { callIceServers, stunServers } from './ice.ts';
import { announce, finishCall, hangUpOneToOne, leaveCall } from './lifecycle.ts';
import { admit, dropRoom, mediaOf, memberLimit, openRoom, sfuOf } from './rooms.ts';
import { inOtherCall, loadCall, toWireCall } from './store.ts';
import type { StoredCall } from './store.ts';
import { answerCall, moveMember, placeCall } from './transitions.ts';
import { assertMayCall, mayContact } from '../policy/may-contact.ts';

type D<K extends keyof CallOpMap> = CallOpMap[K]['data'];
type R<K extends keyof CallOpMap> = Promise<CallOpMap[K]['result']>;

function tooMany(im: Im, caller: Caller, groupID: string): ImError {
  const { max, text } = memberLimit(im, groupID);
  return new ImError(ErrorCode.CALL_TOO_MANY_MEMBERS, translate(caller.locale, text, { n: max }));
}

/** A running call, or CALL_NOT_FOUND. */
async function runningCall(im: Im, callID: string): Promise<StoredCall> {
  const c = await loadCall(im.db, callID);
  if (!c || c.row.state === 'ended') throw new ImError(ErrorCode.CALL_NOT_FOUND);
  return c;
}

function memberOf(c: StoredCall, userId: string) {
  const m = c.members.find((x) => x.user_id === userId);
  if (!m) throw new ImError(ErrorCode.CALL_NOT_MEMBER);
  return m;
}

/** The call settings, STUN only: TURN credentials come with a call (startCall, acceptCall, joinCall, resumeCall). */
export function getCallConfig(im: Im, caller: Caller): R<'getCallConfig'> {
  assertMayCall(caller.userId);
  const cfg = im.cfg.calls;
  return Promise.resolve({
    iceServers: stunServers(cfg),
    timeout: cfg.timeoutSeconds,
    maxMembers: memberLimit(im, 'group').max,
    media: cfg.janus ? 'sfu' : 'mesh',
  });
}

export async function startCall(im: Im, caller: Caller, d: D<'startCall'>): R<'startCall'> {
  assertMayCall(caller.userId);
  // an invite rings people: it counts against the caller's message rate
  if (!im.rate.take(caller.userId)) throw new ImError(ErrorCode.RATE_LIMITED);
  if (d.type !== 1 && d.type !== 2) throw new ImError(ErrorCode.BAD_REQUEST, 'invalid field: type');
  const groupID = d.groupID ?? '';
  const invitees = [...new Set(d.userIDList)].filter((u) => u !== caller.userId);
  if (invitees.length === 0) throw new ImError(ErrorCode.BAD_REQUEST, 'invalid field: userIDList');
  assertMayCall(...invitees);
  if (invitees.length + 1 > memberLimit(im, groupID).max) throw tooMany(im, caller, groupID);
  if (groupID) {
    await mayContact(im, caller, { group: await groupMembership(im.db, groupID, caller.userId) }, 'call');
    const members = new Set(await groupMemberIds(im.db, groupID));
    const stranger = invitees.find((u) => !members.has(u));
    if (stranger) throw new ImError(ErrorCode.NOT_IN_CONVERSATION, translate(caller.locale, 'im.call.notGroupMember', { user: stranger }));
  } else {
    if (!(await im.accounts.exists(invitees[0]!))) throw new ImError(ErrorCode.USER_NOT_FOUND);
    // the callee's blacklist is checked by im_call_start, in the same round trip as the call is stored
    await mayContact(im, caller, { user: invitees[0]! }, 'call');
  }
  const callID = randomUUID();
  const timeout = im.cfg.calls.timeoutSeconds;
  const roomID = randomInt(1, 2 ** 31 - 1);
  const room = groupID ? await openRoom(im, roomID, [caller.userId, ...invitees]) : null;
  const placed = await placeCall(
    im.db,
    { callId: callID, roomId: roomID, sfuSecret: room?.secret ?? null, type: d.type, groupId: groupID, timeoutSeconds: timeout },
    { id: caller.userId, sessionId: caller.sessionId },
    invitees,
    room?.tokens,
  ).catch((err: unknown) => ({ err }));
  if (!('call' in placed)) {
    // a room Janus made for a call that could not be stored goes again
    if (room) await dropRoom(im, roomID, room.secret);
    if ('err' in placed) throw placed.err;
    // a one-to-one callee who blacklisted the caller refuses the call; in a group such invitees are just not rung
    throw new ImError(placed.refused === 'blacklisted' ? ErrorCode.IN_BLACKLIST : ErrorCode.CALL_SELF_BUSY);
  }
  const c = placed.call;
  im.calls.bound(caller.sessionId);
  const states = new Map(c.members.map((m) => [m.user_id, m.state]));
  const ringing = invitees.filter((u) => states.get(u) === 'invited');
  const busy = invitees.filter((u) => states.get(u) === 'busy');
  if (ringing.length === 0) {
    // everyone is in another call: the call ends at once with the busy record (from the busy callee, as TUICallKit's)
    const ended = await finishCall(im, callID, 'always', 'busy', busy[0]!);
    if (ended) announce(im, ended, 'busy', busy[0]!, caller.sessionId);
    throw new ImError(ErrorCode.CALL_BUSY);
  }
  const call = toWireCall(c, mediaOf(c));
  publishLive(im, ringing, 'call', { action: 'invited', userID: caller.userId, call });
  for (const u of busy) publishLive(im, [caller.userId], 'call', { action: 'busy', userID: u, call });
  im.calls.timeoutAt(Date.now() + timeout * 1000);
  return { call, iceServers: callIceServers(im.cfg.calls, callID, caller.userId), ...sfuOf(im, c, caller.userId) };
}

/**
 * Joins the caller's device to the call from one of `from` (the first device of the user wins) and tells the
 * others; when it cannot, the call as it is now says why.
 */
async function answer(
  im: Im,
  caller: Caller,
  callId: string,
  from: CallMemberState[],
  action: 'accepted' | 'joined',
): Promise<CallOpMap['acceptCall']['result']> {
  assertMayCall(caller.userId);
  const limits = { oneToOne: memberLimit(im, '').max, group: memberLimit(im, 'group').max };
  const now = await answerCall(im.db, callId, { id: caller.userId, sessionId: caller.sessionId, from }, limits);
  if (!now) {
    const c = await runningCall(im, callId);
    const me = memberOf(c, caller.userId);
    if (me.state === 'joined') throw new ImError(ErrorCode.CALL_ANSWERED_ELSEWHERE);
    if (from.includes(me.state as CallMemberState)) throw tooMany(im, caller, c.row.group_id);
    throw new ImError(ErrorCode.CALL_NOT_FOUND);
  }
  im.calls.bound(caller.sessionId);
  const call = toWireCall(now, mediaOf(now));
  const others = [...new Set(now.members.map((m) => m.user_id))].filter((u) => u !== caller.userId);
  publishLive(im, others, 'call', { action, userID: caller.userId, call });
  // the caller's other devices stop ringing; the answering socket has its reply
  publishLive(
    im,
    [caller.userId],
    'call',
    { action: 'answeredElsewhere', userID: caller.userId, call },
    { ackedSession: caller.sessionId },
  );
  return { call, iceServers: callIceServers(im.cfg.calls, callId, caller.userId), ...sfuOf(im, now, caller.userId) };
}

export function acceptCall(im: Im, caller: Caller, d: D<'acceptCall'>): R<'acceptCall'> {
  return answer(im, caller, d.callID, ['invited'], 'accepted');
}

export async function rejectCall(im: Im, caller: Caller, d: D<'rejectCall'>): R<'rejectCall'> {
  const c = await runningCall(im, d.callID);
  const me = memberOf(c, caller.userId);
  if (me.state === 'joined') throw new ImError(ErrorCode.CALL_ANSWERED_ELSEWHERE);
  if (!(await moveMember(im.db, d.callID, caller.userId, ['invited'], 'rejected'))) throw new ImError(ErrorCode.CALL_NOT_FOUND);
  const ended = await finishCall(im, d.callID, 'settled', 'reject', caller.userId);
  const now = ended ?? (await loadCall(im.db, d.callID)) ?? c;
  return { call: announce(im, now, 'rejected', caller.userId, caller.sessionId) };
}

export async function cancelCall(im: Im, caller: Caller, d: D<'cancelCall'>): R<'cancelCall'> {
  const c = await runningCall(im, d.callID);
  if (c.row.inviter !== caller.userId) throw new ImError(ErrorCode.NO_PERMISSION);
  // answered meanwhile: cancelling is hanging up
  return { call: await leaveCall(im, c, caller.userId, caller.sessionId) };
}

export async function hangUpCall(im: Im, caller: Caller, d: D<'hangUpCall'>): R<'hangUpCall'> {
  const ended = await hangUpOneToOne(im, d.callID, caller.userId, caller.sessionId);
  if (ended) return { call: ended };
  const c = await runningCall(im, d.callID);
  const me = memberOf(c, caller.userId);
  if (me.state === 'invited') return rejectCall(im, caller, d);
  if (me.state !== 'joined') throw new ImError(ErrorCode.CALL_NOT_MEMBER);
  return { call: await leaveCall(im, c, caller.userId, caller.sessionId) };
}

export async function joinCall(im: Im, caller: Caller, d: D<'joinCall'>): R<'joinCall'> {
  assertMayCall(caller.userId);
  const c = await runningCall(im, d.callID);
  if (!c.row.group_id) throw new ImError(ErrorCode.CALL_NOT_MEMBER);
  await groupMembership(im.db, c.row.group_id, caller.userId);
  const me = c.members.find((m) => m.user_id === caller.userId);
  if (me?.state === 'joined') throw new ImError(ErrorCode.CALL_ANSWERED_ELSEWHERE);
  if (await inOtherCall(im.db, caller.userId, c.row.call_id)) throw new ImError(ErrorCode.CALL_SELF_BUSY);
  if (!me) {
    if (c.members.filter((m) => m.state === 'joined').length + 1 > memberLimit(im, c.row.group_id).max)
      throw tooMany(im, caller, c.row.group_id);
    await im.db
      .insertInto('im_call_member')
      .values({
        call_id: c.row.call_id,
        user_id: caller.userId,
        state: 'left',
        session_id: null,
        sfu_token: await admit(im, c),
        joined_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return answer(im, caller, c.row.call_id, ['invited', 'left', 'timeout', 'rejected'], me?.state === 'invited' ? 'accepted' : 'joined');
}

export async function switchCallToAudio(im: Im, caller: Caller, d: D<'switchCallToAudio'>): R<'switchCallToAudio'> {
  const c = await runningCall(im, d.callID);
  if (memberOf(c, caller.userId).state !== 'joined') throw new ImError(ErrorCode.CALL_NOT_MEMBER);
  if (Number(c.row.call_type) === 1) return { call: toWireCall(c, mediaOf(c)) };
  await im.db.updateTable('im_call').set({ call_type: 1 }).where('call_id', '=', d.callID).where('state', '<>', 'ended').execute();
  const now = (await loadCall(im.db, d.callID)) ?? c;
  return { call: announce(im, now, 'switchedToAudio', caller.userId, caller.sessionId) };
}

/**
 * Binds the caller's socket to their place in the call when the socket that held it closed (session_id null while
 * the grace period runs): a reconnected socket carries on. False when another live socket of theirs holds it.
 */
async function rebind(im: Im, caller: Caller, callId: string): Promise<boolean> {
  const moved = await im.db
    .updateTable('im_call_member')
    .set({ session_id: caller.sessionId })
    .where('call_id', '=', callId)
    .where('user_id', '=', caller.userId)
    .where('state', '=', 'joined')
    .where((eb) => eb.or([eb('session_id', 'is', null), eb('session_id', '=', caller.sessionId)]))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  im.calls.bound(caller.sessionId);
  return true;
}

export async function resumeCall(im: Im, caller: Caller, d: D<'resumeCall'>): R<'resumeCall'> {
  assertMayCall(caller.userId);
  const c = await runningCall(im, d.callID);
  if (memberOf(c, caller.userId).state !== 'joined') throw new ImError(ErrorCode.CALL_NOT_MEMBER);
  if (!(await rebind(im, caller, d.callID))) throw new ImError(ErrorCode.CALL_ANSWERED_ELSEWHERE);
  const now = (await loadCall(im.db, d.callID)) ?? c;
  return {
    call: toWireCall(now, mediaOf(now)),
    iceServers: callIceServers(im.cfg.calls, d.callID, caller.userId),
    ...sfuOf(im, now, caller.userId),
  };
}

/**
 * Fresh ICE servers for a long call (before its TURN credential expires, or for an ICE restart): only for the
 * device that is in the running call.
 */
export async function getCallIceServers(im: Im, caller: Caller, d: D<'getCallIceServers'>): R<'getCallIceServers'> {
  assertMayCall(caller.userId);
  const me = memberOf(await runningCall(im, d.callID), caller.userId);
  if (me.state !== 'joined' || me.session_id !== caller.sessionId) throw new ImError(ErrorCode.CALL_NOT_MEMBER);
  return { iceServers: callIceServers(im.cfg.calls, d.callID, caller.userId) };
}

/** Relays one WebRTC signal between two people in the same running call; nothing is stored. */
export async function sendCallSignal(im: Im, caller: Caller, d: D<'sendCallSignal'>): R<'sendCallSignal'> {
  const c = await runningCall(im, d.callID);
  const from = c.members.find((m) => m.user_id === caller.userId);
  const to = c.members.find((m) => m.user_id === d.to);
  if (!from || from.state !== 'joined' || !to || to.state !== 'joined' || d.to === caller.userId)
    throw new ImError(ErrorCode.CALL_NOT_MEMBER);
  // a socket other than the one in the call may signal only once that one closed (a reconnect)
  if (from.session_id !== caller.sessionId && !(from.session_id === null && (await rebind(im, caller, d.callID))))
    throw new ImError(ErrorCode.CALL_NOT_MEMBER);
  const { to: _to, ...signal } = d;
  publishLive(im, [d.to], 'callSignal', { ...signal, from: caller.userId });
  return {};
}

export async function getCallList(im: Im, caller: Caller, d: D<'getCallList'>): R<'getCallList'> {
  let ids: string[];
  if (d.groupID) {
    await groupMembership(im.db, d.groupID, caller.userId);
    const rows = await im.db
      .selectFrom('im_call')
      .select('call_id')
      .where('group_id', '=', d.groupID)
      .where('state', '<>', 'ended')
      .execute();
    ids = rows.map((r) => r.call_id);
  } else {
    const rows = await im.db
      .selectFrom('im_call_member as m')
      .innerJoin('im_call as c', 'c.call_id', 'm.call_id')
      .select('m.call_id')
      .where('m.user_id', '=', caller.userId)
      .where('m.state', 'in', ['invited', 'joined'])
      .where('c.state', '<>', 'ended')
      .execute();
    ids = rows.map((r) => r.call_id);
  }
  const calls = await Promise.all(ids.map((id) => loadCall(im.db, id)));
  return { callList: calls.filter((c): c is StoredCall => c !== null).map((c) => toWireCall(c, mediaOf(c))) };
}
