import type { ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { Locale } from '../../../common/locale.ts';

/**
 * What a page module's `export async function loader(args)` receives.
 * The same loader runs in the prerenderer, in the server's request-time renderer and in the browser, so it
 * must not touch browser globals; it returns plain JSON data, read in the page with `useLoaderData()` (site/src/router/render.tsx).
 */
export interface PageLoaderArgs {
  /** Locale of the page (from the URL): pass it to `apiRequest` for the `language` header. */
  locale: Locale;
  /** The page URL (search parameters such as `?newsId=`). */
  url: URL;
  params: Params;
  request: Request;
  /** Aborted when the navigation is superseded. */
  signal: AbortSignal;
}

export type PageLoader = (args: PageLoaderArgs) => unknown;

/** A route module: the page component and, when it needs data, its loader. */
export interface PageModule {
  default: ComponentType;
  loader?: PageLoader;
}
