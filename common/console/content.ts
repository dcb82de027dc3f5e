import type { Locale } from '../locale.ts';

/**
 * Content edited in the staff console (issue #16.3), shared by the console and its API: news entries with their
 * Chinese and English versions side by side, their statuses and limits.
 */
export const NEWS_CATEGORIES = [1, 2, 3] as const;
/** 1 company news, 2 industry news, 3 brief (Chinese only, SPEC §2). */
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const BRIEF_CATEGORY: NewsCategory = 3;

export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/**
 * The publication of a banner or catalogue row (the same model as news): its entry (the rows of one item in each
 * language; a figure's key), its status and the time a scheduled one goes live (ISO).
 */
export interface PublishState {
  entryId: number | string;
  status: NewsStatus;
  publishAt: string | null;
  /** ISO time a published (or scheduled) item goes back to draft, if one was set. */
  unpublishAt: string | null;
}

/** A publication asked for: now (at null) or at a time, and optionally until a time (scheduled unpublish). */
export interface PublishRequest {
  at?: string | null;
  until?: string | null;
}

export const NEWS_LIMITS = { title: 120, introduction: 300, html: 200_000, url: 500 } as const;
export const NEWS_PAGE_SIZE = 20;
/** How far ahead a publication may be scheduled. */
export const SCHEDULE_MAX_DAYS = 366;

/** The locales a category's articles are written in. */
export function localesOfCategory(category: NewsCategory): Locale[] {
  return category === BRIEF_CATEGORY ? ['zh_CN'] : ['zh_CN', 'en_US'];
}

export interface NewsVersionInput {
  title: string;
  introduction: string;
  /** Rich-text body from the editor; the server keeps only its sanitised form. */
  html: string;
}

export interface NewsEntryInput {
  category: NewsCategory;
  /** The cover image: a media-library URL (/api/content-media/…), '' for none yet (a draft). */
  coverUrl: string;
  /** A brief's link (its second picture, SPEC §4); '' otherwise. */
  link: string;
  versions: Partial<Record<Locale, NewsVersionInput>>;
}

export interface WireNewsVersion extends NewsVersionInput {
  /** The row's public ID (newsId of the detail page). */
  id: number;
  pageViews: number;
}

export interface WireNewsEntry {
  entryId: number;
  category: NewsCategory;
  status: NewsStatus;
  /** ISO time a scheduled entry goes live. */
  publishAt: string | null;
  /** ISO time the entry goes back to draft, if one was set. */
  unpublishAt: string | null;
  releaseTime: string;
  updatedAt: string;
  coverUrl: string;
  link: string;
  versions: Partial<Record<Locale, WireNewsVersion>>;
}

export interface WireNewsSummary {
  entryId: number;
  category: NewsCategory;
  status: NewsStatus;
  publishAt: string | null;
  releaseTime: string;
  updatedAt: string;
  titles: Partial<Record<Locale, string>>;
}

export interface NewsPage {
  total: number;
  page: number;
  items: WireNewsSummary[];
}

/** Banners (SPEC §3-4): the page a banner shows on (type), what a click does (jumpType) and where (plate, jumpUrl). */
export const BANNER_PAGES = [1, 2, 3, 4, 5, 6] as const;
/** 1 nothing, 2 an internal page by plate, 3 the external jumpUrl (SPEC §4). */
export const BANNER_JUMP_TYPES = [1, 2, 3] as const;
/** Plates of jumpType 2 (SPEC §4): 1 enter, 2 bussiness, 3 mediaCenter, 5 talentDevelop, 6 contactUs. */
export const BANNER_PLATES = [1, 2, 3, 5, 6] as const;

export interface BannerInput {
  locale: Locale;
  type: (typeof BANNER_PAGES)[number];
  /** A sub-section of the page (the API's `category` query), '' for the page itself. */
  category: string;
  /** A media-library image (/api/content-media/…) or a generated one (/api/media/…). */
  bannerUrl: string;
  jumpType: (typeof BANNER_JUMP_TYPES)[number];
  plate: (typeof BANNER_PLATES)[number] | null;
  jumpUrl: string;
  sort: number;
  /** Creating: the entry this row is another language of (it shares its status); absent for a new item (a draft). */
  entryId?: number;
}

export interface WireBanner extends Omit<BannerInput, 'entryId'>, PublishState {
  id: number;
}

/**
 * A saved state of a news entry, banner or catalogue item (issue #34.8): its versions as stored, by locale (`all` for
 * a kind without languages), each the row's editable columns.
 */
export interface WireRevision {
  id: string;
  author: string | null;
  createdAt: string;
  versions: Record<string, Record<string, unknown>>;
}
