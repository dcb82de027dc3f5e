import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { WireAgent, WireAvailability, WireDeskDetail } from '../../../common/desk/wire.ts';
import type { WireLead } from '../../../common/console/leads.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call, createStaff, signIn } from '../console/console-kit.ts';
import type { Staff } from '../console/console-kit.ts';
import { until } from '../messaging/im-helpers.ts';
import { conversationOf, deskSettled, post, startDesk, visitor } from './desk-kit.ts';
import type { Visitor } from './desk-kit.ts';

const ZH_AWAY = '客服下班了，请留言';
const EN_AWAY = 'We are closed, leave a message';

for (const target of testDatabases()) {
  describe(`desk outside business hours on ${target.name}`, () => {
    let server: RunningApp;
    let ann: Staff;
    let sales: Staff;
    const visitors: Visitor[] = [];

    beforeAll(async () => {
      const database = await target.open();
      // no business hours at all, and a presence window of one second
      server = await startDesk(database, { hours: '', presenceSeconds: 1, awayMessage: { zh_CN: ZH_AWAY, en_US: EN_AWAY } });
      await createStaff(database, 'agent_ann', 'agent');
      await createStaff(database, 'sales_sue', 'sales');
      ann = await signIn(server.url, 'agent_ann');
      sales = await signIn(server.url, 'sales_sue');
    });
    afterAll(async () => {
      await Promise.all(visitors.map((v) => v.chat.destroy()));
      await server?.close();
    });

    const availability = async (language: string) => {
      const res = await fetch(`${server.url}/api/desk/availability`, { headers: { language } });
      return ((await res.json()) as { data: WireAvailability }).data;
    };

    it('says before the visitor writes that nobody answers now, in their language', async () => {
      expect(await availability('en_US')).toEqual({ open: false, agentsOnline: false, available: false, awayMessage: EN_AWAY });
      expect((await availability('zh_CN')).awayMessage).toBe(ZH_AWAY);
    });

    it('an agent is online while their desk beats and offline within the presence window after it stops', async () => {
      expect((await call(server.url, 'POST', '/desk/presence', { staff: ann })).body.data).toEqual({ everySeconds: 1 });
      expect((await availability('en_US')).agentsOnline).toBe(true);
      const presence = async () =>
        (await call<WireAgent[]>(server.url, 'GET', '/desk/agents', { staff: ann })).body.data.find((a) => a.userId === 'agent_ann')
          ?.presence;
      expect(await presence()).toBe('online');
      await new Promise((r) => setTimeout(r, 1100));
      expect(await presence()).toBe('offline');
      expect((await availability('en_US')).agentsOnline).toBe(false);
    });

    it('answers a visitor who writes outside hours with the away message once, in their language', async () => {
      // the desk is in use (an agent opened it once), even if nobody is there now
      await call(server.url, 'POST', '/desk/presence', { staff: ann });
      const v = await visitor(server.url, 'after-hours-visitor', 'en_US');
      visitors.push(v);
      await v.say('Is anyone there?');
      await until(() => v.got.some((m) => m.payload.text === EN_AWAY), 5000, 'away message');
      await v.say('Hello?');
      await deskSettled(server.url);
      await new Promise((r) => setTimeout(r, 300));
      expect(v.got.filter((m) => m.payload.text === EN_AWAY)).toHaveLength(1);
      const zh = await visitor(server.url, 'after-hours-visitor-zh', 'zh_CN');
      visitors.push(zh);
      await zh.say('你好');
      await until(() => zh.got.some((m) => m.payload.text === ZH_AWAY), 5000, 'Chinese away message');
    });

    it('takes a phone or e-mail as a lead of the inbox and shows it in the visitor context', async () => {
      const v = await visitor(server.url, 'lead-leaving-visitor', 'en_US');
      visitors.push(v);
      await v.say('Need a quote for a ballast water system');
      const bad = await post(server.url, '/api/desk/contact', { userId: v.userId, userSig: v.userSig, email: 'not-an-email' });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('Please leave a valid mobile number or e-mail address');
      const forged = await post(server.url, '/api/desk/contact', { userId: v.userId, userSig: 'x.y', email: 'a@b.test' });
      expect(forged.status).toBe(401);
      const left = await post(server.url, '/api/desk/contact', {
        userId: v.userId,
        userSig: v.userSig,
        name: 'Mr Lin',
        email: 'lin@shipowner.test',
        message: 'Ballast water system quote',
      });
      expect(left.status).toBe(200);
      const ref = (left.body.data as { lead: string }).lead;
      const leads = (await call<{ items: WireLead[] }>(server.url, 'GET', '/leads?q=lin%40shipowner', { staff: sales })).body.data.items;
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ ref, kind: 'enquiry', name: 'Mr Lin', email: 'lin@shipowner.test', status: 'new' });
      expect(leads[0]!.summary).toBe('Left in the chat (outside business hours): Ballast water system quote');
      const conv = await conversationOf(server.url, ann, v.userId);
      const detail = (await call<WireDeskDetail>(server.url, 'GET', `/desk/conversations/${conv.id}`, { staff: ann })).body.data;
      expect(detail.visitor).toMatchObject({ name: 'Mr Lin', email: 'lin@shipowner.test', leadRef: ref });
    });
  });
}
