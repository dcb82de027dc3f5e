import { useLayoutEffect, useRef, useState } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import type { Location, NavigationType, RouteObject } from 'react-router-dom';
import { loadDeferred } from '../lib/deferred.tsx';
import { loadPage } from './load.ts';
import type { LoadResult, PageData } from './load.ts';
import { PageDataProvider, SiteRoutes } from './render.tsx';

export type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** The browser history (push/replace notify the router, as react-router's own BrowserRouter does). */
export function createHistory(): BrowserHistory {
  return createBrowserHistory({ v5Compat: true });
}

export interface PageState {
  location: Location;
  action: NavigationType;
  data: PageData;
}

export function urlOf(location: Pick<Location, 'pathname' | 'search'>): URL {
  return new URL(`${location.pathname}${location.search}`, window.location.origin);
}

/** A page to be shown: its modules, translations and data, and every deferred part (lib/deferred.tsx) loaded. */
async function loadShownPage(routes: RouteObject[], url: URL, signal: AbortSignal): Promise<LoadResult> {
  const result = await loadPage(routes, url, signal);
  await loadDeferred();
  return result;
}

/** Same loader data (prerendered data refreshed at idle is usually unchanged). */
function sameData(a: PageData, b: PageData): boolean {
  return a.error === null && b.error === null && JSON.stringify(a.loaderData) === JSON.stringify(b.loaderData);
}

/** Loads the page of the history's current URL, following redirects (used before the first render). */
export async function loadInitialPage(routes: RouteObject[], history: BrowserHistory): Promise<PageState> {
  for (let hops = 0; ; hops++) {
    const result = await loadShownPage(routes, urlOf(history.location), new AbortController().signal);
    if (result.kind === 'page' || hops > 5) {
      if (result.kind === 'redirect') throw new Error(`too many redirects at ${history.location.pathname}`);
      return { location: history.location, action: history.action, data: result };
    }
    history.replace(result.location);
  }
}

export interface RouterControl {
  /** Runs the current page's loaders again and shows their data (same URL; nothing happens if the visitor moved on). */
  revalidate?: () => void;
}

/**
 * The site in the browser: every history change (links, navigate, back/forward) loads the next page's module,
 * translations and data first, while the current page stays on screen; the newest navigation wins. Deferred
 * parts still waiting to hydrate are loaded before any change is shown (lib/deferred.tsx).
 */
export function BrowserSiteRouter({
  routes,
  history,
  initial,
  control,
}: {
  routes: RouteObject[];
  history: BrowserHistory;
  initial: PageState;
  control?: RouterControl;
}) {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  current.current = state;

  useLayoutEffect(() => {
    let pending: AbortController | null = null;
    const unlisten = history.listen(({ action, location }) => {
      pending?.abort();
      const controller = (pending = new AbortController());
      const shown = current.current.location;
      // Only the hash changed: same page, same data.
      if (location.pathname === shown.pathname && location.search === shown.search && location.hash !== shown.hash) {
        void loadDeferred().then(() => {
          if (!controller.signal.aborted) setState({ location, action, data: current.current.data });
        });
        return;
      }
      void loadShownPage(routes, urlOf(location), controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (result.kind === 'redirect') history.replace(result.location);
        else setState({ location, action, data: result });
      });
    });
    if (control) {
      control.revalidate = () => {
        const shown = current.current.location;
        void loadPage(routes, urlOf(shown), new AbortController().signal).then(async (result) => {
          if (result.kind !== 'page' || sameData(result, current.current.data)) return;
          await loadDeferred();
          if (current.current.location === shown) setState({ location: shown, action: current.current.action, data: result });
        });
      };
    }
    return () => {
      pending?.abort();
      unlisten();
    };
  }, [routes, history, control]);

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <PageDataProvider value={state.data}>
        <SiteRoutes />
      </PageDataProvider>
    </Router>
  );
}
