import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import type { BannerTable } from '../../content/tables.ts';
import type { ContentChanges } from '../../content/changes.ts';
import { MEDIA_PATH } from '../../content/media-files.ts';
import { LOCALES, isLocale } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { BANNER_JUMP_TYPES, BANNER_PAGES, BANNER_PLATES, NEWS_LIMITS } from '../../../common/console/content.ts';
import type { BannerInput, WireBanner } from '../../../common/console/content.ts';
import { audit } from '../audit/log.ts';
import { requireRight } from '../auth/guard.ts';
import { consoleText } from '../texts.ts';
import { BANNERS, entryStatus, publicChange, publishRoutes, publishState } from './publishing.ts';
import { keepRevision } from './revisions.ts';
import { safeLinkKind } from '../../../common/safe-link.ts';

const bannerBody = {
  type: 'object',
  required: ['locale', 'type', 'category', 'bannerUrl', 'jumpType', 'plate', 'jumpUrl', 'sort'],
  additionalProperties: false,
  properties: {
    locale: { type: 'string', enum: [...LOCALES] },
    type: { type: 'integer', enum: [...BANNER_PAGES] },
    category: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' },
    bannerUrl: { type: 'string', pattern: `^(${MEDIA_PATH}[A-Za-z0-9_.-]{1,80}|/api/media/[a-z]+-[0-9]{1,6}\\.svg)$` },
    jumpType: { type: 'integer', enum: [...BANNER_JUMP_TYPES] },
    plate: { anyOf: [{ type: 'null' }, { type: 'integer', enum: [...BANNER_PLATES] }] },
    jumpUrl: { type: 'string', maxLength: NEWS_LIMITS.url },
    sort: { type: 'integer', minimum: 0, maximum: 9999 },
    entryId: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const listQuery = {
  type: 'object',
  properties: { type: { type: 'integer', enum: [...BANNER_PAGES] }, locale: { type: 'string', enum: [...LOCALES] } },
} as const;

/**
 * SPEC §4's rules of a banner's click: jumpType 2 names a plate (and no URL), jumpType 3 an http(s) URL (and no
 * plate), jumpType 1 neither. Returns the row to store, or refuses in the caller's language.
 */
function checked(request: FastifyRequest, input: BannerInput, prefix = '') {
  const refuse = (key: 'plateRequired' | 'jumpUrlRequired', field: string): never => {
    const message = consoleText(requestLocale(request), key);
    throw new ApiError(400, message, [{ field: `${prefix}${field}`, message }]);
  };
  const jumpUrl = input.jumpUrl.trim();
  if (input.jumpType === 2 && input.plate === null) refuse('plateRequired', 'plate');
  // an external address under our one rule for links (common/safe-link.ts)
  if (input.jumpType === 3 && safeLinkKind(jumpUrl) !== 'absolute') refuse('jumpUrlRequired', 'jumpUrl');
  return {
    locale: input.locale,
    type: input.type,
    category: input.category || null,
    banner_url: input.bannerUrl,
    jump_type: input.jumpType,
    plate: input.jumpType === 2 ? input.plate : null,
    jump_url: input.jumpType === 3 ? jumpUrl : null,
    sort: input.sort,
  };
}

function wire(row: Selectable<BannerTable>): WireBanner {
  return {
    id: row.id,
    locale: isLocale(row.locale) ? row.locale : 'zh_CN',
    type: row.type as WireBanner['type'],
    category: row.category ?? '',
    bannerUrl: row.banner_url,
    jumpType: row.jump_type as WireBanner['jumpType'],
    plate: row.plate as WireBanner['plate'],
    jumpUrl: row.jump_url ?? '',
    sort: row.sort,
    ...publishState(row, BANNERS),
  };
}

/**
 * Banners in the console (issue #16.3, 'content' right): list by page and language, create, change, delete, publish
 * and unpublish (publishing.ts, as news). A new banner is a draft; one created with an `entryId` is the other
 * language of that banner and shares its status. Each change is audited; one the public can see raises the site
 * revision and is announced, so every instance's banner lists and pages follow at once.
 */
export function bannerRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; changes: ContentChanges }): void {
  const { db, changes } = opts;
  /** Runs a change of one banner; the public site changed when the banner is (or was) published. */
  const change = (work: (trx: Kysely<Database>) => Promise<{ id: number; status: string } | undefined>): Promise<number | null> =>
    publicChange(db, changes, ['all'], async (trx) => {
      const row = await work(trx);
      return { result: row?.id ?? null, visible: row?.status === 'published' };
    });
  const notFound = (request: FastifyRequest) => new ApiError(404, consoleText(requestLocale(request), 'notFound'));
  const load = async (id: number) => db.selectFrom('banner').selectAll().where('id', '=', id).executeTakeFirst();

  app.get<{ Querystring: { type?: number; locale?: string } }>(
    '/content/banners',
    { schema: { querystring: listQuery } },
    async (request) => {
      requireRight(request, 'content');
      let query = db.selectFrom('banner').selectAll();
      if (request.query.type) query = query.where('type', '=', request.query.type);
      if (request.query.locale) query = query.where('locale', '=', request.query.locale);
      const rows = await query.orderBy('type').orderBy('locale', 'desc').orderBy('sort').orderBy('id').execute();
      return ok(rows.map(wire));
    },
  );

  app.post<{ Body: BannerInput }>('/content/banners', { schema: { body: bannerBody } }, async (request) => {
    const staff = requireRight(request, 'content');
    const values = checked(request, request.body);
    // Another language of an existing banner shares its entry and status; a new banner starts as a draft.
    const { entryId } = request.body;
    const entry = entryId === undefined ? null : await entryStatus(db, BANNERS, entryId);
    if (entryId !== undefined && !entry) throw notFound(request);
    const taken = entry
      ? await db.selectFrom('banner').select('id').where('entry_id', '=', entryId!).where('locale', '=', values.locale).executeTakeFirst()
      : undefined;
    if (taken) {
      const message = consoleText(requestLocale(request), 'versionExists');
      throw new ApiError(400, message, [{ field: 'locale', message }]);
    }
    const id = await change(async (trx) => {
      const row = await trx
        .insertInto('banner')
        .values({
          ...values,
          status: entry?.status ?? 'draft',
          publish_at: entry?.publishAt ? new Date(entry.publishAt) : null,
          unpublish_at: entry?.unpublishAt ? new Date(entry.unpublishAt) : null,
          ...(entry ? { entry_id: entryId } : {}),
        })
        .returning(['id', 'status', 'entry_id'])
        .executeTakeFirstOrThrow();
      await audit(trx, staff.userId, 'content.banner.create', `banner-${row.id}`, { ...values });
      await keepRevision(trx, BANNERS, row.entry_id, staff.userId);
      return row;
    });
    return ok(wire((await load(id!))!));
  });

  app.put<{ Params: { id: number }; Body: BannerInput }>(
    '/content/banners/:id',
    { schema: { params: idParams, body: bannerBody } },
    async (request) => {
      const staff = requireRight(request, 'content');
      const values = checked(request, request.body);
      const id = await change(async (trx) => {
        const row = await trx
          .updateTable('banner')
          .set(values)
          .where('id', '=', request.params.id)
          .returning(['id', 'status', 'entry_id'])
          .executeTakeFirst();
        if (row) await audit(trx, staff.userId, 'content.banner.update', `banner-${row.id}`, { ...values });
        if (row) await keepRevision(trx, BANNERS, row.entry_id, staff.userId);
        return row;
      });
      if (id === null) throw notFound(request);
      return ok(wire((await load(id))!));
    },
  );

  app.delete<{ Params: { id: number } }>('/content/banners/:id', { schema: { params: idParams } }, async (request) => {
    const staff = requireRight(request, 'content');
    const id = await change(async (trx) => {
      const row = await trx
        .deleteFrom('banner')
        .where('id', '=', request.params.id)
        .returning(['id', 'status', 'banner_url'])
        .executeTakeFirst();
      if (row) await audit(trx, staff.userId, 'content.banner.delete', `banner-${row.id}`, { bannerUrl: row.banner_url });
      return row;
    });
    if (id === null) throw notFound(request);
    return ok(null);
  });

  entriesRoute(app, { db, change, notFound, load, userOf: (request) => requireRight(request, 'content').userId });
  publishRoutes(app, {
    db,
    changes,
    p: BANNERS,
    base: '/content/banners',
    param: 'id',
    keyParams: idParams,
  });
}

