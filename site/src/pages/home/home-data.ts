import { apiRequest } from '../../api/http.ts';
import type { Locale } from '../../../../common/locale.ts';
import type { PageLoaderArgs } from '../../lib/page-loader.ts';
import { safeLinkKind } from '../../../../common/safe-link.ts';

/** Banner (SPEC §3). jumpType 2: internal page by plate; 3: jumpUrl; others: not clickable. */
export interface Banner {
  id: number;
  bannerUrl: string;
  jumpType: number;
  plate: number | null;
  jumpUrl: string | null;
}

/** Recommended news item (SPEC §3). */
export interface RecommendedNews {
  informationId: number;
  url: string;
  newsTitle: string;
  newsIntroduction: string;
  releaseTime?: string | null;
}

/** One row of the marketing figures table (GET /api/figures). */
export interface Figure {
  key: string;
  value: string;
  label: string;
}

export interface HomeData {
  banners: Banner[];
  /** Recommended items of the first media tab (company news). */
  news: RecommendedNews[];
  figures: Figure[];
}

interface Paged<T> {
  records: T[] | null;
}

/** Media tabs (SPEC §4): 1 company news, 2 industry news, 3 brief (Chinese only). */
export type MediaTab = 1 | 2 | 3;

/** SPEC §9: type 1 or 2 shows at most 3 items, others 4. */
export function recommendedLimit(type: number): number {
  return type === 1 || type === 2 ? 3 : 4;
}

/** Internal pages by banner plate (SPEC §4). */
const PLATE_PATHS: Record<number, string> = { 1: '/enter', 2: '/bussiness', 3: '/mediaCenter', 5: '/talentDevelop', 6: '/contactUs' };

/**
 * Where a banner leads: a locale-free internal path (`internal`), an address as given (`external`), or
 * nowhere (null). jumpType 2 maps the plate; jumpType 3 opens jumpUrl; anything else does nothing.
 */
export function bannerTarget(
  banner: Pick<Banner, 'jumpType' | 'plate' | 'jumpUrl'>,
): { kind: 'internal' | 'external'; href: string } | null {
  if (banner.jumpType === 2) {
    const path = banner.plate === null ? undefined : PLATE_PATHS[banner.plate];
    return path ? { kind: 'internal', href: path } : null;
  }
  // an absolute http(s) address only (common/safe-link.ts): a row stored before that rule opens nothing
  if (banner.jumpType === 3 && banner.jumpUrl && safeLinkKind(banner.jumpUrl) === 'absolute')
    return { kind: 'external', href: banner.jumpUrl };
  return null;
}

export function figureMap(figures: readonly Figure[]): Map<string, Figure> {
  return new Map(figures.map((f) => [f.key, f]));
}

/** Picks the figures with these keys, in this order; missing ones are skipped (never invented). */
export function pickFigures(figures: readonly Figure[], keys: readonly string[]): Figure[] {
  const map = figureMap(figures);
  return keys.map((key) => map.get(key)).filter((f): f is Figure => Boolean(f));
}

async function orEmpty<T>(job: Promise<T>, empty: T): Promise<T> {
  try {
    return await job;
  } catch {
    return empty;
  }
}

export function fetchRecommended(type: MediaTab, locale: Locale, signal?: AbortSignal): Promise<RecommendedNews[]> {
  return apiRequest<Paged<RecommendedNews>>(`/platformIncrement/officialWebsiteRecommend/selectByType/${type}`, {
    locale,
    body: { currentPage: 1, pageSize: 10 },
    ...(signal ? { signal } : {}),
  }).then((page) => (page.records ?? []).slice(0, recommendedLimit(type)));
}

/** The home page's first-screen data: banners, company-news recommendations and the marketing figures. */
export async function loadHome({ locale, signal }: Pick<PageLoaderArgs, 'locale' | 'signal'>): Promise<HomeData> {
  const [banners, news, figures] = await Promise.all([
    orEmpty(
      apiRequest<Paged<Banner>>('/platformIncrement/officialWebsiteBanner/selectByType/1', {
        locale,
        body: { currentPage: 1, pageSize: 6 },
        signal,
      }).then((p) => p.records ?? []),
      [],
    ),
    orEmpty(fetchRecommended(1, locale, signal), []),
    orEmpty(apiRequest<Figure[]>('/api/figures', { locale, signal }), []),
  ]);
  return { banners, news, figures };
}
