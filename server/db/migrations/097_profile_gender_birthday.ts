import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #33.4, the own profile complete: gender and birthday as Tencent Chat keeps them (`Gender_Type_Unknown`,
 * `Gender_Type_Female`, `Gender_Type_Male`; birthday a yyyymmdd number, 0 when not given). Set by updateMyProfile
 * (server/messaging/people/users.ts), read by getMyProfile and getUserProfile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_account
    add column gender text not null default 'Gender_Type_Unknown'
      check (gender in ('Gender_Type_Unknown', 'Gender_Type_Female', 'Gender_Type_Male')),
    add column birthday integer not null default 0 check (birthday = 0 or birthday between 19000101 and 99991231)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_account drop column if exists gender, drop column if exists birthday`.execute(db);
}
