import { describe, expect, it } from 'vitest';
import type { IceServer } from '../../../protocol/calls.ts';
import { turnCredential } from '../../../server/messaging/calls/ice.ts';
import { imBackends, useImServer } from '../messaging/backends.ts';
import { callEvent, expectCode } from './call-helpers.ts';

const TTL = 600;
const SECRET = 'who-may-call-turn-secret';
const STUN = 'stun:turn.example.com:3478';
const TURN = { IM_STUN_URLS: STUN, IM_TURN_URLS: 'turn:turn.example.com:3478', IM_TURN_SECRET: SECRET, IM_TURN_TTL_SECONDS: String(TTL) };

/** An anonymous visitor's user ID as owChat issues it (`visitor_<24 hex>`). */
function visitorId(tag: string): string {
  return `visitor_${Buffer.from(tag.padEnd(12, '0').slice(0, 12)).toString('hex')}`;
}

/** The TURN server of a call's ICE servers: its username names the call and the user, valid at most TTL seconds. */
function expectCallTurn(servers: IceServer[], callID: string, userID: string): void {
  expect(servers[0]).toEqual({ urls: [STUN] });
  const turn = servers.find((s) => s.urls.some((u) => u.startsWith('turn:')));
  expect(turn).toBeDefined();
  const [expiry, ...rest] = turn!.username!.split(':');
  expect(rest.join(':')).toBe(`${callID}:${userID}`);
  const now = Math.floor(Date.now() / 1000);
  expect(Number(expiry)).toBeGreaterThan(now);
  expect(Number(expiry)).toBeLessThanOrEqual(now + TTL + 1);
  // coturn's REST scheme: the password is HMAC-SHA1(secret, username), so coturn accepts it
  expect(turn!.credential).toBe(turnCredential(SECRET, `${callID}:${userID}`, Number(expiry)).credential);
}

/** No ICE server with a credential in it. */
function expectNoTurn(servers: IceServer[]): void {
  expect(servers.filter((s) => s.username !== undefined || s.credential !== undefined)).toEqual([]);
  expect(servers.flatMap((s) => s.urls).filter((u) => !u.startsWith('stun:'))).toEqual([]);
}

