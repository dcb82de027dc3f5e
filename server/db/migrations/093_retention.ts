import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #32.5, retention (server/ops/retention.ts):
 * - ops_lease: a named periodic job's lease — which instance holds it until when, and when it last ran — so one
 *   instance of several runs the retention pass, once per period;
 * - job_application.resume_file nullable: a résumé past its lifetime (RETAIN_RESUMES_DAYS) is deleted while the
 *   application stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ops_lease (
      name text primary key,
      holder text not null,
      until timestamptz not null,
      last_run timestamptz not null
    )`.execute(db);
  await sql`alter table job_application alter column resume_file drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists ops_lease`.execute(db);
}
