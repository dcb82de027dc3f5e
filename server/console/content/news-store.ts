import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { NewsTable } from '../../content/tables.ts';
import { LOCALES, isLocale } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { NEWS_PAGE_SIZE, localesOfCategory } from '../../../common/console/content.ts';
import type {
  NewsCategory,
  NewsEntryInput,
  NewsPage,
  NewsStatus,
  WireNewsEntry,
  WireNewsSummary,
} from '../../../common/console/content.ts';
import { bodyText, imagesHaveAlt, isEmptyBody, sanitizeBody } from './rich-text.ts';
import { isSafeLink } from '../../../common/safe-link.ts';

type NewsRow = Pick<
  Selectable<NewsTable>,
  | 'id'
  | 'entry_id'
  | 'locale'
  | 'category'
  | 'title'
  | 'introduction'
  | 'body'
  | 'body_html'
  | 'cover_url'
  | 'pictures'
  | 'status'
  | 'publish_at'
  | 'unpublish_at'
  | 'release_time'
  | 'updated_at'
  | 'page_views'
>;

const COLUMNS = [
  'id',
  'entry_id',
  'locale',
  'category',
  'title',
  'introduction',
  'body',
  'body_html',
  'cover_url',
  'pictures',
  'status',
  'publish_at',
  'unpublish_at',
  'release_time',
  'updated_at',
  'page_views',
] as const;

