import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import type { NewsPage, WireNewsEntry } from '../../../common/console/content.ts';
import { call } from './console-kit.ts';
import { article, createArticle, pngImage, publicTitles, uploadMedia, useContentServer } from './content-kit.ts';

interface Route {
  method: string;
  /** The path, made fresh per call when the call uses something up (a deletion). */
  path: () => string | Promise<string>;
  body?: () => unknown;
}

for (const target of testDatabases()) {
  describe(`console content: news and media on ${target.name}`, () => {
    const kit = useContentServer(target, { publishSeconds: 0, revisionPollMs: 100 });
    let cover = '';
    beforeAll(async () => {
      cover = (await uploadMedia(kit.server.url, kit.staff.editor, await pngImage())).body.data.urls.large;
    });

    it('refuses every content API to anonymous callers and to roles without the content right', async () => {
      const entry = async () => String((await createArticle(kit.server.url, kit.staff.editor, article('rights', cover))).entryId);
      const routes: Route[] = [
        { method: 'GET', path: () => '/content/news' },
        { method: 'GET', path: async () => `/content/news/${await entry()}` },
        { method: 'POST', path: () => '/content/news', body: () => article('new', cover) },
        { method: 'PUT', path: async () => `/content/news/${await entry()}`, body: () => article('edited', cover) },
        { method: 'POST', path: async () => `/content/news/${await entry()}/publish`, body: () => ({}) },
        { method: 'POST', path: async () => `/content/news/${await entry()}/unpublish` },
        { method: 'DELETE', path: async () => `/content/news/${await entry()}` },
        { method: 'GET', path: () => '/content/media' },
        {
          method: 'DELETE',
          path: async () => `/content/media/${(await uploadMedia(kit.server.url, kit.staff.editor, await pngImage(40, 30))).body.data.id}`,
        },
      ];
      for (const route of routes) {
        const path = await route.path();
        const anonymous = await call(kit.server.url, route.method, path, { body: route.body?.() });
        expect({ route: `${route.method} ${path}`, status: anonymous.status }).toEqual({ route: `${route.method} ${path}`, status: 401 });
        for (const role of STAFF_ROLES) {
          const fresh = await route.path();
          const answer = await call(kit.server.url, route.method, fresh, { staff: kit.staff[role], body: route.body?.() });
          const expected = role === 'admin' || role === 'editor' ? 200 : 403;
          expect({ route: `${route.method} ${fresh}`, role, status: answer.status }).toEqual({
            route: `${route.method} ${fresh}`,
            role,
            status: expected,
          });
        }
      }
      const image = await pngImage(40, 30);
      expect((await uploadMedia(kit.server.url, null, image)).status).toBe(401);
      for (const role of STAFF_ROLES) {
        const answer = await uploadMedia(kit.server.url, kit.staff[role], image);
        expect({ role, status: answer.status }).toEqual({ role, status: role === 'admin' || role === 'editor' ? 200 : 403 });
      }
      // The upload is a change like any other: without the session's CSRF token it is refused.
      expect((await uploadMedia(kit.server.url, kit.staff.editor, image, 'x.png', { csrf: null })).status).toBe(403);
    });

    it('keeps uploads checked by content, in the sizes made with sharp, at public URLs', async () => {
      const wide = (await uploadMedia(kit.server.url, kit.staff.editor, await pngImage(2000, 1000), '甲板.png')).body.data;
      expect(wide).toMatchObject({ name: '甲板.png', mime: 'image/png', width: 2000, height: 1000 });
      const large = await fetch(`${kit.server.url}${wide.urls.large}`);
      expect(large.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(Buffer.from(await large.arrayBuffer())).metadata()).toMatchObject({ width: 1280, height: 640 });
      const thumb = await sharp(Buffer.from(await (await fetch(`${kit.server.url}${wide.urls.thumb}`)).arrayBuffer())).metadata();
      expect([thumb.width, thumb.height]).toEqual([320, 160]);
      const transparent = (await uploadMedia(kit.server.url, kit.staff.editor, await pngImage(1500, 300, true))).body.data;
      expect((await fetch(`${kit.server.url}${transparent.urls.large}`)).headers.get('content-type')).toBe('image/webp');

      const fake = await uploadMedia(kit.server.url, kit.staff.editor, Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png');
      expect(fake.status).toBe(400);
      expect(fake.body.msg).toBe('Choose a JPG, PNG, WebP or GIF image');
      const truncated = (await pngImage(300, 300)).subarray(0, 200);
      expect((await uploadMedia(kit.server.url, kit.staff.editor, truncated, 'cut.png')).status).toBe(400);
      const noFile = await call(kit.server.url, 'POST', '/content/media', { staff: kit.staff.editor, body: {} });
      expect(noFile.status).toBe(400);

      const listed = await call<{ items: { id: string }[] }>(kit.server.url, 'GET', '/content/media', { staff: kit.staff.editor });
      expect(listed.body.data.items[0]!.id).toBe(transparent.id);
      expect((await call(kit.server.url, 'DELETE', `/content/media/${wide.id}`, { staff: kit.staff.editor })).status).toBe(200);
      expect((await fetch(`${kit.server.url}${wide.urls.large}`)).status).toBe(404);
      expect((await readdir(kit.mediaDir)).filter((f) => f.startsWith(wide.id))).toEqual([]);
    });

    it('keeps an article a draft until it is published, side by side in both languages, with a sanitised body', async () => {
      const input = article('Quokka dock', cover);
      input.versions.zh_CN!.html = `<p onclick="x()">坞修<script>alert(1)</script></p><img src="${cover}" alt="坞"><img src="https://evil.example/x.png"><a href="javascript:alert(1)">链接</a>`;
      const entry = await createArticle(kit.server.url, kit.staff.editor, input);
      expect(entry.status).toBe('draft');
      expect(entry.versions.zh_CN!.html).toBe(
        `<p>坞修</p><img src="${cover}" alt="坞" /><a target="_blank" rel="noopener noreferrer nofollow">链接</a>`,
      );
      expect(entry.versions.en_US!.title).toBe('Quokka dock (English)');
      const zhId = entry.versions.zh_CN!.id;
      expect(await publicTitles(kit.server.url, 'zh_CN')).not.toContain('Quokka dock（中文）');
      expect(
        (await fetch(`${kit.server.url}/platformIncrement/officialWebsiteNews/getById/${zhId}`, { headers: { language: 'zh_CN' } })).status,
      ).toBe(404);

      const published = await call<WireNewsEntry>(kit.server.url, 'POST', `/content/news/${entry.entryId}/publish`, {
        staff: kit.staff.editor,
        body: {},
      });
      expect(published.body.data.status).toBe('published');
      expect(await publicTitles(kit.server.url, 'zh_CN')).toContain('Quokka dock（中文）');
      expect(await publicTitles(kit.server.url, 'en_US')).toContain('Quokka dock (English)');
      const detail = (await (
        await fetch(`${kit.server.url}/platformIncrement/officialWebsiteNews/getById/${zhId}`, { headers: { language: 'zh_CN' } })
      ).json()) as {
        data: { newsHtml: string; newsContent: string };
      };
      expect(detail.data.newsHtml).not.toMatch(/script|onclick|evil|javascript/);
      expect(detail.data.newsContent).toBe('坞修\n\n链接');

      await call(kit.server.url, 'POST', `/content/news/${entry.entryId}/unpublish`, { staff: kit.staff.editor });
      expect(await publicTitles(kit.server.url, 'zh_CN')).not.toContain('Quokka dock（中文）');
      expect(await publicTitles(kit.server.url, 'en_US')).not.toContain('Quokka dock (English)');
      const search = (await (
        await fetch(`${kit.server.url}/api/search?keyword=${encodeURIComponent('Quokka')}`, { headers: { language: 'en_US' } })
      ).json()) as {
        data: { total: number };
      };
      expect(search.data.total).toBe(0);

      const audit = await kit.database.db
        .selectFrom('console_audit')
        .select(['actor', 'action'])
        .where('target', '=', `news-${entry.entryId}`)
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { actor: 'editor_1', action: 'content.news.create' },
        { actor: 'editor_1', action: 'content.news.publish' },
        { actor: 'editor_1', action: 'content.news.unpublish' },
      ]);
    });

    it('refuses what cannot be published, in the caller language', async () => {
      const bare = await createArticle(kit.server.url, kit.staff.editor, article('No cover', ''));
      const noCover = await call(kit.server.url, 'POST', `/content/news/${bare.entryId}/publish`, { staff: kit.staff.editor, body: {} });
      expect([noCover.status, noCover.body.msg]).toEqual([400, 'Choose a cover image first']);
      const zh = await call(kit.server.url, 'POST', `/content/news/${bare.entryId}/publish`, {
        staff: kit.staff.editor,
        body: {},
        headers: { language: 'zh_CN' },
      });
      expect(zh.body.msg).toBe('请先选择封面图片');
      const brief = await call(kit.server.url, 'POST', '/content/news', {
        staff: kit.staff.editor,
        body: article('Brief', cover, { category: 3 }),
      });
      expect([brief.status, brief.body.msg]).toEqual([400, 'Briefs are published in Chinese only']);
      const foreignCover = await call(kit.server.url, 'POST', '/content/news', {
        staff: kit.staff.editor,
        body: article('x', 'https://evil.example/a.png'),
      });
      expect(foreignCover.status).toBe(400);
      const past = await createArticle(kit.server.url, kit.staff.editor, article('Far', cover));
      const tooFar = await call(kit.server.url, 'POST', `/content/news/${past.entryId}/publish`, {
        staff: kit.staff.editor,
        body: { at: new Date(Date.now() + 400 * 86_400_000).toISOString() },
      });
      expect([tooFar.status, tooFar.body.msg]).toEqual([400, 'A scheduled time must be in the future, within a year']);
      const list = await call<NewsPage>(kit.server.url, 'GET', '/content/news?status=draft&keyword=Far', { staff: kit.staff.editor });
      expect(list.body.data.items.map((i) => i.titles.en_US)).toEqual(['Far (English)']);
    });

    it('publishes a scheduled article once when it is due, even with two instances claiming it', async () => {
      const entry = await createArticle(kit.server.url, kit.staff.editor, article('Scheduled', cover));
      const at = new Date(Date.now() + 1500);
      const scheduled = await call<WireNewsEntry>(kit.server.url, 'POST', `/content/news/${entry.entryId}/publish`, {
        staff: kit.staff.editor,
        body: { at: at.toISOString() },
      });
      expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });
      // Two more instances on the same kit.database, each looking every 0.2 s: the entry goes live once.
      const config = loadConfig(
        { ...process.env, LOG_LEVEL: 'warn' },
        { content: { mediaDir: kit.mediaDir, publishSeconds: 0.2, revisionPollMs: 100 }, distDir: join(kit.mediaDir, 'no-dist') },
      );
      const others = await Promise.all([buildApp({ config, database: kit.database }), buildApp({ config, database: kit.database })]);
      try {
        await Promise.all(others.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
        expect(await publicTitles(kit.server.url, 'en_US')).not.toContain('Scheduled (English)');
        const deadline = Date.now() + 5000;
        while (!(await publicTitles(kit.server.url, 'en_US')).includes('Scheduled (English)') && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 100));
        expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
        expect(await publicTitles(kit.server.url, 'zh_CN')).toContain('Scheduled（中文）');
        await new Promise((r) => setTimeout(r, 600));
        const audit = await kit.database.db
          .selectFrom('console_audit')
          .select(['actor', 'action'])
          .where('target', '=', `news-${entry.entryId}`)
          .orderBy('id')
          .execute();
        expect(audit).toEqual([
          { actor: 'editor_1', action: 'content.news.create' },
          { actor: 'editor_1', action: 'content.news.schedule' },
          { actor: null, action: 'content.news.publish' },
        ]);
      } finally {
        await Promise.all(others.map((app) => app.close()));
      }
    });
  });
}
