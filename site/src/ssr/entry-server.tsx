import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { htmlLang, splitLocalePath } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import type { PublicSiteSettings } from '../../../common/site-settings.ts';
import { SITE_PATHS } from '../../../common/site-paths.ts';
import { setApiBaseUrl } from '../api/http.ts';
import { i18nFor, loadNamespaces } from '../i18n/index.ts';
import { loadDeferred } from '../lib/deferred.tsx';
import { canonicalSearch, deepestHandle } from '../lib/meta.ts';
import { createRoutes } from '../routes.tsx';
import { assignRouteIds, loadPage } from '../router/load.ts';
import { PageDataProvider, SiteRoutes } from '../router/render.tsx';
import { DEFAULT_SITE_URL, escapeHtml, headTags, scriptJson } from './head.ts';
import { pageAssets, preloadTags } from './preload.ts';
import { loadScriptsAfterFirstPaint } from './script-loader.ts';
import { toolbarFacadeHtml } from '../../../widget/src/embed.ts';
import type { Manifest } from './preload.ts';

export { DEFAULT_SITE_URL } from './head.ts';
export { alternates } from './head.ts';
export { SITE_PATHS };

/**
 * Server rendering of the site (build-time prerender: scripts/prerender.ts; request time: server/web/ssr.ts).
 * One route table for browser and server: router/load.ts runs the same loaders (translations, page data
 * from the product API), router/render.tsx renders in a StaticRouter, and the browser hydrates (main.tsx) with the loader
 * data written into the page.
 */
export interface RenderOptions {
  /** Origin of the product API for loaders (e.g. http://127.0.0.1:3000). */
  apiBase: string;
  /** Public origin for canonical/alternate URLs. */
  siteUrl?: string;
  /** dist/site/index.html as built (entry script, CSS). */
  template: string;
  manifest: Manifest;
  /**
   * Contents of the built stylesheets by URL path ('/assets/index-x.css'): inlined into the page instead of
   * render-blocking <link>s (first paint does not wait for another request).
   */
  styles?: Record<string, string>;
  /** 'prerender': written at build time (the browser refreshes the data after hydrating); 'request': rendered per request. */
  mode: 'prerender' | 'request';
}

export type RenderResult =
  { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string; render: 'request' | undefined };

/** State handed to the browser next to the loader data (window.__staticRouterHydrationData). */
export interface SsrState {
  href: string;
  locale: string;
  ns: string[];
  mode: 'prerender' | 'request';
}

const routes = createRoutes({ loadNamespaces });
assignRouteIds(routes);

export async function renderPage(url: string, options: RenderOptions): Promise<RenderResult> {
  setApiBaseUrl(options.apiBase);
  const target = new URL(url, 'http://localhost');
  const result = await loadPage(routes, target, new AbortController().signal);
  if (result.kind === 'redirect') return { kind: 'redirect', status: result.status, location: result.location };
  const { locale, path } = splitLocalePath(target.pathname);
  const matched = result.matches.map((m) => m.route);
  const handle = deepestHandle(matched);
  const namespaces = [...new Set(matched.flatMap((route) => (route.handle as { ns?: string[] } | undefined)?.ns ?? ['common']))];
  // Page meta for the head (the browser loads it only when the visitor navigates); the deferred parts
  // (lib/deferred.tsx) are rendered in full.
  await Promise.all([loadNamespaces(locale, [...namespaces, 'meta']), loadDeferred()]);

  const body = renderToString(
    <StrictMode>
      <StaticRouter location={target.pathname + target.search}>
        <PageDataProvider value={result}>
          <SiteRoutes />
        </PageDataProvider>
      </StaticRouter>
    </StrictMode>,
  );

  const t = i18nFor(locale).getFixedT(locale, 'common');
  const keepSearch = canonicalSearch(target.search, handle?.canonicalQuery);
  // The locale root's loader brings the console's site settings with every page (routes.tsx).
  const settings = (result.loaderData[locale] as { settings?: PublicSiteSettings | null } | undefined)?.settings ?? null;
  const head = headTags({
    settings,
    t,
    locale,
    path: path.length > 1 ? path.replace(/\/+$/, '') : path,
    search: keepSearch,
    metaKey: handle?.meta ?? 'home',
    origin: options.siteUrl ?? DEFAULT_SITE_URL,
  });
  const modules = [
    ...matched.map((route) => (route.handle as { module?: string } | undefined)?.module).filter((m): m is string => Boolean(m)),
    ...namespaces.map((ns) => `src/i18n/${locale}/${ns}.json`),
  ];
  const preloads = preloadTags(pageAssets(options.manifest, modules));
  const state: SsrState = { href: target.pathname + target.search, locale, ns: namespaces, mode: options.mode };
  // Errors are not serialised: a page whose loader failed is rendered again by the browser.
  const hydration = result.error ? null : { loaderData: result.loaderData };
  const script = `<script>window.__SSR__=${scriptJson(state)};${hydration ? `window.__staticRouterHydrationData=${scriptJson(hydration)};` : ''}</script>`;

  const facade = await facadeFor(locale, settings);
  const html = options.template
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(locale)}"`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="(description|keywords)"[^>]*>/g, '')
    // Function replacers: `$` sequences in page text must not be read as replacement patterns.
    .replace('</head>', () => `    ${head}\n    ${preloads}\n  </head>`)
    // After the app and its data: the chat toolbar, drawn before the widget script loads (site/src/lib/widget-host.ts).
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    ${script}\n    ${facade}`);
  // The HTML is complete without JavaScript: its scripts (only needed to hydrate) are requested after the first paint.
  return {
    kind: 'page',
    status: result.statusCode,
    html: loadScriptsAfterFirstPaint(inlineStyles(html, options.styles)),
    render: handle?.render,
  };
}

export { escapeHtml };

/** The chat toolbar per language and contact details (phone and e-mail of the site settings; a few variants at most). */
const facades = new Map<string, Promise<string>>();
function facadeFor(locale: Locale, settings: PublicSiteSettings | null): Promise<string> {
  const contact = settings ? { phone: settings.phone, email: settings.email } : {};
  const key = JSON.stringify([locale, contact]);
  let html = facades.get(key);
  if (html === undefined) {
    if (facades.size > 20) facades.clear();
    facades.set(key, (html = toolbarFacadeHtml(locale, contact)));
  }
  return html;
}

/** Replaces stylesheet links of built CSS with <style> elements holding the same rules. */
function inlineStyles(html: string, styles: Record<string, string> | undefined): string {
  if (!styles) return html;
  return html.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (link, href: string) => {
    const css = styles[href];
    if (css === undefined) return link;
    // The disabled link (never fetched) tells Vite's chunk loader the stylesheet is already on the page.
    return `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/** Reads every built stylesheet (for `styles`), given a reader of dist/site files. */
export function stylesOf(manifest: Manifest, read: (file: string) => string): Record<string, string> {
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) for (const css of chunk.css ?? []) files.add(css);
  for (const [key, chunk] of Object.entries(manifest)) if (key.endsWith('.css')) files.add(chunk.file);
  return Object.fromEntries([...files].map((file) => [`/${file}`, read(file)]));
}
