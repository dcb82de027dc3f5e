import { expect } from 'vitest';
import type { CallAction, CallRecordData, CallRecordInner, WireCall } from '../../../protocol/calls.ts';
import type { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { nextEvent } from '../messaging/im-helpers.ts';

export interface CallEvent {
  action: CallAction;
  userID: string;
  call: WireCall;
}

/** The next call event on `chat` with this action (and call, when given). */
export function callEvent(chat: SelfHostedChat, action: CallAction, callID?: string, timeoutMs = 5000): Promise<CallEvent> {
  return nextEvent<CallEvent>(chat, 'onCallChanged', (e) => e.action === action && (!callID || e.call.callID === callID), timeoutMs);
}

/** Every call event `chat` gets from now on. */
export function collectCallEvents(chat: SelfHostedChat): CallEvent[] {
  const list: CallEvent[] = [];
  chat.on('onCallChanged', (e) => list.push(e.data as CallEvent));
  return list;
}

export interface CallRecord {
  from: string;
  messageID: string;
  outer: CallRecordData;
  inner: CallRecordInner;
}

/** The call records (custom messages with businessID 1) in a conversation's history, as `chat` reads it. */
export async function callRecords(chat: SelfHostedChat, conversationID: string): Promise<CallRecord[]> {
  // (the port's Message type is the library's; only these fields matter here)
  type Page = { data: { messageList: { ID: string; type: string; from: string; payload: Record<string, unknown> }[] } };
  const page = (await chat.getMessageList({ conversationID, count: 100 })) as Page;
  const { messageList } = page.data;
  const out: CallRecord[] = [];
  for (const m of messageList) {
    if (m.type !== 'TIMCustomElem') continue;
    const outer = JSON.parse(String(m.payload.data)) as CallRecordData;
    if (outer.businessID !== 1) continue;
    out.push({ from: m.from, messageID: m.ID, outer, inner: JSON.parse(outer.data) as CallRecordInner });
  }
  return out;
}

/** Checks a record's JSON has exactly the TUICallKit shape (every key, nothing more). */
export function expectRecordShape(r: CallRecord, call: WireCall, actionType: number, inviteeList: string[], cmd: string): void {
  expect(Object.keys(r.outer).sort()).toEqual([
    'actionType',
    'businessID',
    'data',
    'groupID',
    'inviteID',
    'inviteeList',
    'inviter',
    'timeout',
  ]);
  expect(r.outer).toEqual({
    businessID: 1,
    inviteID: call.callID,
    inviter: call.inviter,
    actionType,
    inviteeList,
    data: r.outer.data,
    timeout: call.timeout,
    groupID: call.groupID,
  });
  const extra = Object.keys(r.inner).filter((k) => !['version', 'businessID', 'call_type', 'room_id', 'cmd', 'data'].includes(k));
  expect(extra).toEqual(cmd === 'hangup' ? ['call_end'] : r.inner.line_busy ? ['line_busy'] : []);
  expect(r.inner).toMatchObject({ version: 4, businessID: 'av_call', room_id: call.roomID, cmd, data: { cmd, room_id: call.roomID } });
}

/** Rejects with this protocol error code. */
export async function expectCode(p: Promise<unknown>, code: number): Promise<{ code: number; message: string }> {
  const err = (await p.then(
    () => {
      throw new Error(`expected error ${code}, got success`);
    },
    (e: unknown) => e,
  )) as { code: number; message: string };
  expect(err.code).toBe(code);
  return err;
}
