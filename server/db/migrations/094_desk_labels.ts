import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #34.4, labels (server/messaging/desk/labels.ts, server/console/desk/label-routes.ts):
 * - desk_label: a label with its name in both languages and a colour (#rrggbb), managed by admins;
 * - desk_conversation_label: the labels set on a desk conversation;
 * - lead_label: the labels set on a lead (a row of the console_lead view, by source and id; removed with the lead).
 * Deleting a label removes it from every conversation and lead.
 * Issue #34.5: desk_conversation.transcript_sent_at, when its transcript was last mailed to the visitor (one per
 * TRANSCRIPT_EVERY_SECONDS, server/messaging/desk/transcript.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table desk_label (
      id serial primary key,
      name_zh text not null unique,
      name_en text not null unique,
      color text not null check (color ~ '^#[0-9a-f]{6}$'),
      created_by text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table desk_conversation_label (
      conversation_id integer not null references desk_conversation (id) on delete cascade,
      label_id integer not null references desk_label (id) on delete cascade,
      primary key (conversation_id, label_id)
    )`.execute(db);
  await sql`create index desk_conversation_label_label on desk_conversation_label (label_id, conversation_id)`.execute(db);
  await sql`
    create table lead_label (
      source text not null check (source in ('enquiry', 'sales', 'job')),
      lead_id integer not null,
      label_id integer not null references desk_label (id) on delete cascade,
      primary key (source, lead_id, label_id)
    )`.execute(db);
  await sql`create index lead_label_label on lead_label (label_id, source, lead_id)`.execute(db);
  await sql`alter table desk_conversation add column transcript_sent_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table desk_conversation drop column if exists transcript_sent_at`.execute(db);
  for (const table of ['lead_label', 'desk_conversation_label', 'desk_label']) await sql`drop table if exists ${sql.id(table)}`.execute(db);
}