/** Security issue #30 item 3: calls (and the TURN relay) are for signed-in users; TURN comes only with a call. */
describe.each(imBackends())('who may call, and TURN credentials per call, on $name', (backend) => {
  const im = useImServer(backend, { IM_CALL_TIMEOUT_SECONDS: '5', ...TURN });

  it('refuses a visitor every call op, in their language, and nobody rings a visitor', async () => {
    const visitor = visitorId('v1');
    const guest = await im.client(visitor);
    const guestEn = await im.client(visitor, { language: 'en_US' });
    const alice = await im.client('alice_w1');
    await im.client('bob_w1');

    expect((await expectCode(guest.getCallConfig(), 60008)).message).toBe('该用户不能使用语音和视频通话');
    expect((await expectCode(guestEn.getCallConfig(), 60008)).message).toBe('Voice and video calls are not available to this user');
    await expectCode(guest.startCall({ userIDList: ['bob_w1'], type: 1 }), 60008);
    await expectCode(guestEn.startCall({ userIDList: ['alice_w1'], type: 2 }), 60008);
    // a partner user cannot ring a visitor
    expect((await expectCode(alice.startCall({ userIDList: [visitor], type: 1 }), 60008)).message).toBe('该用户不能使用语音和视频通话');
    expect((await alice.getCallList({})).data.callList).toEqual([]);
    expect((await guest.getCallList({})).data.callList).toEqual([]);
  });

  it('keeps a visitor out of group calls: not invited, cannot join, no ICE servers', async () => {
    const visitor = visitorId('v2');
    const guest = await im.client(visitor, { language: 'en_US' });
    const a = await im.client('a_w2');
    const b = await im.client('b_w2');
    // a visitor is never a group member (policy/may-contact.ts), so never in a group call's audience
    await expectCode(a.createGroup({ name: 'Deck', type: 'Public', memberList: ['b_w2', visitor] }), 10007);
    const group = (await a.createGroup({ name: 'Deck', type: 'Public', memberList: ['b_w2'] })).data as {
      group: { groupID: string };
    };
    const { groupID } = group.group;
    await expectCode(a.startCall({ userIDList: ['b_w2', visitor], type: 1, groupID }), 60008);
    await expectCode(guest.startCall({ userIDList: ['a_w2'], type: 1, groupID }), 60008);
    const ringing = callEvent(b, 'invited');
    const { call } = (await a.startCall({ userIDList: ['b_w2'], type: 1, groupID })).data;
    await ringing;
    await b.acceptCall({ callID: call.callID });
    await expectCode(guest.joinCall({ callID: call.callID }), 60008);
    await expectCode(guest.getCallIceServers({ callID: call.callID }), 60008);
    await expectCode(guest.resumeCall({ callID: call.callID }), 60008);
    expect((await a.getCallList({ groupID })).data.callList[0]!.members.map((m) => m.userID)).toEqual(['a_w2', 'b_w2']);
    await a.hangUpCall({ callID: call.callID });
  });

  it('gives signed-in users no TURN in the config; start, accept, join and resume carry TURN for that call', async () => {
    const a = await im.client('a_w3');
    const b = await im.client('b_w3');
    const c = await im.client('c_w3');
    const config = (await a.getCallConfig()).data;
    expect(config).toMatchObject({ timeout: 5, media: 'mesh' });
    expect(config.iceServers).toEqual([{ urls: [STUN] }]);
    expectNoTurn(config.iceServers);

    // one-to-one: the caller's and the callee's credentials name the call
    const ringing = callEvent(b, 'invited');
    const started = (await a.startCall({ userIDList: ['b_w3'], type: 1 })).data;
    expectCallTurn(started.iceServers, started.call.callID, 'a_w3');
    await ringing;
    const answered = (await b.acceptCall({ callID: started.call.callID })).data;
    expectCallTurn(answered.iceServers, started.call.callID, 'b_w3');
    await a.hangUpCall({ callID: started.call.callID });

    // a group call: who joins it gets a credential for it
    const group = (await a.createGroup({ name: 'Hold', type: 'Public', memberList: ['b_w3', 'c_w3'] })).data as {
      group: { groupID: string };
    };
    const { groupID } = group.group;
    const rings = callEvent(b, 'invited');
    const { call } = (await a.startCall({ userIDList: ['b_w3'], type: 1, groupID })).data;
    await rings;
    expectCallTurn((await b.acceptCall({ callID: call.callID })).data.iceServers, call.callID, 'b_w3');
    const joined = (await c.joinCall({ callID: call.callID })).data;
    expectCallTurn(joined.iceServers, call.callID, 'c_w3');

    // after a reconnect, resuming hands out a fresh one
    await c.destroy();
    const cAgain = await im.client('c_w3');
    await new Promise((r) => setTimeout(r, 300));
    expectCallTurn((await cAgain.resumeCall({ callID: call.callID })).data.iceServers, call.callID, 'c_w3');
    await a.hangUpCall({ callID: call.callID });
    await b.hangUpCall({ callID: call.callID });
    await cAgain.hangUpCall({ callID: call.callID }).catch(() => undefined);
  });

  it("answers a call's ICE servers only to the device in the running call", async () => {
    const a = await im.client('a_w4');
    const b = await im.client('b_w4');
    const bTablet = await im.client('b_w4');
    const mallory = await im.client('mallory_w4');
    const ringing = callEvent(b, 'invited');
    const { call } = (await a.startCall({ userIDList: ['b_w4'], type: 2 })).data;
    await ringing;
    // ringing is not being in the call, nor is being a stranger to it
    await expectCode(b.getCallIceServers({ callID: call.callID }), 60005);
    await expectCode(mallory.getCallIceServers({ callID: call.callID }), 60005);
    expectCallTurn((await a.getCallIceServers({ callID: call.callID })).data.iceServers, call.callID, 'a_w4');
    await b.acceptCall({ callID: call.callID });
    expectCallTurn((await b.getCallIceServers({ callID: call.callID })).data.iceServers, call.callID, 'b_w4');
    // another device of the callee is not in the call
    await expectCode(bTablet.getCallIceServers({ callID: call.callID }), 60005);
    await expectCode(mallory.getCallIceServers({ callID: call.callID }), 60005);
    await a.hangUpCall({ callID: call.callID });
    await expectCode(a.getCallIceServers({ callID: call.callID }), 60001);
  });
});
