import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { call, createStaff, signIn, submitApplication } from '../console/console-kit.ts';
import type { Staff } from '../console/console-kit.ts';
import { conversationOf, post, visitor } from '../desk/desk-kit.ts';
import { startOpsSite, uploadAs } from './retention-kit.ts';
import type { OpsSite } from './retention-kit.ts';

const enquiry = {
  category: 'other',
  company: 'Blue Fleet',
  name: 'Erase Me',
  phone: '13800138000',
  email: 'erase@fleet.test',
  requirement: 'Pumps',
};

/** Erase on request: admins only; the rows and files go; the audit log says who erased what. */
for (const target of testDatabases()) {
  describe(`erase on request on ${target.name}`, () => {
    let site: OpsSite;
    let database: DatabaseHandle;
    const staff: Record<'admin' | 'agent' | 'sales' | 'recruiter', Staff> = {} as never;

    beforeAll(async () => {
      database = await target.open();
      site = await startOpsSite(database);
      for (const role of ['admin', 'agent', 'sales', 'recruiter'] as const) {
        await createStaff(database, `erase_${role}`, role);
        staff[role] = await signIn(site.running.url, `erase_${role}`);
      }
    });
    afterAll(() => site?.close());

    it('erases a visitor: messages, conversations, files and desk records, for admins only', async () => {
      const base = site.running.url;
      const v = await visitor(base, 'erase-visitor-key-0001');
      await v.say('my private words');
      const file = await uploadAs(base, v, 'private file');
      const conversation = await conversationOf(base, staff.admin, v.userId);
      await site.running.app.desk.subscriber.settled(); // with the desk's reply
      const path = `/desk/visitors/${v.userId}/erase`;
      for (const role of ['agent', 'sales'] as const) expect((await call(base, 'POST', path, { staff: staff[role] })).status).toBe(403);
      expect((await call(base, 'POST', path, { staff: staff.admin, csrf: null })).status).toBe(403);
      expect(await readdir(site.folders.filesDir)).toContain(file);

      const erased = await call(base, 'POST', path, { staff: staff.admin });
      expect(erased.status).toBe(200);
      const db = database.db;
      expect(await db.selectFrom('im_message').select('id').where('sender', '=', v.userId).execute()).toEqual([]);
      expect(await db.selectFrom('im_message').select('id').where('receiver', '=', v.userId).execute()).toEqual([]);
      expect(await db.selectFrom('desk_conversation').select('id').where('visitor_id', '=', v.userId).execute()).toEqual([]);
      expect(await db.selectFrom('desk_visitor').select('visitor_id').where('visitor_id', '=', v.userId).execute()).toEqual([]);
      expect(await db.selectFrom('im_file').select('id').where('owner_id', '=', v.userId).execute()).toEqual([]);
      expect(await readdir(site.folders.filesDir)).not.toContain(file);
      expect((await call(base, 'GET', `/desk/conversations/${conversation.id}/messages`, { staff: staff.admin })).status).toBe(404);
      const audit = await db
        .selectFrom('console_audit')
        .select(['actor', 'target', 'detail'])
        .where('action', '=', 'visitor.erase')
        .execute();
      expect(audit).toEqual([{ actor: 'erase_admin', target: v.userId, detail: { messages: 2, conversations: 1, files: 1 } }]);
      expect((await call(base, 'POST', path, { staff: staff.admin })).status).toBe(404);
      // the signature the visitor held is refused from now on
      const upload = await fetch(`${base}/im/upload`, {
        method: 'POST',
        body: new FormData(),
        headers: { userid: v.userId, usersig: v.userSig },
      });
      expect(((await upload.json()) as { code: number }).code).not.toBe(0);
      await v.chat.destroy();
    });

    it('erases a lead with its résumé and the chat visitor linked to it, for admins only', async () => {
      const base = site.running.url;
      await submitApplication(base, 'Rita');
      const job = await database.db
        .selectFrom('job_application')
        .select(['id', 'resume_file'])
        .where('name', '=', 'Rita')
        .executeTakeFirstOrThrow();
      const jobRef = `job-${job.id}`;
      for (const role of ['recruiter', 'agent'] as const)
        expect((await call(base, 'POST', `/leads/${jobRef}/erase`, { staff: staff[role] })).status).toBe(403);
      expect(await readdir(site.folders.resumesDir)).toContain(job.resume_file);
      expect((await call(base, 'POST', `/leads/${jobRef}/erase`, { staff: staff.admin })).status).toBe(200);
      expect(await readdir(site.folders.resumesDir)).not.toContain(job.resume_file);
      expect((await call(base, 'GET', `/leads/${jobRef}`, { staff: staff.admin })).status).toBe(404);

      expect((await post(base, '/api/enquiries', { ...enquiry, onlyKey: 'erase-lead-browser-01' })).status).toBe(200);
      const v = await visitor(base, 'erase-lead-browser-01');
      await v.say('about my enquiry');
      await conversationOf(base, staff.admin, v.userId);
      await site.running.app.desk.subscriber.settled();
      const linked = await database.db
        .selectFrom('desk_visitor')
        .select('lead_ref')
        .where('visitor_id', '=', v.userId)
        .executeTakeFirstOrThrow();
      expect((await call(base, 'POST', `/leads/${linked.lead_ref}/erase`, { staff: staff.sales })).status).toBe(403);
      expect((await call(base, 'POST', `/leads/${linked.lead_ref}/erase`, { staff: staff.admin })).status).toBe(200);
      expect(await database.db.selectFrom('enquiry').select('id').where('name', '=', 'Erase Me').execute()).toEqual([]);
      expect(await database.db.selectFrom('im_message').select('id').where('sender', '=', v.userId).execute()).toEqual([]);
      expect(await database.db.selectFrom('desk_visitor').select('visitor_id').where('visitor_id', '=', v.userId).execute()).toEqual([]);
      const audit = await database.db
        .selectFrom('console_audit')
        .select(['actor', 'target', 'detail'])
        .where('action', '=', 'lead.erase')
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { actor: 'erase_admin', target: jobRef, detail: { visitors: 0, messages: 0 } },
        { actor: 'erase_admin', target: linked.lead_ref, detail: { visitors: 1, messages: 2 } },
      ]);
      expect((await call(base, 'POST', `/leads/${linked.lead_ref}/erase`, { staff: staff.admin })).status).toBe(404);
      await v.chat.destroy();
    });
  });
}
