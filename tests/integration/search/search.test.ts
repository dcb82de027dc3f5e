import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { loadConfig } from '../../../server/config.ts';
import { highlightRanges, keywordsOf, snippetOf } from '../../../server/search/highlight.ts';
import { nth, replyOf } from '../../helpers/json.ts';
import type { PageOf } from '../../../site/src/api/paging.ts';
import type { SearchHit } from '../../../site/src/api/search.ts';

describe('highlighting', () => {
  it('splits keywords on whitespace and finds case-insensitive, merged ranges with special characters literal', () => {
    expect(keywordsOf('  ship   repair ship ')).toEqual(['ship', 'repair']);
    expect(highlightRanges('Ship repair: SHIP shape', ['ship'])).toEqual([
      [0, 4],
      [13, 17],
    ]);
    expect(highlightRanges('a.b axb', ['a.b'])).toEqual([[0, 3]]);
    expect(highlightRanges('船舶维修服务', ['维修', '修服'])).toEqual([[2, 5]]);
    expect(snippetOf(`${'x'.repeat(100)} 维修 ${'y'.repeat(200)}`, ['维修'])).toMatch(/^….*维修.*…$/);
  });
});

type Lang = 'zh_CN' | 'en_US';

for (const target of testDatabases()) {
  describe(`site search on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    const CACHE_MS = 300;
    const search = async (keyword: string | undefined, lang: Lang, paging = '') => {
      const q = keyword === undefined ? '' : `keyword=${encodeURIComponent(keyword)}`;
      const res = await fetch(`${server.url}/api/search?${q}${paging}`, { headers: { language: lang } });
      return replyOf<PageOf<SearchHit>>(res);
    };
    beforeAll(async () => {
      database = await target.open();
      server = await startApp(database, { site: { ...loadConfig().site, listCacheMs: CACHE_MS } });
    });
    afterAll(async () => {
      await server.close();
    });

    it('finds Chinese text without spaces across pages, news, jobs and cases', async () => {
      const res = await search('检修', 'zh_CN', '&pageSize=50');
      expect(res.status).toBe(200);
      const kinds = new Set(res.body.data.records.map((r: { kind: string }) => r.kind));
      expect(res.body.data.total).toBeGreaterThan(0);
      for (const r of res.body.data.records) {
        const text = r.title + r.snippet;
        expect(text).toContain('检修');
      }
      const broad = await search('船', 'zh_CN', '&pageSize=50');
      const broadKinds = new Set(broad.body.data.records.map((r: { kind: string }) => r.kind));
      expect([...broadKinds].sort()).toEqual(['case', 'job', 'news', 'page']);
      expect(kinds.size).toBeGreaterThan(0);
    });

    it('finds English text in the English site only, case-insensitively, with highlight ranges', async () => {
      const res = await search('ENGINE', 'en_US', '&pageSize=50');
      expect(res.body.data.total).toBeGreaterThan(3);
      for (const r of res.body.data.records) {
        expect(JSON.stringify(r)).not.toMatch(/[\u4e00-\u9fff]/);
        expect(r.path.startsWith('/en/')).toBe(true);
        for (const [s, e] of r.titleHighlights) expect(r.title.slice(s, e).toLowerCase()).toBe('engine');
        for (const [s, e] of r.snippetHighlights) expect(r.snippet.slice(s, e).toLowerCase()).toBe('engine');
      }
      // Title hits rank before body-only hits.
      const firstBodyOnly = res.body.data.records.findIndex((r: { titleHighlights: unknown[] }) => r.titleHighlights.length === 0);
      if (firstBodyOnly >= 0)
        expect(
          res.body.data.records.slice(firstBodyOnly).every((r: { titleHighlights: unknown[] }) => r.titleHighlights.length === 0),
        ).toBe(true);
      expect((await search('检修', 'en_US')).body.data.total).toBe(0);
    });

    it('requires every keyword and links each hit to its page', async () => {
      const res = await search('Java Backend', 'en_US');
      expect(nth(res.body.data.records, 0)).toMatchObject({ kind: 'job', title: 'Java Backend Developer' });
      expect(nth(res.body.data.records, 0).path).toMatch(/^\/en\/talentDevelop\/social\?jobId=\d+$/);
      expect((await search('Java nonexistentword', 'en_US')).body.data.total).toBe(0);
      const news = await search('VLCC', 'zh_CN');
      expect(nth(news.body.data.records, 0).path).toMatch(/^\/mediaCenter\/mediaCenterNews\/details\?id=1&newsId=\d+$/);
    });

    it('pages results', async () => {
      const all = (await search('船', 'zh_CN', '&pageSize=50')).body.data;
      const p1 = (await search('船', 'zh_CN', '&currentPage=1&pageSize=5')).body.data;
      const p2 = (await search('船', 'zh_CN', '&currentPage=2&pageSize=5')).body.data;
      expect(p1.total).toBe(all.total);
      expect(p2.total).toBe(all.total);
      expect([...p1.records, ...p2.records].map((r: { kind: string; id: number }) => `${r.kind}${r.id}`)).toEqual(
        all.records.slice(0, 10).map((r: { kind: string; id: number }) => `${r.kind}${r.id}`),
      );
      const beyond = (await search('船', 'zh_CN', '&currentPage=999&pageSize=5')).body.data;
      expect(beyond).toMatchObject({ total: all.total, records: [] });
    });

    it('serves repeated searches from a short-lived cache per locale, keywords and page', async () => {
      const word = `cachecheck${target.name}`;
      expect((await search(word, 'en_US')).body.data.total).toBe(0);
      const { id } = await database.db
        .selectFrom('site_page')
        .select('id')
        .where('locale', '=', 'en_US')
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow();
      const before = await database.db.selectFrom('site_page').select(['summary']).where('id', '=', id).executeTakeFirstOrThrow();
      try {
        await database.db
          .updateTable('site_page')
          .set({ summary: `${before.summary} ${word}` })
          .where('id', '=', id)
          .execute();
        // Within the cache lifetime the same question gets the same answer; another page size is another question.
        expect((await search(word, 'en_US')).body.data.total).toBe(0);
        expect((await search(word, 'en_US', '&pageSize=5')).body.data.total).toBe(1);
        expect((await search(word, 'zh_CN')).body.data.total).toBe(0);
        // After it, the first request refreshes in the background and the next one sees the change.
        await new Promise((r) => setTimeout(r, CACHE_MS + 50));
        await search(word, 'en_US');
        await new Promise((r) => setTimeout(r, 100));
        const fresh = (await search(word, 'en_US')).body.data;
        expect(fresh.total).toBe(1);
        expect(nth(fresh.records, 0).snippetHighlights.length).toBeGreaterThan(0);
      } finally {
        await database.db.updateTable('site_page').set(before).where('id', '=', id).execute();
      }
    });

    it('returns nothing for a blank keyword, and treats markup and wildcards as plain text', async () => {
      for (const k of [undefined, '', '   ']) expect((await search(k, 'zh_CN')).body.data).toMatchObject({ total: 0, records: [] });
      const percent = (await search('%', 'en_US', '&pageSize=50')).body.data;
      expect(percent.total).toBeGreaterThan(0);
      for (const r of percent.records) expect(r.title + r.snippet).toContain('%');
      expect((await search('_', 'en_US')).body.data.total).toBe(0);
      const markup = await search('<script>alert(1)</script>', 'en_US');
      expect(markup.status).toBe(200);
      expect(JSON.stringify(markup.body)).not.toContain('<script>');
    });
  });
}
