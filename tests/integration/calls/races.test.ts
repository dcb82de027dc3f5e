import { describe, expect, it } from 'vitest';
import { CALL_ACTION_TYPE } from '../../../protocol/calls.ts';
import { ErrorCode } from '../../../protocol/errors.ts';
import { imBackends, useImServer } from '../messaging/backends.ts';
import { until } from '../messaging/im-helpers.ts';
import { callEvent, callRecords, collectCallEvents } from './call-helpers.ts';

const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as { code?: number }).code : undefined);

describe.each(imBackends())('calls answered and ended at the same moment on $name', (backend) => {
  const im = useImServer(backend);

  it('two devices accepting at once: exactly one joins, the other is told the call was answered elsewhere', async () => {
    const alice = await im.client('alice_race');
    const bob = await im.client('bob_race');
    const bobPhone = await im.client('bob_race');
    const aliceEvents = collectCallEvents(alice);
    for (let round = 0; round < 3; round++) {
      const rung = Promise.all([callEvent(bob, 'invited'), callEvent(bobPhone, 'invited')]);
      const { call } = (await alice.startCall({ userIDList: ['bob_race'], type: 1 })).data;
      await rung;
      const results = await Promise.allSettled([bob.acceptCall({ callID: call.callID }), bobPhone.acceptCall({ callID: call.callID })]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.map(codeOf).filter(Boolean)).toEqual([ErrorCode.CALL_ANSWERED_ELSEWHERE]);
      await until(() => aliceEvents.some((e) => e.action === 'accepted' && e.call.callID === call.callID));
      const [running] = (await alice.getCallList({})).data.callList;
      expect(running!.members).toEqual([
        { userID: 'alice_race', state: 'joined' },
        { userID: 'bob_race', state: 'joined' },
      ]);
      await alice.hangUpCall({ callID: call.callID });
      expect(aliceEvents.filter((e) => e.action === 'accepted' && e.call.callID === call.callID)).toHaveLength(1);
    }
  });

  it("an accept racing the caller's hang-up: the call ends once, with the one record of what happened", async () => {
    const alice = await im.client('alice_hang');
    const bob = await im.client('bob_hang');
    for (let round = 0; round < 5; round++) {
      const rung = callEvent(bob, 'invited');
      const { call } = (await alice.startCall({ userIDList: ['bob_hang'], type: 1 })).data;
      await rung;
      const [accept, hangUp] = await Promise.allSettled([
        bob.acceptCall({ callID: call.callID }),
        alice.hangUpCall({ callID: call.callID }),
      ]);
      expect(hangUp.status).toBe('fulfilled');
      if (accept.status === 'rejected') expect(codeOf(accept)).toBe(ErrorCode.CALL_NOT_FOUND);
      const records = (await callRecords(bob, 'C2Calice_hang')).filter((r) => r.outer.inviteID === call.callID);
      expect(records.map((r) => r.outer.actionType)).toEqual([
        accept.status === 'fulfilled' ? CALL_ACTION_TYPE.INVITE : CALL_ACTION_TYPE.CANCEL,
      ]);
      expect((await bob.getCallList({})).data.callList).toEqual([]);
    }
  });
});
