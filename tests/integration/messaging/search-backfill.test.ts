import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openDatabase } from '../../../server/db/index.ts';
import { migrations } from '../../../server/db/migrations/index.ts';
import { searchQuery } from '../../../server/messaging/messages/search.ts';
import { c2cKey } from '../../../server/messaging/messages/store.ts';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';

const url = process.env.DATABASE_URL;
const backends = [{ name: 'pglite', url: undefined }, ...(url ? [{ name: 'postgres', url }] : [])];

describe.each(backends)('migration 069 ($name)', (backend) => {
  it('back-fills the search tokens of messages stored before it', async () => {
    const schema = backend.url ? uniqueSchema() : undefined;
    const handle = await openDatabase({ databaseUrl: backend.url, ...(schema ? { schema } : {}), poolSize: 2 });
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '069'));
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: () => Promise.resolve(before) },
        allowUnorderedMigrations: true,
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      // messages as the commit path stored them before 069 (no search_tokens column yet); the im_commit_batch of
      // that time is gone (server/db/functions/ holds the current one), so they are written directly
      const convKey = c2cKey('bf_ann', 'bf_bo');
      const texts = ['旧消息 维修记录', 'Old engine log', '无关'];
      await sql`insert into im_conversation (conv_key, type, last_seq) values (${convKey}, 'C2C', ${texts.length})`.execute(handle.db);
      await sql`insert into im_user_conversation (user_id, conversation_id, conv_key)
        values ('bf_ann', 'C2Cbf_bo', ${convKey}), ('bf_bo', 'C2Cbf_ann', ${convKey})`.execute(handle.db);
      for (const [i, text] of texts.entries())
        await sql`insert into im_message (conv_key, seq, client_id, sender, receiver, conversation_type, type, payload, search_text, time)
          values (${convKey}, ${i + 1}, ${`bf-${i}`}, 'bf_ann', 'bf_bo', 'C2C', 'TIMTextElem', ${JSON.stringify({ text })}::jsonb,
            ${text}, ${1700000000 + i})`.execute(handle.db);
      expect(await handle.migrate()).toContain('069_message_search_tokens');
      const find = async (keyword: string) =>
        (await searchQuery(handle.db, 'bf_bo', [convKey], { keywordList: [keyword] }, [keyword]).execute()).map((r) => r.payload.text);
      expect(await find('维修')).toEqual(['旧消息 维修记录']);
      expect(await find('旧')).toEqual(['旧消息 维修记录']);
      expect(await find('ENGINE')).toEqual(['Old engine log']);
    } finally {
      await handle.close();
      if (backend.url && schema) await dropSchema(backend.url, schema);
    }
  });
});