/** What a save or a publication checks; the route turns a problem into the caller's language. */
export type NewsProblem =
  | 'versionRequired'
  | 'localeNotAllowed'
  | 'titleRequired'
  | 'bodyRequired'
  | 'coverRequired'
  | 'introductionRequired'
  | 'linkInvalid'
  | 'imageAltRequired';

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** A plain-text body (rows written before the rich-text editor) as the editor's HTML. */
function plainToHtml(body: string): string {
  return body
    .split(/\n\s*\n/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeText(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function entryOf(rows: NewsRow[]): WireNewsEntry {
  const first = rows[0]!;
  const versions: WireNewsEntry['versions'] = {};
  for (const row of rows) {
    if (!isLocale(row.locale)) continue;
    versions[row.locale] = {
      id: row.id,
      title: row.title,
      introduction: row.introduction,
      html: row.body_html ?? plainToHtml(row.body),
      pageViews: Number(row.page_views),
    };
  }
  const pictures = first.pictures;
  return {
    entryId: first.entry_id,
    category: first.category as NewsCategory,
    status: first.status as NewsStatus,
    publishAt: first.publish_at?.toISOString() ?? null,
    unpublishAt: first.unpublish_at?.toISOString() ?? null,
    releaseTime: first.release_time.toISOString(),
    updatedAt: first.updated_at.toISOString(),
    coverUrl: first.cover_url,
    link: first.category === 3 ? (pictures[1]?.url ?? '') : '',
    versions,
  };
}

export async function findEntry(db: Kysely<Database>, entryId: number): Promise<WireNewsEntry | null> {
  const rows = await db.selectFrom('news').select(COLUMNS).where('entry_id', '=', entryId).orderBy('locale', 'desc').execute();
  return rows.length ? entryOf(rows) : null;
}

export async function listEntries(
  db: Kysely<Database>,
  filter: { category?: NewsCategory; status?: NewsStatus; keyword?: string; page: number },
): Promise<NewsPage> {
  let entries = db.selectFrom('news').select('entry_id');
  if (filter.category) entries = entries.where('category', '=', filter.category);
  if (filter.status) entries = entries.where('status', '=', filter.status);
  if (filter.keyword) entries = entries.where('title', 'ilike', `%${filter.keyword.replace(/[\\%_]/g, '\\$&')}%`);
  const grouped = entries
    .groupBy('entry_id')
    .select((eb) => [eb.fn.max('updated_at').as('updated'), eb.fn.max('release_time').as('released')]);
  const [count, page] = await Promise.all([
    db
      .selectFrom(grouped.as('g'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    grouped
      .orderBy(sql`max(updated_at)`, 'desc')
      .orderBy('entry_id', 'desc')
      .offset((filter.page - 1) * NEWS_PAGE_SIZE)
      .limit(NEWS_PAGE_SIZE)
      .execute(),
  ]);
  const ids = page.map((r) => r.entry_id);
  const rows = ids.length ? await db.selectFrom('news').select(COLUMNS).where('entry_id', 'in', ids).execute() : [];
  const items = ids.map((id): WireNewsSummary => {
    const entry = entryOf(rows.filter((r) => r.entry_id === id));
    const titles: WireNewsSummary['titles'] = {};
    for (const locale of LOCALES) if (entry.versions[locale]) titles[locale] = entry.versions[locale].title;
    const { versions: _v, coverUrl: _c, link: _l, ...summary } = entry;
    return { ...summary, titles };
  });
  return { total: Number(count.n), page: filter.page, items };
}

/** Problems that keep an entry from being saved at all (a draft may still lack a body or a cover). */
export function saveProblem(input: NewsEntryInput): NewsProblem | null {
  const locales = Object.keys(input.versions).filter(isLocale);
  if (locales.length === 0) return 'versionRequired';
  const allowed = localesOfCategory(input.category);
  if (locales.some((l) => !allowed.includes(l))) return 'localeNotAllowed';
  if (locales.some((l) => !input.versions[l]!.title.trim())) return 'titleRequired';
  // a brief's link: our one rule for links (common/safe-link.ts), so `//evil.example` or `javascript:` never get in
  if (input.link && !isSafeLink(input.link)) return 'linkInvalid';
  return null;
}

/** Problems that keep an entry from being published (or scheduled). */
export function publishProblem(entry: WireNewsEntry): NewsProblem | null {
  const versions = Object.values(entry.versions);
  if (versions.length === 0) return 'versionRequired';
  if (!entry.coverUrl) return 'coverRequired';
  for (const v of versions) {
    if (!v.title.trim()) return 'titleRequired';
    if (!v.introduction.trim()) return 'introductionRequired';
    if (isEmptyBody(v.html)) return 'bodyRequired';
    // Readers of screen readers get every image of the body described, in each language (issue #34.8).
    if (!imagesHaveAlt(v.html)) return 'imageAltRequired';
  }
  return null;
}

/**
 * Writes an entry's versions (a new entry when `entryId` is null): a version given is inserted or updated, a
 * version left out is deleted; the category, cover and link apply to every version. Bodies are sanitised here.
 * Returns the entry ID.
 */
export async function writeEntry(trx: Kysely<Database>, entryId: number | null, input: NewsEntryInput): Promise<number> {
  const pictures = JSON.stringify([
    ...(input.coverUrl ? [{ url: input.coverUrl }] : []),
    ...(input.category === 3 && input.link ? [{ url: input.link }] : []),
  ]);
  const existing = entryId
    ? await trx
        .selectFrom('news')
        .select(['id', 'locale', 'status', 'publish_at', 'unpublish_at', 'release_time'])
        .where('entry_id', '=', entryId)
        .execute()
    : [];
  const state = existing[0];
  let entry = entryId;
  for (const locale of LOCALES) {
    const version = input.versions[locale];
    const row = existing.find((r) => r.locale === locale);
    if (!version) {
      if (row) await trx.deleteFrom('news').where('id', '=', row.id).execute();
      continue;
    }
    const html = sanitizeBody(version.html);
    const values = {
      category: input.category,
      title: version.title.trim(),
      introduction: version.introduction.trim(),
      body: bodyText(html),
      body_html: html,
      cover_url: input.coverUrl,
      pictures,
      updated_at: new Date(),
    };
    if (row) {
      await trx.updateTable('news').set(values).where('id', '=', row.id).execute();
      continue;
    }
    const inserted = await trx
      .insertInto('news')
      .values({
        ...values,
        locale,
        status: state?.status ?? 'draft',
        publish_at: state?.publish_at ?? null,
        unpublish_at: state?.unpublish_at ?? null,
        release_time: state?.release_time ?? new Date(),
        ...(entry ? { entry_id: entry } : {}),
      })
      .returning('entry_id')
      .executeTakeFirstOrThrow();
    entry = inserted.entry_id;
  }
  return entry!;
}

/** Sets an entry's status (and when it ends, `until`); publishing now also dates it now. Returns the status it had. */
export async function setStatus(
  trx: Kysely<Database>,
  entryId: number,
  status: NewsStatus,
  publishAt: Date | null = null,
  until: Date | null = null,
): Promise<NewsStatus | null> {
  const before = await trx.selectFrom('news').select('status').where('entry_id', '=', entryId).executeTakeFirst();
  if (!before) return null;
  await trx
    .updateTable('news')
    .set({
      status,
      publish_at: status === 'scheduled' ? publishAt : null,
      unpublish_at: status === 'draft' ? null : until,
      ...(status === 'published' && before.status !== 'published' ? { release_time: new Date() } : {}),
      updated_at: new Date(),
    })
    .where('entry_id', '=', entryId)
    .execute();
  return before.status as NewsStatus;
}

/**
 * Publishes the scheduled entries that are due, claimed atomically: with several instances each row flips once,
 * and only the instance whose update flipped it gets it back (to audit and announce). Dated at their publish time.
 */
export async function publishDue(trx: Kysely<Database>): Promise<{ entryId: number; titles: string[] }[]> {
  const rows = await trx
    .updateTable('news')
    .set({ status: 'published', release_time: sql<Date>`publish_at`, publish_at: null, updated_at: new Date() })
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', new Date())
    .returning(['entry_id', 'title'])
    .execute();
  const byEntry = new Map<number, string[]>();
  for (const row of rows) byEntry.set(row.entry_id, [...(byEntry.get(row.entry_id) ?? []), row.title]);
  return [...byEntry].map(([entryId, titles]) => ({ entryId, titles }));
}

/** Withdraws the published (or scheduled) entries whose end is due, claimed atomically as publishDue does. */
export async function unpublishDue(trx: Kysely<Database>): Promise<{ entryId: number; titles: string[] }[]> {
  const rows = await trx
    .updateTable('news')
    .set({ status: 'draft', publish_at: null, unpublish_at: null, updated_at: new Date() })
    .where('status', '<>', 'draft')
    .where('unpublish_at', '<=', new Date())
    .returning(['entry_id', 'title'])
    .execute();
  const byEntry = new Map<number, string[]>();
  for (const row of rows) byEntry.set(row.entry_id, [...(byEntry.get(row.entry_id) ?? []), row.title]);
  return [...byEntry].map(([entryId, titles]) => ({ entryId, titles }));
}

export function isLocaleList(value: string[]): value is Locale[] {
  return value.every(isLocale);
}
