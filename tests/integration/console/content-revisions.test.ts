import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import type { CatalogRow } from '../../../common/console/catalog.ts';
import type { WireBanner, WireNewsEntry, WireRevision } from '../../../common/console/content.ts';
import { call } from './console-kit.ts';
import { CATALOG_SAMPLES, article, createArticle, pngImage, publicTitles, uploadMedia, useContentServer } from './content-kit.ts';

/**
 * Revision history (issue #34.8): every save of an article, a banner or a catalogue item keeps the item as saved (both
 * languages); the console lists them newest first and restores one, which is a new revision, audited; a published
 * item restored reaches the site at once. Only roles with the content right see or restore them.
 */
for (const target of testDatabases()) {
  describe(`console content: revisions on ${target.name}`, () => {
    const kit = useContentServer(target, { publishSeconds: 0, revisionPollMs: 0 });
    let cover = '';
    beforeAll(async () => {
      cover = (await uploadMedia(kit.server.url, kit.staff.editor, await pngImage(400, 300))).body.data.urls.large;
    });
    const revisions = async (area: string, entry: number | string) =>
      (await call<WireRevision[]>(kit.server.url, 'GET', `/content/revisions/${area}/${entry}`, { staff: kit.staff.editor })).body.data;

    it('keeps every save of an article and restores an earlier one as a new revision, on the site at once', async () => {
      const entry = await createArticle(kit.server.url, kit.staff.editor, article('Harbour pilots', cover));
      await call(kit.server.url, 'POST', `/content/news/${entry.entryId}/publish`, { staff: kit.staff.editor, body: {} });
      const edited = await call(kit.server.url, 'PUT', `/content/news/${entry.entryId}`, {
        staff: kit.staff.admin,
        body: article('Harbour pilots renamed', cover),
      });
      expect(edited.status).toBe(200);
      expect(await publicTitles(kit.server.url, 'en_US')).toContain('Harbour pilots renamed (English)');

      const kept = await revisions('news', entry.entryId);
      expect(kept.map((r) => [r.author, r.versions.zh_CN?.title, r.versions.en_US?.title])).toEqual([
        ['admin_1', 'Harbour pilots renamed（中文）', 'Harbour pilots renamed (English)'],
        ['editor_1', 'Harbour pilots（中文）', 'Harbour pilots (English)'],
      ]);
      expect(kept[1]!.versions.en_US?.body_html).toBe('<p>English body Harbour pilots</p>');

      const restored = await call(kit.server.url, 'POST', `/content/revisions/news/${entry.entryId}/${kept[1]!.id}/restore`, {
        staff: kit.staff.editor,
      });
      expect(restored.status).toBe(200);
      const now = (await call<WireNewsEntry>(kit.server.url, 'GET', `/content/news/${entry.entryId}`, { staff: kit.staff.editor })).body
        .data;
      expect([now.status, now.versions.zh_CN?.title, now.versions.en_US?.title, now.versions.en_US?.id]).toEqual([
        'published',
        'Harbour pilots（中文）',
        'Harbour pilots (English)',
        entry.versions.en_US?.id,
      ]);
      expect(await publicTitles(kit.server.url, 'en_US')).toContain('Harbour pilots (English)');
      expect(await publicTitles(kit.server.url, 'en_US')).not.toContain('Harbour pilots renamed (English)');
      const after = await revisions('news', entry.entryId);
      expect(after.map((r) => [r.author, r.versions.en_US?.title])).toEqual([
        ['editor_1', 'Harbour pilots (English)'],
        ['admin_1', 'Harbour pilots renamed (English)'],
        ['editor_1', 'Harbour pilots (English)'],
      ]);
      const audit = await kit.database.db
        .selectFrom('console_audit')
        .select(['actor', 'action', 'detail'])
        .where('target', '=', `news-${entry.entryId}`)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ actor: 'editor_1', action: 'content.news.update', detail: { restoredFrom: kept[1]!.id } });
    });

    it('keeps the saves of a banner and of a catalogue item, both languages, and restores them', async () => {
      const save = (bannerUrl: string, entryId?: number) =>
        call<WireBanner[]>(kit.server.url, 'POST', '/content/banners/entries', {
          staff: kit.staff.editor,
          body: {
            ...(entryId ? { entryId } : {}),
            versions: Object.fromEntries(
              (['zh_CN', 'en_US'] as const).map((l) => [
                l,
                { type: 1, category: '', bannerUrl, jumpType: 1, plate: null, jumpUrl: '', sort: l === 'zh_CN' ? 1 : 2 },
              ]),
            ),
          },
        });
      const first = (await save('/api/media/ship-901.svg')).body.data;
      const entryId = first[0]!.entryId as number;
      expect((await save('/api/media/ship-902.svg', entryId)).status).toBe(200);
      const kept = await revisions('banner', entryId);
      expect(kept.map((r) => [r.versions.zh_CN?.banner_url, r.versions.en_US?.banner_url, r.versions.en_US?.sort])).toEqual([
        ['/api/media/ship-902.svg', '/api/media/ship-902.svg', 2],
        ['/api/media/ship-901.svg', '/api/media/ship-901.svg', 2],
      ]);
      await call(kit.server.url, 'POST', `/content/revisions/banner/${entryId}/${kept[1]!.id}/restore`, { staff: kit.staff.editor });
      const listed = await call<WireBanner[]>(kit.server.url, 'GET', '/content/banners?type=1', { staff: kit.staff.editor });
      expect(listed.body.data.filter((b) => b.entryId === entryId).map((b) => b.bannerUrl)).toEqual([
        '/api/media/ship-901.svg',
        '/api/media/ship-901.svg',
      ]);
      expect(await revisions('banner', entryId)).toHaveLength(3);

      const job = await call<CatalogRow>(kit.server.url, 'POST', '/content/jobs', { staff: kit.staff.editor, body: CATALOG_SAMPLES.jobs });
      await call(kit.server.url, 'PUT', `/content/jobs/${job.body.data.key}`, {
        staff: kit.staff.editor,
        body: { ...CATALOG_SAMPLES.jobs, title: 'Chief electrician' },
      });
      const jobRevisions = await revisions('jobs', job.body.data.entryId);
      expect(jobRevisions.map((r) => r.versions.en_US?.title)).toEqual(['Chief electrician', 'Marine electrician']);
      await call(kit.server.url, 'POST', `/content/revisions/jobs/${job.body.data.entryId}/${jobRevisions[1]!.id}/restore`, {
        staff: kit.staff.editor,
      });
      const rows = await call<CatalogRow[]>(kit.server.url, 'GET', '/content/jobs', { staff: kit.staff.editor });
      expect(rows.body.data.find((r) => r.key === job.body.data.key)?.title).toBe('Marine electrician');
    });

    it('refuses revisions to anonymous callers and to roles without the content right', async () => {
      const entry = await createArticle(kit.server.url, kit.staff.editor, article('Rights', cover));
      const [revision] = await revisions('news', entry.entryId);
      const routes = [
        ['GET', `/content/revisions/news/${entry.entryId}`],
        ['POST', `/content/revisions/news/${entry.entryId}/${revision!.id}/restore`],
      ] as const;
      for (const [method, path] of routes) {
        expect((await call(kit.server.url, method, path)).status).toBe(401);
        for (const role of STAFF_ROLES) {
          const answer = await call(kit.server.url, method, path, { staff: kit.staff[role] });
          expect({ path, role, status: answer.status }).toEqual({ path, role, status: role === 'admin' || role === 'editor' ? 200 : 403 });
        }
      }
      expect((await call(kit.server.url, 'POST', '/content/revisions/news/1/999999/restore', { staff: kit.staff.editor })).status).toBe(
        404,
      );
      // A revision is restored only over its own item.
      const other = await createArticle(kit.server.url, kit.staff.editor, article('Other', cover));
      const crossed = await call(kit.server.url, 'POST', `/content/revisions/news/${other.entryId}/${revision!.id}/restore`, {
        staff: kit.staff.editor,
      });
      expect(crossed.status).toBe(404);
    });
  });
}
