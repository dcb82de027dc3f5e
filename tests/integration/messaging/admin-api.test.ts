import { describe, expect, it } from 'vitest';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { imBackends, useImServer } from './backends.ts';
import { collectMessages, startImServer, textOf, until } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';

/**
 * The admin API for partner backends (server/messaging/admin/) on a real server process: refused without the
 * key, and each call's effect seen by the users it concerns over the real WebSocket, with a client's limits.
 */
const KEY = 'admin-key-for-integration-tests-0123456789';
const SENSITIVE = 'forbiddenword';

interface Answer {
  ActionStatus: 'OK' | 'FAIL';
  ErrorCode: number;
  ErrorInfo: string;
  [extra: string]: unknown;
}

async function call(im: ImServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${im.url}${path}?sdkappid=1&identifier=admin&random=42&contenttype=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Answer };
}

const text = (Text: string) => [{ MsgType: 'TIMTextElem', MsgContent: { Text } }];

/** A client logged in with a signature made through the admin API (not the test secret). */
async function signedIn(im: ImServer, userId: string): Promise<SelfHostedChat> {
  const r = await call(im, '/v4/ext/make_user_sig', { UserID: userId, Expire: 600 });
  expect(r.body).toMatchObject({ ActionStatus: 'OK', ErrorCode: 0 });
  const chat = new SelfHostedChat({ serverUrl: im.url, baseDelayMs: 50, maxDelayMs: 500 });
  await chat.login({ userID: userId, userSig: r.body.UserSig as string });
  return chat;
}

