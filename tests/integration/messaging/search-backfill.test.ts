import { describe, expect, it } from 'vitest';
import { Migrator } from 'kysely/migration';
import { openDatabase } from '../../../server/db/index.ts';
import { migrations } from '../../../server/db/migrations/index.ts';
import { CommitBatcher } from '../../../server/messaging/messages/commit-batcher.ts';
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
      const batcher = new CommitBatcher(handle.db, 1);
      const convKey = c2cKey('bf_ann', 'bf_bo');
      for (const [i, text] of ['旧消息 维修记录', 'Old engine log', '无关'].entries())
        await batcher.submit({
          sender: 'bf_ann',
          access: { conversationID: 'C2Cbf_bo', type: 'C2C', target: 'bf_bo', convKey },
          clientId: `bf-${i}`,
          type: 'TIMTextElem',
          payload: { text },
          searchText: text,
          cloudCustomData: '',
          needReadReceipt: false,
          atUsers: [],
          recipients: ['bf_ann', 'bf_bo'],
          time: 1700000000 + i,
        });
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
