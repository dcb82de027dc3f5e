import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** The console's other kinds whose rows exist once per language (common/console/catalog.ts and banners). */
const LOCALIZED = ['banner', 'job_position', 'company_branch', 'business_item', 'news_recommendation'] as const;

/**
 * Issue #16.3: banners and every catalogue kind publish as news does (migration 071):
 * - `status` draft / scheduled / published with `publish_at` for a scheduled row; the public API, search, sitemap
 *   and pages read only published rows; rows written before this migration stay published;
 * - `entry_id` links the Chinese and English rows of one item (edited side by side, published together); each
 *   existing row is its own entry. The figures table has one row per figure with both labels, its key is the entry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of [...LOCALIZED, 'marketing_figure']) {
    await sql`alter table ${sql.table(table)} add column status text not null default 'published' check (status in ('draft', 'scheduled', 'published'))`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} add column publish_at timestamptz`.execute(db);
    await sql`create index ${sql.id(`${table}_scheduled`)} on ${sql.table(table)} (publish_at) where status = 'scheduled'`.execute(db);
  }
  for (const table of LOCALIZED) {
    const sequence = sql.id(`${table}_entry_seq`);
    await sql`create sequence ${sequence}`.execute(db);
    await sql`alter table ${sql.table(table)} add column entry_id integer not null default nextval(${sql.lit(`${table}_entry_seq`)})`.execute(
      db,
    );
    await sql`alter sequence ${sequence} owned by ${sql.ref(`${table}.entry_id`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_entry_locale`)} unique (entry_id, locale)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...LOCALIZED, 'marketing_figure']) {
    await sql`drop index if exists ${sql.id(`${table}_scheduled`)}`.execute(db);
    for (const column of ['entry_id', 'publish_at', 'status'])
      await sql`alter table ${sql.table(table)} drop column if exists ${sql.id(column)}`.execute(db);
  }
}
