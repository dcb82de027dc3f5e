import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { RetentionPass, applyRetention } from '../../../server/ops/retention.ts';
import type { RetentionConfig } from '../../../server/ops/retention-config.ts';
import { submitApplication, submitEnquiry } from '../console/console-kit.ts';
import { visitor } from '../desk/desk-kit.ts';
import { startOpsSite, uploadAs } from './retention-kit.ts';
import type { OpsSite } from './retention-kit.ts';

const DAY = 86_400_000;
const LIFETIMES: RetentionConfig = {
  leadsDays: 100,
  resumesDays: 30,
  visitorChatsDays: 30,
  callRecordsDays: 30,
  unreferencedUploadsDays: 30,
  passSeconds: 3600,
};

async function backdate(path: string, days: number): Promise<void> {
  const then = new Date(Date.now() - days * DAY);
  await utimes(path, then, then);
}

/** Each lifetime deletes what is past it and nothing else; with several instances one pass runs. */
for (const target of testDatabases()) {
  describe(`retention on ${target.name}`, () => {
    let site: OpsSite;
    let database: DatabaseHandle;

    beforeAll(async () => {
      database = await target.open();
      site = await startOpsSite(database);
    });
    afterAll(() => site?.close());

    it('deletes exactly what is past its lifetime', async () => {
      const base = site.running.url;
      const db = database.db;
      await submitEnquiry(base, 'Ancient Amy');
      await submitEnquiry(base, 'Recent Rex');
      await submitApplication(base, 'Old Ann');
      await submitApplication(base, 'New Ned');
      await sql`update enquiry set created_at = now() - interval '120 days' where name = 'Ancient Amy'`.execute(db);
      await sql`update job_application set created_at = now() - interval '40 days' where name = 'Old Ann'`.execute(db);
      const resumes = await db.selectFrom('job_application').select(['name', 'resume_file']).orderBy('name').execute();

      const gone = await visitor(base, 'retention-old-visitor-01');
      const stays = await visitor(base, 'retention-new-visitor-01');
      await gone.say('old words');
      await stays.say('new words');
      const goneFile = await uploadAs(base, gone, 'old upload');
      const staysFile = await uploadAs(base, stays, 'new upload');
      await Promise.all([gone.chat.destroy(), stays.chat.destroy()]);
      await site.running.app.desk.subscriber.settled(); // the desk's replies are in before the clock is moved back
      await sql`update im_account set created_at = now() - interval '40 days' where user_id = ${gone.userId}`.execute(db);
      await sql`update desk_visitor set last_seen = now() - interval '40 days' where visitor_id = ${gone.userId}`.execute(db);
      await sql`update im_conversation set updated_at = now() - interval '40 days' where conv_key like ${`%${gone.userId}%`}`.execute(db);
      await sql`update im_account set created_at = now() - interval '40 days' where user_id = ${stays.userId}`.execute(db);

      for (const [id, ended] of [
        ['call-old', 40],
        ['call-new', 2],
      ] as const)
        await db
          .insertInto('im_call')
          .values({
            call_id: id,
            room_id: 1,
            call_type: 1,
            inviter: 'sealink_service',
            state: 'ended',
            timeout_seconds: 30,
            deadline: new Date(),
            ended_at: new Date(Date.now() - ended * DAY),
          })
          .execute();
      await db
        .insertInto('im_call')
        .values({
          call_id: 'call-ringing',
          room_id: 2,
          call_type: 1,
          inviter: 'sealink_service',
          timeout_seconds: 30,
          deadline: new Date(),
        })
        .execute();

      const { filesDir, resumesDir } = site.folders;
      await writeFile(join(filesDir, 'orphan-old'), 'x');
      await writeFile(join(filesDir, 'orphan-new'), 'x');
      await backdate(join(filesDir, 'orphan-old'), 40);
      await backdate(join(filesDir, staysFile), 40); // old, but a row references it
      await backdate(join(resumesDir, resumes.find((r) => r.name === 'New Ned')!.resume_file!), 40);

      const counts = await applyRetention(db, LIFETIMES, site.folders);
      expect(counts).toEqual({ leads: 1, resumes: 1, visitors: 1, calls: 1, orphanFiles: 1 });

      expect((await db.selectFrom('console_lead').select('name').orderBy('name').execute()).map((r) => r.name)).toEqual([
        'New Ned',
        'Old Ann',
        'Recent Rex',
      ]);
      const after = await db.selectFrom('job_application').select(['name', 'resume_file']).orderBy('name').execute();
      expect(after).toEqual([
        { name: 'New Ned', resume_file: resumes.find((r) => r.name === 'New Ned')!.resume_file },
        { name: 'Old Ann', resume_file: null },
      ]);
      expect(await readdir(resumesDir)).toEqual([after[0]!.resume_file]);

      const senders = await db.selectFrom('im_message').select('sender').where('sender', 'in', [gone.userId, stays.userId]).execute();
      expect(senders.map((s) => s.sender)).toEqual([stays.userId]);
      const desk = await db.selectFrom('desk_conversation').select('visitor_id').execute();
      expect(desk.map((d) => d.visitor_id)).toEqual([stays.userId]);
      expect(await db.selectFrom('desk_visitor').select('visitor_id').where('visitor_id', '=', gone.userId).execute()).toEqual([]);
      expect((await readdir(filesDir)).sort()).toEqual(['orphan-new', staysFile].sort());
      expect(goneFile).not.toBe(staysFile);

      expect((await db.selectFrom('im_call').select('call_id').orderBy('call_id').execute()).map((c) => c.call_id)).toEqual([
        'call-new',
        'call-ringing',
      ]);
      const audit = await db.selectFrom('console_audit').select(['actor', 'detail']).where('action', '=', 'retention.pass').execute();
      expect(audit).toEqual([{ actor: null, detail: { resumes: 1, visitors: 1, calls: 1, orphanFiles: 1 } }]);

      expect(await applyRetention(db, LIFETIMES, site.folders)).toEqual({ leads: 0, resumes: 0, visitors: 0, calls: 0, orphanFiles: 0 });
      const kept: RetentionConfig = {
        ...LIFETIMES,
        leadsDays: 0,
        resumesDays: 0,
        visitorChatsDays: 0,
        callRecordsDays: 0,
        unreferencedUploadsDays: 0,
      };
      await sql`update im_account set created_at = now() - interval '400 days'`.execute(db);
      expect(await applyRetention(db, kept, site.folders)).toEqual({ leads: 0, resumes: 0, visitors: 0, calls: 0, orphanFiles: 0 });
      expect(await db.selectFrom('console_audit').select('id').where('action', '=', 'retention.pass').execute()).toHaveLength(1);
    });

    it('runs once when two instances race for it, and not again within its period', async () => {
      const log = site.running.app.log;
      const a = new RetentionPass(database.db, LIFETIMES, site.folders, log);
      const b = new RetentionPass(database.db, LIFETIMES, site.folders, log);
      const results = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect(await Promise.all([a.runOnce(), b.runOnce()])).toEqual([null, null]);
      const lease = await database.db.selectFrom('ops_lease').selectAll().execute();
      expect(lease).toHaveLength(1);
      expect(lease[0]!.until.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    });
  });
}
