import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Created im_commit_batch(p jsonb), which commits a batch of messages in one call; 062, 063, 065 and 069 changed it.
 * The function as it is now is server/db/functions/im_commit_batch.sql: migrate() applies that folder after the
 * migrations, so this migration no longer creates it.
 */
export function up(): Promise<void> {
  return Promise.resolve();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists im_commit_batch(jsonb)`.execute(db);
}
