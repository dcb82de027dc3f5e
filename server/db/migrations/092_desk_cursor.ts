import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #31.3, the desk after the commit (server/messaging/desk/subscriber.ts):
 * - desk_cursor: per service account (the inbox), the last number of the inbox's event log the desk has handled,
 *   and which instance holds the inbox's handling until when (a lease, so one instance handles a message);
 * - desk_conversation.started_by: the message (im_message.id) that started or reopened the conversation, so a
 *   message handled again after a crash is known as the start and its away reply is not sent twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table desk_cursor (
      inbox text primary key,
      seq bigint not null default 0,
      claimed_by text,
      claimed_until timestamptz
    )`.execute(db);
  await sql`alter table desk_conversation add column started_by bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table desk_conversation drop column if exists started_by`.execute(db);
  await sql`drop table if exists desk_cursor`.execute(db);
}
