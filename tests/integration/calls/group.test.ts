import { describe, expect, it } from 'vitest';
import { imBackends, useImServer } from '../messaging/backends.ts';
import { nextEvent } from '../messaging/im-helpers.ts';
import { callEvent, callRecords, expectCode, expectRecordShape } from './call-helpers.ts';

describe.each(imBackends())('group calls on $name', (backend) => {
  const im = useImServer(backend, { IM_CALL_TIMEOUT_SECONDS: '2' });

  async function fleet(tag: string) {
    const names = ['a', 'b', 'c', 'd', 'e'].map((n) => `${n}${tag}`);
    const [a, b, c, d, e] = await Promise.all(names.map((n) => im.client(n, { language: 'en_US' })));
    const group = (await a!.createGroup({ name: 'Bridge', type: 'Public', memberList: names.slice(1) })).data as {
      group: { groupID: string };
    };
    const outsider = await im.client(`x${tag}`, { language: 'en_US' });
    return { a: a!, b: b!, c: c!, d: d!, e: e!, groupID: group.group.groupID, names, outsider };
  }

  it('rings the invited members; accept, reject, join of the running call, the mesh limit, leaving until one is left', async () => {
    const { a, b, c, d, e, groupID, names, outsider } = await fleet('g1');
    // only members call, only members are invited, at most 4 people without an SFU
    await expectCode(outsider.startCall({ userIDList: [names[1]!], type: 1, groupID }), 10018);
    const stranger = await expectCode(a.startCall({ userIDList: [names[1]!, 'xg1'], type: 1, groupID }), 10018);
    expect(stranger.message).toContain('xg1');
    const tooMany = await expectCode(a.startCall({ userIDList: names.slice(1), type: 1, groupID }), 60004);
    expect(tooMany.message).toContain('at most 4 people');

    const ringB = callEvent(b, 'invited');
    const ringC = callEvent(c, 'invited');
    const { call } = (await a.startCall({ userIDList: [names[1]!, names[2]!], type: 2, groupID })).data;
    expect(call).toMatchObject({ groupID, media: 'mesh', state: 'ringing' });
    await Promise.all([ringB, ringC]);
    const dIdle = nextEvent(d, 'onCallChanged', () => true, 300).then(
      () => 'rang',
      () => 'quiet',
    );

    const cHears = callEvent(c, 'accepted', call.callID);
    await b.acceptCall({ callID: call.callID });
    expect((await cHears).userID).toBe(names[1]);
    const aHears = callEvent(a, 'rejected', call.callID);
    expect((await c.rejectCall({ callID: call.callID })).data.call.state).toBe('active');
    expect((await aHears).call.members.find((m) => m.userID === names[2])!.state).toBe('rejected');
    expect(await dIdle).toBe('quiet');

    // a member who was not invited finds the running call and joins it; an outsider cannot
    await expectCode(outsider.getCallList({ groupID }), 10018);
    await expectCode(outsider.joinCall({ callID: call.callID }), 10018);
    const running = (await d.getCallList({ groupID })).data.callList;
    expect(running.map((x) => x.callID)).toEqual([call.callID]);
    const bHears = callEvent(b, 'joined', call.callID);
    await d.joinCall({ callID: call.callID });
    expect((await bHears).userID).toBe(names[3]);
    // someone ringing in (or in) another call cannot join this one meanwhile
    const other = (await e.startCall({ userIDList: ['xg1'], type: 1 })).data.call;
    await expectCode(e.joinCall({ callID: call.callID }), 60006);
    await e.cancelCall({ callID: other.callID });
    await e.joinCall({ callID: call.callID });
    expect((await expectCode(c.joinCall({ callID: call.callID }), 60004)).message).toContain('at most 4 people');
    const signal = nextEvent<{ from: string }>(d, 'onCallSignal');
    await e.sendCallSignal({ callID: call.callID, to: names[3]!, kind: 'offer', sdp: 'v=0' });
    expect((await signal).from).toBe(names[4]);

    const left = callEvent(a, 'left', call.callID);
    expect((await b.hangUpCall({ callID: call.callID })).data.call.state).toBe('active');
    expect((await left).userID).toBe(names[1]);
    await d.hangUpCall({ callID: call.callID });
    const ended = callEvent(a, 'ended', call.callID);
    await e.hangUpCall({ callID: call.callID });
    expect((await ended).call.state).toBe('ended');

    const records = await callRecords(b, `GROUP${groupID}`);
    expect(records).toHaveLength(1);
    expect(records[0]!.from).toBe(names[4]);
    expectRecordShape(records[0]!, call, 1, names.slice(1), 'hangup');
  });

  it('ends when every invitee refuses or the ringing times out; a timeout keeps a call someone answered', async () => {
    const { a, b, c, groupID, names } = await fleet('g2');
    let { call } = (await a.startCall({ userIDList: [names[1]!, names[2]!], type: 1, groupID })).data;
    await b.rejectCall({ callID: call.callID });
    expect((await c.rejectCall({ callID: call.callID })).data.call.state).toBe('ended');
    let records = await callRecords(a, `GROUP${groupID}`);
    expect(records.at(-1)!.from).toBe(names[2]);
    expectRecordShape(records.at(-1)!, call, 4, [names[2]!], 'audioCall');

    call = (await a.startCall({ userIDList: [names[1]!, names[2]!], type: 1, groupID })).data.call;
    const timedOut = await callEvent(a, 'timeout', call.callID, 6000);
    expect(timedOut.call.state).toBe('ended');
    records = await callRecords(a, `GROUP${groupID}`);
    expect(records).toHaveLength(2);
    expectRecordShape(records[1]!, call, 5, [names[1]!, names[2]!], 'audioCall');

    call = (await a.startCall({ userIDList: [names[1]!, names[2]!], type: 2, groupID })).data.call;
    await b.acceptCall({ callID: call.callID });
    const partial = await callEvent(b, 'timeout', call.callID, 6000);
    expect(partial.call.state).toBe('active');
    expect(partial.call.members.find((m) => m.userID === names[2])!.state).toBe('timeout');
    await b.hangUpCall({ callID: call.callID });
    records = await callRecords(a, `GROUP${groupID}`);
    expect(records).toHaveLength(3);
    expectRecordShape(records[2]!, call, 1, [names[1]!, names[2]!], 'hangup');
  });
});
