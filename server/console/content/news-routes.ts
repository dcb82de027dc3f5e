import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import type { ContentChanges } from '../../content/changes.ts';
import { MEDIA_PATH } from '../../content/media-files.ts';
import { NEWS_CATEGORIES, NEWS_LIMITS, NEWS_STATUSES } from '../../../common/console/content.ts';
import type { NewsCategory, NewsEntryInput, NewsStatus, PublishRequest, WireNewsEntry } from '../../../common/console/content.ts';
import { audit } from '../audit/log.ts';
import { requireRight } from '../auth/guard.ts';
import { consoleText } from '../texts.ts';
import type { ConsoleTextKey } from '../texts.ts';
import { PUBLISH_BODY, publicChange, scheduleOf, untilOf } from './publishing.ts';
import { NEWS, keepRevision } from './revisions.ts';
import { findEntry, listEntries, publishProblem, saveProblem, setStatus, writeEntry } from './news-store.ts';

const version = {
  type: 'object',
  required: ['title', 'introduction', 'html'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', maxLength: NEWS_LIMITS.title },
    introduction: { type: 'string', maxLength: NEWS_LIMITS.introduction },
    html: { type: 'string', maxLength: NEWS_LIMITS.html },
  },
} as const;

const entryBody = {
  type: 'object',
  required: ['category', 'coverUrl', 'link', 'versions'],
  additionalProperties: false,
  properties: {
    category: { type: 'integer', enum: [...NEWS_CATEGORIES] },
    // A cover from the media library only (never an address on another host).
    coverUrl: { anyOf: [{ const: '' }, { type: 'string', pattern: `^${MEDIA_PATH}[A-Za-z0-9_.-]{1,80}$` }] },
    // checked by saveProblem (common/safe-link.ts), which says what is wrong in the caller's language
    link: { type: 'string', maxLength: NEWS_LIMITS.url },
    versions: { type: 'object', additionalProperties: false, properties: { zh_CN: version, en_US: version } },
  },
} as const;

const entryParams = {
  type: 'object',
  required: ['entryId'],
  properties: { entryId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    category: { type: 'integer', enum: [...NEWS_CATEGORIES] },
    status: { type: 'string', enum: [...NEWS_STATUSES] },
    keyword: { type: 'string', maxLength: 100 },
    page: { type: 'integer', minimum: 1, maximum: 100000 },
  },
} as const;

function refuse(request: FastifyRequest, key: ConsoleTextKey, field?: string): never {
  const message = consoleText(requestLocale(request), key);
  throw new ApiError(400, message, field ? [{ field, message }] : undefined);
}

function target(entryId: number): string {
  return `news-${entryId}`;
}

function titlesOf(entry: WireNewsEntry | NewsEntryInput): Record<string, string> {
  return Object.fromEntries(Object.entries(entry.versions).map(([locale, v]) => [locale, v.title]));
}

/**
 * News in the console (issue #16.3), for roles with the 'content' right: entries with their Chinese and English
 * versions side by side, drafts, publishing now or at a time, until a time if asked (server/console/content/scheduler.ts), withdrawal and
 * deletion. Each change is audited in its transaction; a change the public can see raises the site revision and is
 * announced (micro-caches and pages of every instance refreshed, server/content/changes.ts).
 */