for (const backend of imBackends()) {
  describe(`admin API (${backend.name})`, () => {
    const im = useImServer(backend, { IM_ADMIN_KEY: KEY, IM_SENSITIVE_WORDS: SENSITIVE, IM_RATE_PER_SECOND: '1', IM_RATE_BURST: '3' });

    it('refuses a call without the key or with a wrong one, in the caller’s language, and does nothing', async () => {
      const bob = await im.client('adm_refused_bob');
      const got = collectMessages(bob);
      const body = { From_Account: 'sealink_service', To_Account: 'adm_refused_bob', MsgBody: text('should not arrive') };
      const none = await call(im, '/v4/openim/sendmsg', body, { authorization: '' });
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 70003, ErrorInfo: '管理密钥缺失或不正确' });
      const wrong = await call(im, '/v4/openim/sendmsg', body, { authorization: `Bearer ${KEY}x`, language: 'en_US' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.ErrorInfo).toBe('The admin key is missing or wrong');
      const english = await call(
        im,
        '/v4/ext/make_user_sig',
        { UserID: 'x' },
        { authorization: 'Bearer nope', 'accept-language': 'en-GB' },
      );
      expect(english.body.ErrorInfo).toBe('The admin key is missing or wrong');
      expect(english.body.UserSig).toBeUndefined();
      await new Promise((r) => setTimeout(r, 300));
      expect(got).toEqual([]);
    });

    it('imports accounts with nick and avatar, and makes signatures their users log in with', async () => {
      const imported = await call(im, '/v4/im_open_login_svc/account_import', {
        UserID: 'adm_alice',
        Nick: 'Alice <b>Partner</b>',
        FaceUrl: 'https://partner.example/alice.png',
      });
      expect(imported.body).toEqual({ ActionStatus: 'OK', ErrorCode: 0, ErrorInfo: '' });
      const many = await call(im, '/v4/im_open_login_svc/multiaccount_import', { Accounts: ['adm_m1', 'adm_m2'] });
      expect(many.body).toMatchObject({ ActionStatus: 'OK', FailAccounts: [] });
      const viewer = await im.client('adm_viewer');
      const { data } = await viewer.getUserProfile({ userIDList: ['adm_alice', 'adm_m1', 'adm_m2'] });
      const profiles = (data as { profileList: { userID: string; nick: string; avatar: string }[] }).profileList;
      expect(profiles.find((p) => p.userID === 'adm_alice')).toMatchObject({
        nick: 'Alice <b>Partner</b>',
        avatar: 'https://partner.example/alice.png',
      });
      expect(profiles.map((p) => p.userID).sort()).toEqual(['adm_alice', 'adm_m1', 'adm_m2']);

      const alice = await signedIn(im, 'adm_alice');
      expect(alice.getLoginUser()).toBe('adm_alice');
      const sig = await call(im, '/v4/ext/make_user_sig', { UserID: 'adm_alice' });
      expect(sig.body.ExpireTime).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
      // a signature is for its own user only
      const other = new SelfHostedChat({ serverUrl: im.url });
      await expect(other.login({ userID: 'adm_m1', userSig: sig.body.UserSig as string })).rejects.toMatchObject({ code: 70013 });
      await other.destroy();
      await alice.destroy();
      // validation: an ID the protocol refuses, a lifetime out of range
      const badId = await call(im, '/v4/im_open_login_svc/account_import', { UserID: 'no spaces' }, { language: 'en_US' });
      expect(badId.body).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 10004, ErrorInfo: 'Invalid request field: UserID' });
      const badTtl = await call(im, '/v4/ext/make_user_sig', { UserID: 'adm_alice', Expire: 1 });
      expect(badTtl.body).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 10004, ErrorInfo: '请求参数不正确：Expire' });
    });

    it('sends a one-to-one message as an account: the recipient and the sender’s devices get it as from a client', async () => {
      await call(im, '/v4/im_open_login_svc/account_import', { UserID: 'adm_shop', Nick: 'Partner Shop' });
      const buyer = await im.client('adm_buyer');
      const shop = await im.client('adm_shop');
      const toBuyer = collectMessages(buyer);
      const toShop = collectMessages(shop);
      const sent = await call(im, '/v4/openim/sendmsg', {
        SyncOtherMachine: 1,
        From_Account: 'adm_shop',
        To_Account: 'adm_buyer',
        MsgRandom: 123,
        MsgBody: text('Your order has shipped'),
        CloudCustomData: 'order-7',
      });
      expect(sent.body).toMatchObject({ ActionStatus: 'OK', ErrorCode: 0 });
      expect(sent.body.MsgTime).toBeGreaterThan(0);
      await until(() => toBuyer.length > 0 && toShop.length > 0, 5000, 'the message on both sides');
      const got = toBuyer[0] as unknown as {
        ID: string;
        from: string;
        nick: string;
        conversationID: string;
        cloudCustomData: string;
        flow: string;
      };
      expect(got).toMatchObject({
        ID: sent.body.MsgKey,
        from: 'adm_shop',
        nick: 'Partner Shop',
        conversationID: 'C2Cadm_shop',
        flow: 'in',
      });
      expect(got.cloudCustomData).toBe('order-7');
      expect(textOf(toBuyer[0]!)).toBe('Your order has shipped');
      expect(toShop[0]).toMatchObject({ ID: sent.body.MsgKey, conversationID: 'C2Cadm_buyer' });
      // the buyer answers over the WebSocket, in the same conversation
      const answer = buyer.createTextMessage({ to: 'adm_shop', conversationType: 'C2C', payload: { text: 'thanks' } });
      await buyer.sendMessage(answer);
      await until(() => toShop.some((m) => textOf(m) === 'thanks'));
      const history = await buyer.getMessageList({ conversationID: 'C2Cadm_shop' });
      expect(history.data.messageList.map((m) => textOf(m))).toEqual(['Your order has shipped', 'thanks']);

      // a custom message, kept as the client would send it
      const custom = await call(im, '/v4/openim/sendmsg', {
        From_Account: 'adm_shop',
        To_Account: 'adm_buyer',
        MsgBody: [{ MsgType: 'TIMCustomElem', MsgContent: { Data: '{"businessID":"parcel","no":"SF1"}', Desc: 'Parcel', Ext: 'x' } }],
      });
      expect(custom.body.ActionStatus).toBe('OK');
      await until(() => toBuyer.some((m) => m.ID === custom.body.MsgKey));
      expect(toBuyer.find((m) => m.ID === custom.body.MsgKey)!.payload).toEqual({
        data: '{"businessID":"parcel","no":"SF1"}',
        description: 'Parcel',
        extension: 'x',
      });
    });

    it('applies a client’s limits and validation to admin sends, in the caller’s language', async () => {
      const senders = ['adm_lim_a1', 'adm_lim_a2', 'adm_lim_a3', 'adm_lim_a4'];
      await call(im, '/v4/im_open_login_svc/multiaccount_import', { Accounts: [...senders, 'adm_lim_b', 'adm_lim_c', 'adm_lim_batch'] });
      const b = await im.client('adm_lim_b');
      const got = collectMessages(b);
      // each refused send below comes from its own account: a client's send takes a rate token before its checks
      const send = (from: string, MsgBody: unknown, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
        call(im, '/v4/openim/sendmsg', { From_Account: from, To_Account: 'adm_lim_b', MsgBody, ...extra }, headers);
      expect((await send('adm_lim_a1', text('x'.repeat(13 * 1024)))).body).toMatchObject({
        ActionStatus: 'FAIL',
        ErrorCode: 8001,
        ErrorInfo: '消息长度超过 12KB',
      });
      expect((await send('adm_lim_a2', text(`a ${SENSITIVE} b`), {}, { language: 'en_US' })).body).toMatchObject({ ErrorCode: 80001 });
      expect((await send('adm_lim_a3', text('\u0000'))).status).toBe(400);
      expect((await send('adm_lim_a3', text('   '))).body).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 10004 });
      const notSendable = await send('adm_lim_a4', [{ MsgType: 'TIMGroupSystemNoticeElem', MsgContent: {} }], {}, { language: 'en_US' });
      expect(notSendable.body.ErrorInfo).toMatch(/^MsgBody must hold exactly one element/);
      expect((await send('adm_lim_a4', [...text('a'), ...text('b')])).body.ErrorCode).toBe(10004);
      expect((await send('adm_lim_a4', text('hi'), { To_Account: 'adm_nobody' })).body).toMatchObject({ ErrorCode: 20003 });
      expect((await send('adm_ghost', text('hi'))).body).toMatchObject({ ErrorCode: 20003 });
      // blacklists hold for admin sends too
      await b.addToBlacklist({ userIDList: ['adm_lim_c'] });
      const blocked = await call(im, '/v4/openim/sendmsg', { From_Account: 'adm_lim_c', To_Account: 'adm_lim_b', MsgBody: text('hi') });
      expect(blocked.body.ErrorCode).toBe(20007);
      // the sender's rate limit (burst 3 here) counts admin sends like its own
      const batch = await call(im, '/v4/openim/batchsendmsg', {
        From_Account: 'adm_lim_batch',
        To_Account: ['adm_lim_b', 'adm_lim_c', 'adm_m1', 'adm_m2', 'adm_alice', 'adm_viewer'],
        MsgBody: text('batch'),
      });
      expect(batch.body.ActionStatus).toBe('OK');
      const errors = batch.body.ErrorList as { To_Account: string; ErrorCode: number }[];
      expect(errors.length).toBeGreaterThanOrEqual(2);
      expect(errors.every((e) => e.ErrorCode === 429)).toBe(true);
      await until(() => got.some((m) => textOf(m) === 'batch'));
      expect(got.map((m) => textOf(m))).toEqual(['batch']);
    });

    it('creates groups, adds members, sends group messages and system notices that members see', async () => {
      await call(im, '/v4/im_open_login_svc/multiaccount_import', { Accounts: ['adm_g_owner', 'adm_g_a', 'adm_g_b', 'adm_g_out'] });
      const a = await im.client('adm_g_a');
      const b = await im.client('adm_g_b');
      const out = await im.client('adm_g_out');
      const toA = collectMessages(a);
      const toB = collectMessages(b);
      const toOut = collectMessages(out);
      const created = await call(im, '/v4/group_open_http_svc/create_group', {
        Owner_Account: 'adm_g_owner',
        Type: 'Work',
        Name: 'Fleet desk',
        MemberList: [{ Member_Account: 'adm_g_a' }],
      });
      expect(created.body).toMatchObject({ ActionStatus: 'OK' });
      const groupId = created.body.GroupId as string;
      await until(async () =>
        ((await a.getGroupList()).data as { groupList: { groupID: string }[] }).groupList.some((g) => g.groupID === groupId),
      );
      // group rules: an empty name, as from a client
      const unnamed = await call(
        im,
        '/v4/group_open_http_svc/create_group',
        { Owner_Account: 'adm_g_owner', Type: 'Public', Name: ' ' },
        { language: 'en_US' },
      );
      expect(unnamed.body).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 10026, ErrorInfo: 'Group name cannot be empty' });
      const badType = await call(im, '/v4/group_open_http_svc/create_group', { Owner_Account: 'adm_g_owner', Type: 'Club', Name: 'x' });
      expect(badType.body).toMatchObject({ ErrorCode: 10004 });

      const added = await call(im, '/v4/group_open_http_svc/add_group_member', {
        GroupId: groupId,
        Silence: 0,
        MemberList: [{ Member_Account: 'adm_g_b' }, { Member_Account: 'adm_g_a' }, { Member_Account: 'adm_nobody' }],
      });
      expect(added.body.MemberList).toEqual([
        { Member_Account: 'adm_g_b', Result: 1 },
        { Member_Account: 'adm_g_a', Result: 2 },
        { Member_Account: 'adm_nobody', Result: 0 },
      ]);
      // the join tip reaches the members, the new one included
      await until(() => toB.some((m) => (m as unknown as { type: string }).type === 'TIMGroupTipElem'));

      const msg = await call(im, '/v4/group_open_http_svc/send_group_msg', {
        GroupId: groupId,
        From_Account: 'adm_g_a',
        MsgBody: text('hello fleet'),
      });
      expect(msg.body).toMatchObject({ ActionStatus: 'OK' });
      expect(msg.body.MsgSeq).toBeGreaterThan(0);
      await until(() => toB.some((m) => textOf(m) === 'hello fleet'));
      expect(toB.find((m) => textOf(m) === 'hello fleet')).toMatchObject({ from: 'adm_g_a', conversationID: `GROUP${groupId}` });
      // a non-member cannot speak in it through the admin API either
      const outsider = await call(im, '/v4/group_open_http_svc/send_group_msg', {
        GroupId: groupId,
        From_Account: 'adm_g_out',
        MsgBody: text('let me in'),
      });
      expect(outsider.body.ErrorCode).toBe(10018);
      const missing = await call(im, '/v4/group_open_http_svc/add_group_member', {
        GroupId: 'no_such_group',
        MemberList: [{ Member_Account: 'adm_g_b' }],
      });
      expect(missing.body.ErrorCode).toBe(10010);

      const notice = await call(im, '/v4/group_open_http_svc/send_group_system_notification', {
        GroupId: groupId,
        Content: 'Maintenance at 22:00',
      });
      expect(notice.body).toMatchObject({ ActionStatus: 'OK' });
      for (const list of [toA, toB]) {
        await until(() => list.some((m) => (m as unknown as { type: string }).type === 'TIMGroupSystemNoticeElem'));
        expect(list.find((m) => (m as unknown as { type: string }).type === 'TIMGroupSystemNoticeElem')!.payload).toMatchObject({
          text: 'Maintenance at 22:00',
          userDefinedField: 'Maintenance at 22:00',
        });
      }
      const partial = await call(im, '/v4/group_open_http_svc/send_group_system_notification', {
        GroupId: groupId,
        Content: 'x',
        ToMembers_Account: ['adm_g_a'],
      });
      expect(partial.body.ErrorCode).toBe(10004);
      expect(
        (await call(im, '/v4/group_open_http_svc/send_group_system_notification', { GroupId: groupId, Content: SENSITIVE })).body.ErrorCode,
      ).toBe(80001);
      await new Promise((r) => setTimeout(r, 200));
      expect(toOut).toEqual([]);
    });
  });
}

describe('admin API switched off or rate limited (pglite)', () => {
  it('answers 404 while IM_ADMIN_KEY is unset', async () => {
    const im = await startImServer();
    try {
      const r = await call(im, '/v4/ext/make_user_sig', { UserID: 'u1' });
      expect(r.status).toBe(404);
      expect(r.body?.UserSig).toBeUndefined();
    } finally {
      await im.stop();
    }
  });

  it('answers 429 past IM_ADMIN_RATE_PER_SECOND requests per IP, wrong keys counted', async () => {
    const im = await startImServer({ IM_ADMIN_KEY: KEY, IM_ADMIN_RATE_PER_SECOND: '2' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call(im, '/v4/ext/make_user_sig', { UserID: `u${i}` }, i % 2 ? { authorization: 'Bearer wrong' } : {}),
        ),
      );
      const limited = answers.filter((a) => a.status === 429);
      expect(limited.length).toBeGreaterThanOrEqual(3);
      expect(limited[0]!.body).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 429, ErrorInfo: '管理接口请求过于频繁，请稍后再试' });
    } finally {
      await im.stop();
    }
  });
});
