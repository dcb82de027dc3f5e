import { describe, expect, it } from 'vitest';
import type { CallSignal, WireCall } from '../../../protocol/calls.ts';
import { imBackends, useImServer } from '../messaging/backends.ts';
import { collectMessages, nextEvent, until } from '../messaging/im-helpers.ts';
import { callEvent, callRecords, collectCallEvents, expectCode, expectRecordShape } from './call-helpers.ts';

const TURN = { IM_STUN_URLS: 'stun:turn.example.com:3478', IM_TURN_URLS: 'turn:turn.example.com:3478', IM_TURN_SECRET: 'test-turn-secret' };

describe.each(imBackends())('one-to-one calls on $name', (backend) => {
  const im = useImServer(backend, { IM_CALL_TIMEOUT_SECONDS: '2', ...TURN });

  it('rings every device of the callee; the first to accept wins, the other stops ringing; signals relay; hang-up writes the record', async () => {
    const alice = await im.client('alice1');
    const bob = await im.client('bob1');
    const bobPhone = await im.client('bob1');
    const bobGot = collectMessages(bob);
    const bobEvents = collectCallEvents(bob);

    const config = (await alice.getCallConfig()).data;
    expect(config).toMatchObject({ timeout: 2, maxMembers: 4, media: 'mesh' });
    // TURN credentials come with a call only (who-may-call.test.ts)
    expect(config.iceServers).toEqual([{ urls: ['stun:turn.example.com:3478'] }]);

    const ringing = callEvent(bob, 'invited');
    const ringingPhone = callEvent(bobPhone, 'invited');
    const started = (await alice.startCall({ userIDList: ['bob1'], type: 2 })).data;
    expect(started.call).toMatchObject({ inviter: 'alice1', type: 2, state: 'ringing', groupID: '', media: 'p2p', timeout: 2 });
    expect(started.iceServers).toHaveLength(2);
    expect(started.iceServers[1]!.username).toBe(`${started.iceServers[1]!.username!.split(':')[0]}:${started.call.callID}:alice1`);
    const { call } = started;
    expect((await ringing).call.callID).toBe(call.callID);
    expect((await ringingPhone).userID).toBe('alice1');
    expect((await bob.getCallList({})).data.callList.map((c) => c.callID)).toEqual([call.callID]);
    // a device that connects (or reloads) while it rings rings too
    const bobTablet = await im.client('bob1', { language: 'en_US' });
    const tabletRinging = callEvent(bobTablet, 'invited', call.callID);
    await tabletRinging;

    const accepted = callEvent(alice, 'accepted', call.callID);
    const elsewhere = callEvent(bobPhone, 'answeredElsewhere', call.callID);
    const answer = (await bob.acceptCall({ callID: call.callID })).data;
    expect(answer.call.state).toBe('active');
    expect(answer.iceServers[1]!.username).toMatch(/:bob1$/);
    expect((await accepted).userID).toBe('bob1');
    expect((await elsewhere).call.members).toEqual([
      { userID: 'alice1', state: 'joined' },
      { userID: 'bob1', state: 'joined' },
    ]);
    await expectCode(bobPhone.acceptCall({ callID: call.callID }), 60003);
    expect(bobEvents.some((e) => e.action === 'answeredElsewhere')).toBe(false);

    // WebRTC offer / answer / ICE between the two sockets in the call
    const offer = nextEvent<CallSignal & { from: string }>(bob, 'onCallSignal');
    await alice.sendCallSignal({ callID: call.callID, to: 'bob1', kind: 'offer', sdp: 'v=0 offer' });
    expect(await offer).toEqual({ callID: call.callID, kind: 'offer', sdp: 'v=0 offer', from: 'alice1' });
    const reply = nextEvent<CallSignal & { from: string }>(alice, 'onCallSignal');
    await bob.sendCallSignal({ callID: call.callID, to: 'alice1', kind: 'answer', sdp: 'v=0 answer' });
    expect((await reply).sdp).toBe('v=0 answer');
    const ice = nextEvent<CallSignal>(alice, 'onCallSignal', (s) => s.kind === 'candidate');
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    await bob.sendCallSignal({ callID: call.callID, to: 'alice1', kind: 'candidate', candidate });
    expect((await ice).candidate).toEqual(candidate);
    // the device that did not answer is not in the call; nor may anyone signal themselves
    await expectCode(bobPhone.sendCallSignal({ callID: call.callID, to: 'alice1', kind: 'offer', sdp: 'x' }), 60005);
    await expectCode(alice.sendCallSignal({ callID: call.callID, to: 'alice1', kind: 'offer', sdp: 'x' }), 60005);

    const switched = callEvent(alice, 'switchedToAudio', call.callID);
    expect((await bob.switchCallToAudio({ callID: call.callID })).data.call.type).toBe(1);
    expect((await switched).call.type).toBe(1);

    await new Promise((r) => setTimeout(r, 1100));
    const ended = callEvent(bob, 'ended', call.callID);
    const hungUp = (await alice.hangUpCall({ callID: call.callID })).data.call;
    expect(hungUp.state).toBe('ended');
    expect((await ended).userID).toBe('alice1');
    await expectCode(alice.sendCallSignal({ callID: call.callID, to: 'bob1', kind: 'offer', sdp: 'x' }), 60001);

    // the record: a real message (history of both sides, live delivery, unread)
    const [record] = await callRecords(bob, 'C2Calice1');
    expect(record!.from).toBe('alice1');
    expectRecordShape(record!, call, 1, ['bob1'], 'hangup');
    expect(record!.inner.call_type).toBe(1);
    expect(record!.inner.call_end).toBeGreaterThanOrEqual(1);
    expect((await callRecords(alice, 'C2Cbob1')).map((r) => r.messageID)).toEqual([record!.messageID]);
    await until(() => bobGot.some((m) => m.ID === record!.messageID), 5000, 'the record delivered live');
    const conv = (await bob.getConversationList()).data.conversationList.find((c) => c.conversationID === 'C2Calice1');
    expect(conv!.unreadCount).toBe(1);
    expect((await bob.getCallList({})).data.callList).toEqual([]);
  });

  it('reject, cancel and busy each end the call with their record', async () => {
    const alice = await im.client('alice2');
    const bob = await im.client('bob2');
    const carol = await im.client('carol2');

    // reject
    let call: WireCall = (await alice.startCall({ userIDList: ['bob2'], type: 1 })).data.call;
    let told = callEvent(alice, 'rejected', call.callID);
    expect((await bob.rejectCall({ callID: call.callID })).data.call.state).toBe('ended');
    expect((await told).userID).toBe('bob2');
    let [record] = await callRecords(alice, 'C2Cbob2');
    expect(record!.from).toBe('bob2');
    expectRecordShape(record!, call, 4, ['bob2'], 'audioCall');

    // cancel
    call = (await alice.startCall({ userIDList: ['bob2'], type: 2 })).data.call;
    told = callEvent(bob, 'cancelled', call.callID);
    expect((await alice.cancelCall({ callID: call.callID })).data.call.state).toBe('ended');
    await told;
    record = (await callRecords(bob, 'C2Calice2')).at(-1);
    expect(record!.from).toBe('alice2');
    expectRecordShape(record!, call, 2, ['bob2'], 'videoCall');
    await expectCode(bob.acceptCall({ callID: call.callID }), 60001);

    // busy: bob is in a call with alice; carol calls bob
    call = (await alice.startCall({ userIDList: ['bob2'], type: 1 })).data.call;
    await bob.acceptCall({ callID: call.callID });
    const bobEn = await im.client('bob2', { language: 'en_US' });
    const busy = await expectCode(carol.startCall({ userIDList: ['bob2'], type: 2 }), 60002);
    expect(busy.message).toBe('对方忙线中');
    const carolEn = await im.client('carol2', { language: 'en_US' });
    expect((await expectCode(carolEn.startCall({ userIDList: ['alice2'], type: 2 }), 60002)).message).toBe('The other party is busy');
    expect((await expectCode(bobEn.startCall({ userIDList: ['carol2'], type: 1 }), 60006)).message).toBe('You are already in a call');
    const busyRecords = await callRecords(carol, 'C2Cbob2');
    expect(busyRecords).toHaveLength(1);
    expect(busyRecords[0]!.from).toBe('bob2');
    expect(busyRecords[0]!.inner.line_busy).toBe('line_busy');
    expect(busyRecords[0]!.outer.actionType).toBe(4);
    expect(busyRecords[0]!.outer.inviter).toBe('carol2');
    await bob.hangUpCall({ callID: call.callID });
  });

  it('times out after the configured seconds with one record, and a caller who disconnects while ringing cancels', async () => {
    const alice = await im.client('alice3');
    const bob = await im.client('bob3');
    const aliceEvents = collectCallEvents(alice);
    const { call } = (await alice.startCall({ userIDList: ['bob3'], type: 2 })).data;
    const timedOut = await callEvent(bob, 'timeout', call.callID, 6000);
    expect(timedOut.call.state).toBe('ended');
    expect(timedOut.call.members[1]).toEqual({ userID: 'bob3', state: 'timeout' });
    await until(() => aliceEvents.some((e) => e.action === 'timeout'), 3000, 'the caller told');
    await new Promise((r) => setTimeout(r, 1200));
    expect(aliceEvents.filter((e) => e.action === 'timeout')).toHaveLength(1);
    const records = await callRecords(bob, 'C2Calice3');
    expect(records).toHaveLength(1);
    expect(records[0]!.from).toBe('alice3');
    expectRecordShape(records[0]!, call, 5, ['bob3'], 'videoCall');
    await expectCode(bob.acceptCall({ callID: call.callID }), 60001);

    // the caller's socket goes away while it rings (a reload): no ghost call
    const caller = await im.client('alice3');
    const second = (await caller.startCall({ userIDList: ['bob3'], type: 1 })).data.call;
    const cancelled = callEvent(bob, 'cancelled', second.callID);
    await caller.destroy();
    expect((await cancelled).call.state).toBe('ended');
    expect((await bob.getCallList({})).data.callList).toEqual([]);
    expectRecordShape((await callRecords(bob, 'C2Calice3')).at(-1)!, second, 2, ['bob3'], 'audioCall');
    // bob is free again
    const third = (await bob.startCall({ userIDList: ['alice3'], type: 1 })).data.call;
    await bob.cancelCall({ callID: third.callID });
  });

  it('refuses a blacklisted caller, strangers and unknown users, in the caller language', async () => {
    const alice = await im.client('alice4', { language: 'en_US' });
    const bob = await im.client('bob4');
    const mallory = await im.client('mallory4');
    await bob.addToBlacklist({ userIDList: ['alice4'] });
    const refused = await expectCode(alice.startCall({ userIDList: ['bob4'], type: 1 }), 20007);
    expect(refused.message).toMatch(/blacklist/);
    expect(await callRecords(bob, 'C2Calice4')).toEqual([]);
    await bob.removeFromBlacklist({ userIDList: ['alice4'] });
    await expectCode(alice.startCall({ userIDList: ['nobody_there_4'], type: 1 }), 20003);
    await expectCode(alice.startCall({ userIDList: ['bob4'], type: 3 }), 10004);
    await expectCode(alice.startCall({ userIDList: ['bob4', 'mallory4'], type: 1 }), 60004);

    const { call } = (await alice.startCall({ userIDList: ['bob4'], type: 1 })).data;
    // someone else cannot answer, refuse, hang up, cancel, switch, join or signal into it
    await expectCode(mallory.acceptCall({ callID: call.callID }), 60005);
    await expectCode(mallory.rejectCall({ callID: call.callID }), 60005);
    await expectCode(mallory.hangUpCall({ callID: call.callID }), 60005);
    await expectCode(mallory.cancelCall({ callID: call.callID }), 10007);
    await expectCode(mallory.switchCallToAudio({ callID: call.callID }), 60005);
    await expectCode(mallory.joinCall({ callID: call.callID }), 60005);
    await expectCode(mallory.sendCallSignal({ callID: call.callID, to: 'alice4', kind: 'offer', sdp: 'x' }), 60005);
    await expectCode(bob.cancelCall({ callID: call.callID }), 10007);
    // nor can the callee signal before answering
    await expectCode(bob.sendCallSignal({ callID: call.callID, to: 'alice4', kind: 'offer', sdp: 'x' }), 60005);
    await alice.cancelCall({ callID: call.callID });
  });
});
