import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #17, the customer-service desk (server/messaging/desk, server/console/desk):
 * - desk_conversation: one visitor's conversation with a service account (the inbox) as the desk handles it:
 *   state (open, pending, snoozed until a time, resolved), assignee, first response, resolution and rating;
 *   at most one unresolved row per inbox and visitor;
 * - desk_note: agents' private notes on a conversation (never messages: the visitor's socket, history and sync
 *   cannot carry them);
 * - desk_agent: an agent's desk presence (last heartbeat of an open desk, away by hand), limit and turn;
 * - desk_visitor / desk_page_view: what the widget reports of a visitor (pages, referrer, language, device, time
 *   zone) and what the visitor or an agent gave (name, e-mail, phone, company, linked lead);
 * - desk_viewer: who has a conversation open in the desk, and typing;
 * - desk_canned: canned responses in both languages, inserted with '/shortcut'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table desk_conversation (
      id serial primary key,
      inbox text not null,
      visitor_id text not null,
      state text not null default 'open' check (state in ('open', 'pending', 'snoozed', 'resolved')),
      snoozed_until timestamptz,
      assignee text references im_account (user_id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      last_visitor_at timestamptz,
      last_agent_at timestamptz,
      first_response_at timestamptz,
      first_responder text,
      resolved_at timestamptz,
      resolved_by text,
      ended_by_visitor boolean not null default false,
      away_sent_at timestamptz,
      rating smallint check (rating between 1 and 5),
      rating_comment text not null default '',
      rated_at timestamptz
    )`.execute(db);
  await sql`create unique index desk_conversation_live on desk_conversation (inbox, visitor_id) where state <> 'resolved'`.execute(db);
  await sql`create index desk_conversation_visitor on desk_conversation (visitor_id, created_at desc)`.execute(db);
  await sql`create index desk_conversation_assignee on desk_conversation (assignee, state)`.execute(db);
  await sql`create index desk_conversation_created on desk_conversation (created_at)`.execute(db);
  await sql`
    create table desk_note (
      id serial primary key,
      conversation_id integer not null references desk_conversation (id) on delete cascade,
      author text not null,
      body text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index desk_note_conversation on desk_note (conversation_id, id)`.execute(db);
  await sql`
    create table desk_agent (
      user_id text primary key references im_account (user_id) on delete cascade,
      away boolean not null default false,
      max_open integer check (max_open between 1 and 100),
      last_seen timestamptz,
      last_assigned_at timestamptz
    )`.execute(db);
  await sql`
    create table desk_visitor (
      visitor_id text primary key,
      first_seen timestamptz not null default now(),
      last_seen timestamptz not null default now(),
      language text not null default '',
      user_agent text not null default '',
      referrer text not null default '',
      time_zone text not null default '',
      utc_offset_minutes integer,
      name text not null default '',
      email text not null default '',
      phone text not null default '',
      company text not null default '',
      lead_ref text
    )`.execute(db);
  await sql`
    create table desk_page_view (
      id bigserial primary key,
      visitor_id text not null,
      url text not null,
      title text not null default '',
      at timestamptz not null default now()
    )`.execute(db);
  await sql`create index desk_page_view_visitor on desk_page_view (visitor_id, id desc)`.execute(db);
  await sql`
    create table desk_viewer (
      conversation_id integer not null references desk_conversation (id) on delete cascade,
      user_id text not null,
      typing boolean not null default false,
      seen_at timestamptz not null default now(),
      primary key (conversation_id, user_id)
    )`.execute(db);
  await sql`
    create table desk_canned (
      id serial primary key,
      shortcut text not null unique,
      body_zh text not null,
      body_en text not null,
      created_by text not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['desk_canned', 'desk_viewer', 'desk_page_view', 'desk_visitor', 'desk_agent', 'desk_note', 'desk_conversation'])
    await sql`drop table if exists ${sql.id(table)}`.execute(db);
}
