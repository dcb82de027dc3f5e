import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import type { CatalogRow } from '../../../common/console/catalog.ts';
import type { WireBanner } from '../../../common/console/content.ts';
import { call } from './console-kit.ts';
import { CATALOG_SAMPLES, useContentServer } from './content-kit.ts';

const { locale: _locale, ...job } = CATALOG_SAMPLES.jobs!;
const pair = (zhTitle: string, enTitle: string) => ({
  versions: { zh_CN: { ...job, title: zhTitle, city: 'shanghai' }, en_US: { ...job, title: enTitle, city: 'shanghai' } },
});

for (const target of testDatabases()) {
  describe(`console content: an item's two languages saved in one call on ${target.name}`, () => {
    const kit = useContentServer(target, { publishSeconds: 0, revisionPollMs: 0 });
    const stored = async (title: string) =>
      kit.database.db
        .selectFrom('job_position')
        .select(['id', 'locale', 'entry_id', 'title'])
        .where('title', 'like', `${title}%`)
        .execute();

    it('an invalid English half stores neither language and names the field, in Chinese and in English', async () => {
      for (const language of ['zh_CN', 'en_US'] as const) {
        const body = pair(`半对 ${language}`, '');
        const answer = await call(kit.server.url, 'POST', '/content/jobs/entries', {
          staff: kit.staff.editor,
          body,
          headers: { language },
        });
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.map((e) => e.field)).toEqual(['versions.en_US.title']);
        expect(answer.body.msg).toBe(language === 'zh_CN' ? 'versions.en_US.title 填写不正确' : 'versions.en_US.title is not valid');
        expect(await stored(`半对 ${language}`)).toEqual([]);
      }
    });

    it('a recommendation naming no article of its language refuses both halves together and stores nothing', async () => {
      const news = await kit.database.db.selectFrom('news').select(['id', 'locale']).orderBy('id').execute();
      const zh = news.find((n) => n.locale === 'zh_CN')!;
      const before = await kit.database.db.selectFrom('news_recommendation').select('id').execute();
      const answer = await call(kit.server.url, 'POST', '/content/recommendations/entries', {
        staff: kit.staff.editor,
        body: { versions: { zh_CN: { type: 4, news_id: 999999, sort: 1 }, en_US: { type: 4, news_id: zh.id, sort: 1 } } },
        headers: { language: 'zh_CN' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.map((e) => e.field)).toEqual(['versions.zh_CN.news_id', 'versions.en_US.news_id']);
      expect(answer.body.msg).toContain('没有该语言的这篇文章');
      expect(await kit.database.db.selectFrom('news_recommendation').select('id').execute()).toHaveLength(before.length);
    });

    it('a valid pair stores both rows in one entry, and a later save changes both', async () => {
      const created = await call<CatalogRow[]>(kit.server.url, 'POST', '/content/jobs/entries', {
        staff: kit.staff.editor,
        body: pair('轮机长 5K', 'Chief engineer 5K'),
      });
      expect(created.status).toBe(200);
      const rows = await stored('');
      const mine = rows.filter((r) => ['轮机长 5K', 'Chief engineer 5K'].includes(r.title));
      expect(mine.map((r) => r.locale).sort()).toEqual(['en_US', 'zh_CN']);
      expect(new Set(mine.map((r) => r.entry_id)).size).toBe(1);
      expect(created.body.data.map((r) => r.status)).toEqual(['draft', 'draft']);

      const entryId = created.body.data[0]!.entryId;
      const edited = await call<CatalogRow[]>(kit.server.url, 'POST', '/content/jobs/entries', {
        staff: kit.staff.editor,
        body: { entryId, ...pair('轮机长 6L', 'Chief engineer 6L') },
      });
      expect(edited.status).toBe(200);
      const after = (await stored('')).filter((r) => r.entry_id === mine[0]!.entry_id);
      expect(after.map((r) => r.title).sort()).toEqual(['Chief engineer 6L', '轮机长 6L']);
      expect(after.map((r) => r.id).sort()).toEqual(mine.map((r) => r.id).sort());

      // A field shared by the languages (the city) is written to both rows, from the first version.
      const shared = await call<CatalogRow[]>(kit.server.url, 'POST', '/content/jobs/entries', {
        staff: kit.staff.editor,
        body: { entryId, versions: { en_US: { ...job, title: 'Chief engineer 6L', city: 'ningbo' } } },
      });
      expect(shared.body.data.map((r) => [r.locale, r.city])).toEqual([
        ['zh_CN', 'ningbo'],
        ['en_US', 'ningbo'],
      ]);
    });

    it('a banner whose two halves are both wrong stores neither and names both fields; a valid pair shares one entry', async () => {
      const banner = { type: 1, category: 'entries', bannerUrl: '/api/media/ship-902.svg', jumpType: 3, plate: null, jumpUrl: '', sort: 7 };
      const count = async () =>
        (await kit.database.db.selectFrom('banner').select('id').where('category', '=', 'entries').execute()).length;
      const refused = await call(kit.server.url, 'POST', '/content/banners/entries', {
        staff: kit.staff.editor,
        body: { versions: { zh_CN: { ...banner, jumpType: 2 }, en_US: { ...banner, jumpUrl: 'javascript:alert(1)' } } },
        headers: { language: 'zh_CN' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.map((e) => e.field)).toEqual(['versions.zh_CN.plate', 'versions.en_US.jumpUrl']);
      expect(await count()).toBe(0);

      const saved = await call<WireBanner[]>(kit.server.url, 'POST', '/content/banners/entries', {
        staff: kit.staff.editor,
        body: {
          versions: {
            zh_CN: { ...banner, jumpUrl: 'https://partner.example/zh' },
            en_US: { ...banner, jumpUrl: 'https://partner.example/en' },
          },
        },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data.map((b) => [b.locale, b.jumpUrl, b.status])).toEqual([
        ['zh_CN', 'https://partner.example/zh', 'draft'],
        ['en_US', 'https://partner.example/en', 'draft'],
      ]);
      expect(saved.body.data[0]!.entryId).toBe(saved.body.data[1]!.entryId);
      expect(await count()).toBe(2);
      const anonymous = await call(kit.server.url, 'POST', '/content/banners/entries', { body: { versions: { zh_CN: banner } } });
      expect(anonymous.status).toBe(401);
      const sales = await call(kit.server.url, 'POST', '/content/banners/entries', {
        staff: kit.staff.sales,
        body: { versions: { zh_CN: banner } },
      });
      expect(sales.status).toBe(403);
      expect(await count()).toBe(2);
    });

    it('refuses anonymous callers and roles without the content right', async () => {
      expect((await call(kit.server.url, 'POST', '/content/jobs/entries', { body: pair('匿名 1', 'Anonymous 1') })).status).toBe(401);
      for (const role of STAFF_ROLES) {
        const answer = await call(kit.server.url, 'POST', '/content/jobs/entries', {
          staff: kit.staff[role],
          body: pair(`角色 ${role}`, `Role ${role}`),
        });
        expect({ role, status: answer.status }).toEqual({ role, status: role === 'admin' || role === 'editor' ? 200 : 403 });
      }
      expect((await stored('角色 ')).map((r) => r.title).sort()).toEqual(['角色 admin', '角色 editor']);
    });
  });
}
