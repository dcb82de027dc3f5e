import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { logPassFailure } from '../db/connection-errors.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { sendJsonBody } from '../http/json-body.ts';
import { requestLocale } from '../http/locale.ts';
import { translate } from '../i18n/messages.ts';
import { containsPattern, formatTime, pageOf, pagingOf, pagingProperties } from './paging.ts';
import { ResponseCache } from './response-cache.ts';
import { ViewCounter } from './view-counter.ts';
import { registered } from '../sync-plugin.ts';
import type { ContentChanges } from './changes.ts';

/** The only news status the public API reads (drafts and scheduled rows are never shown). */
export const PUBLISHED = 'published';

/** Related items shown beside a news article, and per "next batch". */
export const RELATED_BATCH_SIZE = 3;
/** How often counted page views are written to the database. */
export const VIEW_FLUSH_MS = 1000;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const batchQuery = { type: 'object', properties: { batch: { type: 'integer', minimum: 1, maximum: 100000 } } } as const;
const typeParams = { type: 'object', required: ['type'], properties: { type: { type: 'integer', minimum: 1, maximum: 99 } } } as const;
const pagingBody = {
  type: ['object', 'null'],
  properties: { ...pagingProperties, keyword: { type: 'string', maxLength: 100 } },
} as const;

interface NewsRow {
  id: number;
  category: number;
  title: string;
  introduction: string;
  cover_url: string;
  release_time: Date;
  page_views: number;
}

function newsRecord(row: NewsRow) {
  return {
    id: row.id,
    newsType: row.category,
    newsTitle: row.title,
    newsIntroduction: row.introduction,
    url: row.cover_url,
    releaseTime: formatTime(row.release_time),
    pageViews: Number(row.page_views),
  };
}

const listColumns = ['id', 'category', 'title', 'introduction', 'cover_url', 'release_time', 'page_views'] as const;

/**
 * A news detail kept serialised around its page-view count: the body is `head + count + tail`. `base` is the
 * count when it was loaded (database plus views not yet flushed) and `at` this instance's counted views then,
 * so the current count is `base + counted(id) - at`, exact for every request while the entry is reused.
 */
interface DetailEntry {
  head: Buffer;
  tail: Buffer;
  base: number;
  at: number;
}

