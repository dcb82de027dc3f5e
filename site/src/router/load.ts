import { matchRoutes } from 'react-router-dom';
import type { LoaderFunctionArgs, Params, RouteObject } from 'react-router-dom';

/**
 * The site's own data layer over react-router's declarative routing (the data router — createBrowserRouter,
 * RouterProvider, createStaticHandler — is not bundled: it doubled react-router's share of the page's
 * JavaScript). The route table (routes.tsx) keeps react-router's route-object shape; this module matches a URL
 * against it, resolves the lazy page modules and runs the loaders, in the browser (every navigation) and on
 * the server (prerender, request-time render) alike. Rendering: router/render.tsx.
 */
export interface SiteMatch {
  /** Stable id: the route's own `id`, else its position in the tree ('0-3-1'), as react-router numbers them. */
  id: string;
  route: RouteObject;
  params: Params;
  pathname: string;
  /** The part of the URL the route matched, for links relative to it. */
  pathnameBase: string;
}

export interface PageData {
  matches: SiteMatch[];
  /** Loader results by route id (routes without a loader: null). */
  loaderData: Record<string, unknown>;
  /** The first failure, at the route that shows it (the nearest one with an `errorElement`). */
  error: { id: string; value: unknown } | null;
}

export type LoadResult = { kind: 'redirect'; location: string; status: number } | ({ kind: 'page'; statusCode: number } & PageData);

const ids = new WeakMap<RouteObject, string>();

/** Numbers a route table (once per table): ids for loader data and error placement. */
export function assignRouteIds(routes: readonly RouteObject[], parent: readonly number[] = []): void {
  routes.forEach((route, index) => {
    const path = [...parent, index];
    ids.set(route, route.id ?? path.join('-'));
    if (route.children) assignRouteIds(route.children, path);
  });
}

export function routeId(route: RouteObject): string {
  const id = ids.get(route);
  if (id === undefined) throw new Error('route table without ids: call assignRouteIds first');
  return id;
}

const matched = new WeakMap<RouteObject[], Map<string, SiteMatch[]>>();
/** Paths kept per table (the oldest is dropped first): the server renders whatever path it is asked for. */
const MATCHES_KEPT = 100;

/**
 * The routes matching a path, outermost first. react-router flattens and ranks the whole table at every call
 * (a long step on a slow phone), so a table's matches are kept per path: the boot's match serves the idle-time
 * refresh of the same page, and a page visited again.
 */
export function matchPage(routes: RouteObject[], pathname: string): SiteMatch[] {
  let byPath = matched.get(routes);
  if (!byPath) matched.set(routes, (byPath = new Map<string, SiteMatch[]>()));
  let matches = byPath.get(pathname);
  if (!matches) {
    const scope = rootOf(routes, pathname);
    const found = (scope && matchRoutes([scope], pathname)) || matchRoutes(routes, pathname);
    matches = (found ?? []).map((m) => ({
      id: routeId(m.route),
      route: m.route,
      params: m.params,
      pathname: m.pathname,
      pathnameBase: m.pathnameBase,
    }));
    if (byPath.size >= MATCHES_KEPT) byPath.delete(byPath.keys().next().value!);
    byPath.set(pathname, matches);
  }
  return matches;
}

/**
 * The top-level route with the longest static path that holds `pathname` ('/en' for '/en/contactUs'), when there
 * is more than one: a path is matched within its locale's tree alone, half the table to rank. This assumes what
 * the site's table does (routes.test.tsx checks it for every page): no route of a shorter root's tree outranks the
 * longer root's own routes for a path under it. No match there: the whole table.
 */
function rootOf(routes: RouteObject[], pathname: string): RouteObject | undefined {
  if (routes.length < 2) return undefined;
  let best: RouteObject | undefined;
  let bestLength = -1;
  for (const route of routes) {
    if (route.path === undefined || /[:*?]/.test(route.path)) return undefined;
    const base = route.path.replace(/\/+$/, '');
    const holds = base === '' || pathname === base || pathname.startsWith(`${base}/`);
    if (holds && base.length > bestLength) [best, bestLength] = [route, base.length];
  }
  return best;
}

const resolving = new WeakMap<RouteObject, Promise<void>>();

/** Replaces a route's `lazy` with what it resolves to (the page component). */
export function resolveLazy(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (typeof lazy !== 'function') return Promise.resolve();
  let job = resolving.get(route);
  if (!job) {
    job = (lazy as () => Promise<Partial<RouteObject>>)().then(
      (resolved) => {
        delete route.lazy;
        Object.assign(route, resolved);
      },
      (error: unknown) => {
        resolving.delete(route); // a later navigation may retry (e.g. a chunk after a deploy)
        throw error;
      },
    );
    resolving.set(route, job);
  }
  return job;
}

function isRedirect(value: unknown): value is Response {
  return value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has('Location');
}

/**
 * Matches `url`, resolves the matched lazy modules and runs every matched loader in parallel. A loader that
 * returns (or throws) a redirect response makes the result a redirect; a failure is placed at the nearest
 * route, at or above the failing one, that has an `errorElement`.
 */
export async function loadPage(routes: RouteObject[], url: URL, signal: AbortSignal): Promise<LoadResult> {
  const matches = matchPage(routes, url.pathname);
  const request = new Request(url.href, { signal });
  const outcomes = await Promise.all(
    matches.map(async (match) => {
      try {
        const loader = match.route.loader;
        const [, data] = await Promise.all([
          resolveLazy(match.route),
          typeof loader === 'function' ? loader({ request, params: match.params, context: undefined } as LoaderFunctionArgs) : null,
        ]);
        return { ok: true as const, data: (data ?? null) as unknown };
      } catch (error) {
        return { ok: false as const, error };
      }
    }),
  );
  const loaderData: Record<string, unknown> = {};
  let error: PageData['error'] = null;
  for (const [index, outcome] of outcomes.entries()) {
    const value = outcome.ok ? outcome.data : outcome.error;
    if (isRedirect(value)) return { kind: 'redirect', location: value.headers.get('Location')!, status: value.status };
    if (outcome.ok) {
      loaderData[matches[index]!.id] = value;
    } else if (!error) {
      let at = index;
      while (at > 0 && !matches[at]!.route.errorElement) at--;
      error = { id: matches[at]!.id, value };
    }
  }
  return { kind: 'page', statusCode: error ? 500 : 200, matches, loaderData, error };
}
