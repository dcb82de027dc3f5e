import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { DEFAULT_SETTINGS } from '../../../common/site-settings.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';
import { call, createStaff, signIn, submitEnquiry } from './console-kit.ts';
import type { Staff } from './console-kit.ts';
import { CATALOG_KINDS } from '../../../common/console/catalog.ts';
import { CATALOG_SAMPLES, article } from './content-kit.ts';

/**
 * Every console API route the server registers (read from Fastify's own route tree, so a new route is in this test
 * without anyone adding it) refuses a caller without a session (401) and a role without its right (403): an agent,
 * who holds only the conversations right, everywhere but the desk; a sales user (no conversations right) there. A new route needs an example below (valid parameters and body, so only the rights decide),
 * otherwise this test fails; the routes a session itself may use (its own session and password) are listed.
 */
const SESSION_ROUTES = new Set(['GET /console/api/session', 'DELETE /console/api/session', 'POST /console/api/password']);
const PUBLIC_ROUTES = new Set(['POST /console/api/session']);

const PARAMS: Record<string, string> = { entryId: '1', ref: 'enquiry-1', userId: 'target_1', area: 'news' };
const BODIES: Record<string, unknown> = {
  'POST /console/api/password': { current: 'x', next: 'y' },
  'POST /console/api/team': { userId: 'new_1', role: 'sales', password: 'Quiet-Harbour-2041-x' },
  'PATCH /console/api/team/:userId': { nick: 'Target' },
  'POST /console/api/team/:userId/password': {},
  'PATCH /console/api/leads/:ref': { status: 'inProgress' },
  'POST /console/api/leads/:ref/notes': { body: 'note' },
  'POST /console/api/leads/:ref/erase': {},
  'POST /console/api/content/news': article('rights', ''),
  'PUT /console/api/content/news/:entryId': article('rights', ''),
  'POST /console/api/content/news/:entryId/publish': {},
  'POST /console/api/content/revisions/:area/:entry/:id/restore': {},
  'POST /console/api/content/banners': {
    locale: 'en_US',
    type: 1,
    category: '',
    bannerUrl: '/api/media/ship-1.svg',
    jumpType: 1,
    plate: null,
    jumpUrl: '',
    sort: 0,
  },
  'PUT /console/api/content/settings': DEFAULT_SETTINGS,
};
for (const kind of CATALOG_KINDS) {
  const { key: _key, ...row }: Record<string, unknown> = CATALOG_SAMPLES[kind.id]!;
  BODIES[`POST /console/api/content/${kind.id}`] = { ...row, ...(kind.key === 'key' ? { key: 'rights_figure' } : {}) };
  BODIES[`PUT /console/api/content/${kind.id}/:key`] = row;
  const { locale: _locale, ...version } = row;
  if (kind.localized) BODIES[`POST /console/api/content/${kind.id}/entries`] = { versions: { en_US: version } };
}
BODIES['PUT /console/api/content/banners/:id'] = BODIES['POST /console/api/content/banners'];
const { locale: _bannerLocale, ...bannerVersion } = BODIES['POST /console/api/content/banners'] as Record<string, unknown>;
BODIES['POST /console/api/content/banners/entries'] = { versions: { en_US: bannerVersion } };
const CANNED = { shortcut: 'rights', zh: '您好', en: 'Hello' };
Object.assign(BODIES, {
  'POST /console/api/desk/conversations/:id/messages': { text: 'Hello' },
  'POST /console/api/desk/conversations/:id/notes': { body: 'note' },
  'POST /console/api/desk/conversations/:id/state': { state: 'resolved' },
  'POST /console/api/desk/conversations/:id/assign': { assignee: null },
  'POST /console/api/desk/conversations/:id/viewing': { typing: false },
  'PATCH /console/api/desk/visitors/:visitorId': { name: 'Visitor' },
  'POST /console/api/desk/visitors/:visitorId/erase': {},
  'POST /console/api/desk/presence': {},
  'POST /console/api/desk/status': { away: true },
  'PATCH /console/api/desk/agents/:userId/limit': { limit: 3 },
  'POST /console/api/desk/canned': CANNED,
  'PATCH /console/api/desk/canned/:id': CANNED,
  'POST /console/api/desk/labels': { zh: '重要', en: 'Important', color: '#d93025' },
  'PUT /console/api/desk/conversations/:id/labels': { labels: [] },
  'PUT /console/api/leads/:ref/labels': { labels: [] },
});

/** Method and path pattern of every route in Fastify's printed route tree. */
function routesOf(tree: string): { method: string; pattern: string }[] {
  const found: { method: string; pattern: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (depth ? stack[depth - 1]! : '') + match[2]!;
    stack[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') found.push({ method, pattern: path });
  }
  return found;
}

for (const target of testDatabases()) {
  describe(`every console API route refuses callers without the right on ${target.name}`, () => {
    let server: RunningApp;
    let database: DatabaseHandle;
    let dir: string;
    let agent: Staff;
    let sales: Staff;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'console-api-rights-'));
      database = await target.open();
      server = await startApp(database, {
        site: { uploadsDir: dir, formsPerMinute: 1000, chatPerMinute: 1000, listCacheMs: 0 },
        content: { mediaDir: dir, publishSeconds: 0, revisionPollMs: 0 },
        distDir: join(dir, 'no-dist'),
      });
      await createStaff(database, 'agent_1', 'agent');
      await createStaff(database, 'target_1', 'agent');
      await createStaff(database, 'sales_1', 'sales');
      agent = await signIn(server.url, 'agent_1');
      sales = await signIn(server.url, 'sales_1');
      await submitEnquiry(server.url);
    });
    afterAll(async () => {
      await server?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('answers 401 without a session and 403 to a role without console rights, for each registered route', async () => {
      const routes = routesOf(server.app.printRoutes({ commonPrefix: false })).filter((r) => r.pattern.startsWith('/console/api/'));
      expect(routes.length).toBeGreaterThan(30);
      const untested: string[] = [];
      for (const { method, pattern } of routes) {
        const name = `${method} ${pattern}`;
        if (PUBLIC_ROUTES.has(name)) continue;
        const path = pattern
          .replace('/console/api', '')
          .replace(/:(\w+)/g, (_, param: string) =>
            param === 'key'
              ? pattern.includes('/figures/')
                ? 'founded'
                : '1'
              : param === 'id' && pattern.includes('/media/')
                ? 'A'.repeat(24)
                : (PARAMS[param] ?? '1'),
          );
        const body = BODIES[name] ?? (method === 'GET' || method === 'DELETE' ? undefined : null);
        if (body === null && !/\/(publish|unpublish|password)$|\/content\/media$/.test(pattern)) {
          untested.push(name);
          continue;
        }
        const anonymous = await call(server.url, method, path, { body: body ?? undefined });
        expect({ name, status: anonymous.status }).toEqual({ name, status: 401 });
        if (SESSION_ROUTES.has(name)) continue;
        const outsider = pattern.startsWith('/console/api/desk/') ? sales : agent;
        const refused = await call(server.url, method, path, { staff: outsider, body: body ?? undefined });
        expect({ name, status: refused.status, msg: refused.body.msg }).toEqual({ name, status: 403, msg: 'Your role may not do this' });
      }
      expect(untested, 'routes without a rights example here').toEqual([]);
    });
  });
}
