import type { TFunction } from 'i18next';

/** The translation namespace of page meta (i18n/<locale>/meta.json). */
export const META_NS = 'meta';

/** What a route declares in `handle`. */
export interface RouteHandle {
  /** Page key: translations live at `meta:meta.<meta>.title|keywords|description`. */
  meta: string;
  /** Recruitment mode for the shared recruitment screen (1 social, 2 campus). */
  mode?: 1 | 2;
  /** Translation namespaces the page renders with (the browser loads them before hydrating). */
  ns?: readonly string[];
  /** Source module of the page (`src/pages/...tsx`): the prerenderer preloads its chunk and CSS. */
  module?: string;
  /** 'request': rendered by the server at every request with its data (details pages), never prerendered. */
  render?: 'request';
  /** Query parameters that name the content (kept in the canonical URL), e.g. ['id', 'newsId']. */
  canonicalQuery?: readonly string[];
}

/** The part of a search string a page's canonical URL keeps ('' or '?a=1&b=2'). */
export function canonicalSearch(search: string, keep: readonly string[] | undefined): string {
  if (!keep?.length) return '';
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export interface PageMeta {
  title: string;
  keywords: string;
  description: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { meta?: unknown }).meta === 'string';
}

/** The page key of the deepest match that declares one (matches ordered root first, as router/render.tsx useRouteMatches returns them). */
export function deepestHandle(matches: readonly { handle?: unknown }[]): RouteHandle | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}

/** Title (`<page title> - <brand>`), keywords and description of a page from the `common` namespace. */
export function pageMeta(t: TFunction, pageKey: string, brandName: string): PageMeta {
  const title = t(`meta.${pageKey}.title`, { ns: META_NS, defaultValue: '' });
  return {
    title: title ? `${title} - ${brandName}` : brandName,
    keywords: t(`meta.${pageKey}.keywords`, { ns: META_NS, defaultValue: '' }),
    description: t(`meta.${pageKey}.description`, { ns: META_NS, defaultValue: '' }),
  };
}

/** Writes the page meta into the document head (creating the meta tags when missing). */
export function applyPageMeta(doc: Document, meta: PageMeta): void {
  doc.title = meta.title;
  for (const name of ['keywords', 'description'] as const) {
    let tag = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!tag) {
      tag = doc.createElement('meta');
      tag.name = name;
      doc.head.append(tag);
    }
    tag.content = meta[name];
  }
}