function detailEntry(data: { pageViews: number } & Record<string, unknown>, at: number): DetailEntry {
  const { pageViews, ...rest } = data;
  const text = JSON.stringify(ok({ pageViews: 0, ...rest }));
  const marker = '"pageViews":0';
  const cut = text.indexOf(marker) + marker.length - 1;
  return { head: Buffer.from(text.slice(0, cut)), tail: Buffer.from(text.slice(cut + 1)), base: pageViews, at };
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * News of the media centre (SPEC §7): list per category with keyword, detail (counts a view; previous/next,
 * related items and pictures), rotating "next batch" of related items, and the recommended lists.
 */
export function newsRoutes(
  app: FastifyInstance,
  opts: { db: Kysely<Database>; listCacheMs: number; changes?: ContentChanges },
): Promise<void> {
  return registered(() => registerNews(app, opts));
}

function registerNews(app: FastifyInstance, opts: { db: Kysely<Database>; listCacheMs: number; changes?: ContentChanges }): void {
  const { db } = opts;
  /** Lists (news, recommendations, banners) and details are micro-cached; a detail's page views are always live. */
  const lists = new ResponseCache(opts.listCacheMs);
  const details = new ResponseCache<DetailEntry | null>(opts.listCacheMs, 2000, (entry) => entry as DetailEntry | null);
  const views = new ViewCounter(db, VIEW_FLUSH_MS, (err) => logPassFailure(app.log, 'page views not stored', err));
  app.addHook('onClose', () => views.close());
  // A publish or withdrawal is read at once, on every instance (the change is announced to each).
  opts.changes?.onChange(() => {
    lists.clear();
    details.clear();
  });
  const record = (row: NewsRow) => ({ ...newsRecord(row), pageViews: Number(row.page_views) + views.pending(row.id) });

  const relatedBatch = async (locale: string, category: number, id: number, batch: number) => {
    const total = Number(
      (
        await db
          .selectFrom('news')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', PUBLISHED)
          .where('locale', '=', locale)
          .where('category', '=', category)
          .where('id', '!=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (total === 0) return [];
    const batches = Math.ceil(total / RELATED_BATCH_SIZE);
    const rows = await db
      .selectFrom('news')
      .select(listColumns)
      .where('status', '=', PUBLISHED)
      .where('locale', '=', locale)
      .where('category', '=', category)
      .where('id', '!=', id)
      .orderBy('release_time', 'desc')
      .orderBy('id', 'desc')
      .offset((batch % batches) * RELATED_BATCH_SIZE)
      .limit(RELATED_BATCH_SIZE)
      .execute();
    return rows.map(record);
  };

  app.post<{ Params: { type: number }; Body: { currentPage?: number; pageSize?: number; keyword?: string } | null }>(
    '/platformIncrement/officialWebsiteNews/list/:type',
    { schema: { params: typeParams, body: pagingBody }, compress: false },
    async (request, reply) => {
      const locale = requestLocale(request);
      const paging = pagingOf(request.body);
      const keyword = request.body?.keyword?.trim() ?? '';
      const type = request.params.type;
      const body = await lists.get(`news|${locale}|${type}|${paging.current}|${paging.size}|${keyword}`, async () => {
        let query = db.selectFrom('news').where('status', '=', PUBLISHED).where('locale', '=', locale).where('category', '=', type);
        if (keyword) query = query.where('search_text', 'ilike', containsPattern(keyword));
        const rows = await query
          .select(listColumns)
          .select(sql<number>`count(*) over ()`.as('total'))
          .orderBy('release_time', 'desc')
          .orderBy('id', 'desc')
          .offset(paging.offset)
          .limit(paging.size)
          .execute();
        const total = rows.length
          ? Number(rows[0]!.total)
          : Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
        return ok(pageOf(paging, total, rows.map(record)));
      });
      return sendJsonBody(request, reply, body);
    },
  );

  const loadDetail = async (locale: string, id: number): Promise<DetailEntry | null> => {
    const row = await db
      .selectFrom('news')
      .select([...listColumns, 'body', 'body_html', 'pictures'])
      .where('status', '=', PUBLISHED)
      .where('id', '=', id)
      .where('locale', '=', locale)
      .executeTakeFirst();
    if (!row) return null;
    // The count and this instance's views, read together right after the row (see DetailEntry).
    const base = Number(row.page_views) + views.pending(row.id);
    const at = views.counted(row.id);
    const neighbour = (newer: boolean) => {
      const cmp = newer ? '>' : '<';
      return db
        .selectFrom('news')
        .select(['id', 'title'])
        .where('status', '=', PUBLISHED)
        .where('locale', '=', locale)
        .where('category', '=', row.category)
        .where(sql<boolean>`(release_time, id) ${sql.raw(cmp)} (${row.release_time}, ${row.id})`)
        .orderBy('release_time', newer ? 'asc' : 'desc')
        .orderBy('id', newer ? 'asc' : 'desc')
        .limit(1)
        .executeTakeFirst();
    };
    const [previous, next, related] = await Promise.all([neighbour(true), neighbour(false), relatedBatch(locale, row.category, row.id, 0)]);
    return detailEntry(
      {
        ...newsRecord(row),
        pageViews: base,
        newsContent: row.body,
        // The rich-text body, sanitised by the server when it was saved (server/console/content/rich-text.ts).
        newsHtml: row.body_html,
        frontDeskListNewsByIdPicVos: row.pictures,
        previous: previous ? { id: previous.id, newsTitle: previous.title } : null,
        next: next ? { id: next.id, newsTitle: next.title } : null,
        related,
      },
      at,
    );
  };

  app.get<{ Params: { id: number } }>(
    '/platformIncrement/officialWebsiteNews/getById/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const id = request.params.id;
      const entry = await details.get(`${locale}|${id}`, () => loadDetail(locale, id));
      if (!entry) throw new ApiError(404, translate(locale, 'error.notFound'));
      views.add(id);
      const count = entry.base + views.counted(id) - entry.at;
      return reply.type(JSON_TYPE).send(Buffer.concat([entry.head, Buffer.from(String(count)), entry.tail]));
    },
  );

  // "Next batch" is per reader: the reader's page asks for the batch it wants (?batch=1, 2, … wrapping around; 1 when
  // absent, the batch after the one the detail carries); the server keeps no cursor shared between readers.
  app.get<{ Params: { id: number }; Querystring: { batch?: number } }>(
    '/platformIncrement/officialWebsiteNews/changeTheBatch/:id',
    { schema: { params: idParams, querystring: batchQuery } },
    async (request) => {
      const locale = requestLocale(request);
      const id = request.params.id;
      const row = await db
        .selectFrom('news')
        .select(['category'])
        .where('status', '=', PUBLISHED)
        .where('id', '=', id)
        .where('locale', '=', locale)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, translate(locale, 'error.notFound'));
      return ok(await relatedBatch(locale, row.category, id, request.query.batch ?? 1));
    },
  );

  app.post<{ Params: { type: number }; Body: { currentPage?: number; pageSize?: number } | null }>(
    '/platformIncrement/officialWebsiteRecommend/selectByType/:type',
    { schema: { params: typeParams, body: pagingBody }, compress: false },
    async (request, reply) => {
      const locale = requestLocale(request);
      const paging = pagingOf(request.body);
      const body = await lists.get(`recommend|${locale}|${request.params.type}|${paging.current}|${paging.size}`, async () => {
        const query = db
          .selectFrom('news_recommendation as r')
          .innerJoin('news as n', 'n.id', 'r.news_id')
          .where('r.locale', '=', locale)
          .where('r.status', '=', PUBLISHED)
          .where('n.locale', '=', locale)
          .where('n.status', '=', PUBLISHED)
          .where('r.type', '=', request.params.type);
        const [count, rows] = await Promise.all([
          query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          query
            .select(['n.id', 'n.category', 'n.title', 'n.introduction', 'n.cover_url', 'n.release_time'])
            .orderBy('r.sort')
            .orderBy('r.id')
            .offset(paging.offset)
            .limit(paging.size)
            .execute(),
        ]);
        return ok(
          pageOf(
            paging,
            Number(count.n),
            rows.map((r) => ({
              informationId: r.id,
              newsType: r.category,
              url: r.cover_url,
              newsTitle: r.title,
              newsIntroduction: r.introduction,
              releaseTime: formatTime(r.release_time),
            })),
          ),
        );
      });
      return sendJsonBody(request, reply, body);
    },
  );

  app.post<{ Params: { type: number }; Querystring: { category?: string }; Body: { currentPage?: number; pageSize?: number } | null }>(
    '/platformIncrement/officialWebsiteBanner/selectByType/:type',
    {
      schema: {
        params: typeParams,
        querystring: { type: 'object', properties: { category: { type: 'string', maxLength: 64 } } },
        body: pagingBody,
      },
      compress: false,
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const paging = pagingOf(request.body, 6);
      const body = await lists.get(
        `banner|${locale}|${request.params.type}|${request.query.category ?? ''}|${paging.current}|${paging.size}`,
        async () => {
          let query = db
            .selectFrom('banner')
            .where('locale', '=', locale)
            .where('type', '=', request.params.type)
            .where('status', '=', PUBLISHED);
          const category = request.query.category;
          query = category ? query.where('category', '=', category) : query.where('category', 'is', null);
          const [count, rows] = await Promise.all([
            query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
            query
              .select(['id', 'banner_url', 'jump_type', 'plate', 'jump_url'])
              .orderBy('sort')
              .orderBy('id')
              .offset(paging.offset)
              .limit(paging.size)
              .execute(),
          ]);
          return ok(
            pageOf(
              paging,
              Number(count.n),
              rows.map((r) => ({ id: r.id, bannerUrl: r.banner_url, jumpType: r.jump_type, plate: r.plate, jumpUrl: r.jump_url })),
            ),
          );
        },
      );
      return sendJsonBody(request, reply, body);
    },
  );
}
