import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/** Page-view counter per site path: the first table, proving the database path end to end. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_view')
    .addColumn('path', 'text', (col) => col.primaryKey())
    .addColumn('views', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_view').execute();
}
