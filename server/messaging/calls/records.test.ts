import { describe, expect, it } from 'vitest';
import { callRecordPayload } from './records.ts';
import type { CallRecordInput } from './records.ts';

const call: Omit<CallRecordInput, 'outcome' | 'inviteeList'> = {
  callID: 'c-1',
  roomID: 4242,
  type: 2,
  inviter: 'alice',
  groupID: '',
  timeout: 30,
};

function parse(input: CallRecordInput): { outer: Record<string, unknown>; inner: Record<string, unknown> } {
  const payload = callRecordPayload(input);
  expect(payload.description).toBe('');
  expect(payload.extension).toBe('');
  const outer = JSON.parse(payload.data) as Record<string, unknown>;
  return { outer, inner: JSON.parse(String(outer.data)) as Record<string, unknown> };
}

describe('TUICallKit call records', () => {
  it('writes a hang-up as an invite-type signal with cmd hangup and call_end seconds', () => {
    const { outer, inner } = parse({ ...call, outcome: 'hangup', inviteeList: ['bob'], callEnd: 61.4 });
    expect(outer).toEqual({
      businessID: 1,
      inviteID: 'c-1',
      inviter: 'alice',
      actionType: 1,
      inviteeList: ['bob'],
      data: expect.any(String) as unknown,
      timeout: 30,
      groupID: '',
    });
    expect(inner).toEqual({
      version: 4,
      businessID: 'av_call',
      call_type: 2,
      room_id: 4242,
      cmd: 'hangup',
      data: { cmd: 'hangup', room_id: 4242 },
      call_end: 61,
    });
  });

  it('gives cancel 2, reject 4, busy 4 with line_busy, timeout 5; the cmd names the call type', () => {
    const voice = { ...call, type: 1 as const, groupID: 'fleet' };
    const cancel = parse({ ...voice, outcome: 'cancel', inviteeList: ['bob', 'carol'] });
    expect(cancel.outer).toMatchObject({ actionType: 2, inviteeList: ['bob', 'carol'], groupID: 'fleet' });
    expect(cancel.inner).toEqual({
      version: 4,
      businessID: 'av_call',
      call_type: 1,
      room_id: 4242,
      cmd: 'audioCall',
      data: { cmd: 'audioCall', room_id: 4242 },
    });
    expect(parse({ ...call, outcome: 'reject', inviteeList: ['bob'] }).outer.actionType).toBe(4);
    const busy = parse({ ...call, outcome: 'busy', inviteeList: ['bob'] });
    expect(busy.outer.actionType).toBe(4);
    expect(busy.inner).toMatchObject({ cmd: 'videoCall', line_busy: 'line_busy' });
    const timeout = parse({ ...call, outcome: 'timeout', inviteeList: ['bob'] });
    expect(timeout.outer.actionType).toBe(5);
    expect(timeout.inner).not.toHaveProperty('call_end');
  });
});
