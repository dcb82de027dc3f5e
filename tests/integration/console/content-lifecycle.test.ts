import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { PublishState, WireBanner, WireNewsEntry } from '../../../common/console/content.ts';
import { call } from './console-kit.ts';
import { BANNER, article, createArticle, pngImage, publicTitles, uploadMedia, useContentServer } from './content-kit.ts';

async function homeBannerIds(base: string): Promise<number[]> {
  const res = await fetch(`${base}/platformIncrement/officialWebsiteBanner/selectByType/1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en_US' },
    body: JSON.stringify({ currentPage: 1, pageSize: 50 }),
  });
  return ((await res.json()) as { data: { records: { id: number }[] } }).data.records.map((r) => r.id);
}

async function until(check: () => Promise<boolean>, ms = 6000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Alt text: an article whose body has an image without a text alternative, in either language, is not published
 * (nor scheduled), with the reason in the caller's language.
 *
 * Scheduled unpublish (issue #34.8): a publication may end at a time; the scheduler withdraws the item then (the
 * public API, its micro-caches and the sitemap read only published rows), audited as the server's, with no restart.
 */
for (const target of testDatabases()) {
  describe(`console content: alt text and scheduled unpublish on ${target.name}`, () => {
    const kit = useContentServer(target, { publishSeconds: 0.2, revisionPollMs: 0 });
    let cover = '';
    beforeAll(async () => {
      cover = (await uploadMedia(kit.server.url, kit.staff.editor, await pngImage(400, 300))).body.data.urls.large;
    });

    it("refuses to publish an article with a body image lacking alt text in either language, in the caller's language", async () => {
      const input = article('Crane refit', cover);
      input.versions.en_US!.html = `<p>The crane.</p><img src="${cover}" alt="The refitted deck crane">`;
      input.versions.zh_CN!.html = `<p>吊机。</p><img src="${cover}" alt=" ">`;
      const entry = await createArticle(kit.server.url, kit.staff.editor, input);
      for (const [locale, message] of [
        ['en_US', 'Every image in the body needs a text alternative (in each language version) before it can be published'],
        ['zh_CN', '正文中的每张图片都需要替代文字（中英文版本各自填写）后才能发布'],
      ] as const)
        for (const at of [null, new Date(Date.now() + 60_000).toISOString()]) {
          const refused = await call(kit.server.url, 'POST', `/content/news/${entry.entryId}/publish`, {
            staff: kit.staff.editor,
            headers: { language: locale },
            body: { at },
          });
          expect([refused.status, refused.body.msg]).toEqual([400, message]);
        }
      expect(await publicTitles(kit.server.url, 'en_US')).not.toContain('Crane refit (English)');
      input.versions.zh_CN!.html = `<p>吊机。</p><img src="${cover}" alt="改装后的甲板吊机">`;
      expect((await call(kit.server.url, 'PUT', `/content/news/${entry.entryId}`, { staff: kit.staff.editor, body: input })).status).toBe(
        200,
      );
      const published = await call(kit.server.url, 'POST', `/content/news/${entry.entryId}/publish`, { staff: kit.staff.editor, body: {} });
      expect(published.status).toBe(200);
      expect(await publicTitles(kit.server.url, 'en_US')).toContain('Crane refit (English)');
    });

    it('an article published until a time leaves the public list when due, back to draft, audited as the server', async () => {
      const entry = await createArticle(kit.server.url, kit.staff.editor, article('Short-lived notice', cover));
      const end = new Date(Date.now() + 1500);
      const published = await call<WireNewsEntry>(kit.server.url, 'POST', `/content/news/${entry.entryId}/publish`, {
        staff: kit.staff.editor,
        body: { at: null, until: end.toISOString() },
      });
      expect(published.body.data).toMatchObject({ status: 'published', unpublishAt: end.toISOString() });
      expect(await publicTitles(kit.server.url, 'en_US')).toContain('Short-lived notice (English)');
      await until(async () => !(await publicTitles(kit.server.url, 'en_US')).includes('Short-lived notice (English)'));
      expect(Date.now()).toBeGreaterThanOrEqual(end.getTime());
      expect(await publicTitles(kit.server.url, 'en_US')).not.toContain('Short-lived notice (English)');
      expect(await publicTitles(kit.server.url, 'zh_CN')).not.toContain('Short-lived notice（中文）');
      const after = await call<WireNewsEntry>(kit.server.url, 'GET', `/content/news/${entry.entryId}`, { staff: kit.staff.editor });
      expect(after.body.data).toMatchObject({ status: 'draft', unpublishAt: null });
      const audit = await kit.database.db
        .selectFrom('console_audit')
        .select(['actor', 'action'])
        .where('target', '=', `news-${entry.entryId}`)
        .orderBy('id')
        .execute();
      expect(audit.slice(-2)).toEqual([
        { actor: 'editor_1', action: 'content.news.publish' },
        { actor: null, action: 'content.news.unpublish' },
      ]);
    });

    it('a banner scheduled to go live and to end does both, and an end before the start is refused in both languages', async () => {
      const saved = await call<WireBanner>(kit.server.url, 'POST', '/content/banners', { staff: kit.staff.editor, body: BANNER });
      expect(saved.status).toBe(200);
      const banner = saved.body.data;
      const start = new Date(Date.now() + 600);
      const end = new Date(Date.now() + 2200);
      for (const [locale, message] of [
        ['en_US', 'The time to unpublish must come after the time it goes live, within a year'],
        ['zh_CN', '定时下线的时间应晚于发布时间，且在未来一年之内'],
      ] as const) {
        const refused = await call(kit.server.url, 'POST', `/content/banners/${banner.id}/publish`, {
          staff: kit.staff.editor,
          headers: { language: locale },
          body: { at: end.toISOString(), until: start.toISOString() },
        });
        expect([refused.status, refused.body.msg]).toEqual([400, message]);
      }
      const scheduled = await call<PublishState>(kit.server.url, 'POST', `/content/banners/${banner.id}/publish`, {
        staff: kit.staff.editor,
        body: { at: start.toISOString(), until: end.toISOString() },
      });
      expect(scheduled.body.data).toEqual({
        entryId: banner.entryId,
        status: 'scheduled',
        publishAt: start.toISOString(),
        unpublishAt: end.toISOString(),
      });
      await until(async () => (await homeBannerIds(kit.server.url)).includes(banner.id));
      expect(await homeBannerIds(kit.server.url)).toContain(banner.id);
      await until(async () => !(await homeBannerIds(kit.server.url)).includes(banner.id));
      expect(Date.now()).toBeGreaterThanOrEqual(end.getTime());
      expect(await homeBannerIds(kit.server.url)).not.toContain(banner.id);
      const listed = await call<WireBanner[]>(kit.server.url, 'GET', '/content/banners?type=1', { staff: kit.staff.editor });
      expect(listed.body.data.find((b) => b.id === banner.id)).toMatchObject({ status: 'draft', unpublishAt: null });
    });
  });
}
