import type { Locale } from '../../../common/locale.ts';
import { apiRequest } from './http.ts';
import type { PageOf } from './paging.ts';
import { queryString } from './paging.ts';

/** [start, end) UTF-16 offsets of keyword matches, merged and sorted by the server. */
export type HighlightRange = [start: number, end: number];

/** One site-search hit (server/search): a page, news article, position or case. */
export interface SearchHit {
  kind: 'page' | 'news' | 'job' | 'case';
  id: number;
  /** Site URL path already in the request's locale (e.g. '/en/mediaCenter/mediaCenterNews/details?id=1&newsId=3'). */
  path: string;
  date: string | null;
  title: string;
  titleHighlights: HighlightRange[];
  snippet: string;
  snippetHighlights: HighlightRange[];
}

/** GET /api/search?keyword=&currentPage=&pageSize= (a blank keyword returns nothing). */
export function searchSite(
  locale: Locale,
  keyword: string,
  currentPage: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PageOf<SearchHit>> {
  return apiRequest<PageOf<SearchHit>>(`/api/search${queryString({ keyword: keyword.trim(), currentPage, pageSize })}`, { locale, signal });
}
