import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Every table whose rows publish (migrations 071 and 073). */
const PUBLISHED = ['news', 'banner', 'job_position', 'company_branch', 'business_item', 'news_recommendation', 'marketing_figure'] as const;

/**
 * Issue #34.8, the life of a content item:
 * - `unpublish_at`: a published (or scheduled) row goes back to draft when it is due, claimed by the scheduler;
 * - `content_revision`: every save of a news entry, banner or catalogue item keeps the item as it was saved (all its
 *   languages, as the console edits it), so the console can list, compare and restore them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PUBLISHED) {
    await sql`alter table ${sql.table(table)} add column unpublish_at timestamptz`.execute(db);
    await sql`create index ${sql.id(`${table}_unpublish_due`)} on ${sql.table(table)} (unpublish_at) where unpublish_at is not null`.execute(
      db,
    );
  }
  await sql`
    create table content_revision (
      id bigserial primary key,
      area text not null,
      entry text not null,
      author text,
      created_at timestamptz not null default now(),
      data jsonb not null
    )`.execute(db);
  await sql`create index content_revision_entry on content_revision (area, entry, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists content_revision`.execute(db);
  for (const table of PUBLISHED) await sql`alter table ${sql.table(table)} drop column if exists unpublish_at`.execute(db);
}
