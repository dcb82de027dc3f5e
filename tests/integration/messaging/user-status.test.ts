import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { startServerProcess } from '../../../harness/server-process.ts';
import { imBackends, useImServer } from './backends.ts';
import { TEST_SECRET, imServerFor, nextEvent, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Status = { userID: string; statusType: number }[];

for (const backend of imBackends()) {
  describe(`user status subscriptions (${backend.name})`, () => {
    const im = useImServer(backend);

    it('pushes online when the first device connects and offline when the last one leaves, until unsubscribed', async () => {
      const watcher = await im.client('us_watch');
      // status is shown only between users who share a conversation (status-visibility.ts): the skipper writes first
      const first = await im.client('us_skipper');
      await first.sendMessage(first.createTextMessage({ to: 'us_watch', conversationType: 'C2C', payload: { text: 'ahoy' } }));
      await first.destroy();
      await until(async () => (await watcher.getUserStatus({ userIDList: ['us_skipper'] })).data.successUserList[0]!.statusType === 2);
      await new Promise((r) => setTimeout(r, 300)); // that offline push is done before the watcher subscribes
      const updates: Status = [];
      watcher.on('onUserStatusUpdated', (e) => updates.push(...(e.data as Status)));
      const r = await watcher.subscribeUserStatus({ userIDList: ['us_skipper', 'us_never'] });
      expect(r.data).toEqual({
        failureUserList: [],
        successUserList: [
          { userID: 'us_skipper', statusType: 2 },
          { userID: 'us_never', statusType: 2 },
        ],
      });

      const online = nextEvent<Status>(watcher, 'onUserStatusUpdated');
      const laptop = await im.client('us_skipper');
      expect(await online).toEqual([{ userID: 'us_skipper', statusType: 1 }]);
      const phone = await im.client('us_skipper');
      expect((await watcher.getUserStatus({ userIDList: ['us_skipper'] })).data).toEqual({
        successUserList: [{ userID: 'us_skipper', statusType: 1 }],
      });
      await laptop.destroy(); // the phone is still online: no event
      await new Promise((r) => setTimeout(r, 300));
      expect(updates).toEqual([{ userID: 'us_skipper', statusType: 1 }]);
      const offline = nextEvent<Status>(watcher, 'onUserStatusUpdated');
      await phone.destroy();
      expect(await offline).toEqual([{ userID: 'us_skipper', statusType: 2 }]);

      // a subscription is the user's, on every device: a second device of the watcher gets pushes too
      const watcherPhone = await im.client('us_watch');
      const onPhone = nextEvent<Status>(watcherPhone, 'onUserStatusUpdated');
      const again = await im.client('us_skipper');
      expect(await onPhone).toEqual([{ userID: 'us_skipper', statusType: 1 }]);
      // the watcher's own 'online' for `again` may land after its phone's: wait for the offline one
      const goneAgain = nextEvent<Status>(watcher, 'onUserStatusUpdated', (d) => d[0]?.statusType === 2);
      await again.destroy();
      // that offline push lands before the unsubscribe below, so the count taken after it is final
      expect(await goneAgain).toEqual([{ userID: 'us_skipper', statusType: 2 }]);

      await watcher.unsubscribeUserStatus({ userIDList: ['us_skipper'] });
      const count = updates.length;
      const last = await im.client('us_skipper');
      await new Promise((r) => setTimeout(r, 300));
      expect(updates.length).toBe(count);
      await last.destroy();
    });

    it('limits subscriptions to 200 per user (72001) and 100 per call', async () => {
      const busy = await im.client('us_busy');
      const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => `us_t${from + i}`);
      await busy.subscribeUserStatus({ userIDList: ids(0, 100) });
      await busy.subscribeUserStatus({ userIDList: ids(100, 100) });
      await busy.subscribeUserStatus({ userIDList: ids(150, 50) }); // already held: no change
      await expect(busy.subscribeUserStatus({ userIDList: ids(200, 1) })).rejects.toMatchObject({ code: 72001 });
      await expect(busy.subscribeUserStatus({ userIDList: ids(300, 101) })).rejects.toMatchObject({ code: 10004 });
      await busy.unsubscribeUserStatus({ userIDList: ids(0, 1) });
      await busy.subscribeUserStatus({ userIDList: ids(200, 1) });
      await busy.unsubscribeUserStatus({});
      await busy.subscribeUserStatus({ userIDList: ids(300, 100) });
    });
  });
}

/** Two instances on one PostgreSQL schema and Redis: the watched user's devices are spread over both. */
describe.skipIf(!DATABASE_URL)('user status subscriptions across instances', () => {
  const schema = uniqueSchema();
  let one: ImServer;
  let two: ImServer;
  beforeAll(async () => {
    const env = { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema, REDIS_URL, IM_SECRET: TEST_SECRET };
    one = imServerFor(await startServerProcess(env));
    two = imServerFor(await startServerProcess(env));
  });
  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    if (DATABASE_URL) await dropSchema(DATABASE_URL, schema);
  });

  it('says offline only when the last device on any instance leaves', async () => {
    const tag = schema.slice(-6);
    const watcher = await one.client(`w_${tag}`);
    const first = await two.client(`s_${tag}`);
    await first.sendMessage(first.createTextMessage({ to: `w_${tag}`, conversationType: 'C2C', payload: { text: 'ahoy' } }));
    await first.destroy();
    await until(async () => (await watcher.getUserStatus({ userIDList: [`s_${tag}`] })).data.successUserList[0]!.statusType === 2);
    await new Promise((r) => setTimeout(r, 300)); // that offline push is done before the watcher subscribes
    const updates: Status = [];
    watcher.on('onUserStatusUpdated', (e) => updates.push(...(e.data as Status)));
    await watcher.subscribeUserStatus({ userIDList: [`s_${tag}`] });
    const online = nextEvent<Status>(watcher, 'onUserStatusUpdated');
    const onTwo = await two.client(`s_${tag}`);
    expect(await online).toEqual([{ userID: `s_${tag}`, statusType: 1 }]);
    const onOne = await one.client(`s_${tag}`);
    await onTwo.destroy(); // still online on instance one
    await new Promise((r) => setTimeout(r, 400));
    expect(updates.filter((u) => u.statusType === 2)).toEqual([]);
    const offline = nextEvent<Status>(watcher, 'onUserStatusUpdated', (l) => l[0]!.statusType === 2);
    await onOne.destroy();
    expect(await offline).toEqual([{ userID: `s_${tag}`, statusType: 2 }]);
  });
});
