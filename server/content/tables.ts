import type { ColumnType, Generated } from 'kysely';

/** Content tables (migration 003_content). Every displayable row carries its locale: the English site never reads Chinese rows. */
type Json<T> = ColumnType<T, string, string>;

export interface BannerTable {
  id: Generated<number>;
  locale: string;
  /** The page the banner belongs to (1 home, 2 enter, 3 bussiness, 4 mediaCenter, 5 talentDevelop, 6 contactUs). */
  type: number;
  /** Optional sub-section of the page (query `category`). */
  category: string | null;
  banner_url: string;
  /** 1 none, 2 internal page by plate, 3 external jumpUrl (SPEC §4). */
  jump_type: number;
  plate: number | null;
  jump_url: string | null;
  sort: number;
  /** draft / scheduled / published (migration 073): the public reads only published rows. */
  status: Generated<string>;
  publish_at: Generated<Date | null>;
  /** When a published row goes back to draft (migration 095, the scheduler). */
  unpublish_at: Generated<Date | null>;
  /** Links the Chinese and English rows of one item (migration 073). */
  entry_id: Generated<number>;
}

export interface NewsTable {
  id: Generated<number>;
  locale: string;
  /** 1 company news, 2 industry news, 3 brief. */
  category: number;
  title: string;
  introduction: string;
  /** Plain text, paragraphs separated by blank lines (never HTML); for a rich-text body, its text (search). */
  body: string;
  /** The rich-text body as HTML sanitised by the server (server/console/content/rich-text.ts); null: plain `body`. */
  body_html: string | null;
  cover_url: string;
  /** frontDeskListNewsByIdPicVos: [{url}] — for a brief the second url is its external link. */
  pictures: Json<{ url: string }[]>;
  release_time: Date;
  page_views: Generated<number>;
  /** Generated: title, introduction and body, trigram-indexed for site search. */
  search_text: Generated<string>;
  /** The article both locale versions belong to (migration 071). */
  entry_id: Generated<number>;
  /** NEWS_STATUSES: only 'published' rows are ever read by the public API. */
  status: Generated<string>;
  /** When a 'scheduled' row is due (claimed by server/console/content/scheduler.ts). */
  publish_at: Date | null;
  /** When a published row goes back to draft (migration 095, the scheduler). */
  unpublish_at: Generated<Date | null>;
  updated_at: Generated<Date>;
}

/** The media library (migration 071): images uploaded in the console, served at /api/content-media/. */
export interface ContentMediaTable {
  id: string;
  name: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  /** Size name → stored file name, e.g. {original: 'x.jpg', large: 'x-large.jpg', thumb: 'x-thumb.jpg'}. */
  variants: Json<Record<string, string>>;
  created_by: string | null;
  created_at: Generated<Date>;
}

/** One row: raised by every publishing change (server/content/changes.ts). */
export interface SiteRevisionTable {
  id: number;
  revision: ColumnType<string, string, string>;
}

/** One row (migration 072): the site settings edited in the console (common/site-settings.ts). */
export interface SiteSettingsTable {
  id: number;
  data: Json<Record<string, unknown>>;
  updated_at: Generated<Date>;
}

export interface NewsRecommendationTable {
  id: Generated<number>;
  locale: string;
  /** Where the list shows: 1 company-news page, 2 industry page, 3 brief page, 4 home. */
  type: number;
  news_id: number;
  sort: number;
  /** draft / scheduled / published (migration 073): the public reads only published rows. */
  status: Generated<string>;
  publish_at: Generated<Date | null>;
  /** When a published row goes back to draft (migration 095, the scheduler). */
  unpublish_at: Generated<Date | null>;
  /** Links the Chinese and English rows of one item (migration 073). */
  entry_id: Generated<number>;
}

/** Cases, courses, expert opinions, ship-digital and ship-security items: one shape, told apart by kind. */
export interface BusinessItemTable {
  id: Generated<number>;
  locale: string;
  kind: string;
  /** Business line 1-6 (engineerService … trainingService) or the kind's own sub-category. */
  category: number;
  title: string;
  summary: string;
  body: string;
  cover_url: string;
  published_at: Date;
  sort: number;
  search_text: Generated<string>;
  /** draft / scheduled / published (migration 073): the public reads only published rows. */
  status: Generated<string>;
  publish_at: Generated<Date | null>;
  /** When a published row goes back to draft (migration 095, the scheduler). */
  unpublish_at: Generated<Date | null>;
  /** Links the Chinese and English rows of one item (migration 073). */
  entry_id: Generated<number>;
}

export interface JobPositionTable {
  id: Generated<number>;
  locale: string;
  title: string;
  /** One of JOB_CITIES. */
  city: string;
  /** One of JOB_FUNCTIONS (position category). */
  function: string;
  /** 1 social recruitment, 2 campus recruitment. */
  mode: number;
  education: string;
  experience: string;
  salary_range: string;
  responsibilities: string;
  requirements: string;
  contact_phone: string;
  contact_person: string;
  published_at: Date;
  updated_at: Date;
  search_text: Generated<string>;
  /** draft / scheduled / published (migration 073): the public reads only published rows. */
  status: Generated<string>;
  publish_at: Generated<Date | null>;
  /** When a published row goes back to draft (migration 095, the scheduler). */
  unpublish_at: Generated<Date | null>;
  /** Links the Chinese and English rows of one item (migration 073). */
  entry_id: Generated<number>;
}

export interface CompanyBranchTable {
  id: Generated<number>;
  locale: string;
  name: string;
  address: string;
  phone: string;
  email: string;
  city: string;
  sort: number;
  /** draft / scheduled / published (migration 073): the public reads only published rows. */
  status: Generated<string>;
  publish_at: Generated<Date | null>;
  /** When a published row goes back to draft (migration 095, the scheduler). */
  unpublish_at: Generated<Date | null>;
  /** Links the Chinese and English rows of one item (migration 073). */
  entry_id: Generated<number>;
}

/** Marketing figures (SPEC §1): one row per figure, shared by both locales, labels in both. */
export interface MarketingFigureTable {
  key: string;
  value: string;
  label_zh: string;
  label_en: string;
  sort: number;
  /** draft / scheduled / published (migration 073): the public reads only published rows. */
  status: Generated<string>;
  publish_at: Generated<Date | null>;
  /** When a published row goes back to draft (migration 095, the scheduler). */
  unpublish_at: Generated<Date | null>;
}

/** Static pages' searchable text (site search): one row per page and locale. */
export interface SitePageTable {
  id: Generated<number>;
  locale: string;
  path: string;
  title: string;
  summary: string;
  search_text: Generated<string>;
}

/** Every save of an item (migration 095): the item as the console edits it, all its languages. */
export interface ContentRevisionTable {
  id: Generated<string>;
  /** The audit area (news, banner, a catalogue kind). */
  area: string;
  /** The item: a news or banner entry ID, a catalogue entry or key. */
  entry: string;
  author: string | null;
  created_at: Generated<Date>;
  data: Json<unknown>;
}

export interface ContentTables {
  content_revision: ContentRevisionTable;
  banner: BannerTable;
  news: NewsTable;
  news_recommendation: NewsRecommendationTable;
  business_item: BusinessItemTable;
  job_position: JobPositionTable;
  company_branch: CompanyBranchTable;
  marketing_figure: MarketingFigureTable;
  site_page: SitePageTable;
  content_media: ContentMediaTable;
  site_revision: SiteRevisionTable;
  site_settings: SiteSettingsTable;
}
