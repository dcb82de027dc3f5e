import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { WireCanned, WireReport } from '../../../common/desk/wire.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call, createStaff, signIn } from '../console/console-kit.ts';
import type { Staff } from '../console/console-kit.ts';
import { until } from '../messaging/im-helpers.ts';
import { conversationOf, dataOf, deskSettled, startDesk, visitor } from './desk-kit.ts';
import type { Visitor } from './desk-kit.ts';

for (const target of testDatabases()) {
  describe(`desk canned responses and reports on ${target.name}`, () => {
    let server: RunningApp;
    let ann: Staff;
    let bob: Staff;
    const visitors: Visitor[] = [];

    beforeAll(async () => {
      const database = await target.open();
      server = await startDesk(database, { presenceSeconds: 60 });
      await createStaff(database, 'agent_ann', 'agent');
      await createStaff(database, 'agent_bob', 'agent');
      ann = await signIn(server.url, 'agent_ann');
      bob = await signIn(server.url, 'agent_bob');
    });
    afterAll(async () => {
      await Promise.all(visitors.map((v) => v.chat.destroy()));
      await server?.close();
    });

    it('keeps bilingual canned responses and sends the one in the visitor’s language', async () => {
      const body = { shortcut: 'hours', zh: '我们的工作时间是周一至周五 9:00-18:00', en: 'We are open Monday to Friday, 9:00-18:00' };
      const bad = await call(server.url, 'POST', '/desk/canned', { staff: ann, body: { ...body, shortcut: 'Hours!' } });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('A shortcut has only lower-case letters, digits, - and _');
      expect((await call(server.url, 'POST', '/desk/canned', { staff: ann, body: { ...body, en: ' ' } })).status).toBe(400);
      const created = await call<WireCanned>(server.url, 'POST', '/desk/canned', { staff: ann, body });
      expect(created.status).toBe(200);
      expect((await call(server.url, 'POST', '/desk/canned', { staff: bob, body })).status).toBe(409);
      const list = (await call<WireCanned[]>(server.url, 'GET', '/desk/canned', { staff: bob })).body.data;
      expect(list).toEqual([{ id: created.body.data.id, shortcut: 'hours', zh: body.zh, en: body.en }]);

      await call(server.url, 'POST', '/desk/presence', { staff: ann });
      const en = await visitor(server.url, 'canned-visitor-en', 'en_US');
      const zh = await visitor(server.url, 'canned-visitor-zh', 'zh_CN');
      visitors.push(en, zh);
      for (const v of [en, zh]) {
        await v.say('When are you open?');
        const conv = await conversationOf(server.url, ann, v.userId);
        const sent = await call(server.url, 'POST', `/desk/conversations/${conv.id}/messages`, {
          staff: ann,
          body: { cannedId: created.body.data.id },
        });
        expect(sent.status).toBe(200);
      }
      await until(
        () => en.got.some((m) => m.payload.text === body.en) && zh.got.some((m) => m.payload.text === body.zh),
        5000,
        'canned replies',
      );
      expect(en.got.some((m) => m.payload.text === body.zh)).toBe(false);
    });

    it('sends SPEC custom kinds from templates and refuses incomplete ones', async () => {
      const v = await visitor(server.url, 'template-visitor-1', 'en_US');
      visitors.push(v);
      await v.say('Show me the order');
      const conv = await conversationOf(server.url, ann, v.userId);
      const path = `/desk/conversations/${conv.id}/messages`;
      const order = {
        businessID: 'order',
        title: 'Fuel filter x4',
        description: 'MAN B&W',
        price: '¥1,280',
        link: 'https://sealink.test/o/1',
      };
      expect((await call(server.url, 'POST', path, { staff: ann, body: { template: order } })).status).toBe(200);
      const badLink = await call(server.url, 'POST', path, {
        staff: ann,
        body: { template: { businessID: 'link', text: 'x', link: 'javascript:alert(1)' } },
      });
      expect(badLink.status).toBe(400);
      await until(() => v.got.some((m) => dataOf(m).includes('Fuel filter x4')), 5000, 'order card');
      const data = JSON.parse(dataOf(v.got.find((m) => dataOf(m).includes('Fuel filter'))!)) as Record<string, unknown>;
      expect(data).toMatchObject(order);
    });

    it('reports conversations per day, first response, resolution and rating per agent and overall, with CSV', async () => {
      const v = await visitor(server.url, 'report-visitor-01', 'en_US');
      visitors.push(v);
      await v.say('Need help');
      const conv = await conversationOf(server.url, ann, v.userId);
      const agent = conv.assignee === 'agent_bob' ? bob : ann;
      await new Promise((r) => setTimeout(r, 1100));
      await call(server.url, 'POST', `/desk/conversations/${conv.id}/messages`, { staff: agent, body: { text: 'Here to help' } });
      await call(server.url, 'POST', `/desk/conversations/${conv.id}/state`, { staff: agent, body: { state: 'resolved' } });
      const evaluate = JSON.stringify({ businessID: 'evaluate', score: 5, comment: 'Excellent' });
      await v.chat.sendMessage(
        v.chat.createCustomMessage({
          to: 'sealink_service',
          conversationType: 'C2C',
          payload: { data: evaluate, description: '', extension: '' },
        }),
      );
      await deskSettled(server.url);
      const report = (await call<WireReport>(server.url, 'GET', '/desk/reports', { staff: ann })).body.data;
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
      expect(report.perDay.find((d) => d.day === today)?.conversations).toBeGreaterThanOrEqual(4);
      const row = report.agents.find((a) => a.agent === agent.userId)!;
      expect(row.ratingAverage).toBe(5);
      expect(row.ratings).toBe(1);
      expect(row.resolved).toBe(1);
      expect(row.firstResponseSeconds).toBeGreaterThan(0.2);
      expect(row.resolutionSeconds).toBeGreaterThanOrEqual(1);
      expect(report.overall.conversations).toBeGreaterThanOrEqual(4);
      const csv = await call(server.url, 'GET', '/desk/reports/export', { staff: ann });
      expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
      expect(csv.text).toContain(`"day","${today}"`);
      expect(csv.text).toMatch(new RegExp(`"agent","${agent.userId}","\\d+","1","[\\d.]+","[\\d.]+","5","1"`));
      const badRange = await call(server.url, 'GET', '/desk/reports?from=2026-02-01&to=2026-01-01', { staff: ann });
      expect(badRange.status).toBe(400);
    });
  });
}
