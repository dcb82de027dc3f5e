import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Drops the pg_trgm GIN index on im_message.search_text: maintaining it on every insert cost about a third of
 * the message commit's time. Cloud search (server/messaging/messages/search.ts) is unchanged and returns the same
 * results: it only ever looks at the caller's own conversations, which it now reads through the
 * (conv_key, seq) index and filters by ILIKE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists im_message_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists im_message_search on im_message using gin (search_text gin_trgm_ops)`.execute(db);
}
