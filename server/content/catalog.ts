import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Locale } from '../../common/locale.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requestLocale } from '../http/locale.ts';
import { translate } from '../i18n/messages.ts';
import { BUSINESS_ITEM_PATHS } from '../../common/business-items.ts';
import type { BusinessItemKind } from '../../common/business-items.ts';
import { JOB_CITIES, JOB_CITY_CODES, JOB_FUNCTIONS, JOB_FUNCTION_CODES } from './constants.ts';
import type { JobCity, JobFunction } from './constants.ts';
import { containsPattern, formatTime, pageOf, pagingOf, pagingProperties } from './paging.ts';
import { registered } from '../sync-plugin.ts';
import { PUBLISHED } from './news.ts';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const keyword = { type: 'string', maxLength: 100 } as const;

interface ListQuery {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  category?: number;
}
interface JobQuery {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  mode?: number;
  city?: JobCity;
  function?: JobFunction;
}

function notFound(locale: Locale): ApiError {
  return new ApiError(404, translate(locale, 'error.notFound'));
}

function jobRecord(
  locale: Locale,
  r: {
    id: number;
    title: string;
    city: string;
    function: string;
    mode: number;
    education: string;
    experience: string;
    salary_range: string;
    published_at: Date;
    updated_at: Date;
  },
) {
  return {
    id: r.id,
    title: r.title,
    mode: r.mode,
    city: r.city,
    cityName: JOB_CITIES[r.city as JobCity]?.[locale] ?? r.city,
    positionType: r.function,
    positionTypeName: JOB_FUNCTIONS[r.function as JobFunction]?.[locale] ?? r.function,
    education: r.education,
    experience: r.experience,
    salaryRange: r.salary_range,
    publishedAt: formatTime(r.published_at),
    updatedAt: formatTime(r.updated_at),
  };
}

/**
 * Read-only catalog under /api: business items (cases, courses, expert opinions, ship-digital, ship-security),
 * job positions with filters, company branches and marketing figures. Everything in the request's language.
 */
export function catalogRoutes(app: FastifyInstance, opts: { db: Kysely<Database> }): Promise<void> {
  return registered(() => registerCatalog(app, opts));
}

function registerCatalog(app: FastifyInstance, opts: { db: Kysely<Database> }): void {
  const { db } = opts;

  for (const [kind, segment] of Object.entries(BUSINESS_ITEM_PATHS) as [BusinessItemKind, string][]) {
    app.get<{ Querystring: ListQuery }>(
      `/api/${segment}`,
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { ...pagingProperties, keyword, category: { type: 'integer', minimum: 0, maximum: 99 } },
          },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const paging = pagingOf(request.query);
        let query = db.selectFrom('business_item').where('locale', '=', locale).where('kind', '=', kind).where('status', '=', PUBLISHED);
        if (request.query.category !== undefined) query = query.where('category', '=', request.query.category);
        const kw = request.query.keyword?.trim();
        if (kw) query = query.where('search_text', 'ilike', containsPattern(kw));
        const [count, rows] = await Promise.all([
          query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          query
            .select(['id', 'category', 'title', 'summary', 'cover_url', 'published_at'])
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
            rows.map((r) => ({
              id: r.id,
              category: r.category,
              title: r.title,
              summary: r.summary,
              coverUrl: r.cover_url,
              publishedAt: formatTime(r.published_at),
            })),
          ),
        );
      },
    );

    app.get<{ Params: { id: number } }>(`/api/${segment}/:id`, { schema: { params: idParams } }, async (request) => {
      const locale = requestLocale(request);
      const r = await db
        .selectFrom('business_item')
        .selectAll()
        .where('id', '=', request.params.id)
        .where('locale', '=', locale)
        .where('kind', '=', kind)
        .where('status', '=', PUBLISHED)
        .executeTakeFirst();
      if (!r) throw notFound(locale);
      return ok({
        id: r.id,
        kind: r.kind,
        category: r.category,
        title: r.title,
        summary: r.summary,
        details: r.body,
        coverUrl: r.cover_url,
        publishedAt: formatTime(r.published_at),
      });
    });
  }

  app.get('/api/jobs/options', (request) => {
    const locale = requestLocale(request);
    return ok({
      cities: JOB_CITY_CODES.map((value) => ({ value, label: JOB_CITIES[value][locale] })),
      positionTypes: JOB_FUNCTION_CODES.map((value) => ({ value, label: JOB_FUNCTIONS[value][locale] })),
    });
  });

  app.get<{ Querystring: JobQuery }>(
    '/api/jobs',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties,
            keyword,
            mode: { type: 'integer', enum: [1, 2] },
            city: { type: 'string', enum: JOB_CITY_CODES },
            function: { type: 'string', enum: JOB_FUNCTION_CODES },
          },
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const paging = pagingOf(request.query);
      const q = request.query;
      let query = db.selectFrom('job_position').where('locale', '=', locale).where('status', '=', PUBLISHED);
      if (q.mode !== undefined) query = query.where('mode', '=', q.mode);
      if (q.city) query = query.where('city', '=', q.city);
      if (q.function) query = query.where('function', '=', q.function);
      const kw = q.keyword?.trim();
      if (kw) query = query.where('search_text', 'ilike', containsPattern(kw));
      const [count, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        query
          .select(['id', 'title', 'city', 'function', 'mode', 'education', 'experience', 'salary_range', 'published_at', 'updated_at'])
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .offset(paging.offset)
          .limit(paging.size)
          .execute(),
      ]);
      return ok(
        pageOf(
          paging,
          Number(count.n),
          rows.map((r) => jobRecord(locale, r)),
        ),
      );
    },
  );

  app.get<{ Params: { id: number } }>('/api/jobs/:id', { schema: { params: idParams } }, async (request) => {
    const locale = requestLocale(request);
    const r = await db
      .selectFrom('job_position')
      .selectAll()
      .where('id', '=', request.params.id)
      .where('locale', '=', locale)
      .where('status', '=', PUBLISHED)
      .executeTakeFirst();
    if (!r) throw notFound(locale);
    return ok({
      ...jobRecord(locale, r),
      responsibilities: r.responsibilities,
      requirements: r.requirements,
      contactPhone: r.contact_phone,
      contactPerson: r.contact_person,
    });
  });

  app.get('/api/branches', async (request) => {
    const locale = requestLocale(request);
    const rows = await db
      .selectFrom('company_branch')
      .select(['id', 'name', 'address', 'phone', 'email', 'city'])
      .where('locale', '=', locale)
      .where('status', '=', PUBLISHED)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return ok(rows);
  });

  app.get('/api/figures', async (request) => {
    const locale = requestLocale(request);
    const rows = await db.selectFrom('marketing_figure').selectAll().where('status', '=', PUBLISHED).orderBy('sort').execute();
    return ok(rows.map((r) => ({ key: r.key, value: r.value, label: locale === 'zh_CN' ? r.label_zh : r.label_en })));
  });
}
