import { StrictMode, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LANGUAGE_STORAGE_KEY, htmlLang, splitLocalePath } from '../../common/locale.ts';
import type { Locale } from '../../common/locale.ts';
import { loadNamespaces } from './i18n/index.ts';
import { markHydrating } from './lib/before-hydration.ts';
import { initialLocaleRedirect } from './lib/locale-url.ts';
import { startWidget } from './lib/widget-host.ts';
import { showPartsWhenIdle } from './lib/later-parts.ts';
import { installPreloadErrorHandling } from './lib/preload-error.ts';
import { nextTask, whenIdle } from './lib/tasks.ts';
import { createRoutes } from './routes.tsx';
import { BrowserSiteRouter, createHistory, loadInitialPage } from './router/browser.tsx';
import type { PageState, RouterControl } from './router/browser.tsx';
import { assignRouteIds, matchPage, resolveLazy } from './router/load.ts';
import type { SsrState } from './ssr/entry-server.tsx';

declare global {
  interface Window {
    __SSR__?: SsrState;
    __staticRouterHydrationData?: { loaderData?: Record<string, unknown> };
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
 * Browser entry. A page the server rendered (prerendered at build time or rendered per request) is hydrated
 * with the loader data written into it; otherwise (no server HTML, a stored language that differs from the
 * URL's, a URL the HTML was not rendered for) the app renders from scratch.
 */
async function boot(): Promise<void> {
  await hydrateOrRender();
  // What the first render left out (lib/later-parts.ts) is drawn once the page is idle.
  showPartsWhenIdle();
}

async function hydrateOrRender(): Promise<void> {
  // In steps of their own tasks (lib/tasks.ts), each short on a slow phone: the modules' evaluation, the first use
  // of localStorage, the route table, its first match, the route modules, the translations, then hydration (itself a
  // transition).
  installPreloadErrorHandling();
  const ssr = window.__SSR__;
  const hydrationData = window.__staticRouterHydrationData;
  // A stored language choice that differs from the URL's locale: replace with the same page in that locale.
  const target = initialLocaleRedirect(window.location, splitLocalePath(window.location.pathname).locale, storedLanguage());
  if (target) window.history.replaceState(window.history.state, '', target);
  // Only when it differs: a new lang restyles the whole page.
  const lang = htmlLang(splitLocalePath(window.location.pathname).locale);
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  // The first use of localStorage in a fresh profile waits for the browser to load it: a step of its own.
  await nextTask();

  // The chat toolbar drawn by the server listens for the visitor at once, hydrated or not.
  startWidget();

  const here = window.location.pathname + window.location.search;
  const hydrate = Boolean(ssr && hydrationData?.loaderData && !target && ssr.href === here);
  if (!hydrate) delete window.__staticRouterHydrationData;
  const container = document.getElementById('root')!;
  await nextTask();
  const routes = createRoutes({ loadNamespaces });
  assignRouteIds(routes);
  const history = createHistory();
  const control: RouterControl = {};
  const app = (initial: PageState): ReactNode => (
    <StrictMode>
      <BrowserSiteRouter routes={routes} history={history} initial={initial} control={control} />
    </StrictMode>
  );

  if (hydrate && ssr && hydrationData?.loaderData) {
    // Translations and the page's route modules first (the server already ran the loaders: their data is in
    // the page), then hydrate. Each step its own task: the route match (ranks the locale's route tree), the route
    // modules' imports, the locale's i18next instance with its translations.
    const loaderData = hydrationData.loaderData;
    await nextTask();
    const matches = matchPage(routes, window.location.pathname);
    await nextTask();
    const modules = Promise.all(matches.map((m) => resolveLazy(m.route)));
    void modules.catch(() => undefined); // handled below, once the next step has run
    await nextTask();
    await Promise.all([loadNamespaces(ssr.locale as Locale, ssr.ns), modules]);
    await nextTask();
    // From here React's listeners handle the visitor's events; what was held before is replayed (lib/before-hydration.ts).
    markHydrating();
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app({ location: history.location, action: history.action, data: { matches, loaderData, error: null } }));
    });
    // Build-time data may be old: refresh it once the page is idle (same data: nothing changes on screen).
    // Pages without loader data (text-only pages) have nothing to refresh.
    if (ssr.mode === 'prerender' && Object.values(loaderData).some((value) => value !== null)) whenIdle(() => control.revalidate?.(), 4000);
    return;
  }

  // Render only once the first page, its translations and data are ready: no empty fallback flash.
  const initial = await loadInitialPage(routes, history);
  markHydrating();
  createRoot(container).render(app(initial));
}

// Its own task, after the modules' evaluation.
void nextTask().then(boot);
