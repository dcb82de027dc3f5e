import { useLayoutEffect, useRef, useState } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import type { Location, NavigationType, RouteObject } from 'react-router-dom';
import { loadPage } from './load.ts';
import type { PageData } from './load.ts';
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

/** Loads the page of the history's current URL, following redirects (used before the first render). */
export async function loadInitialPage(routes: RouteObject[], history: BrowserHistory): Promise<PageState> {
  for (let hops = 0; ; hops++) {
    const result = await loadPage(routes, urlOf(history.location), new AbortController().signal);
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
 * translations and data first, while the current page stays on screen; the newest navigation wins.
 */
export function BrowserSiteRouter({ routes, history, initial, control }: { routes: RouteObject[]; history: BrowserHistory; initial: PageState; control?: RouterControl }) {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  current.current = state;

  useLayoutEffect(() => {
    let pending: AbortController | null = null;
    const unlisten = history.listen(({ action, location }) => {
      pending?.abort();
      const shown = current.current.location;
      // Only the hash changed: same page, same data.
      if (location.pathname === shown.pathname && location.search === shown.search && location.hash !== shown.hash) {
        setState({ location, action, data: current.current.data });
        return;
      }
      const controller = (pending = new AbortController());
      void loadPage(routes, urlOf(location), controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        if (result.kind === 'redirect') history.replace(result.location);
        else setState({ location, action, data: result });
      });
    });
    if (control) {
      control.revalidate = () => {
        const shown = current.current.location;
        void loadPage(routes, urlOf(shown), new AbortController().signal).then((result) => {
          if (result.kind === 'page' && current.current.location === shown) setState({ location: shown, action: current.current.action, data: result });
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
        <SiteRoutes routes={routes} />
      </PageDataProvider>
    </Router>
  );
}
