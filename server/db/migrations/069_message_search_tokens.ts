import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { conversationToken, searchTokens } from '../../messaging/messages/search-tokens.ts';

/** Messages re-tokenised per statement while back-filling. */
const BACKFILL_BATCH = 2000;

/**
 * Indexed cloud message search (issue #15.5). im_message.search_tokens holds the words of search_text, computed in
 * TypeScript (messages/search-tokens.ts: lowercased words, CJK bigrams plus each CJK run's last character) and
 * the conversation's token, stored with array_to_tsvector; a GIN index on it serves every keyword, one- and
 * two-character Chinese ones included, which pg_trgm's index cannot (migration 061 dropped that index).
 * im_commit_batch, fifth version (065 describes the fourth), stores the batch item's `tk` (the tokens joined by
 * spaces) in the new column; edits write it too (modify.ts). That function is now
 * server/db/functions/im_commit_batch.sql, applied by migrate() after the migrations. Existing messages are
 * back-filled here, in id order, BACKFILL_BATCH at a time, before the index is built.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_message add column search_tokens tsvector not null default ''`.execute(db);
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: string; conv_key: string; search_text: string }>`
      select id, conv_key, search_text from im_message where id > ${after} order by id limit ${BACKFILL_BATCH}`.execute(db);
    if (!rows.length) break;
    const items = rows.map((r) => ({ i: Number(r.id), t: [...searchTokens(r.search_text), conversationToken(r.conv_key)] }));
    await sql`
      update im_message m set search_tokens = array_to_tsvector(array(select jsonb_array_elements_text(x.t)))
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(i bigint, t jsonb)
      where m.id = x.i`.execute(db);
    after = items[items.length - 1]!.i;
  }
  await sql`create index im_message_search_tokens on im_message using gin (search_tokens)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists im_message_search_tokens`.execute(db);
  await sql`alter table im_message drop column search_tokens`.execute(db);
}
