import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { searchQuery, searchScope } from '../../../server/messaging/messages/search.ts';
import { groupKey } from '../../../server/messaging/messages/store.ts';
import { testDatabases } from '../../../harness/database.ts';
import { loadSearchCorpus } from '../../../harness/search-corpus.ts';
import type { Corpus } from '../../../harness/search-corpus.ts';

const USER = 'ix_me';

describe.each(testDatabases())('message search index ($name)', (database) => {
  let handle: DatabaseHandle;
  let corpus: Corpus;
  let scope: string[];
  beforeAll(async () => {
    handle = await database.open();
    corpus = await loadSearchCorpus(handle.db, { messages: 30000, conversations: 300, user: USER, userConversations: 30 });
    scope = await searchScope(handle.db, USER);
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  const query = (keyword: string, convKey: string | null, limit = 21) =>
    searchQuery(handle.db, USER, convKey ? [convKey] : scope, { keywordList: [keyword] }, [keyword])
      .orderBy('m.time', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit);

  async function plan(keyword: string, convKey: string | null): Promise<string> {
    const c = query(keyword, convKey).compile();
    const { rows } = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw('explain ' + c.sql, [...c.parameters]));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('plans every keyword through the search_tokens index: 1, 2 and 3 Chinese characters, English words', async () => {
    const k = corpus.keywords;
    for (const keyword of [k.char.rare, k.word.rare, k.phrase.rare, k.english.rare, k.english.rare.slice(0, 5)]) {
      const p = await plan(keyword, null);
      expect(p, keyword).toContain('Bitmap Index Scan on im_message_search_tokens');
      expect(p, keyword).not.toMatch(/Seq Scan on im_message m/);
    }
  });

  it('plans a search inside one conversation through an index', async () => {
    const convKey = groupKey(corpus.conversationIds.find((id) => id.startsWith('GROUP'))!.slice('GROUP'.length));
    const k = corpus.keywords;
    for (const keyword of [k.char.rare, k.word.rare, k.phrase.rare, k.english.rare, k.char.common, k.english.common]) {
      const p = await plan(keyword, convKey);
      expect(p, keyword).toMatch(/Index Scan (using|on) im_message_/);
      expect(p, keyword).not.toMatch(/Seq Scan on im_message m/);
    }
  });

  it('finds exactly the messages a plain case-insensitive substring scan of the same conversations finds', async () => {
    const k = corpus.keywords;
    const keywords = [
      k.char.rare,
      k.char.common,
      k.word.rare,
      k.word.common,
      k.phrase.rare,
      k.phrase.common,
      k.english.rare,
      k.english.common,
    ];
    for (const keyword of [...keywords, k.english.common.toUpperCase(), k.english.rare.slice(0, 4)]) {
      const found = (await query(keyword, null, 100000).execute()).map((r) => Number(r.id));
      const { rows } = await sql<{ id: string }>`
        select m.id from im_message m join im_user_conversation uc on uc.conv_key = m.conv_key and uc.user_id = ${USER}
        where position(lower(${keyword}) in lower(m.search_text)) > 0 order by m.time desc, m.id desc`.execute(handle.db);
      expect(found, keyword).toEqual(rows.map((r) => Number(r.id)));
      expect(found.length, keyword).toBeGreaterThan(0);
    }
  });
});
