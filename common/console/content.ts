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
