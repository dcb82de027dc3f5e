import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * im_commit_batch, fourth version (060 describes the steps, 063 the third version). Step 3, which makes the
 * users' conversation rows appear again (creates a C2C user's missing row, un-hides a deleted one), used to
 * probe both users' rows for every C2C message, and to scan every member's row of a group for every group
 * message, although a row is only ever hidden by deleteConversation and only missing before a conversation's
 * first message. im_conversation.hidden_rows says whether any participant's row may be hidden or missing:
 * true for a new conversation, set by deleteConversation (conversations.ts) in the transaction that hides the
 * row, after locking the conversation row, and cleared by the batch that shows the rows again. Step 1 reads it
 * from the row it locks anyway, so a batch runs step 3 only for the conversations that need it. Both sides
 * lock the conversation row first, so a delete and a message of the same conversation are ordered: a message
 * committed after a delete sees the flag and shows the row again; one committed before is cleared by it.
 * The function as it is now is server/db/functions/im_commit_batch.sql (applied by migrate() after the
 * migrations), so this migration adds only the column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_conversation add column hidden_rows boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_conversation drop column hidden_rows`.execute(db);
}
