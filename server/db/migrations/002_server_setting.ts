import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Server-wide settings shared by every instance (e.g. the signing secret when none is configured). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_setting')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_setting').execute();
}
