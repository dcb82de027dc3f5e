import { CITY_CODES } from '../form-rules.ts';
import type { PublishState } from './content.ts';

/**
 * The other content kinds edited in the console (issue #16.3) with one framework: each kind is a table whose rows
 * are edited field by field (one row per language where the site has one per language). The server builds its
 * routes, JSON schemas and queries from these specs (server/console/content/catalog-routes.ts), the console its
 * table and form (console/src/content/CatalogPage.tsx). Rows publish as news does: a new item is a draft until
 * published (now or at a time); the rows of one item in each language are edited side by side and share a status.
 */
export type FieldKind = 'text' | 'longText' | 'int' | 'date' | 'choice' | 'image';

export interface FieldSpec {
  /** The column, also the field's name on the wire. */
  name: string;
  kind: FieldKind;
  /** Longest text, or largest number. */
  max: number;
  /** Allowed values of a 'choice' (strings or numbers as stored). */
  choices?: readonly (string | number)[];
  /** Empty allowed (texts). */
  optional?: boolean;
  /** Shown in the console's list. */
  listed?: boolean;
  /** The same in every language of an item (entered once; saving writes it to every row of the entry). */
  shared?: boolean;
}

export interface CatalogKind {
  id: 'jobs' | 'branches' | 'cases' | 'courses' | 'figures' | 'recommendations';
  table: 'job_position' | 'company_branch' | 'business_item' | 'marketing_figure' | 'news_recommendation';
  /** One row per language (a `locale` column). */
  localized: boolean;
  /** The key column: `id` (generated) or a text key given at creation (figures). */
  key: 'id' | 'key';
  /** Columns set by the kind itself (business items of one kind). */
  fixed?: Record<string, string>;
  /** Set to the time of each save. */
  touched?: string;
  fields: FieldSpec[];
}

const text = (name: string, max: number, more: Partial<FieldSpec> = {}): FieldSpec => ({ name, kind: 'text', max, ...more });
const long = (name: string, max = 5000): FieldSpec => ({ name, kind: 'longText', max });
const int = (name: string, max: number, more: Partial<FieldSpec> = {}): FieldSpec => ({ name, kind: 'int', max, ...more });

const businessItem = (id: 'cases' | 'courses', kind: string): CatalogKind => ({
  id,
  table: 'business_item',
  localized: true,
  key: 'id',
  fixed: { kind },
  fields: [
    text('title', 120, { listed: true }),
    int('category', 99, { listed: true, shared: true }),
    long('summary', 500),
    long('body', 20000),
    { name: 'cover_url', kind: 'image', max: 200, shared: true },
    { name: 'published_at', kind: 'date', max: 10, listed: true, shared: true },
    int('sort', 9999, { listed: true, shared: true }),
  ],
});

export const CATALOG_KINDS: readonly CatalogKind[] = [
  {
    // Job positions with every SPEC §3 field; `mode` 1 social, 2 campus recruitment.
    id: 'jobs',
    table: 'job_position',
    localized: true,
    key: 'id',
    touched: 'updated_at',
    fields: [
      text('title', 120, { listed: true }),
      { name: 'city', kind: 'choice', max: 20, choices: [...CITY_CODES], listed: true, shared: true },
      { name: 'function', kind: 'choice', max: 20, choices: ['rd', 'production', 'sales'], listed: true, shared: true },
      { name: 'mode', kind: 'choice', max: 2, choices: [1, 2], listed: true, shared: true },
      text('education', 60),
      text('experience', 60),
      text('salary_range', 60),
      long('responsibilities'),
      long('requirements'),
      text('contact_phone', 40, { shared: true }),
      text('contact_person', 60),
      { name: 'published_at', kind: 'date', max: 10, listed: true, shared: true },
    ],
  },
  {
    id: 'branches',
    table: 'company_branch',
    localized: true,
    key: 'id',
    fields: [
      text('name', 120, { listed: true }),
      text('city', 60, { listed: true }),
      text('address', 300),
      text('phone', 40, { shared: true }),
      text('email', 120, { shared: true }),
      int('sort', 9999, { listed: true, shared: true }),
    ],
  },
  businessItem('cases', 'case'),
  businessItem('courses', 'course'),
  {
    // The marketing figures table (SPEC §1, §9): one row per figure, labels in both languages.
    id: 'figures',
    table: 'marketing_figure',
    localized: false,
    key: 'key',
    fields: [
      text('value', 40, { listed: true }),
      text('label_zh', 120, { listed: true }),
      text('label_en', 120, { listed: true }),
      int('sort', 9999, { listed: true }),
    ],
  },
  {
    // Recommended items (SPEC §3): a published article of the same language shown on a list (1-3 media tabs, 4 home).
    id: 'recommendations',
    table: 'news_recommendation',
    localized: true,
    key: 'id',
    fields: [
      { name: 'type', kind: 'choice', max: 4, choices: [1, 2, 3, 4], listed: true, shared: true },
      int('news_id', 2147483647, { listed: true }),
      int('sort', 9999, { listed: true, shared: true }),
    ],
  },
];

export type CatalogRow = Record<string, string | number | null> & { key: string | number; locale?: string } & PublishState;
