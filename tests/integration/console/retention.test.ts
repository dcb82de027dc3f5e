import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { sweepRetention } from '../../../server/console/leads/retention.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { submitApplication, submitEnquiry } from './console-kit.ts';

/** The retention period deletes old leads' rows, state, notes and résumé files together, and says so in the audit log. */
for (const target of testDatabases()) {
  describe(`lead retention on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    let uploadsDir: string;

    beforeAll(async () => {
      uploadsDir = await mkdtemp(join(tmpdir(), 'console-retention-'));
      database = await target.open();
      server = await startApp(database, { site: { uploadsDir, formsPerMinute: 1000, chatPerMinute: 1000, listCacheMs: 0 } });
    });
    afterAll(async () => {
      await server?.close();
      await rm(uploadsDir, { recursive: true, force: true });
    });

    it('deletes rows and files past the period and keeps the rest', async () => {
      await submitEnquiry(server.url, 'Old Eve');
      await submitApplication(server.url, 'Old Ann');
      await submitEnquiry(server.url, 'New Nia');
      await submitApplication(server.url, 'New Ned');
      const db = database.db;
      await sql`update enquiry set created_at = now() - interval '31 days' where name = 'Old Eve'`.execute(db);
      await sql`update job_application set created_at = now() - interval '31 days' where name = 'Old Ann'`.execute(db);
      const old = await db
        .selectFrom('job_application')
        .select(['id', 'resume_file'])
        .where('name', '=', 'Old Ann')
        .executeTakeFirstOrThrow();
      const kept = await db.selectFrom('job_application').select('resume_file').where('name', '=', 'New Ned').executeTakeFirstOrThrow();
      await db.insertInto('lead_note').values({ source: 'job', lead_id: old.id, author: 'sealink_service', body: 'interview' }).execute();
      await db
        .insertInto('lead_state')
        .values({ source: 'job', lead_id: old.id, status: 'done', notified_at: new Date() })
        .onConflict((oc) => oc.columns(['source', 'lead_id']).doUpdateSet({ status: 'done' }))
        .execute();
      expect((await readdir(join(uploadsDir, 'resumes'))).sort()).toEqual([old.resume_file, kept.resume_file].sort());

      expect(await sweepRetention(db, join(uploadsDir, 'resumes'), 30)).toBe(2);

      expect((await db.selectFrom('console_lead').select('name').orderBy('name').execute()).map((r) => r.name)).toEqual([
        'New Ned',
        'New Nia',
      ]);
      expect(await readdir(join(uploadsDir, 'resumes'))).toEqual([kept.resume_file]);
      expect(await db.selectFrom('lead_note').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('lead_state').selectAll().where('lead_id', '=', old.id).where('source', '=', 'job').execute()).toEqual([]);
      const audit = await db
        .selectFrom('console_audit')
        .select(['actor', 'action', 'target', 'detail'])
        .where('action', '=', 'leads.retention')
        .orderBy('target')
        .execute();
      expect(audit.map((a) => [a.actor, a.target, a.detail.count])).toEqual([
        [null, 'enquiry', 1],
        [null, 'job', 1],
      ]);
      expect(await sweepRetention(db, join(uploadsDir, 'resumes'), 30)).toBe(0);
      expect(await sweepRetention(db, join(uploadsDir, 'resumes'), 0)).toBe(0);
    });
  });
}
