import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import { CATALOG_KINDS } from '../../../common/console/catalog.ts';
import type { CatalogRow } from '../../../common/console/catalog.ts';
import type { BannerInput, PublishState, WireBanner } from '../../../common/console/content.ts';
import { call } from './console-kit.ts';
import { CATALOG_SAMPLES as SAMPLES, useContentServer } from './content-kit.ts';

const BANNER: BannerInput = {
  locale: 'zh_CN',
  type: 1,
  category: '',
  bannerUrl: '/api/media/ship-902.svg',
  jumpType: 1,
  plate: null,
  jumpUrl: '',
  sort: 0,
};

async function json(base: string, path: string, locale = 'en_US', body?: unknown): Promise<{ status: number; data: unknown }> {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { language: locale, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, data: ((await res.json()) as { data: unknown }).data };
}

/** What a visitor can see of a row of a kind: its key in the kind's public list, or the recommendation's count. */
const PUBLIC: Record<string, (base: string) => Promise<(string | number)[]>> = {
  jobs: async (base) => ((await json(base, '/api/jobs?pageSize=50')).data as { records: { id: number }[] }).records.map((r) => r.id),
  branches: async (base) => ((await json(base, '/api/branches')).data as { id: number }[]).map((r) => r.id),
  cases: async (base) => ((await json(base, '/api/cases?pageSize=50')).data as { records: { id: number }[] }).records.map((r) => r.id),
  courses: async (base) => ((await json(base, '/api/courses?pageSize=50')).data as { records: { id: number }[] }).records.map((r) => r.id),
  figures: async (base) => ((await json(base, '/api/figures')).data as { key: string }[]).map((r) => r.key),
  recommendations: async (base) =>
    (
      (await json(base, '/platformIncrement/officialWebsiteRecommend/selectByType/4', 'en_US', { currentPage: 1, pageSize: 50 })).data as {
        records: { informationId: number }[];
      }
    ).records.map((r) => r.informationId),
};

async function homeBannerIds(base: string, locale: string): Promise<number[]> {
  const answer = await json(base, '/platformIncrement/officialWebsiteBanner/selectByType/1', locale, { currentPage: 1, pageSize: 50 });
  return (answer.data as { records: { id: number }[] }).records.map((r) => r.id);
}

