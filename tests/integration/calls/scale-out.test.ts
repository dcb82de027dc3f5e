import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { startServerProcess } from '../../../harness/server-process.ts';
import { imServerFor, nextEvent, until, TEST_SECRET } from '../messaging/im-helpers.ts';
import type { ImServer } from '../messaging/im-helpers.ts';
import { callEvent, callRecords, collectCallEvents, expectCode, expectRecordShape } from './call-helpers.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/** Two server processes, one PostgreSQL schema, one Redis: the call's state is in the database, its events on the bus. */
describe.skipIf(!DATABASE_URL || !REDIS_URL)('calls across two instances', () => {
  const schema = uniqueSchema();
  const tag = randomBytes(3).toString('hex');
  const u = (name: string) => `${name}_${tag}`;
  let one: ImServer;
  let two: ImServer;
  beforeAll(async () => {
    const env = {
      DATABASE_URL: DATABASE_URL!,
      DATABASE_SCHEMA: schema,
      REDIS_URL: REDIS_URL!,
      IM_SECRET: TEST_SECRET,
      IM_CALL_TIMEOUT_SECONDS: '2',
    };
    one = imServerFor(await startServerProcess(env));
    two = imServerFor(await startServerProcess(env));
  }, 60_000);
  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    if (DATABASE_URL) await dropSchema(DATABASE_URL, schema);
  });

  it('rings the callee on both instances, the first answer wins, signals cross, the hang-up ends it for everyone', async () => {
    const alice = await one.client(u('alice'));
    const bob = await two.client(u('bob'));
    const bobOnOne = await one.client(u('bob'));
    const ringing = Promise.all([callEvent(bob, 'invited'), callEvent(bobOnOne, 'invited')]);
    const { call } = (await alice.startCall({ userIDList: [u('bob')], type: 2 })).data;
    await ringing;
    expect((await bob.getCallList({})).data.callList.map((c) => c.callID)).toEqual([call.callID]);

    const elsewhere = callEvent(bobOnOne, 'answeredElsewhere', call.callID);
    const accepted = callEvent(alice, 'accepted', call.callID);
    await bob.acceptCall({ callID: call.callID });
    await Promise.all([elsewhere, accepted]);
    await expectCode(bobOnOne.acceptCall({ callID: call.callID }), 60003);

    const offer = nextEvent<{ sdp: string }>(bob, 'onCallSignal');
    await alice.sendCallSignal({ callID: call.callID, to: u('bob'), kind: 'offer', sdp: 'v=0 across' });
    expect((await offer).sdp).toBe('v=0 across');
    const ice = nextEvent<{ kind: string }>(alice, 'onCallSignal');
    await bob.sendCallSignal({ callID: call.callID, to: u('alice'), kind: 'candidate', candidate: { candidate: 'candidate:1' } });
    expect((await ice).kind).toBe('candidate');

    const ended = callEvent(alice, 'ended', call.callID);
    await bob.hangUpCall({ callID: call.callID });
    await ended;
    const records = await callRecords(alice, `C2C${u('bob')}`);
    expect(records).toHaveLength(1);
    expectRecordShape(records[0]!, call, 1, [u('bob')], 'hangup');
  });

  it('fires the ringing timeout once although both instances sweep; a caller leaving one instance cancels on the other', async () => {
    const carol = await one.client(u('carol'));
    const dave = await two.client(u('dave'));
    const daveOnOne = await one.client(u('dave'));
    const seen = [collectCallEvents(carol), collectCallEvents(dave), collectCallEvents(daveOnOne)];
    const { call } = (await carol.startCall({ userIDList: [u('dave')], type: 1 })).data;
    await until(() => seen.every((list) => list.some((e) => e.action === 'timeout')), 8000, 'the timeout on every device');
    await new Promise((r) => setTimeout(r, 2500)); // both instances have swept again meanwhile
    for (const list of seen) expect(list.filter((e) => e.action === 'timeout' && e.call.callID === call.callID)).toHaveLength(1);
    const records = await callRecords(dave, `C2C${u('carol')}`);
    expect(records).toHaveLength(1);
    expectRecordShape(records[0]!, call, 5, [u('dave')], 'audioCall');

    const erin = await one.client(u('erin'));
    const frank = await two.client(u('frank'));
    const rang = callEvent(frank, 'invited');
    const second = (await erin.startCall({ userIDList: [u('frank')], type: 2 })).data.call;
    await rang;
    const cancelled = callEvent(frank, 'cancelled', second.callID);
    await erin.destroy();
    await cancelled;
    expect((await frank.getCallList({})).data.callList).toEqual([]);
    expectRecordShape((await callRecords(frank, `C2C${u('erin')}`))[0]!, second, 2, [u('frank')], 'videoCall');
  });
});
