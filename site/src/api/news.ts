import type { Locale } from '../../../common/locale.ts';
import { apiRequest } from './http.ts';
import type { PageOf } from './paging.ts';

/** News categories of the media centre (SPEC §4): 1 company news, 2 industry news, 3 brief (Chinese only). */
export type NewsCategory = 1 | 2 | 3;

export interface NewsItem {
  id: number;
  newsType: number;
  newsTitle: string;
  newsIntroduction: string;
  url: string;
  releaseTime: string;
  pageViews: number;
}

export interface NewsLink {
  id: number;
  newsTitle: string;
}

export interface NewsDetail extends NewsItem {
  newsContent: string;
  /** A rich-text body written in the console, as HTML the server sanitised when it was saved; null: `newsContent` only. */
  newsHtml?: string | null;
  frontDeskListNewsByIdPicVos: { url: string }[];
  previous: NewsLink | null;
  next: NewsLink | null;
  related: NewsItem[];
}

export interface NewsListQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** POST /platformIncrement/officialWebsiteNews/list/{type} (SPEC §7). */
export function listNews(locale: Locale, category: NewsCategory, query: NewsListQuery, signal?: AbortSignal): Promise<PageOf<NewsItem>> {
  const body: NewsListQuery = { currentPage: query.currentPage, pageSize: query.pageSize };
  if (query.keyword?.trim()) body.keyword = query.keyword.trim();
  return apiRequest<PageOf<NewsItem>>(`/platformIncrement/officialWebsiteNews/list/${category}`, { locale, body, signal });
}

/** GET /platformIncrement/officialWebsiteNews/getById/{id}: the article (counts one page view). */
export function getNews(locale: Locale, id: number, signal?: AbortSignal): Promise<NewsDetail> {
  return apiRequest<NewsDetail>(`/platformIncrement/officialWebsiteNews/getById/${id}`, { locale, signal });
}

/**
 * GET /platformIncrement/officialWebsiteNews/changeTheBatch/{id}?batch=n: the reader's n-th next batch of related
 * articles (1 follows the batch the article came with; the server wraps around).
 */
export function nextRelatedBatch(locale: Locale, id: number, batch: number, signal?: AbortSignal): Promise<NewsItem[]> {
  return apiRequest<NewsItem[]>(`/platformIncrement/officialWebsiteNews/changeTheBatch/${id}?batch=${batch}`, { locale, signal });
}

/** Day part of a release time ('2026-11-02 09:00:00' -> '2026-11-02'), SPEC §3 yyyy-MM-dd. */
export function releaseDay(time: string | null | undefined): string {
  return time ? time.slice(0, 10) : '';
}
