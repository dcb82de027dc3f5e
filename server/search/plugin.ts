import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import { localePrefix } from '../../common/locale.ts';
import type { Locale } from '../../common/locale.ts';
import type { Database } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { sendJsonBody } from '../http/json-body.ts';
import { requestLocale } from '../http/locale.ts';
import { containsPattern, formatTime, pageOf, pagingOf, pagingProperties } from '../content/paging.ts';
import type { Paging } from '../content/paging.ts';
import { ResponseCache } from '../content/response-cache.ts';
import type { ContentChanges } from '../content/changes.ts';
import { highlightRanges, keywordsOf, snippetOf } from './highlight.ts';
import { registered } from '../sync-plugin.ts';

export type SearchKind = 'page' | 'news' | 'job' | 'case';

interface Hit {
  kind: SearchKind;
  id: number;
  title: string;
  body: string;
  path: string;
  date: Date | null;
  total: number;
}

/** Every term must occur in the row's trigram-indexed search_text (ILIKE uses the pg_trgm GIN index). */
function allTerms(patterns: string[]): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    patterns.map((p) => sql`search_text ilike ${p}`),
    sql` and `,
  )})`;
}

/** Rank: a term in the title counts 3, elsewhere 1; pages get a small bonus (they are the section entry points). */
function score(patterns: string[], bonus: number): RawBuilder<number> {
  return sql<number>`(${sql.join(
    patterns.map((p) => sql`(case when title ilike ${p} then 3 else 1 end)`),
    sql` + `,
  )} + ${bonus})`;
}

/**
 * Site search (GET /api/search?keyword=…): static pages, news, jobs and cases of the request's language.
 * Matching is substring-based on trigram indexes, so Chinese (no spaces) and English both work; results are
 * ranked, paged, and carry highlight ranges over plain text. A blank keyword returns nothing. Results are
 * micro-cached per (locale, keywords, page, size) for `cacheMs` (CONTENT_CACHE_MS), like the content lists.
 */
export function searchPlugin(
  app: FastifyInstance,
  opts: { db: Kysely<Database>; cacheMs?: number; changes?: ContentChanges },
): Promise<void> {
  return registered(() => registerSearch(app, opts));
}

function registerSearch(app: FastifyInstance, opts: { db: Kysely<Database>; cacheMs?: number; changes?: ContentChanges }): void {
  const { db } = opts;
  const results = new ResponseCache(opts.cacheMs ?? 0);
  // Published or withdrawn content is searchable (or not) at once, on every instance.
  opts.changes?.onChange(() => results.clear());
  app.get<{ Querystring: { keyword?: string; currentPage?: number; pageSize?: number } }>(
    '/api/search',
    {
      schema: { querystring: { type: 'object', properties: { ...pagingProperties, keyword: { type: 'string', maxLength: 100 } } } },
      compress: false,
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const paging = pagingOf(request.query);
      const keywords = keywordsOf(request.query.keyword ?? '');
      const key = `${locale}|${paging.current}|${paging.size}|${keywords.join(' ')}`;
      return sendJsonBody(request, reply, await results.get(key, () => search(locale, keywords, paging)));
    },
  );

  async function search(locale: Locale, keywords: string[], paging: Paging) {
    if (!keywords.length) return ok(pageOf(paging, 0, []));
    const patterns = keywords.map(containsPattern);
    const where = allTerms(patterns);
    const prefix = localePrefix(locale);
    const result = await sql<Hit & { rank: number }>`
      with hits as (
        select 'page' as kind, id, title, summary as body, ${prefix} || path as path, null::timestamptz as date, ${score(patterns, 1)} as rank
          from site_page where locale = ${locale} and ${where}
        union all
        select 'news', id, title, body, ${prefix} || '/mediaCenter/mediaCenterNews/details?id=' || category || '&newsId=' || id, release_time, ${score(patterns, 0)}
          from news where locale = ${locale} and status = 'published' and ${where}
        union all
        select 'job', id, title, responsibilities || ' ' || requirements, ${prefix} || case when mode = 2 then '/talentDevelop/campus' else '/talentDevelop/social' end || '?jobId=' || id, published_at, ${score(patterns, 0)}
          from job_position where locale = ${locale} and status = 'published' and ${where}
        union all
        select 'case', id, title, summary || ' ' || body, ${prefix} || '/bussiness/details?id=' || id, published_at, ${score(patterns, 0)}
          from business_item where locale = ${locale} and kind = 'case' and status = 'published' and ${where}
      )
      select *, count(*) over () as total from hits
      order by rank desc, date desc nulls last, kind, id
      offset ${paging.offset} limit ${paging.size}`.execute(db);
    const rows = result.rows;
    let total = Number(rows[0]?.total ?? 0);
    if (!rows.length && paging.offset > 0) {
      const count = await sql<{ n: number }>`select (select count(*) from site_page where locale = ${locale} and ${where})
        + (select count(*) from news where locale = ${locale} and status = 'published' and ${where})
        + (select count(*) from job_position where locale = ${locale} and status = 'published' and ${where})
        + (select count(*) from business_item where locale = ${locale} and kind = 'case' and status = 'published' and ${where}) as n`.execute(
        db,
      );
      total = Number(count.rows[0]?.n ?? 0);
    }
    return ok(
      pageOf(
        paging,
        total,
        rows.map((r) => {
          const snippet = snippetOf(r.body, keywords);
          return {
            kind: r.kind,
            id: r.id,
            path: r.path,
            date: r.date ? formatTime(r.date) : null,
            title: r.title,
            titleHighlights: highlightRanges(r.title, keywords),
            snippet,
            snippetHighlights: highlightRanges(snippet, keywords),
          };
        }),
      ),
    );
  }
}
