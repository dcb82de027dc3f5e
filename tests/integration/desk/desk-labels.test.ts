import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import type { WireDeskConversation, WireLabel, WireReport } from '../../../common/desk/wire.ts';
import type { WireLead } from '../../../common/console/leads.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call, createStaff, signIn, submitEnquiry } from '../console/console-kit.ts';
import type { Staff } from '../console/console-kit.ts';
import { conversationOf, deskSettled, listDesk, startDesk, visitor } from './desk-kit.ts';
import type { Visitor } from './desk-kit.ts';

for (const target of testDatabases()) {
  describe(`desk labels and reports with comments on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    let admin: Staff;
    let ann: Staff;
    let sales: Staff;
    const visitors: Visitor[] = [];
    let vip: WireLabel;
    let complaint: WireLabel;

    beforeAll(async () => {
      database = await target.open();
      server = await startDesk(database, { presenceSeconds: 60 });
      await createStaff(database, 'label_admin', 'admin');
      await createStaff(database, 'agent_ann', 'agent');
      await createStaff(database, 'sales_sam', 'sales');
      admin = await signIn(server.url, 'label_admin');
      ann = await signIn(server.url, 'agent_ann');
      sales = await signIn(server.url, 'sales_sam');
    });
    afterAll(async () => {
      await Promise.all(visitors.map((v) => v.chat.destroy()));
      await server?.close();
    });

    it('lets admins create and delete bilingual coloured labels, validated and audited; agents only read them', async () => {
      const body = { zh: '重要客户', en: 'VIP', color: '#D93025' };
      expect((await call(server.url, 'POST', '/desk/labels', { staff: ann, body })).status).toBe(403);
      const badColor = await call(server.url, 'POST', '/desk/labels', { staff: admin, body: { ...body, color: 'red' } });
      expect(badColor.status).toBe(400);
      expect(badColor.body.msg).toBe('The colour must be written #rrggbb');
      const zhColor = await call(server.url, 'POST', '/desk/labels', {
        staff: admin,
        body: { ...body, color: 'red' },
        headers: { language: 'zh_CN' },
      });
      expect(zhColor.body.msg).toBe('颜色须为 #rrggbb 格式');
      const tooLong = await call(server.url, 'POST', '/desk/labels', { staff: admin, body: { ...body, en: 'x'.repeat(31) } });
      expect(tooLong.status).toBe(400);
      expect((await call(server.url, 'POST', '/desk/labels', { staff: admin, body: { ...body, zh: ' ' } })).status).toBe(400);
      const created = await call<WireLabel>(server.url, 'POST', '/desk/labels', { staff: admin, body });
      expect(created.status).toBe(200);
      vip = created.body.data;
      expect(vip).toMatchObject({ zh: '重要客户', en: 'VIP', color: '#d93025' });
      expect((await call(server.url, 'POST', '/desk/labels', { staff: admin, body: { ...body, zh: '别的', en: 'vip' } })).status).toBe(409);
      complaint = (
        await call<WireLabel>(server.url, 'POST', '/desk/labels', { staff: admin, body: { zh: '投诉', en: 'Complaint', color: '#000000' } })
      ).body.data;
      const temp = (
        await call<WireLabel>(server.url, 'POST', '/desk/labels', { staff: admin, body: { zh: '临时', en: 'Temp', color: '#123456' } })
      ).body.data;
      expect((await call(server.url, 'DELETE', `/desk/labels/${temp.id}`, { staff: ann })).status).toBe(403);
      expect((await call(server.url, 'DELETE', `/desk/labels/${temp.id}`, { staff: admin })).status).toBe(200);
      expect((await call(server.url, 'DELETE', `/desk/labels/${temp.id}`, { staff: admin })).status).toBe(404);
      const list = await call<WireLabel[]>(server.url, 'GET', '/desk/labels', { staff: ann });
      expect(list.body.data.map((l) => l.en)).toEqual(['Complaint', 'VIP']);
      expect((await call<WireLabel[]>(server.url, 'GET', '/leads/labels', { staff: sales })).body.data).toHaveLength(2);
      const audit = await database.db
        .selectFrom('console_audit')
        .select(['action', 'target'])
        .where('action', 'like', 'desk.label.%')
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['desk.label.create', 'desk.label.create', 'desk.label.create', 'desk.label.delete']);
    });

    it('sets labels on conversations, filters the inbox by label and counts them in the report with CSV', async () => {
      const a = await visitor(server.url, 'label-visitor-a');
      const b = await visitor(server.url, 'label-visitor-b');
      visitors.push(a, b);
      await a.say('I need a quote');
      await b.say('Something else');
      const ca = await conversationOf(server.url, ann, a.userId);
      const cb = await conversationOf(server.url, ann, b.userId);
      const unknown = await call(server.url, 'PUT', `/desk/conversations/${ca.id}/labels`, {
        staff: ann,
        body: { labels: [vip.id, 999_999] },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.msg).toBe('There is no such label');
      expect(
        (await call(server.url, 'PUT', `/desk/conversations/${ca.id}/labels`, { staff: sales, body: { labels: [vip.id] } })).status,
      ).toBe(403);
      const set = await call<{ labels: number[] }>(server.url, 'PUT', `/desk/conversations/${ca.id}/labels`, {
        staff: ann,
        body: { labels: [vip.id, complaint.id, vip.id] },
      });
      expect(set.status).toBe(200);
      expect(set.body.data.labels).toEqual([vip.id, complaint.id].sort((x, y) => x - y));
      await call(server.url, 'PUT', `/desk/conversations/${cb.id}/labels`, { staff: ann, body: { labels: [complaint.id] } });

      const byVip = await listDesk(server.url, ann, `?label=${vip.id}`);
      expect(byVip.map((c) => c.id)).toEqual([ca.id]);
      expect(byVip[0]!.labels).toContain(complaint.id);
      const byComplaint = await listDesk(server.url, ann, `?label=${complaint.id}`);
      expect(byComplaint.map((c) => c.id).sort()).toEqual([ca.id, cb.id].sort());
      const detail = await call<{ conversation: WireDeskConversation }>(server.url, 'GET', `/desk/conversations/${cb.id}`, { staff: ann });
      expect(detail.body.data.conversation.labels).toEqual([complaint.id]);

      const report = (await call<WireReport>(server.url, 'GET', '/desk/reports', { staff: ann })).body.data;
      expect(report.labels.find((l) => l.id === complaint.id)?.conversations).toBe(2);
      expect(report.labels.find((l) => l.id === vip.id)?.conversations).toBe(1);
      const csv = await call(server.url, 'GET', '/desk/reports/export', { staff: ann });
      expect(csv.text).toContain('"label","投诉 / Complaint","2"');
      expect(csv.text).toContain('"label","重要客户 / VIP","1"');
    });

    it('sets labels on leads for staff who may read them, filters the list and exports them in the CSV', async () => {
      await submitEnquiry(server.url, 'Li Lei');
      await submitEnquiry(server.url, 'Han Meimei');
      const leads = (await call<{ items: WireLead[] }>(server.url, 'GET', '/leads', { staff: sales })).body.data.items;
      const li = leads.find((l) => l.name === 'Li Lei')!;
      expect(li.labels).toEqual([]);
      expect((await call(server.url, 'PUT', `/leads/${li.ref}/labels`, { staff: ann, body: { labels: [vip.id] } })).status).toBe(403);
      expect((await call(server.url, 'PUT', '/leads/enquiry-999/labels', { staff: sales, body: { labels: [vip.id] } })).status).toBe(404);
      const set = await call(server.url, 'PUT', `/leads/${li.ref}/labels`, { staff: sales, body: { labels: [vip.id] } });
      expect(set.status).toBe(200);
      const filtered = (await call<{ items: WireLead[] }>(server.url, 'GET', `/leads?label=${vip.id}`, { staff: sales })).body.data.items;
      expect(filtered.map((l) => l.ref)).toEqual([li.ref]);
      expect(filtered[0]!.labels).toEqual([vip.id]);
      const csv = await call(server.url, 'GET', `/leads/export?label=${vip.id}`, { staff: sales });
      const lines = csv.text.trimEnd().split('\r\n');
      expect(lines[0]!.endsWith(',labels')).toBe(true);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('"Li Lei"');
      expect(lines[1]!.endsWith('"重要客户 / VIP"')).toBe(true);
      // deleting the label takes it off the lead
      await call(server.url, 'DELETE', `/desk/labels/${vip.id}`, { staff: admin });
      const after = (await call<WireLead & { labels: number[] }>(server.url, 'GET', `/leads/${li.ref}`, { staff: sales })).body.data;
      expect(after.labels).toEqual([]);
    });

    it('lists ratings with their comments per agent and date range, with CSV', async () => {
      await createStaff(database, 'agent_bob', 'agent');
      const bob = await signIn(server.url, 'agent_bob');
      const rate = async (v: Visitor, agent: Staff, score: number, comment: string) => {
        await v.say('Question');
        const conv = await conversationOf(server.url, agent, v.userId);
        await call(server.url, 'POST', `/desk/conversations/${conv.id}/assign`, { staff: admin, body: { assignee: agent.userId } });
        await call(server.url, 'POST', `/desk/conversations/${conv.id}/messages`, { staff: agent, body: { text: 'Answer' } });
        await call(server.url, 'POST', `/desk/conversations/${conv.id}/state`, { staff: agent, body: { state: 'resolved' } });
        const data = JSON.stringify({ businessID: 'evaluate', score, comment });
        await v.chat.sendMessage(
          v.chat.createCustomMessage({ to: 'sealink_service', conversationType: 'C2C', payload: { data, description: '', extension: '' } }),
        );
        await deskSettled(server.url);
        return conv.id;
      };
      const r1 = await visitor(server.url, 'rating-visitor-1');
      const r2 = await visitor(server.url, 'rating-visitor-2');
      visitors.push(r1, r2);
      const c1 = await rate(r1, ann, 5, 'Quick and kind');
      const c2 = await rate(r2, bob, 2, '=SUM(A1) too slow, "really"');

      const all = (await call<WireReport>(server.url, 'GET', '/desk/reports', { staff: ann })).body.data;
      expect(all.ratings.map((r) => [r.conversationId, r.agent, r.score, r.comment])).toEqual(
        expect.arrayContaining([
          [c1, 'agent_ann', 5, 'Quick and kind'],
          [c2, 'agent_bob', 2, '=SUM(A1) too slow, "really"'],
        ]),
      );
      const bobs = (await call<WireReport>(server.url, 'GET', '/desk/reports?agent=agent_bob', { staff: ann })).body.data;
      expect(bobs.ratings.map((r) => r.conversationId)).toEqual([c2]);
      expect(bobs.agents.map((a) => a.agent)).toEqual(['agent_bob']);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
      const past = await call<WireReport>(server.url, 'GET', '/desk/reports?from=2020-01-01&to=2020-01-31', { staff: ann });
      expect(past.body.data.ratings).toEqual([]);
      const csv = await call(server.url, 'GET', `/desk/reports/ratings/export?from=${today}&to=${today}&agent=agent_bob`, { staff: ann });
      expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('conversation,agent,visitor,score,comment,rated_at');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"${c2}","agent_bob",`);
      expect(lines[1]).toContain(`"2","'=SUM(A1) too slow, ""really"""`);
      expect((await call(server.url, 'GET', '/desk/reports/ratings/export', { staff: sales })).status).toBe(403);
    });
  });
}
