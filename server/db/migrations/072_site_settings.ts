import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #16.3: the site settings edited in the console (common/site-settings.ts), one row holding them as JSON;
 * without a row the site shows its defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table site_settings (
      id integer primary key check (id = 1),
      data jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists site_settings`.execute(db);
}
