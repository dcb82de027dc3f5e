import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { LANGUAGE_STORAGE_KEY, htmlLang, splitLocalePath } from '../../common/locale.ts';
import type { Locale } from '../../common/locale.ts';
import { loadNamespaces } from './i18n/index.ts';
import { initialLocaleRedirect } from './lib/locale-url.ts';
import { createRoutes } from './routes.tsx';
import type { SsrState } from './ssr/entry-server.tsx';

declare global {
  interface Window {
    __SSR__?: SsrState;
    __staticRouterHydrationData?: unknown;
  }
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Resolves the lazy modules of the routes the page was rendered for, before the router exists. react-router
 * runs the loader of every still-lazy route on hydration, ignoring the server's loader data: a news detail
 * would be fetched twice and count two page views.
 */
async function resolveMatchedLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      delete route.lazy;
      Object.assign(route, resolved);
    }),
  );
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 4000 });
  else window.setTimeout(run, 1500);
}

/**
 * Browser entry. A page the server rendered (prerendered at build time or rendered per request) is hydrated
 * with the loader data written into it; otherwise (no server HTML, a stored language that differs from the
 * URL's, a URL the HTML was not rendered for) the app renders from scratch.
 */
function boot(): void {
  const ssr = window.__SSR__;
  const hydrationData = window.__staticRouterHydrationData;
  // A stored language choice that differs from the URL's locale: replace with the same page in that locale.
  const target = initialLocaleRedirect(window.location, splitLocalePath(window.location.pathname).locale, storedLanguage());
  if (target) window.history.replaceState(window.history.state, '', target);
  document.documentElement.lang = htmlLang(splitLocalePath(window.location.pathname).locale);

  const here = window.location.pathname + window.location.search;
  const hydrate = Boolean(ssr && window.__staticRouterHydrationData && !target && ssr.href === here);
  if (!hydrate) delete window.__staticRouterHydrationData;
  const container = document.getElementById('root')!;
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  if (hydrate && ssr) {
    // Translations and the page's route modules first (loaders do not run on hydration), then the router.
    const routes = createRoutes({ loadNamespaces });
    void Promise.all([loadNamespaces(ssr.locale as Locale, ssr.ns), resolveMatchedLazyRoutes(routes, window.location)]).then(() => {
      const router = createBrowserRouter(routes);
      const start = () => {
        hydrateRoot(container, app(router));
        // Build-time data may be old: refresh it once the page is idle (same data: nothing changes on screen).
        // Pages without loader data (text-only pages) have nothing to refresh.
        const data = (hydrationData as { loaderData?: Record<string, unknown> } | undefined)?.loaderData ?? {};
        if (ssr.mode === 'prerender' && Object.values(data).some((value) => value !== null)) whenIdle(() => void router.revalidate());
      };
      if (router.state.initialized) start();
      else {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          start();
        });
      }
    });
    return;
  }

  const router = createBrowserRouter(createRoutes({ loadNamespaces }));
  const root = createRoot(container);
  // Render only after the first lazy route and its translations are ready: no empty fallback flash.
  if (router.state.initialized) root.render(app(router));
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      root.render(app(router));
    });
  }
}

boot();