for (const target of testDatabases()) {
  describe(`console content: banners and catalogue kinds publish as news does, on ${target.name}`, () => {
    const kit = useContentServer(target, { publishSeconds: 0.2, revisionPollMs: 0 });
    beforeAll(async () => {
      // A recommendation of an article no home list recommends yet, so its row shows as one more record.
      const news = await kit.database.db
        .selectFrom('news')
        .select('id')
        .where('locale', '=', 'en_US')
        .where('status', '=', 'published')
        .where('id', 'not in', kit.database.db.selectFrom('news_recommendation').select('news_id'))
        .orderBy('id')
        .executeTakeFirstOrThrow();
      SAMPLES.recommendations!.news_id = news.id;
    });

    it('a banner saved in both languages stays off the site as a draft, shows in each language once published, and goes when withdrawn', async () => {
      const zh = await call<WireBanner>(kit.server.url, 'POST', '/content/banners', { staff: kit.staff.editor, body: BANNER });
      expect(zh.body.data).toMatchObject({ status: 'draft', publishAt: null });
      const en = await call<WireBanner>(kit.server.url, 'POST', '/content/banners', {
        staff: kit.staff.editor,
        body: { ...BANNER, locale: 'en_US', entryId: zh.body.data.entryId },
      });
      expect(en.body.data).toMatchObject({ status: 'draft', entryId: zh.body.data.entryId });
      const twice = await call(kit.server.url, 'POST', '/content/banners', {
        staff: kit.staff.editor,
        body: { ...BANNER, entryId: zh.body.data.entryId },
      });
      expect([twice.status, twice.body.msg]).toEqual([400, 'This item already has a version in this language']);
      expect(await homeBannerIds(kit.server.url, 'zh_CN')).not.toContain(zh.body.data.id);
      expect(await homeBannerIds(kit.server.url, 'en_US')).not.toContain(en.body.data.id);

      const published = await call<PublishState>(kit.server.url, 'POST', `/content/banners/${en.body.data.id}/publish`, {
        staff: kit.staff.editor,
        body: { at: null },
      });
      expect(published.body.data).toEqual({ entryId: zh.body.data.entryId, status: 'published', publishAt: null, unpublishAt: null });
      expect(await homeBannerIds(kit.server.url, 'zh_CN')).toContain(zh.body.data.id);
      expect(await homeBannerIds(kit.server.url, 'en_US')).toContain(en.body.data.id);

      await call(kit.server.url, 'POST', `/content/banners/${zh.body.data.id}/unpublish`, { staff: kit.staff.editor });
      expect(await homeBannerIds(kit.server.url, 'zh_CN')).not.toContain(zh.body.data.id);
      expect(await homeBannerIds(kit.server.url, 'en_US')).not.toContain(en.body.data.id);
      const listed = await call<WireBanner[]>(kit.server.url, 'GET', '/content/banners?type=1', { staff: kit.staff.editor });
      expect(listed.body.data.filter((b) => b.entryId === zh.body.data.entryId).map((b) => b.status)).toEqual(['draft', 'draft']);

      const audit = await kit.database.db
        .selectFrom('console_audit')
        .select(['actor', 'action'])
        .where('target', '=', `banner-${zh.body.data.id}`)
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { actor: 'editor_1', action: 'content.banner.create' },
        { actor: 'editor_1', action: 'content.banner.publish' },
        { actor: 'editor_1', action: 'content.banner.unpublish' },
      ]);
    });

    it('every catalogue kind keeps a draft off the public API and shows it once published', async () => {
      for (const kind of CATALOG_KINDS) {
        const body = kind.id === 'figures' ? { ...SAMPLES.figures, key: 'draft_figure' } : SAMPLES[kind.id]!;
        const created = await call<CatalogRow>(kit.server.url, 'POST', `/content/${kind.id}`, { staff: kit.staff.editor, body });
        expect({ kind: kind.id, status: created.body.data.status }).toEqual({ kind: kind.id, status: 'draft' });
        const visible = kind.id === 'recommendations' ? SAMPLES.recommendations!.news_id! : created.body.data.key;
        expect({ kind: kind.id, shown: (await PUBLIC[kind.id]!(kit.server.url)).includes(visible as never) }).toEqual({
          kind: kind.id,
          shown: false,
        });
        if (kind.id === 'jobs') expect((await json(kit.server.url, `/api/jobs/${created.body.data.key}`)).status).toBe(404);
        if (kind.id === 'cases') expect((await json(kit.server.url, `/api/cases/${created.body.data.key}`)).status).toBe(404);
        await call(kit.server.url, 'POST', `/content/${kind.id}/${created.body.data.key}/publish`, { staff: kit.staff.editor, body: {} });
        expect({ kind: kind.id, shown: (await PUBLIC[kind.id]!(kit.server.url)).includes(visible as never) }).toEqual({
          kind: kind.id,
          shown: true,
        });
        await call(kit.server.url, 'DELETE', `/content/${kind.id}/${created.body.data.key}`, { staff: kit.staff.editor });
      }
    });

    it('a scheduled job goes live when due, published by the server in the audit log', async () => {
      const job = await call<CatalogRow>(kit.server.url, 'POST', '/content/jobs', {
        staff: kit.staff.editor,
        body: { ...SAMPLES.jobs, title: 'Scheduled bosun' },
      });
      const at = new Date(Date.now() + 1200);
      const scheduled = await call<PublishState>(kit.server.url, 'POST', `/content/jobs/${job.body.data.key}/publish`, {
        staff: kit.staff.editor,
        body: { at: at.toISOString() },
      });
      expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publishAt: at.toISOString() });
      expect(await PUBLIC.jobs!(kit.server.url)).not.toContain(job.body.data.key);
      const deadline = Date.now() + 5000;
      while (!(await PUBLIC.jobs!(kit.server.url)).includes(job.body.data.key) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      expect(await PUBLIC.jobs!(kit.server.url)).toContain(job.body.data.key);
      const audit = await kit.database.db
        .selectFrom('console_audit')
        .select(['actor', 'action'])
        .where('target', '=', `jobs-${job.body.data.key}`)
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { actor: 'editor_1', action: 'content.jobs.create' },
        { actor: 'editor_1', action: 'content.jobs.schedule' },
        { actor: null, action: 'content.jobs.publish' },
      ]);
      const tooFar = await call(kit.server.url, 'POST', `/content/jobs/${job.body.data.key}/publish`, {
        staff: kit.staff.editor,
        body: { at: new Date(Date.now() + 400 * 86_400_000).toISOString() },
      });
      expect(tooFar.status).toBe(400);
    });

    it('refuses publishing and withdrawing to anonymous callers and to roles without the content right', async () => {
      const banner = await call<WireBanner>(kit.server.url, 'POST', '/content/banners', { staff: kit.staff.editor, body: BANNER });
      const branch = await call<CatalogRow>(kit.server.url, 'POST', '/content/branches', {
        staff: kit.staff.editor,
        body: SAMPLES.branches,
      });
      for (const base of [`/content/banners/${banner.body.data.id}`, `/content/branches/${branch.body.data.key}`])
        for (const action of ['publish', 'unpublish']) {
          const path = `${base}/${action}`;
          expect((await call(kit.server.url, 'POST', path, { body: {} })).status).toBe(401);
          for (const role of STAFF_ROLES) {
            const answer = await call(kit.server.url, 'POST', path, {
              staff: kit.staff[role],
              body: action === 'publish' ? {} : undefined,
            });
            expect({ path, role, status: answer.status }).toEqual({
              path,
              role,
              status: role === 'admin' || role === 'editor' ? 200 : 403,
            });
          }
        }
      expect((await call(kit.server.url, 'POST', '/content/banners/99999/publish', { staff: kit.staff.editor, body: {} })).status).toBe(
        404,
      );
    });
  });
}
