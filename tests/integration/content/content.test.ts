import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { loadConfig } from '../../../server/config.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { seedContent } from '../../../server/seed/index.ts';
import { VIEW_FLUSH_MS } from '../../../server/content/news.ts';
import { jsonBody, nth, replyOf } from '../../helpers/json.ts';
import type { Envelope } from '../../helpers/json.ts';
import type { PageOf } from '../../../site/src/api/paging.ts';
import type { NewsDetail, NewsItem } from '../../../site/src/api/news.ts';
import type { BusinessItem, BusinessItemDetail } from '../../../site/src/api/business.ts';
import type { JobOptions, JobPosition, JobPositionDetail } from '../../../site/src/api/jobs.ts';
import type { Branch, MarketingFigure } from '../../../site/src/api/company.ts';

type Lang = 'zh_CN' | 'en_US';
interface Banner {
  id: number;
  bannerUrl: string;
  jumpType: number;
  jumpUrl: string | null;
  plate: number | null;
}
interface Recommendation {
  informationId: number;
  newsTitle: string;
}
const CACHE_MS = 300;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const target of testDatabases()) {
  describe(`content API on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    const call = async <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, lang: Lang = 'zh_CN') => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { language: lang, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return replyOf<T>(res);
    };
    const list = (type: number, body: unknown, lang: Lang = 'zh_CN') =>
      call<PageOf<NewsItem>>('POST', `/platformIncrement/officialWebsiteNews/list/${type}`, body, lang);
    const detail = (id: number | string, lang: Lang = 'zh_CN') =>
      call<NewsDetail>('GET', `/platformIncrement/officialWebsiteNews/getById/${id}`, undefined, lang);
    /** Lets every cached list expire and refresh (stale-while-revalidate: the first request after expiry refreshes in the background). */
    const settle = async () => {
      await pause(CACHE_MS + 50);
      for (const t of [1, 2]) await list(t, { currentPage: 1, pageSize: t === 1 ? 3 : 1 });
      await pause(50);
    };

    beforeAll(async () => {
      database = await target.open();
      server = await startApp(database, { site: { ...loadConfig().site, listCacheMs: CACHE_MS } });
    });
    afterAll(async () => {
      await server.close();
    });

    it('seeds once: a second run fills nothing and keeps the rows', async () => {
      const before = (await list(1, { currentPage: 1, pageSize: 1 })).body.data.total;
      expect(await seedContent(database.db)).toEqual([]);
      expect((await list(1, { currentPage: 1, pageSize: 1 })).body.data.total).toBe(before);
    });

    it('lists news per category with paging, newest first, in the envelope', async () => {
      const first = await list(1, { currentPage: 1, pageSize: 4 });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ code: 200, data: { current: 1, size: 4 } });
      expect(first.body.data.total).toBeGreaterThanOrEqual(12);
      expect(first.body.data.records).toHaveLength(4);
      const rec = nth(first.body.data.records, 0);
      expect(Object.keys(rec).sort()).toEqual(['id', 'newsIntroduction', 'newsTitle', 'newsType', 'pageViews', 'releaseTime', 'url']);
      expect(rec.releaseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(rec.url).toMatch(/^\/api\/media\/[a-z]+-\d+\.svg$/);
      const times = first.body.data.records.map((r: { releaseTime: string }) => r.releaseTime);
      expect([...times].sort().reverse()).toEqual(times);
      const second = await list(1, { currentPage: 2, pageSize: 4 });
      const ids = new Set(first.body.data.records.map((r: { id: number }) => r.id));
      expect(second.body.data.records.every((r: { id: number }) => !ids.has(r.id))).toBe(true);
      const beyond = await list(1, { currentPage: 99, pageSize: 4 });
      expect(beyond.body.data).toMatchObject({ current: 99, records: [] });
      // A paging body is optional (defaults page 1, size 10).
      const bare = await call<PageOf<NewsItem>>('POST', '/platformIncrement/officialWebsiteNews/list/2');
      expect(bare.body.data).toMatchObject({ current: 1, size: 10 });
    });

    it('has at least 30 news items over the three categories, and briefs only in Chinese', async () => {
      const totals = async (lang: Lang) => Promise.all([1, 2, 3].map(async (t) => (await list(t, {}, lang)).body.data.total));
      const zh = await totals('zh_CN');
      const en = await totals('en_US');
      expect(zh.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(30);
      expect(en.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(30);
      expect(zh[2]).toBeGreaterThan(0);
      expect(en[2]).toBe(0);
    });

    it('serves lists from a short-lived cache: changes show within CONTENT_CACHE_MS', async () => {
      const first = nth((await list(2, { currentPage: 1, pageSize: 1 })).body.data.records, 0);
      await database.db.updateTable('news').set({ title: 'Cache probe' }).where('id', '=', first.id).execute();
      try {
        expect(nth((await list(2, { currentPage: 1, pageSize: 1 })).body.data.records, 0).newsTitle).toBe(first.newsTitle);
        await settle();
        expect(nth((await list(2, { currentPage: 1, pageSize: 1 })).body.data.records, 0).newsTitle).toBe('Cache probe');
        expect(nth((await list(2, { currentPage: 1, pageSize: 1 })).body.data.records, 0).newsTitle).toBe('Cache probe');
        // Details are always live.
        expect((await detail(first.id)).body.data.newsTitle).toBe('Cache probe');
      } finally {
        await database.db.updateTable('news').set({ title: first.newsTitle }).where('id', '=', first.id).execute();
        await settle();
      }
    });

    it('switches locale: English pages never carry Chinese text', async () => {
      const en = await list(1, { pageSize: 50 }, 'en_US');
      const text = JSON.stringify(en.body.data.records);
      expect(text).not.toMatch(/[\u4e00-\u9fff]/);
      const zh = await list(1, { pageSize: 50 }, 'zh_CN');
      expect(JSON.stringify(zh.body.data.records)).toMatch(/[\u4e00-\u9fff]/);
      // A Chinese article is not found from the English site.
      const zhId = nth(zh.body.data.records, 0).id;
      const cross = await detail(zhId, 'en_US');
      expect(cross.status).toBe(404);
      expect(cross.body.msg).toBe('The requested resource does not exist');
    });

    it('filters the news list by keyword', async () => {
      const zh = await list(1, { keyword: '修船' });
      expect(zh.body.data.total).toBeGreaterThan(0);
      for (const r of zh.body.data.records) expect(JSON.stringify(r) + '').toBeTruthy();
      const en = await list(2, { keyword: 'FUEL' }, 'en_US');
      expect(en.body.data.total).toBeGreaterThan(0);
      const none = await list(1, { keyword: '100%_no-such' });
      expect(none.body.data).toMatchObject({ total: 0, records: [] });
    });

    it('shows a news detail, counting each view, with previous/next, related items and pictures', async () => {
      const page = (await list(1, { pageSize: 3 })).body.data.records;
      const middle = nth(page, 1);
      const a = await detail(middle.id);
      expect(a.status).toBe(200);
      const d = a.body.data;
      expect(d).toMatchObject({ id: middle.id, newsTitle: middle.newsTitle, newsType: 1 });
      expect(typeof d.newsContent).toBe('string');
      expect(d.frontDeskListNewsByIdPicVos.length).toBeGreaterThan(0);
      expect(nth(d.frontDeskListNewsByIdPicVos, 0).url).toMatch(/^\/api\/media\//);
      expect(d.previous).toEqual({ id: nth(page, 0).id, newsTitle: nth(page, 0).newsTitle });
      expect(d.next).toEqual({ id: nth(page, 2).id, newsTitle: nth(page, 2).newsTitle });
      expect(d.related).toHaveLength(3);
      expect(d.related.every((r: { id: number; newsType: number }) => r.id !== middle.id && r.newsType === 1)).toBe(true);
      const b = await detail(middle.id);
      expect(b.body.data.pageViews).toBe(d.pageViews + 1);
      await settle();
      const listed = nth((await list(1, { pageSize: 3 })).body.data.records, 1);
      expect(listed.pageViews).toBe(b.body.data.pageViews);
      // Counted views reach the database within the flush interval.
      await pause(VIEW_FLUSH_MS + 300);
      const stored = await database.db.selectFrom('news').select('page_views').where('id', '=', middle.id).executeTakeFirstOrThrow();
      expect(Number(stored.page_views)).toBe(b.body.data.pageViews);
      // The newest has no previous; the oldest has no next.
      expect((await detail(nth(page, 0).id)).body.data.previous).toBeNull();
      const all = (await list(1, { pageSize: 50 })).body.data.records;
      expect((await detail(nth(all, all.length - 1).id)).body.data.next).toBeNull();
    });

    it('counts every view exactly while a detail is served from the cache, across flushes', async () => {
      const id = nth((await list(2, { pageSize: 2 })).body.data.records, 1).id;
      const path = `/platformIncrement/officialWebsiteNews/getById/${id}`;
      const first = (await call<NewsDetail>('GET', path)).body.data.pageViews;
      const seen: number[] = [];
      // Parallel bursts and pauses past both the cache lifetime and the flush interval.
      for (const wait of [0, CACHE_MS + 50, VIEW_FLUSH_MS + 100, 0]) {
        await pause(wait);
        const burst = await Promise.all(Array.from({ length: 5 }, () => call<NewsDetail>('GET', path)));
        seen.push(...burst.map((r) => r.body.data.pageViews));
      }
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => first + 1 + i));
      await pause(VIEW_FLUSH_MS + 300);
      const stored = await database.db.selectFrom('news').select('page_views').where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(stored.page_views)).toBe(first + 20);
      expect((await call<NewsDetail>('GET', path)).body.data.pageViews).toBe(first + 21);
    });

    it('sends cached bodies compressed in the encoding the client accepts, and plain otherwise', async () => {
      const request = (encoding?: string) =>
        fetch(`${server.url}/platformIncrement/officialWebsiteNews/list/1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', language: 'en_US', ...(encoding ? { 'accept-encoding': encoding } : {}) },
          body: JSON.stringify({ currentPage: 1, pageSize: 10 }),
        });
      const plain = await request('identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      const expected = await jsonBody<Envelope<PageOf<NewsItem>>>(plain);
      expect(expected.data.records).toHaveLength(10);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0, gzip;q=0.5, deflate', 'deflate'],
        ['*', 'br'],
      ] as const) {
        const res = await request(accept);
        expect(res.headers.get('content-encoding')).toBe(encoding);
        expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(await jsonBody<unknown>(res)).toEqual(expected);
      }
    });

    it('gives a brief its external link as the second picture', async () => {
      const brief = nth((await list(3, { pageSize: 1 })).body.data.records, 0);
      const d = (await detail(brief.id)).body.data;
      expect(nth(d.frontDeskListNewsByIdPicVos, 1).url).toContain(`newsId=${brief.id}`);
    });

    it('gives each reader the related batch it asks for, whatever other readers do', async () => {
      const id = nth((await list(2, { pageSize: 1 })).body.data.records, 0).id;
      const first = (await detail(id)).body.data.related;
      const ids = (items: { id: number }[]) => items.map((r) => r.id).join(',');
      const batchOf = async (n: number) => {
        const batch = await call<NewsItem[]>('GET', `/platformIncrement/officialWebsiteNews/changeTheBatch/${id}?batch=${n}`);
        expect(batch.status).toBe(200);
        expect(batch.body.data.length).toBeGreaterThan(0);
        expect(batch.body.data.every((r: { id: number }) => r.id !== id)).toBe(true);
        return ids(batch.body.data);
      };
      let previous = ids(first);
      const seen: string[] = [];
      for (let n = 1; n <= 4; n++) {
        const batch = await batchOf(n);
        expect(batch).not.toBe(previous);
        previous = batch;
        seen.push(batch);
        await detail(id); // another reader opening the article changes nothing for this one
      }
      expect(await batchOf(2)).toBe(seen[1]);
      expect(ids((await call<NewsItem[]>('GET', `/platformIncrement/officialWebsiteNews/changeTheBatch/${id}`)).body.data)).toBe(seen[0]);
      expect((await call('GET', `/platformIncrement/officialWebsiteNews/changeTheBatch/${id}?batch=0`)).status).toBe(400);
      expect((await call('GET', '/platformIncrement/officialWebsiteNews/changeTheBatch/999999')).status).toBe(404);
    });

    it('rejects a malformed id or paging body in the caller language', async () => {
      const en = await detail('abc', 'en_US');
      expect(en.status).toBe(400);
      expect(en.body.msg).toBe('id is not valid');
      const zh = await list(1, { pageSize: 500 });
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toBe('pageSize 填写不正确');
    });

    it('serves banners per type and category, and recommendations', async () => {
      const home = await call<PageOf<Banner>>('POST', '/platformIncrement/officialWebsiteBanner/selectByType/1', {
        currentPage: 1,
        pageSize: 6,
      });
      expect(home.body.data.records.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(nth(home.body.data.records, 0)).sort()).toEqual(['bannerUrl', 'id', 'jumpType', 'jumpUrl', 'plate']);
      expect(home.body.data.records.some((b: { jumpType: number; plate: number | null }) => b.jumpType === 2 && b.plate === 1)).toBe(true);
      const paged = await call<PageOf<Banner>>('POST', '/platformIncrement/officialWebsiteBanner/selectByType/1', {
        currentPage: 1,
        pageSize: 2,
      });
      expect(paged.body.data.records).toHaveLength(2);
      const cat = await call<PageOf<Banner>>(
        'POST',
        '/platformIncrement/officialWebsiteBanner/selectByType/3?category=shipDigitalizationProduct',
        {},
      );
      expect(cat.body.data.records).toHaveLength(1);
      expect(nth(cat.body.data.records, 0).bannerUrl).toContain('digital');
      const enHome = await call<PageOf<Banner>>('POST', '/platformIncrement/officialWebsiteBanner/selectByType/1', {}, 'en_US');
      expect(enHome.body.data.records.map((b: { id: number }) => b.id)).not.toEqual(
        home.body.data.records.map((b: { id: number }) => b.id),
      );
      const rec = await call<PageOf<Recommendation>>('POST', '/platformIncrement/officialWebsiteRecommend/selectByType/1', {
        currentPage: 1,
        pageSize: 10,
      });
      expect(rec.body.data.records.length).toBeGreaterThan(0);
      expect(Object.keys(nth(rec.body.data.records, 0)).sort()).toEqual([
        'informationId',
        'newsIntroduction',
        'newsTitle',
        'newsType',
        'releaseTime',
        'url',
      ]);
      const recEn = await call<PageOf<Recommendation>>('POST', '/platformIncrement/officialWebsiteRecommend/selectByType/4', {}, 'en_US');
      expect(JSON.stringify(recEn.body.data.records)).not.toMatch(/[\u4e00-\u9fff]/);
    });

    it('lists and shows business items of every kind', async () => {
      for (const segment of ['cases', 'courses', 'expert-opinions', 'ship-digital', 'ship-security']) {
        const l = await call<PageOf<BusinessItem>>('GET', `/api/${segment}?currentPage=1&pageSize=2`, undefined, 'en_US');
        expect(l.status).toBe(200);
        expect(l.body.data.records.length).toBeGreaterThan(0);
        const d = await call<BusinessItemDetail>('GET', `/api/${segment}/${nth(l.body.data.records, 0).id}`, undefined, 'en_US');
        expect(d.body.data).toMatchObject({ id: nth(l.body.data.records, 0).id, title: nth(l.body.data.records, 0).title });
        expect(typeof d.body.data.details).toBe('string');
        expect(JSON.stringify(d.body.data)).not.toMatch(/[\u4e00-\u9fff]/);
      }
      const lines = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(async (c) => (await call<PageOf<BusinessItem>>('GET', `/api/cases?category=${c}`)).body.data.total),
      );
      expect(lines.every((n) => n > 0)).toBe(true);
      const course = nth((await call<PageOf<BusinessItem>>('GET', '/api/courses')).body.data.records, 0);
      expect((await call('GET', `/api/cases/${course.id}`)).status).toBe(404);
    });

    it('lists jobs with city, position-type, mode and keyword filters, and shows a job', async () => {
      const all = await call<PageOf<JobPosition>>('GET', '/api/jobs?pageSize=50');
      expect(all.body.data.total).toBe(12);
      const qd = await call<PageOf<JobPosition>>('GET', '/api/jobs?city=qingdao&pageSize=50');
      expect(qd.body.data.records.every((j: { city: string; cityName: string }) => j.city === 'qingdao' && j.cityName === '青岛')).toBe(
        true,
      );
      const rd = await call<PageOf<JobPosition>>('GET', '/api/jobs?function=rd&mode=2', undefined, 'en_US');
      expect(rd.body.data.total).toBeGreaterThan(0);
      expect(
        rd.body.data.records.every(
          (j: { positionType: string; positionTypeName: string; mode: number }) =>
            j.positionType === 'rd' && j.positionTypeName === 'R&D' && j.mode === 2,
        ),
      ).toBe(true);
      const kw = await call<PageOf<JobPosition>>('GET', `/api/jobs?keyword=${encodeURIComponent('Java')}`, undefined, 'en_US');
      expect(kw.body.data.records.map((j: { title: string }) => j.title)).toContain('Java Backend Developer');
      const paged = await call<PageOf<JobPosition>>('GET', '/api/jobs?currentPage=2&pageSize=5');
      expect(paged.body.data).toMatchObject({ current: 2, size: 5, total: 12 });
      expect(paged.body.data.records).toHaveLength(5);
      const bad = await call('GET', '/api/jobs?city=beijing', undefined, 'en_US');
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('city is not valid');
      const job = await call<JobPositionDetail>('GET', `/api/jobs/${nth(all.body.data.records, 0).id}`);
      const keys: (keyof JobPositionDetail)[] = [
        'title',
        'cityName',
        'positionTypeName',
        'education',
        'experience',
        'salaryRange',
        'publishedAt',
        'updatedAt',
        'responsibilities',
        'requirements',
        'contactPhone',
        'contactPerson',
      ];
      for (const key of keys) {
        expect(job.body.data[key], key).toBeTruthy();
      }
      const options = await call<JobOptions>('GET', '/api/jobs/options', undefined, 'en_US');
      expect(options.body.data.cities.map((c: { label: string }) => c.label)).toEqual([
        'Qingdao',
        'Shanghai',
        'Shenzhen',
        'Ningbo',
        'Nantong',
        'Singapore',
      ]);
    });

    it('serves branches and marketing figures (80,000+ spare parts in both languages)', async () => {
      const zh = await call<Branch[]>('GET', '/api/branches');
      expect(zh.body.data).toHaveLength(6);
      expect(nth(zh.body.data, 0).name).toContain('青岛');
      expect(JSON.stringify((await call('GET', '/api/branches', undefined, 'en_US')).body.data)).not.toMatch(/[\u4e00-\u9fff]/);
      for (const lang of ['zh_CN', 'en_US'] as const) {
        const figures = (await call<MarketingFigure[]>('GET', '/api/figures', undefined, lang)).body.data;
        expect(figures.find((f: { key: string }) => f.key === 'spareParts')?.value).toBe('80,000+');
        expect(figures.find((f: { key: string }) => f.key === 'founded')?.label).toBe(lang === 'zh_CN' ? '成立年份' : 'Founded');
      }
    });

    it('serves its own generated SVG images and nothing else under /api/media', async () => {
      const res = await fetch(`${server.url}/api/media/ship-3.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('linearGradient');
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      expect(await fetch(`${server.url}/api/media/ship-4.svg`).then((r) => r.text())).not.toBe(svg);
      expect((await fetch(`${server.url}/api/media/evil.svg`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/media/..%2Fpackage.json`)).status).toBe(404);
    });
  });
}
