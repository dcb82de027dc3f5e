import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { SITE_PATHS } from '../../common/site-paths.ts';
import { createRoutes } from './routes.tsx';
import { deepestHandle, isRouteHandle } from './lib/meta.ts';
import { assignRouteIds, loadPage, matchPage } from './router/load.ts';

const routes = createRoutes();
assignRouteIds(routes);

/** Every page path a route tree serves (index routes count as their parent's path), without redirects. */
function collect(route: RouteObject, parent: string, out: { path: string; route: RouteObject }[]): void {
  const own = route.index ? parent : route.path === undefined ? parent : joinPath(parent, route.path);
  if (route.index || (route.path !== undefined && !route.children)) out.push({ path: own, route });
  for (const child of route.children ?? []) collect(child, own, out);
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

function pathsOf(root: RouteObject): { path: string; route: RouteObject }[] {
  const out: { path: string; route: RouteObject }[] = [];
  for (const child of root.children ?? []) collect(child, root.path ?? '/', out);
  return out;
}

function metaKeys(file: string): string[] {
  return Object.keys((JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { meta: object }).meta);
}

/** What the site's data layer (router/load.ts, server and browser alike) makes of a URL. */
async function query(path: string) {
  return loadPage(routes, new URL(`http://site.test${path}`), new AbortController().signal);
}

describe('route table', () => {
  it('mounts the same tree twice: Chinese at / and English under /en', () => {
    expect(routes.map((r) => r.path)).toEqual(['/', '/en']);
  });

  it('matches a path within its locale tree as within the whole table (router/load.ts matchPage)', () => {
    const paths = SITE_PATHS.flatMap((p) => [p, p === '/' ? '/en' : `/en${p}`]);
    paths.push('/en/', '/nope', '/en/nope', '/english', '/enter/nope', '/en/enter/cultureDetails/x', '/talentDevelop/social/');
    for (const path of paths) {
      const whole = (matchRoutes(routes, path) ?? []).map((m) => m.route);
      expect(whole.length, path).toBeGreaterThan(0);
      expect(
        matchPage(routes, path).map((m) => m.route),
        path,
      ).toEqual(whole);
    }
  });

  for (const root of routes) {
    const prefix = root.path === '/en' ? '/en' : '';
    it(`${root.path}: covers exactly the spec's pages (plus the unknown-path catch-all)`, () => {
      const served = pathsOf(root).map((entry) => entry.path);
      const expected = SITE_PATHS.map((p) => (p === '/' ? (prefix ? '/en' : '/') : `${prefix}${p}`));
      expect(served.filter((p) => !p.endsWith('/*')).sort()).toEqual([...expected].sort());
      expect(served).toContain(`${prefix}/*`);
    });

    it(`${root.path}: every route declares handle.meta, and every page key has translated meta`, () => {
      const zh = metaKeys('./i18n/zh_CN/meta.json');
      const en = metaKeys('./i18n/en_US/meta.json');
      const check = (route: RouteObject) => {
        expect(isRouteHandle(route.handle), JSON.stringify(route.path ?? 'index')).toBe(true);
        const key = (route.handle as { meta: string }).meta;
        expect(zh).toContain(key);
        expect(en).toContain(key);
        route.children?.forEach(check);
      };
      check(root);
    });
  }

  it('renders pages and redirects as the spec says', async () => {
    const redirects: [string, string][] = [
      ['/bussiness', '/bussiness/engineerService'],
      ['/en/bussiness', '/en/bussiness/engineerService'],
      ['/talentDevelop', '/talentDevelop/social'],
      ['/en/talentDevelop/', '/en/talentDevelop/social'],
      ['/en/mediaCenter/mediaCenterBrief', '/en/mediaCenter'],
      ['/nope', '/'],
      ['/bussiness/nope', '/'],
      ['/en/nope/deeper', '/en/'],
    ];
    for (const [from, to] of redirects) {
      const result = await query(from);
      expect(result.kind, from).toBe('redirect');
      expect(result.kind === 'redirect' && result.location, from).toBe(to);
    }
    const pages: [string, string][] = [
      ['/', 'home'],
      ['/en', 'home'],
      ['/en/', 'home'],
      ['/enter', 'enter'],
      ['/en/enter/cultureDetails', 'cultureDetails'],
      ['/mediaCenter', 'mediaCenterNews'],
      ['/mediaCenter/mediaCenterBrief', 'mediaCenterBrief'],
      ['/mediaCenter/mediaCenterNews/details?id=1&newsId=9', 'newsDetails'],
      ['/bussiness/details', 'bussinessDetails'],
      ['/talentDevelop/campus', 'talentCampus'],
      ['/searchList?keyword=ship&r=12345', 'searchList'],
      ['/en/behaviorDeclaration', 'behaviorDeclaration'],
    ];
    for (const [path, meta] of pages) {
      const context = await query(path);
      if (context.kind === 'redirect') throw new Error(`${path} redirected to ${context.location}`);
      expect(context.statusCode, path).toBe(200);
      const handle = deepestHandle(context.matches.map((m) => m.route));
      expect(handle?.meta, path).toBe(meta);
    }
  });

  it('social and campus share one recruitment screen, told apart by the mode', async () => {
    const modes = [];
    for (const path of ['/talentDevelop/social', '/talentDevelop/campus']) {
      const context = await query(path);
      if (context.kind === 'redirect') throw new Error('unexpected redirect');
      const leaf = context.matches.at(-1)!.route;
      modes.push((leaf.handle as { mode?: number }).mode);
    }
    expect(modes).toEqual([1, 2]);
  });
});
