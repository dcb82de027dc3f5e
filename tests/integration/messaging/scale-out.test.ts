import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { startServerProcess } from '../../../harness/server-process.ts';
import { collectMessages, imServerFor, nextEvent, textOf, until, TEST_SECRET } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two server processes, one PostgreSQL schema, one Redis: users on different instances chat. Needs DATABASE_URL. */
describe.skipIf(!DATABASE_URL)('scale-out over Redis (two instances)', () => {
  const schema = uniqueSchema();
  const tag = randomBytes(3).toString('hex');
  const u = (name: string) => `${name}_${tag}`;
  let one: ImServer;
  let two: ImServer;
  beforeAll(async () => {
    const env = { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema, REDIS_URL, IM_SECRET: TEST_SECRET, IM_RATE_PER_SECOND: '0' };
    one = imServerFor(await startServerProcess(env));
    two = imServerFor(await startServerProcess(env));
  });
  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    if (DATABASE_URL) await dropSchema(DATABASE_URL, schema);
  });

  it('delivers messages, receipts, revokes, typing and online status across instances', async () => {
    const a = await one.client(u('a'));
    const b = await two.client(u('b'));
    const bOnOne = await one.client(u('b')); // the same user on both instances
    const gotB = collectMessages(b);
    const gotBOnOne = collectMessages(bOnOne);
    const gotA = collectMessages(a);

    const m = (
      await a.sendMessage(a.createTextMessage({ to: u('b'), conversationType: 'C2C', payload: { text: 'across' }, needReadReceipt: true }))
    ).data.message;
    await until(() => gotB.length === 1 && gotBOnOne.length === 1, 5000, 'cross-instance delivery');
    expect(textOf(gotB[0]!)).toBe('across');

    const receipt = nextEvent<{ messageID: string; isPeerRead: boolean }[]>(a, 'onMessageReadReceiptReceived');
    await b.sendMessageReadReceipt([{ ...m, conversationID: `C2C${u('a')}` }]);
    expect((await receipt)[0]).toMatchObject({ messageID: m.ID, isPeerRead: true });

    await b.sendMessage(b.createTextMessage({ to: u('a'), conversationType: 'C2C', payload: { text: 'back' } }));
    await until(() => gotA.length === 1);
    const revoked = nextEvent<{ ID: string }[]>(b, 'onMessageRevoked');
    await a.revokeMessage(m);
    expect((await revoked)[0]!.ID).toBe(m.ID);

    const typing = nextEvent(b, 'onTypingStatusUpdated');
    await a.setTypingStatus({ to: u('b'), status: 'enter' });
    await typing;
    const status = (await a.getUserStatus({ userIDList: [u('b')] })).data as { successUserList: { statusType: number }[] };
    expect(status.successUserList[0]!.statusType).toBe(1);

    // a group spanning both instances
    const c = await two.client(u('c'));
    const gotC = collectMessages(c);
    const group = (
      (await a.createGroup({ name: 'Fleet', type: 'Public', memberList: [u('b'), u('c')] })).data as { group: { groupID: string } }
    ).group;
    await a.sendMessage(a.createTextMessage({ to: group.groupID, conversationType: 'GROUP', payload: { text: 'fleet update' } }));
    await until(
      () => gotC.some((x) => textOf(x) === 'fleet update') && gotB.some((x) => textOf(x) === 'fleet update'),
      5000,
      'group fan-out',
    );
  });
});
