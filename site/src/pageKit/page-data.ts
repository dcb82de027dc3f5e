import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLoaderData } from '../router/render.tsx';
import type { PageLoaderArgs } from '../lib/page-loader.ts';
import { useLocale } from '../layout/locale-context.ts';

/**
 * What a page's data loader receives: a subset of the router's page-loader arguments (ARCHITECTURE.md, Site), so the
 * same function serves as the route module's exported `loader` and as the client fallback below.
 */
export type PageDataArgs = Pick<PageLoaderArgs, 'locale' | 'url'> & { signal?: AbortSignal };

/**
 * The page's first-screen data: what the route's loader returned (server render / navigation), or — while the
 * route does not run page loaders — the same loader called once in the browser. `null` while loading.
 * Loaders never throw: they return their own 'no data' shape.
 */
export function usePageData<T>(loader: (args: PageDataArgs) => Promise<T>): T | null {
  const fromRouter = useLoaderData<T | null | undefined>();
  const locale = useLocale();
  const location = useLocation();
  const [data, setData] = useState<T | null>(fromRouter ?? null);
  // The loader is a module-level function: the URL and the locale decide the data, so it is no reason to load again.
  const load = useEffectEvent((args: PageDataArgs) => loader(args));
  useEffect(() => {
    if (fromRouter) {
      setData(fromRouter);
      return;
    }
    const controller = new AbortController();
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    void load({ locale, url, signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setData(result);
    });
    return () => controller.abort();
  }, [fromRouter, locale, location.pathname, location.search]);
  return data;
}

/** A positive integer query parameter, or null. */
export function intParam(url: URL | URLSearchParams, name: string): number | null {
  const params = url instanceof URL ? url.searchParams : url;
  const raw = params.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/**
 * A value that starts as loader data (so server rendering shows it) and is then replaced by what the visitor
 * asked for (paging, filters, 'next batch'). The visitor's choice stays even when the router revalidates the
 * loader data in the background; a new URL re-creates the page (and this state) anyway.
 */
export function useOverridable<T>(source: T): [T, (value: T) => void] {
  const [override, setOverride] = useState<{ value: T } | null>(null);
  return [override ? override.value : source, (value: T) => setOverride({ value })];
}

/**
 * Runs async loads so that only the newest one's result is applied (a slow earlier answer — e.g. the previous
 * filter — never overwrites a newer one). `run(load, apply)` resolves after applying or dropping.
 */
export function useLatestRequest(): <T>(load: () => Promise<T>, apply: (value: T) => void) => Promise<void> {
  const [counter] = useState(() => ({ n: 0 }));
  return async (load, apply) => {
    const id = ++counter.n;
    const value = await load();
    if (id === counter.n) apply(value);
  };
}
