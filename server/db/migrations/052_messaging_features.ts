import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #4 features beside the commit path: image thumbnails (variants of an uploaded image), message edits
 * (modifyMessage: the edit count per message), conversation drafts, group attributes and user-status
 * subscriptions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table im_file_variant (
      file_id text not null,
      type int not null,
      variant_id text not null,
      primary key (file_id, type)
    )`.execute(db);
  await sql`
    create table im_message_edit (
      message_id bigint primary key,
      version int not null,
      editor text not null,
      edited_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table im_conversation_draft (
      user_id text not null,
      conversation_id text not null,
      draft_text text not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, conversation_id)
    )`.execute(db);
  await sql`
    create table im_group_attribute (
      group_id text not null,
      key text not null,
      value text not null,
      primary key (group_id, key)
    )`.execute(db);
  await sql`
    create table im_status_subscription (
      subscriber text not null,
      target text not null,
      created_at timestamptz not null default now(),
      primary key (subscriber, target)
    )`.execute(db);
  await sql`create index im_status_subscription_target on im_status_subscription (target)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['im_status_subscription', 'im_group_attribute', 'im_conversation_draft', 'im_message_edit', 'im_file_variant']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
