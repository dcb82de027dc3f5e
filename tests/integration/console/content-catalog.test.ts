import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import { CATALOG_KINDS } from '../../../common/console/catalog.ts';
import type { CatalogRow } from '../../../common/console/catalog.ts';
import { call } from './console-kit.ts';
import { CATALOG_SAMPLES as SAMPLES, useContentServer } from './content-kit.ts';

for (const target of testDatabases()) {
  describe(`console content: jobs, branches, cases, courses, figures, recommendations on ${target.name}`, () => {
    const kit = useContentServer(target, { publishSeconds: 0, revisionPollMs: 0 });
    let counter = 0;
    /** A fresh valid body of a kind (figures need a key of their own each time). */
    const sample = (kind: string) => (kind === 'figures' ? { ...SAMPLES.figures, key: `test_figure_${++counter}` } : SAMPLES[kind]!);
    beforeAll(async () => {
      const news = await kit.database.db
        .selectFrom('news')
        .select('id')
        .where('locale', '=', 'en_US')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      SAMPLES.recommendations!.news_id = news.id;
    });

    it('refuses every kind to anonymous callers and to roles without the content right', async () => {
      for (const kind of CATALOG_KINDS) {
        const created = async () =>
          (await call<CatalogRow>(kit.server.url, 'POST', `/content/${kind.id}`, { staff: kit.staff.editor, body: sample(kind.id) })).body
            .data.key;
        const { key: _key, ...update } = sample(kind.id);
        const routes = [
          { method: 'GET', path: () => `/content/${kind.id}`, body: () => undefined },
          { method: 'POST', path: () => `/content/${kind.id}`, body: () => sample(kind.id) },
          { method: 'PUT', path: async () => `/content/${kind.id}/${await created()}`, body: () => update },
          { method: 'DELETE', path: async () => `/content/${kind.id}/${await created()}`, body: () => undefined },
        ];
        for (const route of routes) {
          expect((await call(kit.server.url, route.method, await route.path(), { body: route.body() })).status).toBe(401);
          for (const role of STAFF_ROLES) {
            const path = await route.path();
            const answer = await call(kit.server.url, route.method, path, { staff: kit.staff[role], body: route.body() });
            expect({ route: `${route.method} ${path}`, role, status: answer.status }).toEqual({
              route: `${route.method} ${path}`,
              role,
              status: role === 'admin' || role === 'editor' ? 200 : 403,
            });
          }
        }
      }
    });

    it('a published job position is on the public recruitment list at once with every SPEC §3 field, and gone when deleted', async () => {
      const jobs = async () => {
        const res = await fetch(`${kit.server.url}/api/jobs?mode=1&pageSize=50`, { headers: { language: 'en_US' } });
        return ((await res.json()) as { data: { records: Record<string, unknown>[] } }).data.records;
      };
      const job = await call<CatalogRow>(kit.server.url, 'POST', '/content/jobs', {
        staff: kit.staff.editor,
        body: { ...SAMPLES.jobs, title: 'Chief engineer 7Q' },
      });
      expect(job.status).toBe(200);
      await call(kit.server.url, 'POST', `/content/jobs/${job.body.data.key}/publish`, { staff: kit.staff.editor, body: {} });
      const listed = (await jobs()).find((j) => j.id === job.body.data.key);
      expect(listed).toMatchObject({ title: 'Chief engineer 7Q', city: 'ningbo', positionType: 'production' });
      const detail = (await (
        await fetch(`${kit.server.url}/api/jobs/${job.body.data.key}`, { headers: { language: 'en_US' } })
      ).json()) as {
        data: Record<string, unknown>;
      };
      expect(detail.data).toMatchObject({ contactPhone: '0532-8888 0000', contactPerson: 'Ms Wang' });
      const edited = await call(kit.server.url, 'PUT', `/content/jobs/${job.body.data.key}`, {
        staff: kit.staff.editor,
        body: { ...SAMPLES.jobs, title: 'Chief engineer 8R' },
      });
      expect(edited.status).toBe(200);
      expect((await jobs()).find((j) => j.id === job.body.data.key)).toMatchObject({ title: 'Chief engineer 8R' });
      await call(kit.server.url, 'DELETE', `/content/jobs/${job.body.data.key}`, { staff: kit.staff.editor });
      expect((await jobs()).find((j) => j.id === job.body.data.key)).toBeUndefined();

      const blank = await call(kit.server.url, 'POST', '/content/jobs', {
        staff: kit.staff.editor,
        body: { ...SAMPLES.jobs, title: '   ' },
      });
      expect(blank.status).toBe(400);
      const city = await call(kit.server.url, 'POST', '/content/jobs', {
        staff: kit.staff.editor,
        body: { ...SAMPLES.jobs, city: 'paris' },
      });
      expect(city.status).toBe(400);
      const foreign = await call(kit.server.url, 'POST', '/content/recommendations', {
        staff: kit.staff.editor,
        body: { ...SAMPLES.recommendations, locale: 'zh_CN' },
      });
      expect([foreign.status, foreign.body.msg]).toEqual([400, 'There is no such article in this language']);
      const twice = await call(kit.server.url, 'POST', '/content/figures', {
        staff: kit.staff.editor,
        body: { ...SAMPLES.figures, key: 'founded' },
      });
      expect(twice.status).toBe(400);
      const audit = await kit.database.db
        .selectFrom('console_audit')
        .select('action')
        .where('target', '=', `jobs-${job.body.data.key}`)
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual([
        'content.jobs.create',
        'content.jobs.publish',
        'content.jobs.update',
        'content.jobs.delete',
      ]);
    });
  });
}
