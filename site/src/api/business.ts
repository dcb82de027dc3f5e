import { BUSINESS_ITEM_PATHS } from '../../../common/business-items.ts';
import type { BusinessItemKind } from '../../../common/business-items.ts';
import type { Locale } from '../../../common/locale.ts';
import { apiRequest } from './http.ts';
import type { PageOf } from './paging.ts';
import { queryString } from './paging.ts';

/** Business item kinds and their /api path segments are defined once, in common/business-items.ts. */
export { isBusinessItemKind } from '../../../common/business-items.ts';
export type { BusinessItemKind } from '../../../common/business-items.ts';

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

export function listBusinessItems(
  locale: Locale,
  kind: BusinessItemKind,
  query: BusinessListQuery,
  signal?: AbortSignal,
): Promise<PageOf<BusinessItem>> {
  return apiRequest<PageOf<BusinessItem>>(`/api/${BUSINESS_ITEM_PATHS[kind]}${queryString({ ...query, keyword: query.keyword?.trim() })}`, {
    locale,
    signal,
  });
}

export function getBusinessItem(locale: Locale, kind: BusinessItemKind, id: number, signal?: AbortSignal): Promise<BusinessItemDetail> {
  return apiRequest<BusinessItemDetail>(`/api/${BUSINESS_ITEM_PATHS[kind]}/${id}`, { locale, signal });
}
