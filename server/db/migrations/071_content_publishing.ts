import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #16.3-4, content edited in the staff console (server/console/content):
 * - news: `entry_id` links the Chinese and English versions of one article (one row per locale, as before);
 *   `status` draft / scheduled / published with `publish_at` for a scheduled one (the public API reads only
 *   published rows); `body_html`, the rich-text body sanitised by the server (null for plain-text bodies);
 *   rows written before this migration stay published, each its own entry;
 * - content_media: the media library's images (checked by content; sizes made with sharp);
 * - site_revision: one counter raised by every publishing change, so each instance knows whether its pages
 *   (prerendered at build time from the seed) are still current (server/web/fresh-pages.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence news_entry_seq`.execute(db);
  await sql`alter table news add column entry_id integer not null default nextval('news_entry_seq')`.execute(db);
  await sql`alter sequence news_entry_seq owned by news.entry_id`.execute(db);
  await sql`alter table news add constraint news_entry_locale unique (entry_id, locale)`.execute(db);
  await sql`alter table news add column status text not null default 'published' check (status in ('draft', 'scheduled', 'published'))`.execute(
    db,
  );
  await sql`alter table news add column publish_at timestamptz`.execute(db);
  await sql`alter table news add column body_html text`.execute(db);
  await sql`alter table news add column updated_at timestamptz not null default now()`.execute(db);
  await sql`create index news_scheduled on news (publish_at) where status = 'scheduled'`.execute(db);

  await sql`
    create table content_media (
      id text primary key,
      name text not null,
      mime text not null,
      width integer not null,
      height integer not null,
      size integer not null,
      variants jsonb not null default '{}',
      created_by text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index content_media_recent on content_media (created_at desc)`.execute(db);

  await sql`create table site_revision (id integer primary key check (id = 1), revision bigint not null)`.execute(db);
  await sql`insert into site_revision (id, revision) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists site_revision`.execute(db);
  await sql`drop table if exists content_media`.execute(db);
  await sql`drop index if exists news_scheduled`.execute(db);
  for (const column of ['updated_at', 'body_html', 'publish_at', 'status', 'entry_id'])
    await sql`alter table news drop column if exists ${sql.id(column)}`.execute(db);
}
