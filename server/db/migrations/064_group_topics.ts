import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** A Community may be created with topics enabled (SPEC §3 create-group payload: isSupportTopic). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_group add column is_support_topic boolean not null default false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_group drop column is_support_topic`.execute(db);
}
