import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import { startServerProcess } from '../../../harness/server-process.ts';
import { collectMessages, imServerFor, textOf, until, TEST_SECRET } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const KEY = 'admin-key-for-scale-out-tests-0123456789';

/** The admin API on one instance, the users on another: its effects fan out over Redis like a client's. */
describe.skipIf(!DATABASE_URL)('admin API across two instances (Redis)', () => {
  const schema = uniqueSchema();
  const tag = randomBytes(3).toString('hex');
  const u = (name: string) => `${name}_${tag}`;
  let one: ImServer;
  let two: ImServer;
  beforeAll(async () => {
    const env = { DATABASE_URL: DATABASE_URL!, DATABASE_SCHEMA: schema, REDIS_URL, IM_SECRET: TEST_SECRET, IM_ADMIN_KEY: KEY };
    one = imServerFor(await startServerProcess(env));
    two = imServerFor(await startServerProcess(env));
  });
  afterAll(async () => {
    await one?.stop();
    await two?.stop();
    if (DATABASE_URL) await dropSchema(DATABASE_URL, schema);
  });

  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${one.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, unknown>;
  };

  it('delivers admin messages, group creation and system notices to users on the other instance', async () => {
    expect(await call('/v4/im_open_login_svc/multiaccount_import', { Accounts: [u('shop'), u('buyer')] })).toMatchObject({
      ActionStatus: 'OK',
    });
    const buyer = await two.client(u('buyer'));
    const shopElsewhere = await two.client(u('shop'));
    const toBuyer = collectMessages(buyer);
    const toShop = collectMessages(shopElsewhere);
    const text = (Text: string) => [{ MsgType: 'TIMTextElem', MsgContent: { Text } }];
    const sent = await call('/v4/openim/sendmsg', { From_Account: u('shop'), To_Account: u('buyer'), MsgBody: text('across instances') });
    expect(sent).toMatchObject({ ActionStatus: 'OK' });
    await until(() => toBuyer.length === 1 && toShop.length === 1, 5000, 'cross-instance delivery');
    expect(textOf(toBuyer[0]!)).toBe('across instances');
    expect(toBuyer[0]).toMatchObject({ ID: sent.MsgKey, from: u('shop') });

    const created = await call('/v4/group_open_http_svc/create_group', {
      Owner_Account: u('shop'),
      Type: 'Public',
      Name: 'Crew room',
      MemberList: [{ Member_Account: u('buyer') }],
    });
    expect(created).toMatchObject({ ActionStatus: 'OK' });
    await until(async () => ((await buyer.getGroupList()).data as { groupList: { groupID: string }[] }).groupList.length === 1);
    const notice = await call('/v4/group_open_http_svc/send_group_system_notification', {
      GroupId: created.GroupId,
      Content: 'Drill at noon',
    });
    expect(notice).toMatchObject({ ActionStatus: 'OK' });
    await until(() => toBuyer.some((m) => m.payload.text === 'Drill at noon'), 5000, 'the notice on the other instance');
  });
});
