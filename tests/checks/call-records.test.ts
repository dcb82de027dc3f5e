import { describe, expect, it } from 'vitest';
import { callRecordPayload } from '../../server/messaging/calls/records.ts';
import { readCallRecord } from '../../widget/src/chat/call/call-record.ts';

/** The widget's call-record bubble reads every record the server writes (the same shape as TUICallKit's). */
describe('call records: server writes, widget reads', () => {
  const base = { callID: 'c1', roomID: 7, type: 2 as const, inviter: 'alice', groupID: '', timeout: 30, inviteeList: ['bob'] };
  const read = (r: Parameters<typeof callRecordPayload>[0]) => readCallRecord(callRecordPayload(r).data);
  it('gives every outcome its kind, and the hang-up its duration', () => {
    expect(read({ ...base, outcome: 'hangup', callEnd: 65.4 })).toMatchObject({ kind: 'ended', type: 2, seconds: 65, inviter: 'alice' });
    expect(read({ ...base, outcome: 'cancel' })?.kind).toBe('cancelled');
    expect(read({ ...base, outcome: 'reject' })?.kind).toBe('declined');
    expect(read({ ...base, outcome: 'busy' })?.kind).toBe('busy');
    expect(read({ ...base, type: 1, outcome: 'timeout' })).toMatchObject({ kind: 'noAnswer', type: 1 });
    expect(read({ ...base, groupID: 'g1', outcome: 'hangup', callEnd: 3 })).toMatchObject({ groupID: 'g1', seconds: 3 });
  });
});
