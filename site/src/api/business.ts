import type { Locale } from '../../../common/locale.ts';
import { apiRequest } from './http.ts';
import type { PageOf } from './paging.ts';
import { queryString } from './paging.ts';

/** Business items and their /api path segment (server/content/constants.ts BUSINESS_KINDS). */
export const BUSINESS_ITEM_PATHS = {
  case: 'cases',
  course: 'courses',
  expertOpinion: 'expert-opinions',
  shipDigital: 'ship-digital',
  shipSecurity: 'ship-security',
} as const;
export type BusinessItemKind = keyof typeof BUSINESS_ITEM_PATHS;

export function isBusinessItemKind(value: unknown): value is BusinessItemKind {
  return typeof value === 'string' && Object.hasOwn(BUSINESS_ITEM_PATHS, value);
}

export interface BusinessItem {
  id: number;
  category: number;
  title: string;
  summary: string;
  coverUrl: string;
  publishedAt: string;
}

export interface BusinessItemDetail extends BusinessItem {
  kind: string;
  /** Plain text, paragraphs separated by blank lines. */
  details: string;
}

export interface BusinessListQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  /** Business line 1-6 (cases) or the kind's own sub-category. */
  category?: number;
}

export function listBusinessItems(locale: Locale, kind: BusinessItemKind, query: BusinessListQuery, signal?: AbortSignal): Promise<PageOf<BusinessItem>> {
  return apiRequest<PageOf<BusinessItem>>(`/api/${BUSINESS_ITEM_PATHS[kind]}${queryString({ ...query, keyword: query.keyword?.trim() })}`, { locale, signal });
}

export function getBusinessItem(locale: Locale, kind: BusinessItemKind, id: number, signal?: AbortSignal): Promise<BusinessItemDetail> {
  return apiRequest<BusinessItemDetail>(`/api/${BUSINESS_ITEM_PATHS[kind]}/${id}`, { locale, signal });
}
