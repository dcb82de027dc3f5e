import type {
  BannerInput,
  NewsCategory,
  NewsEntryInput,
  NewsPage,
  NewsStatus,
  PublishState,
  WireBanner,
  WireNewsEntry,
  WireRevision,
} from '../../../common/console/content.ts';
import type { Locale } from '../../../common/locale.ts';
import { api, queryOf, upload } from '../api/http.ts';

/** The content API (server/console/content/), roles with the 'content' right. */
export interface MediaItem {
  id: string;
  name: string;
  width: number;
  height: number;
  urls: { original: string; large: string; thumb: string };
}

export const listNews = (filter: { category?: NewsCategory | ''; status?: NewsStatus | ''; keyword?: string; page?: number }) =>
  api<NewsPage>('GET', `/content/news${queryOf({ ...filter })}`);
export const getNews = (entryId: number) => api<WireNewsEntry>('GET', `/content/news/${entryId}`);
export const createNews = (input: NewsEntryInput) => api<WireNewsEntry>('POST', '/content/news', input);
export const saveNews = (entryId: number, input: NewsEntryInput) => api<WireNewsEntry>('PUT', `/content/news/${entryId}`, input);
/** Publishes now, or at `at` (ISO) when that is later. */
export const publishNews = (entryId: number, at: string | null, until: string | null = null) =>
  api<WireNewsEntry>('POST', `/content/news/${entryId}/publish`, { at, until });
export const unpublishNews = (entryId: number) => api<WireNewsEntry>('POST', `/content/news/${entryId}/unpublish`);
export const deleteNews = (entryId: number) => api<null>('DELETE', `/content/news/${entryId}`);

export const listMedia = (page = 1) =>
  api<{ total: number; page: number; items: MediaItem[] }>('GET', `/content/media${queryOf({ page })}`);
export const uploadMedia = (file: File) => upload<MediaItem>('/content/media', file, file.name);
export const deleteMedia = (id: string) => api<null>('DELETE', `/content/media/${id}`);

export const listBanners = (filter: { type?: number | ''; locale?: string }) =>
  api<WireBanner[]>('GET', `/content/banners${queryOf({ ...filter })}`);
/** A banner's versions saved in one call (both stored, or neither). */
export const saveBannerEntry = (input: {
  entryId?: number | string;
  versions: Partial<Record<Locale, Omit<BannerInput, 'locale' | 'entryId'>>>;
}) => api<WireBanner[]>('POST', '/content/banners/entries', input);
export const deleteBanner = (id: number) => api<null>('DELETE', `/content/banners/${id}`);

/**
 * A banner's or catalogue row's item (every language) published now, or at `at` (ISO) when that is later; until
 * `until` (ISO) when given.
 */
export const publishRow = (path: string, at: string | null, until: string | null = null) =>
  api<PublishState>('POST', `${path}/publish`, { at, until });
export const unpublishRow = (path: string) => api<PublishState>('POST', `${path}/unpublish`);

/** An item's saved versions, newest first (area: news, banner or a catalogue kind's id). */
export const listRevisions = (area: string, entry: number | string) => api<WireRevision[]>('GET', `/content/revisions/${area}/${entry}`);
/** Writes a saved version back; it becomes the latest, kept as a new revision. */
export const restoreRevision = (area: string, entry: number | string, id: string) =>
  api<null>('POST', `/content/revisions/${area}/${entry}/${id}/restore`);
