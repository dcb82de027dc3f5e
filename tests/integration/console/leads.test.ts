import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { loadConfig } from '../../../server/config.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import type { WireLead, WireLeadDetail } from '../../../common/console/leads.ts';
import { startApp } from '../../helpers/app-server.ts';
import { startSmtp } from '../../helpers/smtp.ts';
import type { LocalSmtp } from '../../helpers/smtp.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call, createStaff, signIn, submitApplication, submitEnquiry } from './console-kit.ts';
import type { Staff } from './console-kit.ts';

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Page = { items: WireLead[]; total: number };

for (const target of testDatabases()) {
  describe(`leads inbox on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    let uploadsDir: string;
    let smtp: LocalSmtp;
    let sales: Staff;
    let recruiter: Staff;

    beforeAll(async () => {
      uploadsDir = await mkdtemp(join(tmpdir(), 'console-leads-'));
      smtp = await startSmtp();
      database = await target.open();
      const base = loadConfig();
      server = await startApp(database, {
        site: { uploadsDir, formsPerMinute: 1000, chatPerMinute: 1000, listCacheMs: 0 },
        console: {
          ...base.console,
          smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
          notifyTo: { sales: ['sales@sealink.test'], jobs: ['hr@sealink.test'] },
          notifySeconds: 1,
          consoleUrl: 'https://ops.sealink.test/console/',
        },
      });
      await createStaff(database, 'sales_1', 'sales');
      await createStaff(database, 'rec_1', 'recruiter');
      sales = await signIn(server.url, 'sales_1');
      recruiter = await signIn(server.url, 'rec_1');
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
      await rm(uploadsDir, { recursive: true, force: true });
    });

    it('e-mails the responsible team once per new lead', async () => {
      await submitEnquiry(server.url, 'Li Lei', 'Main engine overhaul quote');
      await submitApplication(server.url, 'Wang Fang');
      const mails = await until(
        () => smtp.mails,
        (m) => m.length >= 2,
      );
      const toSales = mails.filter((m) => m.to.includes('sales@sealink.test'));
      const toHr = mails.filter((m) => m.to.includes('hr@sealink.test'));
      expect(toSales).toHaveLength(1);
      expect(toHr).toHaveLength(1);
      expect(toSales[0]!.data).toContain('Li Lei');
      expect(toSales[0]!.data).toContain('https://ops.sealink.test/console/leads/enquiry-1');
      expect(toHr[0]!.data).toContain('https://ops.sealink.test/console/leads/job-1');
      await new Promise((r) => setTimeout(r, 2500));
      expect(smtp.mails).toHaveLength(2); // never twice
    });

    it('lists each role its own leads, filtered by kind, status, date and keyword', async () => {
      await submitEnquiry(server.url, 'Chen Jie', 'Ballast water treatment retrofit');
      const all = await call<Page>(server.url, 'GET', '/leads', { staff: sales });
      expect(all.body.data.items.map((l) => l.name)).toEqual(['Chen Jie', 'Li Lei']);
      expect(all.body.data.items.every((l) => l.kind === 'enquiry' && l.status === 'new')).toBe(true);
      const jobs = await call<Page>(server.url, 'GET', '/leads', { staff: recruiter });
      expect(jobs.body.data.items.map((l) => [l.name, l.kind])).toEqual([['Wang Fang', 'jobApplication']]);
      const keyword = await call<Page>(server.url, 'GET', `/leads?q=${encodeURIComponent('ballast')}`, { staff: sales });
      expect(keyword.body.data.items.map((l) => l.name)).toEqual(['Chen Jie']);
      const today = new Date().toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      expect((await call<Page>(server.url, 'GET', `/leads?from=${today}&to=${today}`, { staff: sales })).body.data.total).toBe(2);
      expect((await call<Page>(server.url, 'GET', `/leads?from=${tomorrow}`, { staff: sales })).body.data.total).toBe(0);
      expect((await call<Page>(server.url, 'GET', '/leads?kind=salesAgent', { staff: sales })).body.data.total).toBe(0);
      expect((await call(server.url, 'GET', '/leads?from=2026-13-45', { staff: sales })).status).toBe(400);
      expect((await call(server.url, 'GET', '/leads?status=bogus', { staff: sales })).status).toBe(400);
    });

    it('changes status and assignee, adds notes, and exports the current filter as CSV', async () => {
      const patched = await call<WireLeadDetail>(server.url, 'PATCH', '/leads/enquiry-1', {
        staff: sales,
        body: { status: 'inProgress', assignee: 'sales_1' },
      });
      expect(patched.status).toBe(200);
      expect(patched.body.data).toMatchObject({ status: 'inProgress', assignee: 'sales_1' });
      const wrongAssignee = await call(server.url, 'PATCH', '/leads/enquiry-1', { staff: sales, body: { assignee: 'rec_1' } });
      expect(wrongAssignee.status).toBe(400);
      const noted = await call<WireLeadDetail>(server.url, 'POST', '/leads/enquiry-1/notes', {
        staff: sales,
        body: { body: 'Called back, <b>quote</b> sent' },
      });
      expect(noted.body.data.notes).toEqual([expect.objectContaining({ author: 'sales_1', body: 'Called back, <b>quote</b> sent' })]);
      expect((await call(server.url, 'POST', '/leads/enquiry-1/notes', { staff: sales, body: { body: '   ' } })).status).toBe(400);
      const inProgress = await call<Page>(server.url, 'GET', '/leads?status=inProgress', { staff: sales });
      expect(inProgress.body.data.items.map((l) => l.ref)).toEqual(['enquiry-1']);

      const csv = await call(server.url, 'GET', '/leads/export?status=inProgress', { staff: sales });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('"enquiry-1","enquiry","inProgress","sales_1"');
      expect(lines[1]).toContain('"Li Lei"');
      const everything = await call(server.url, 'GET', '/leads/export', { staff: sales });
      expect(everything.text.trim().split('\r\n')).toHaveLength(3);
      expect(everything.text).not.toContain('Wang Fang');
    });

    it('deletes a lead with its résumé file and records it', async () => {
      const files = () => readdir(join(uploadsDir, 'resumes'));
      expect(await files()).toHaveLength(1);
      expect((await call(server.url, 'DELETE', '/leads/job-1', { staff: sales })).status).toBe(403);
      expect((await call(server.url, 'DELETE', '/leads/job-1', { staff: recruiter })).status).toBe(200);
      expect(await files()).toEqual([]);
      expect((await call(server.url, 'GET', '/leads/job-1', { staff: recruiter })).status).toBe(404);
      const audit = await database.db
        .selectFrom('console_audit')
        .select(['actor', 'action', 'target'])
        .where('action', '=', 'lead.delete')
        .execute();
      expect(audit).toEqual([{ actor: 'rec_1', action: 'lead.delete', target: 'job-1' }]);
    });

    it('never makes a visitor wait for or fail with the e-mail', async () => {
      const deadDatabase = await target.open();
      const dead = await startApp(deadDatabase, {
        site: { uploadsDir, formsPerMinute: 1000, chatPerMinute: 1000, listCacheMs: 0 },
        console: {
          ...loadConfig().console,
          smtpUrl: 'smtp://127.0.0.1:1',
          notifyTo: { sales: ['x@sealink.test'], jobs: [] },
          notifySeconds: 1,
        },
      });
      try {
        await submitEnquiry(dead.url, 'Zhao Min'); // throws unless answered 200
        // the notifier claims the lead, fails to send it and gives the claim back for a retry; the lead stays, the
        // server keeps answering
        const state = await until(
          () => deadDatabase.db.selectFrom('lead_state').select(['lead_id', 'notified_at']).executeTakeFirst(),
          (row) => row?.notified_at === null,
        );
        expect(state).toEqual({ lead_id: 1, notified_at: null });
        const lead = await deadDatabase.db.selectFrom('console_lead').select('name').executeTakeFirst();
        expect(lead?.name).toBe('Zhao Min');
        expect((await dead.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await dead.close();
      }
    });

    it('tries a refused e-mail again, with a growing delay, until it is delivered once', async () => {
      const busy = await startSmtp({ refuseFirst: 2 });
      const busyDatabase = await target.open();
      const app = await startApp(busyDatabase, {
        site: { uploadsDir, formsPerMinute: 1000, chatPerMinute: 1000, listCacheMs: 0 },
        console: {
          ...loadConfig().console,
          smtpUrl: `smtp://127.0.0.1:${busy.port}`,
          notifyTo: { sales: ['sales@sealink.test'], jobs: [] },
          notifySeconds: 1,
        },
      });
      try {
        await submitEnquiry(app.url, 'Sun Li');
        // refused at about 0-1 s and 1-2 s later; delivered on the third try, 2 s after the second
        const mails = await until(
          () => busy.mails,
          (m) => m.length >= 1,
          15_000,
        );
        expect(busy.refused()).toBe(2);
        expect(mails[0]!.data).toContain('Sun Li');
        const state = await busyDatabase.db.selectFrom('lead_state').select('notified_at').executeTakeFirst();
        expect(state?.notified_at).not.toBeNull();
        await new Promise((r) => setTimeout(r, 2500));
        expect(busy.mails).toHaveLength(1); // never twice
      } finally {
        await app.close();
        await busy.close();
      }
    });
  });
}
