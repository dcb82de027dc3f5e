import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { STAFF_ROLES } from '../../../common/console/roles.ts';
import type { StaffRole } from '../../../common/console/roles.ts';
import { CATALOG_KINDS } from '../../../common/console/catalog.ts';
import type { CatalogRow } from '../../../common/console/catalog.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call, createStaff, signIn } from './console-kit.ts';
import { CATALOG_SAMPLES as SAMPLES } from './content-kit.ts';
import type { Staff } from './console-kit.ts';

for (const target of testDatabases()) {
  describe(`console content: jobs, branches, cases, courses, figures, recommendations on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    let dir: string;
    const staff = {} as Record<StaffRole, Staff>;
    let counter = 0;

    /** A fresh valid body of a kind (figures need a key of their own each time). */
    const sample = (kind: string) => (kind === 'figures' ? { ...SAMPLES.figures, key: `test_figure_${++counter}` } : SAMPLES[kind]!);

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'content-catalog-'));
      database = await target.open();
      server = await startApp(database, {
        content: { mediaDir: dir, publishSeconds: 0, revisionPollMs: 0 },
        distDir: join(dir, 'no-dist'),
      });
      for (const role of STAFF_ROLES) await createStaff(database, `${role}_1`, role);
      for (const role of STAFF_ROLES) staff[role] = await signIn(server.url, `${role}_1`);
      const news = await database.db.selectFrom('news').select('id').where('locale', '=', 'en_US').orderBy('id').executeTakeFirstOrThrow();
      SAMPLES.recommendations!.news_id = news.id;
    });
    afterAll(async () => {
      await server?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('refuses every kind to anonymous callers and to roles without the content right', async () => {
      for (const kind of CATALOG_KINDS) {
        const created = async () =>
          (await call<CatalogRow>(server.url, 'POST', `/content/${kind.id}`, { staff: staff.editor, body: sample(kind.id) })).body.data.key;
        const { key: _key, ...update } = sample(kind.id);
        const routes = [
          { method: 'GET', path: () => `/content/${kind.id}`, body: () => undefined },
          { method: 'POST', path: () => `/content/${kind.id}`, body: () => sample(kind.id) },
          { method: 'PUT', path: async () => `/content/${kind.id}/${await created()}`, body: () => update },
          { method: 'DELETE', path: async () => `/content/${kind.id}/${await created()}`, body: () => undefined },
        ];
        for (const route of routes) {
          expect((await call(server.url, route.method, await route.path(), { body: route.body() })).status).toBe(401);
          for (const role of STAFF_ROLES) {
            const path = await route.path();
            const answer = await call(server.url, route.method, path, { staff: staff[role], body: route.body() });
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
        const res = await fetch(`${server.url}/api/jobs?mode=1&pageSize=50`, { headers: { language: 'en_US' } });
        return ((await res.json()) as { data: { records: Record<string, unknown>[] } }).data.records;
      };
      const job = await call<CatalogRow>(server.url, 'POST', '/content/jobs', {
        staff: staff.editor,
        body: { ...SAMPLES.jobs, title: 'Chief engineer 7Q' },
      });
      expect(job.status).toBe(200);
      await call(server.url, 'POST', `/content/jobs/${job.body.data.key}/publish`, { staff: staff.editor, body: {} });
      const listed = (await jobs()).find((j) => j.id === job.body.data.key);
      expect(listed).toMatchObject({ title: 'Chief engineer 7Q', city: 'ningbo', positionType: 'production' });
      const detail = (await (await fetch(`${server.url}/api/jobs/${job.body.data.key}`, { headers: { language: 'en_US' } })).json()) as {
        data: Record<string, unknown>;
      };
      expect(detail.data).toMatchObject({ contactPhone: '0532-8888 0000', contactPerson: 'Ms Wang' });
      const edited = await call(server.url, 'PUT', `/content/jobs/${job.body.data.key}`, {
        staff: staff.editor,
        body: { ...SAMPLES.jobs, title: 'Chief engineer 8R' },
      });
      expect(edited.status).toBe(200);
      expect((await jobs()).find((j) => j.id === job.body.data.key)).toMatchObject({ title: 'Chief engineer 8R' });
      await call(server.url, 'DELETE', `/content/jobs/${job.body.data.key}`, { staff: staff.editor });
      expect((await jobs()).find((j) => j.id === job.body.data.key)).toBeUndefined();

      const blank = await call(server.url, 'POST', '/content/jobs', { staff: staff.editor, body: { ...SAMPLES.jobs, title: '   ' } });
      expect(blank.status).toBe(400);
      const city = await call(server.url, 'POST', '/content/jobs', { staff: staff.editor, body: { ...SAMPLES.jobs, city: 'paris' } });
      expect(city.status).toBe(400);
      const foreign = await call(server.url, 'POST', '/content/recommendations', {
        staff: staff.editor,
        body: { ...SAMPLES.recommendations, locale: 'zh_CN' },
      });
      expect([foreign.status, foreign.body.msg]).toEqual([400, 'There is no such article in this language']);
      const twice = await call(server.url, 'POST', '/content/figures', {
        staff: staff.editor,
        body: { ...SAMPLES.figures, key: 'founded' },
      });
      expect(twice.status).toBe(400);
      const audit = await database.db
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
