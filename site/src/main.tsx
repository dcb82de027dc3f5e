import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { LANGUAGE_STORAGE_KEY, htmlLang, splitLocalePath } from '../../common/locale.ts';
import { loadNamespaces } from './i18n/index.ts';
import { initialLocaleRedirect } from './lib/locale-url.ts';
import { createRoutes } from './routes.tsx';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Browser entry: settle the locale, build the router, render once the first route's data and chunk are in. */
function boot(): void {
  // A stored language choice that differs from the URL's locale: replace with the same page in that locale.
  const target = initialLocaleRedirect(window.location, splitLocalePath(window.location.pathname).locale, storedLanguage());
  if (target) window.history.replaceState(window.history.state, '', target);
  document.documentElement.lang = htmlLang(splitLocalePath(window.location.pathname).locale);

  const router = createBrowserRouter(createRoutes({ loadNamespaces }));
  const root = createRoot(document.getElementById('root')!);
  const render = () =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  // Render only after the first lazy route and its translations are ready: no empty fallback flash.
  if (router.state.initialized) render();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render();
    });
  }
}

boot();