export function newsRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; changes: ContentChanges }): void {
  const { db, changes } = opts;

  const load = async (request: FastifyRequest, entryId: number) => {
    const entry = await findEntry(db, entryId);
    if (!entry) throw new ApiError(404, consoleText(requestLocale(request), 'notFound'));
    return entry;
  };

  const change = <T>(work: (trx: Kysely<Database>) => Promise<{ result: T; visible: boolean }>): Promise<T> =>
    publicChange(db, changes, ['news'], work);

  app.get<{ Querystring: { category?: NewsCategory; status?: NewsStatus; keyword?: string; page?: number } }>(
    '/content/news',
    { schema: { querystring: listQuery } },
    async (request) => {
      requireRight(request, 'content');
      const { category, status, keyword, page } = request.query;
      return ok(
        await listEntries(db, {
          ...(category ? { category } : {}),
          ...(status ? { status } : {}),
          ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
          page: page ?? 1,
        }),
      );
    },
  );

  app.get<{ Params: { entryId: number } }>('/content/news/:entryId', { schema: { params: entryParams } }, async (request) => {
    requireRight(request, 'content');
    return ok(await load(request, request.params.entryId));
  });

  app.post<{ Body: NewsEntryInput }>('/content/news', { schema: { body: entryBody } }, async (request) => {
    const staff = requireRight(request, 'content');
    const problem = saveProblem(request.body);
    if (problem) refuse(request, problem, problem === 'linkInvalid' ? 'link' : undefined);
    const entryId = await change(async (trx) => {
      const id = await writeEntry(trx, null, request.body);
      await keepRevision(trx, NEWS, id, staff.userId);
      await audit(trx, staff.userId, 'content.news.create', target(id), { titles: titlesOf(request.body) });
      return { result: id, visible: false };
    });
    return ok(await load(request, entryId));
  });

  app.put<{ Params: { entryId: number }; Body: NewsEntryInput }>(
    '/content/news/:entryId',
    { schema: { params: entryParams, body: entryBody } },
    async (request) => {
      const staff = requireRight(request, 'content');
      const entryId = request.params.entryId;
      const before = await load(request, entryId);
      const problem = saveProblem(request.body);
      if (problem) refuse(request, problem, problem === 'linkInvalid' ? 'link' : undefined);
      await change(async (trx) => {
        await writeEntry(trx, entryId, request.body);
        await keepRevision(trx, NEWS, entryId, staff.userId);
        await audit(trx, staff.userId, 'content.news.update', target(entryId), { titles: titlesOf(request.body) });
        if (before.status === 'published') {
          // A published entry stays publishable: the edit must not leave the public an empty article.
          const after = await findEntry(trx, entryId);
          const publishIssue = after ? publishProblem(after) : 'versionRequired';
          if (publishIssue) refuse(request, publishIssue);
        }
        return { result: null, visible: before.status === 'published' };
      });
      return ok(await load(request, entryId));
    },
  );

  app.post<{ Params: { entryId: number }; Body: PublishRequest | null }>(
    '/content/news/:entryId/publish',
    { schema: { params: entryParams, body: PUBLISH_BODY } },
    async (request) => {
      const staff = requireRight(request, 'content');
      const entryId = request.params.entryId;
      const entry = await load(request, entryId);
      const problem = publishProblem(entry);
      if (problem) refuse(request, problem);
      const { at, scheduled } = scheduleOf(request, request.body?.at);
      const until = untilOf(request, request.body?.until, at);
      await change(async (trx) => {
        const was = await setStatus(trx, entryId, scheduled ? 'scheduled' : 'published', at, until);
        await audit(trx, staff.userId, scheduled ? 'content.news.schedule' : 'content.news.publish', target(entryId), {
          titles: titlesOf(entry),
          ...(at ? { at: at.toISOString() } : {}),
          ...(until ? { until: until.toISOString() } : {}),
        });
        // Scheduling a published entry withdraws it until its time.
        return { result: null, visible: scheduled ? was === 'published' : was !== 'published' };
      });
      return ok(await load(request, entryId));
    },
  );

  app.post<{ Params: { entryId: number } }>('/content/news/:entryId/unpublish', { schema: { params: entryParams } }, async (request) => {
    const staff = requireRight(request, 'content');
    const entryId = request.params.entryId;
    const entry = await load(request, entryId);
    await change(async (trx) => {
      const was = await setStatus(trx, entryId, 'draft');
      await audit(trx, staff.userId, 'content.news.unpublish', target(entryId), { titles: titlesOf(entry) });
      return { result: null, visible: was === 'published' };
    });
    return ok(await load(request, entryId));
  });

  app.delete<{ Params: { entryId: number } }>('/content/news/:entryId', { schema: { params: entryParams } }, async (request) => {
    const staff = requireRight(request, 'content');
    const entryId = request.params.entryId;
    const entry = await load(request, entryId);
    await change(async (trx) => {
      await trx.deleteFrom('news').where('entry_id', '=', entryId).execute();
      await audit(trx, staff.userId, 'content.news.delete', target(entryId), { titles: titlesOf(entry) });
      return { result: null, visible: entry.status === 'published' };
    });
    return ok(null);
  });
}
