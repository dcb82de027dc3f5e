import { describe, expect, it } from 'vitest';
import { replace } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { assignRouteIds, loadPage, matchPage, routeId } from './load.ts';

const url = (path: string) => new URL(`http://site.test${path}`);
const signal = new AbortController().signal;

function table(): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      errorElement: 'root failed',
      loader: () => 'root data',
      children: [
        { index: true, loader: ({ request }) => new URL(request.url).searchParams.get('q') },
        { path: 'lazy', lazy: () => Promise.resolve({ Component: () => null }), loader: ({ params }) => ({ params }) },
        { path: 'broken', errorElement: 'page failed', loader: () => Promise.reject(new Error('api down')) },
        {
          path: 'section',
          children: [
            {
              path: 'inner',
              loader: () => {
                throw new Error('no boundary here');
              },
            },
          ],
        },
        { path: 'moved', loader: () => replace('/lazy') },
        {
          path: 'thrown',
          loader: () => {
            throw replace('/');
          },
        },
      ],
    },
  ];
  assignRouteIds(routes);
  return routes;
}

describe('site data layer (router/load.ts)', () => {
  it('numbers routes like react-router: own id, else the position in the tree', () => {
    const routes = table();
    expect(routeId(routes[0]!)).toBe('root');
    expect(routeId(routes[0]!.children![1]!)).toBe('0-1');
    expect(routeId(routes[0]!.children![3]!.children![0]!)).toBe('0-3-0');
  });

  it('runs every matched loader with the URL and params, and resolves lazy modules', async () => {
    const routes = table();
    const home = await loadPage(routes, url('/?q=ship'), signal);
    expect(home).toMatchObject({ kind: 'page', statusCode: 200, error: null, loaderData: { root: 'root data', '0-0': 'ship' } });
    const lazy = await loadPage(routes, url('/lazy'), signal);
    expect(lazy.kind === 'page' && lazy.matches.map((m) => m.id)).toEqual(['root', '0-1']);
    expect(typeof routes[0]!.children![1]!.Component).toBe('function');
    expect(routes[0]!.children![1]!.lazy).toBeUndefined();
  });

  it('turns returned and thrown redirects into a redirect result', async () => {
    const routes = table();
    expect(await loadPage(routes, url('/moved'), signal)).toMatchObject({ kind: 'redirect', location: '/lazy', status: 302 });
    expect(await loadPage(routes, url('/thrown'), signal)).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('places a failure at the nearest route with an errorElement', async () => {
    const routes = table();
    const own = await loadPage(routes, url('/broken'), signal);
    expect(own.kind === 'page' && own.error?.id).toBe('0-2');
    expect(own.kind === 'page' && own.statusCode).toBe(500);
    const bubbled = await loadPage(routes, url('/section/inner'), signal);
    expect(bubbled.kind === 'page' && bubbled.error?.id).toBe('root');
    expect(bubbled.kind === 'page' && (bubbled.error?.value as Error).message).toBe('no boundary here');
  });

  it('matches a path of a table once, and keeps at most 100 paths per table', () => {
    const routes = table();
    const first = matchPage(routes, '/lazy');
    expect(first.map((m) => m.id)).toEqual(['root', '0-1']);
    expect(matchPage(routes, '/lazy')).toBe(first);
    expect(matchPage(table(), '/lazy')).not.toBe(first); // another table, its own matches
    for (let i = 0; i < 100; i++) matchPage(routes, `/unknown-${i}`);
    expect(matchPage(routes, '/lazy')).not.toBe(first); // the oldest path was dropped, matched again
    expect(matchPage(routes, '/lazy').map((m) => m.id)).toEqual(['root', '0-1']);
  });
});