const { locale: _locale, entryId: _entryId, ...versionProperties } = bannerBody.properties;
const versionBody = {
  type: 'object',
  additionalProperties: false,
  required: bannerBody.required.filter((name) => name !== 'locale'),
  properties: versionProperties,
};
const entriesBody = {
  type: 'object',
  additionalProperties: false,
  required: ['versions'],
  properties: {
    entryId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    versions: { type: 'object', additionalProperties: false, minProperties: 1, properties: { zh_CN: versionBody, en_US: versionBody } },
  },
} as const;

/**
 * POST /content/banners/entries { entryId?, versions: { zh_CN?, en_US? } }: a banner's versions saved in one call and
 * one transaction (the entry's row of a language changed, or one added): both stored or neither; refusals of both
 * languages are reported together, named `versions.<locale>.<field>`.
 */
function entriesRoute(
  app: FastifyInstance,
  opts: {
    db: Kysely<Database>;
    change: (work: (trx: Kysely<Database>) => Promise<{ id: number; status: string } | undefined>) => Promise<number | null>;
    notFound: (request: FastifyRequest) => ApiError;
    load: (id: number) => Promise<Selectable<BannerTable> | undefined>;
    userOf: (request: FastifyRequest) => string;
  },
): void {
  const { db, change, notFound, load, userOf } = opts;
  type Body = { entryId?: number; versions: Partial<Record<Locale, Omit<BannerInput, 'locale' | 'entryId'>>> };
  app.post<{ Body: Body }>('/content/banners/entries', { schema: { body: entriesBody } }, async (request) => {
    const userId = userOf(request);
    const { entryId, versions } = request.body;
    const entry = entryId === undefined ? null : await entryStatus(db, BANNERS, entryId);
    if (entryId !== undefined && !entry) throw notFound(request);
    const prepared: ReturnType<typeof checked>[] = [];
    const errors: { field: string; message: string }[] = [];
    for (const locale of LOCALES) {
      const version = versions[locale];
      if (!version) continue;
      try {
        prepared.push(checked(request, { ...version, locale }, `versions.${locale}.`));
      } catch (err) {
        if (!(err instanceof ApiError) || !err.errors) throw err;
        errors.push(...err.errors);
      }
    }
    if (errors.length) throw new ApiError(400, errors.map((e) => e.message).join(' '), errors);
    const ids: number[] = [];
    // One transaction: `change` runs the work in publicChange; every version is written inside it.
    await change(async (trx) => {
      let id = entryId ?? null;
      let visible: { id: number; status: string } | undefined;
      for (const values of prepared) {
        const existing =
          id === null
            ? undefined
            : await trx.selectFrom('banner').select('id').where('entry_id', '=', id).where('locale', '=', values.locale).executeTakeFirst();
        const row = existing
          ? await trx
              .updateTable('banner')
              .set(values)
              .where('id', '=', existing.id)
              .returning(['id', 'status', 'entry_id'])
              .executeTakeFirstOrThrow()
          : await trx
              .insertInto('banner')
              .values({
                ...values,
                status: entry?.status ?? 'draft',
                publish_at: entry?.publishAt ? new Date(entry.publishAt) : null,
                unpublish_at: entry?.unpublishAt ? new Date(entry.unpublishAt) : null,
                ...(id === null ? {} : { entry_id: id }),
              })
              .returning(['id', 'status', 'entry_id'])
              .executeTakeFirstOrThrow();
        id ??= row.entry_id;
        ids.push(row.id);
        await audit(trx, userId, `content.banner.${existing ? 'update' : 'create'}`, `banner-${row.id}`, { ...values });
        if (!visible || row.status === 'published') visible = row;
      }
      if (id !== null) await keepRevision(trx, BANNERS, id, userId);
      return visible;
    });
    const rows = await Promise.all(ids.map(load));
    return ok(rows.filter((r) => r !== undefined).map(wire));
  });
}
