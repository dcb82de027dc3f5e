import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * im_commit_batch, third version (060 describes the steps). Three changes, all for the C2C hot path:
 * - The blacklist check of a user's C2C send moves into the batch: an element with `bl` true whose receiver
 *   has blacklisted its sender makes the call store nothing and return only the refused elements' rows
 *   (r_refused), and the caller commits the rest again. A send used to wait for its own blacklist query
 *   before its commit: two round trips and one more planned statement per event-loop turn.
 * - im_conversation.last_message_id is gone, and with it step 3, a second update of every conversation row
 *   of the batch. A conversation's newest message is the one with its highest seq, which the (conv_key, seq)
 *   index finds directly (conversations.ts).
 * - Sequential scans are priced out inside the function. PL/pgSQL keeps a connection's plans, and one made
 *   while the tables were small (a new deployment, a pool opened at start) joined them by sequential scan and
 *   hash, and went on doing so as they grew, until an ANALYZE. Every table read here is by key.
 * The function as it is now is server/db/functions/im_commit_batch.sql (applied by migrate() after the
 * migrations). Its return type changed here (r_refused), which CREATE OR REPLACE cannot do, so the earlier
 * version is dropped here (a database migrated before the functions moved there holds it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists im_commit_batch(jsonb)`.execute(db);
  await sql`alter table im_conversation drop column last_message_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_conversation add column last_message_id bigint`.execute(db);
  await sql`update im_conversation c set last_message_id = (select m.id from im_message m where m.conv_key = c.conv_key order by m.seq desc limit 1)`.execute(
    db,
  );
}
