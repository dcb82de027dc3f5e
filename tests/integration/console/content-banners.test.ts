import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import type { WireBanner } from '../../../common/console/content.ts';
import { call } from './console-kit.ts';
import { BANNER, useContentServer } from './content-kit.ts';

/** The home banners in a language through the SPEC §7 path (one page of 50). */
async function homeBanners(base: string, locale: 'zh_CN' | 'en_US') {
  const res = await fetch(`${base}/platformIncrement/officialWebsiteBanner/selectByType/1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: locale },
    body: JSON.stringify({ currentPage: 1, pageSize: 50 }),
  });
  return ((await res.json()) as { data: { records: { id: number; jumpType: number; plate: number | null; jumpUrl: string | null }[] } })
    .data.records;
}

for (const target of testDatabases()) {
  describe(`console content: banners on ${target.name}`, () => {
    const kit = useContentServer(target, { publishSeconds: 0, revisionPollMs: 0 });

    it('refuses the banner API to anonymous callers and to roles without the content right', async () => {
      const created = async () =>
        (await call<WireBanner>(kit.server.url, 'POST', '/content/banners', { staff: kit.staff.editor, body: BANNER })).body.data.id;
      const routes: { method: string; path: () => Promise<string> | string; body?: unknown }[] = [
        { method: 'GET', path: () => '/content/banners?type=1' },
        { method: 'POST', path: () => '/content/banners', body: BANNER },
        { method: 'PUT', path: async () => `/content/banners/${await created()}`, body: { ...BANNER, sort: 3 } },
        { method: 'DELETE', path: async () => `/content/banners/${await created()}` },
      ];
      for (const route of routes) {
        const path = await route.path();
        expect((await call(kit.server.url, route.method, path, { body: route.body })).status).toBe(401);
        for (const role of STAFF_ROLES) {
          const answer = await call(kit.server.url, route.method, await route.path(), { staff: kit.staff[role], body: route.body });
          expect({ route: `${route.method} ${path}`, role, status: answer.status }).toEqual({
            route: `${route.method} ${path}`,
            role,
            status: role === 'admin' || role === 'editor' ? 200 : 403,
          });
        }
      }
    });

    it('keeps the SPEC §4 click rules and shows a change on the site at once', async () => {
      const noPlate = await call(kit.server.url, 'POST', '/content/banners', { staff: kit.staff.editor, body: { ...BANNER, jumpType: 2 } });
      expect([noPlate.status, noPlate.body.msg]).toEqual([400, 'Choose the section an internal link opens']);
      const script = await call(kit.server.url, 'POST', '/content/banners', {
        staff: kit.staff.editor,
        body: { ...BANNER, jumpUrl: 'javascript:alert(1)' },
        headers: { language: 'zh_CN' },
      });
      expect([script.status, script.body.msg]).toEqual([400, '跳转到外部链接时请填写以 http:// 或 https:// 开头的地址']);
      const foreignImage = await call(kit.server.url, 'POST', '/content/banners', {
        staff: kit.staff.editor,
        body: { ...BANNER, bannerUrl: 'https://evil.example/x.png' },
      });
      expect(foreignImage.status).toBe(400);

      const before = await homeBanners(kit.server.url, 'en_US');
      const internal = await call<WireBanner>(kit.server.url, 'POST', '/content/banners', {
        staff: kit.staff.editor,
        body: { ...BANNER, jumpType: 2, plate: 5, jumpUrl: 'https://ignored.example', sort: 0 },
      });
      expect(internal.body.data).toMatchObject({ jumpType: 2, plate: 5, jumpUrl: '' });
      // A new banner is a draft until published (content-publishing.test.ts); publishing it shows it at once.
      await call(kit.server.url, 'POST', `/content/banners/${internal.body.data.id}/publish`, { staff: kit.staff.editor, body: {} });
      const after = await homeBanners(kit.server.url, 'en_US');
      expect(after.find((b) => b.id === internal.body.data.id)).toEqual({
        id: internal.body.data.id,
        bannerUrl: BANNER.bannerUrl,
        jumpType: 2,
        plate: 5,
        jumpUrl: null,
      });
      expect((await homeBanners(kit.server.url, 'zh_CN')).map((b) => b.id)).not.toContain(internal.body.data.id);

      const plain = await call<WireBanner>(kit.server.url, 'PUT', `/content/banners/${internal.body.data.id}`, {
        staff: kit.staff.editor,
        body: { ...BANNER, jumpType: 1, plate: 3 },
      });
      expect(plain.body.data).toMatchObject({ jumpType: 1, plate: null, jumpUrl: '' });
      expect((await homeBanners(kit.server.url, 'en_US')).find((b) => b.id === internal.body.data.id)).toMatchObject({
        jumpType: 1,
        plate: null,
      });

      expect((await call(kit.server.url, 'DELETE', `/content/banners/${internal.body.data.id}`, { staff: kit.staff.editor })).status).toBe(
        200,
      );
      expect((await homeBanners(kit.server.url, 'en_US')).map((b) => b.id)).toEqual(before.map((b) => b.id));
      expect((await call(kit.server.url, 'DELETE', `/content/banners/${internal.body.data.id}`, { staff: kit.staff.editor })).status).toBe(
        404,
      );
      const audit = await kit.database.db
        .selectFrom('console_audit')
        .select('action')
        .where('target', '=', `banner-${internal.body.data.id}`)
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual([
        'content.banner.create',
        'content.banner.publish',
        'content.banner.update',
        'content.banner.delete',
      ]);
    });
  });
}
