import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #30: chat signatures can be revoked. A signature names the account's `sig_epoch` of when it was issued;
 * disabling an account, a password reset or change, a role change and the admin API's kick raise it, so every
 * signature issued before is refused at login (server/messaging/people/credentials.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_account add column sig_epoch integer not null default 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_account drop column if exists sig_epoch`.execute(db);
}
