import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Messages a user deleted for themselves only (deleteMessage): hidden from that user's history, sync and search. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table im_message_deletion (
      user_id text not null,
      message_id bigint not null,
      deleted_at timestamptz not null default now(),
      primary key (user_id, message_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('im_message_deletion').ifExists().execute();
}
