import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Messaging: accounts, conversations with per-conversation sequence numbers, messages (idempotent on the
 * client's message ID), per-user conversation state, the per-user event log for reconnect catch-up, groups,
 * friendships, receipts, reactions and uploaded files.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table im_account (
      user_id text primary key,
      nick text not null default '',
      avatar text not null default '',
      self_signature text not null default '',
      password_hash text,
      is_staff boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table im_conversation (
      conv_key text primary key,
      type text not null,
      last_seq bigint not null default 0,
      last_message_id bigint,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table im_message (
      id bigserial primary key,
      conv_key text not null,
      seq bigint not null,
      client_id text not null,
      sender text not null,
      receiver text not null,
      conversation_type text not null,
      type text not null,
      payload jsonb not null,
      search_text text not null default '',
      cloud_custom_data text not null default '',
      at_users text[] not null default '{}',
      need_read_receipt boolean not null default false,
      time bigint not null,
      revoked boolean not null default false,
      revoker text not null default '',
      unique (conv_key, seq),
      unique (conv_key, client_id)
    )`.execute(db);
  await sql`create index im_message_search on im_message using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`
    create table im_user_conversation (
      user_id text not null,
      conversation_id text not null,
      conv_key text not null,
      read_seq bigint not null default 0,
      cleared_seq bigint not null default 0,
      pinned boolean not null default false,
      muted boolean not null default false,
      hidden boolean not null default false,
      updated_at timestamptz not null default now(),
      primary key (user_id, conversation_id)
    )`.execute(db);
  await sql`create index im_user_conversation_key on im_user_conversation (conv_key)`.execute(db);
  await sql`
    create table im_user_cursor (
      user_id text primary key,
      last_seq bigint not null default 0
    )`.execute(db);
  await sql`
    create table im_event (
      user_id text not null,
      seq bigint not null,
      kind text not null,
      message_id bigint,
      body jsonb not null,
      created_at timestamptz not null default now(),
      primary key (user_id, seq)
    )`.execute(db);
  await sql`
    create table im_message_read (
      message_id bigint not null,
      user_id text not null,
      read_at timestamptz not null default now(),
      primary key (message_id, user_id)
    )`.execute(db);
  await sql`
    create table im_message_reaction (
      message_id bigint not null,
      reaction_id text not null,
      user_id text not null,
      primary key (message_id, reaction_id, user_id)
    )`.execute(db);
  await sql`
    create table im_group (
      group_id text primary key,
      type text not null,
      name text not null,
      avatar text not null default '',
      introduction text not null default '',
      notification text not null default '',
      owner_id text not null,
      join_option text not null,
      mute_all boolean not null default false,
      dismissed boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table im_group_member (
      group_id text not null,
      user_id text not null,
      role text not null,
      mute_until bigint not null default 0,
      joined_at timestamptz not null default now(),
      primary key (group_id, user_id)
    )`.execute(db);
  await sql`create index im_group_member_user on im_group_member (user_id)`.execute(db);
  await sql`
    create table im_group_application (
      id bigserial primary key,
      group_id text not null,
      applicant text not null,
      application_type int not null default 0,
      wording text not null default '',
      status text not null default 'pending',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table im_friend (
      user_id text not null,
      friend_id text not null,
      remark text not null default '',
      added_at timestamptz not null default now(),
      primary key (user_id, friend_id)
    )`.execute(db);
  await sql`
    create table im_friend_application (
      from_id text not null,
      to_id text not null,
      wording text not null default '',
      source text not null default '',
      remark text not null default '',
      unread boolean not null default true,
      created_at timestamptz not null default now(),
      primary key (from_id, to_id)
    )`.execute(db);
  await sql`
    create table im_blacklist (
      user_id text not null,
      blocked_id text not null,
      primary key (user_id, blocked_id)
    )`.execute(db);
  await sql`
    create table im_file (
      id text primary key,
      owner_id text not null,
      name text not null,
      size bigint not null,
      mime text not null,
      kind text not null,
      width int not null default 0,
      height int not null default 0,
      image_format int not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'im_file',
    'im_blacklist',
    'im_friend_application',
    'im_friend',
    'im_group_application',
    'im_group_member',
    'im_group',
    'im_message_reaction',
    'im_message_read',
    'im_event',
    'im_user_cursor',
    'im_user_conversation',
    'im_message',
    'im_conversation',
    'im_account',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
