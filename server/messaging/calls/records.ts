import { CALL_ACTION_TYPE, CALL_BUSINESS_ID, CALL_INNER_BUSINESS_ID } from '../../../protocol/calls.ts';
import type { CallRecordData, CallRecordInner, CallType } from '../../../protocol/calls.ts';
import { MESSAGE_TYPES, conversationIdOf } from '../../../protocol/model.ts';
import { audience } from '../access.ts';
import type { ConversationAccess } from '../access.ts';
import type { Im } from '../context.ts';
import { commitMessage } from '../messages/commit.ts';
import { c2cKey, groupKey } from '../messages/store.ts';

/** How a call ended, as its record tells it. */
export type CallOutcome = 'cancel' | 'reject' | 'busy' | 'timeout' | 'hangup';

export interface CallRecordInput {
  callID: string;
  roomID: number;
  type: CallType;
  inviter: string;
  groupID: string;
  timeout: number;
  outcome: CallOutcome;
  /** Invitees the record names: everyone invited (cancel, hang-up), the one who refused (reject, busy), those who did not answer (timeout). */
  inviteeList: string[];
  /** hang-up: seconds the call lasted. */
  callEnd?: number;
}

const ACTION_TYPE: Record<CallOutcome, number> = {
  cancel: CALL_ACTION_TYPE.CANCEL,
  reject: CALL_ACTION_TYPE.REJECT,
  busy: CALL_ACTION_TYPE.REJECT,
  timeout: CALL_ACTION_TYPE.TIMEOUT,
  hangup: CALL_ACTION_TYPE.INVITE,
};

/**
 * The custom message payload TUICallKit writes for a call signal (and TUIChat shows as a call record): outer data
 * with businessID 1 and the signalling fields, inner JSON string with businessID 'av_call'. A hang-up is an
 * invite-type signal with cmd 'hangup' and call_end; a busy callee's is a reject with line_busy.
 */
export function callRecordPayload(r: CallRecordInput): { data: string; description: string; extension: string } {
  const cmd = r.outcome === 'hangup' ? 'hangup' : r.type === 2 ? 'videoCall' : 'audioCall';
  const inner: CallRecordInner = {
    version: 4,
    businessID: CALL_INNER_BUSINESS_ID,
    call_type: r.type,
    room_id: r.roomID,
    cmd,
    data: { cmd, room_id: r.roomID },
    ...(r.outcome === 'hangup' ? { call_end: Math.max(0, Math.round(r.callEnd ?? 0)) } : {}),
    ...(r.outcome === 'busy' ? { line_busy: 'line_busy' as const } : {}),
  };
  const outer: CallRecordData = {
    businessID: CALL_BUSINESS_ID,
    inviteID: r.callID,
    inviter: r.inviter,
    actionType: ACTION_TYPE[r.outcome],
    inviteeList: r.inviteeList,
    data: JSON.stringify(inner),
    timeout: r.timeout,
    groupID: r.groupID,
  };
  return { data: JSON.stringify(outer), description: '', extension: '' };
}

/**
 * Writes the record into the call's conversation as a message from `sender` through the normal commit path
 * (history, sync, unread counts and the event log all see it). C2C: between the inviter and the one invitee.
 */
export async function writeCallRecord(im: Im, sender: string, r: CallRecordInput, c2cPeers: [string, string]): Promise<string> {
  let access: ConversationAccess;
  if (r.groupID)
    access = { conversationID: conversationIdOf('GROUP', r.groupID), type: 'GROUP', target: r.groupID, convKey: groupKey(r.groupID) };
  else {
    const peer = c2cPeers[0] === sender ? c2cPeers[1] : c2cPeers[0];
    access = { conversationID: conversationIdOf('C2C', peer), type: 'C2C', target: peer, convKey: c2cKey(sender, peer) };
  }
  const to = await audience(im, sender, access);
  const { row } = await commitMessage(im, {
    sender,
    access,
    clientId: `call-${r.callID}`,
    type: MESSAGE_TYPES.CUSTOM,
    payload: callRecordPayload(r),
    recipients: to.logged,
    live: to.live,
  });
  return row.client_id;
}
