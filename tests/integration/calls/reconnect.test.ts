import { describe, expect, it } from 'vitest';
import type { CallSignal } from '../../../protocol/calls.ts';
import { imBackends, useImServer } from '../messaging/backends.ts';
import { nextEvent } from '../messaging/im-helpers.ts';
import { callEvent, callRecords, collectCallEvents, expectCode, expectRecordShape } from './call-helpers.ts';

/**
 * A socket in a running call that closes (a dropped network) does not end the call at once: for
 * IM_CALL_RECONNECT_SECONDS a reconnected socket of the same person carries on (resumeCall, or its next signal);
 * nobody coming back ends the call with its record. Another live device of the person cannot take the place.
 */
describe.each(imBackends())('a call survives its socket reconnecting on $name', (backend) => {
  const im = useImServer(backend, { IM_CALL_RECONNECT_SECONDS: '2' });

  it('a reconnected socket resumes the call within the grace period; after it nobody came back, the call ends', async () => {
    const alice = await im.client('alice_rc');
    const bob = await im.client('bob_rc');
    const aliceEvents = collectCallEvents(alice);
    const { call } = (await alice.startCall({ userIDList: ['bob_rc'], type: 2 })).data;
    await bob.acceptCall({ callID: call.callID });

    // bob's network drops: his socket closes, a new one comes
    await bob.destroy();
    const bobAgain = await im.client('bob_rc');
    await new Promise((r) => setTimeout(r, 300));
    const resumed = (await bobAgain.resumeCall({ callID: call.callID })).data;
    expect(resumed.call.state).toBe('active');
    expect(resumed.call.members).toEqual([
      { userID: 'alice_rc', state: 'joined' },
      { userID: 'bob_rc', state: 'joined' },
    ]);
    const offer = nextEvent<CallSignal & { from: string }>(alice, 'onCallSignal');
    await bobAgain.sendCallSignal({ callID: call.callID, to: 'alice_rc', kind: 'offer', sdp: 'v=0 ice restart' });
    expect(await offer).toMatchObject({ from: 'bob_rc', sdp: 'v=0 ice restart' });
    // now that it holds the place, another live device of bob's cannot take it, nor can a stranger
    const bobTablet = await im.client('bob_rc');
    await expectCode(bobTablet.resumeCall({ callID: call.callID }), 60003);
    await expectCode(bobTablet.sendCallSignal({ callID: call.callID, to: 'alice_rc', kind: 'offer', sdp: 'x' }), 60005);
    const mallory = await im.client('mallory_rc');
    await expectCode(mallory.resumeCall({ callID: call.callID }), 60005);

    // past the grace period the call goes on
    await new Promise((r) => setTimeout(r, 2600));
    expect(aliceEvents.filter((e) => e.call.callID === call.callID && e.action !== 'accepted')).toEqual([]);
    expect((await alice.getCallList({})).data.callList.map((c) => c.callID)).toEqual([call.callID]);

    // alice's socket drops and she signals from a new one: the signal itself carries on her part
    await alice.destroy();
    const aliceAgain = await im.client('alice_rc');
    await new Promise((r) => setTimeout(r, 300));
    const answer = nextEvent<CallSignal & { from: string }>(bobAgain, 'onCallSignal');
    await aliceAgain.sendCallSignal({ callID: call.callID, to: 'bob_rc', kind: 'answer', sdp: 'v=0 answer' });
    expect((await answer).from).toBe('alice_rc');

    // bob goes for good: after the grace period alice is told, and the record has the duration
    const ended = callEvent(aliceAgain, 'ended', call.callID, 6000);
    const gone = Date.now();
    await bobAgain.destroy();
    await bobTablet.destroy();
    expect((await ended).call.state).toBe('ended');
    expect(Date.now() - gone).toBeGreaterThanOrEqual(1500);
    const records = await callRecords(aliceAgain, 'C2Cbob_rc');
    expect(records).toHaveLength(1);
    expectRecordShape(records[0]!, call, 1, ['bob_rc'], 'hangup');
    expect(records[0]!.inner.call_end).toBeGreaterThanOrEqual(3);
  });
});
