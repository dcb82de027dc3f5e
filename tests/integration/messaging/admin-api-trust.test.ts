import { describe, expect, it } from 'vitest';
import { signUserSig } from '../../../server/identity/user-sig.ts';
import { call as consoleCall } from '../console/console-kit.ts';
import { imBackends, useImServer } from './backends.ts';
import { TEST_SECRET } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';
import { consoleAdmin, createStaffMember, driverClient, loggedInSocket, loginCode, staffSignature } from './trust-kit.ts';

/**
 * Issue #30: the admin API manages partner users only. It makes no signature for, imports nothing over and sends
 * as no staff or customer-service account (nor a visitor's), but for the accounts IM_ADMIN_SEND_AS names, which it
 * may only send as; its kick ends a partner user's sessions at once.
 */
const KEY = 'admin-key-for-trust-tests-0123456789';
const NOTICES = 'trust_notices';
const AGENT = 'trust_agent';
const VISITOR = `visitor_${'ab'.repeat(12)}`;

interface Answer {
  ActionStatus: 'OK' | 'FAIL';
  ErrorCode: number;
  ErrorInfo: string;
  [extra: string]: unknown;
}

async function admin(im: ImServer, path: string, body: unknown, language = 'en_US'): Promise<Answer> {
  const res = await fetch(`${im.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, language },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Answer;
}

const text = (Text: string) => [{ MsgType: 'TIMTextElem', MsgContent: { Text } }];

for (const backend of imBackends()) {
  describe(`admin API trust boundaries (${backend.name})`, () => {
    const im = useImServer(backend, { IM_ADMIN_KEY: KEY, IM_ADMIN_SEND_AS: NOTICES });

    it('makes no signature for the inbox, a staff account or a visitor, and imports nothing over them', async () => {
      const root = await consoleAdmin(im);
      await createStaffMember(im, root, AGENT);
      await createStaffMember(im, root, NOTICES);
      for (const UserID of ['sealink_service', AGENT, NOTICES, VISITOR]) {
        const made = await admin(im, '/v4/ext/make_user_sig', { UserID, Expire: 15_552_000 });
        expect(made).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 70403 });
        expect(made.UserSig).toBeUndefined();
      }
      const zh = await admin(im, '/v4/ext/make_user_sig', { UserID: 'sealink_service' }, 'zh_CN');
      expect(zh.ErrorInfo).toContain('管理接口只管理合作方用户');

      const renamed = await admin(im, '/v4/im_open_login_svc/account_import', {
        UserID: 'sealink_service',
        Nick: 'Security Team — send your password',
        FaceUrl: 'https://evil.example/face.png',
      });
      expect(renamed).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 70403 });
      const many = await admin(im, '/v4/im_open_login_svc/multiaccount_import', { Accounts: ['sealink_service', AGENT, 'trust_partner'] });
      expect(many).toMatchObject({ ActionStatus: 'OK', FailAccounts: ['sealink_service', AGENT] });
      // the console still shows the inbox under its own name
      const team = await consoleCall<{ userId: string; nick: string }[]>(im.url, 'GET', '/team', { staff: root });
      expect(team.body.data.find((m) => m.userId === 'sealink_service')?.nick).toBe('Customer Service');
      // the partner user imported beside them is usable
      const partner = await admin(im, '/v4/ext/make_user_sig', { UserID: 'trust_partner' });
      expect(await loginCode(im.url, 'trust_partner', String(partner.UserSig))).toBe(0);
    });

    it('sends as a staff account only when IM_ADMIN_SEND_AS names it, never as the inbox; owns no group as one', async () => {
      const asInbox = await admin(im, '/v4/openim/sendmsg', {
        From_Account: 'sealink_service',
        To_Account: 'trust_partner',
        MsgBody: text('Please send me your password'),
      });
      expect(asInbox).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 70403 });
      const asAgent = await admin(im, '/v4/openim/sendmsg', { From_Account: AGENT, To_Account: 'trust_partner', MsgBody: text('hi') });
      expect(asAgent).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 70403 });
      const named = await admin(im, '/v4/openim/sendmsg', { From_Account: NOTICES, To_Account: 'trust_partner', MsgBody: text('Shipped') });
      expect(named).toMatchObject({ ActionStatus: 'OK' });
      // without From_Account: the first account IM_ADMIN_SEND_AS names
      const byDefault = await admin(im, '/v4/openim/sendmsg', { To_Account: 'trust_partner', MsgBody: text('Delivered') });
      expect(byDefault).toMatchObject({ ActionStatus: 'OK' });
      const group = await admin(im, '/v4/group_open_http_svc/create_group', {
        Owner_Account: 'sealink_service',
        Type: 'Public',
        Name: 'Trap',
      });
      expect(group).toMatchObject({ ActionStatus: 'FAIL', ErrorCode: 70403 });
    });

    it('a partner-kind signature does not sign in a staff account', async () => {
      // what a partner backend could have signed before the account became staff, or with a leaked secret's old format
      const asPartner = signUserSig(AGENT, TEST_SECRET, 600);
      expect(await loginCode(im.url, AGENT, asPartner)).toBe(70003);
      const asService = signUserSig(AGENT, TEST_SECRET, 600, Date.now(), { kind: 'service' });
      expect(await loginCode(im.url, AGENT, asService)).toBe(70003);
      const own = await staffSignature(im.url, AGENT);
      expect(await loginCode(im.url, AGENT, own.userSig!)).toBe(0);
    });

    it('kick ends every session of a partner user at once and refuses their earlier signatures', async () => {
      const first = String((await admin(im, '/v4/ext/make_user_sig', { UserID: 'trust_kicked' })).UserSig);
      const socket = await loggedInSocket(im.url, 'trust_kicked', first);
      const driver = await driverClient(im.url, 'trust_kicked', first);
      const since = Date.now();
      expect(await admin(im, '/v4/im_open_login_svc/kick', { UserID: 'trust_kicked' })).toMatchObject({ ActionStatus: 'OK' });
      const closed = await socket.closedWithin(since);
      expect(closed.code).toBe(4010);
      expect(closed.afterMs).toBeLessThan(1000);
      expect(socket.kickedOut()?.data.reason).toBe('revoked');
      await expect.poll(() => driver.kicked.length, { timeout: 5000 }).toBe(1);
      expect(await loginCode(im.url, 'trust_kicked', first)).toBe(70052);
      const second = String((await admin(im, '/v4/ext/make_user_sig', { UserID: 'trust_kicked' })).UserSig);
      expect(await loginCode(im.url, 'trust_kicked', second)).toBe(0);
      await driver.chat.destroy();
      // the kick, like every other call, is for partner users only
      expect(await admin(im, '/v4/im_open_login_svc/kick', { UserID: 'sealink_service' })).toMatchObject({ ErrorCode: 70403 });
    });
  });
}
