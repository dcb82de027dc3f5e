import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import type { ContentChanges } from '../../content/changes.ts';
import { MEDIA_PATH } from '../../content/media-files.ts';
import { LOCALES } from '../../../common/locale.ts';
import type { Locale } from '../../../common/locale.ts';
import { CATALOG_KINDS } from '../../../common/console/catalog.ts';
import type { CatalogKind, CatalogRow, FieldSpec } from '../../../common/console/catalog.ts';
import { audit } from '../audit/log.ts';
import { requireRight } from '../auth/guard.ts';
import { consoleText } from '../texts.ts';
import type { ConsoleTextKey } from '../texts.ts';
import { PUBLISHABLES, entryStatus, publicChange, publishRoutes, publishState } from './publishing.ts';
import { keepRevision } from './revisions.ts';
import type { Publishable } from './publishing.ts';
import type { AuditVerb } from '../../../common/console/audit-actions.ts';

function fieldSchema(field: FieldSpec): Record<string, unknown> {
  switch (field.kind) {
    case 'int':
      return { type: 'integer', minimum: 0, maximum: field.max };
    case 'choice':
      return { enum: [...(field.choices ?? [])] };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'image':
      return { type: 'string', pattern: `^(${MEDIA_PATH}[A-Za-z0-9_.-]{1,80}|/api/media/[a-z]+-[0-9]{1,6}\\.svg)$` };
    default:
      return { type: 'string', maxLength: field.max, ...(field.optional ? {} : { minLength: 1, pattern: '\\S' }) };
  }
}

function bodySchema(kind: CatalogKind, creating: boolean) {
  const properties: Record<string, unknown> = Object.fromEntries(kind.fields.map((f) => [f.name, fieldSchema(f)]));
  const required = kind.fields.map((f) => f.name);
  if (kind.localized) {
    properties.locale = { type: 'string', enum: [...LOCALES] };
    required.push('locale');
    if (creating) properties.entryId = { type: 'integer', minimum: 1, maximum: 2147483647 };
  }
  if (kind.key === 'key' && creating) {
    properties.key = { type: 'string', pattern: '^[a-z][a-z0-9_]{0,39}$' };
    required.push('key');
  }
  return { type: 'object', additionalProperties: false, required, properties };
}

/** A value as the column takes it (dates at midnight UTC, texts trimmed). */
function columnValue(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'date') return new Date(`${String(value)}T00:00:00Z`);
  if (field.kind === 'text' || field.kind === 'longText') return String(value).trim();
  return value;
}

function wire(kind: CatalogKind, p: Publishable, row: Record<string, unknown>): CatalogRow {
  const out: CatalogRow = { key: row[kind.key] as string | number, ...publishState(row, p) };
  if (kind.localized) out.locale = row.locale as string;
  for (const f of kind.fields) {
    const v = row[f.name];
    out[f.name] =
      v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'bigint' ? Number(v) : ((v ?? null) as string | number | null);
  }
  return out;
}

/**
 * Jobs, branches, cases, courses, the figures table and recommended items in the console (issue #16.3, 'content'
 * right), one set of routes per kind built from common/console/catalog.ts: GET /content/<kind> (?locale=), POST,
 * PUT /content/<kind>/:key, DELETE, and publish / unpublish (publishing.ts). A new item is a draft; a row created
 * with an `entryId` is another language of that item and shares its status. Each change is audited; one the public
 * can see raises the site revision and is announced (every instance's pages follow). Columns and tables come only
 * from the specs, never from the request.
 */
export function catalogRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; changes: ContentChanges }): void {
  const { db, changes } = opts;
  for (const kind of CATALOG_KINDS) registerKind(app, db, changes, kind);
}

function registerKind(app: FastifyInstance, db: Kysely<Database>, changes: ContentChanges, kind: CatalogKind): void {
  const p = PUBLISHABLES.find((x) => x.area === kind.id)!;
  const table = sql.table(kind.table);
  const keyRef = sql.ref(kind.key);
  const fixed = Object.entries(kind.fixed ?? {});
  const fixedWhere = fixed.map(([column, value]) => sql`and ${sql.ref(column)} = ${value}`);
  const base = `/content/${kind.id}`;
  const keyParams = {
    type: 'object',
    required: ['key'],
    properties: {
      key: kind.key === 'id' ? { type: 'integer', minimum: 1, maximum: 2147483647 } : { type: 'string', pattern: '^[a-z][a-z0-9_]{0,39}$' },
    },
  };
  const notFound = (request: FastifyRequest) => new ApiError(404, consoleText(requestLocale(request), 'notFound'));
  const refuse = (request: FastifyRequest, key: ConsoleTextKey, field: string) => {
    const message = consoleText(requestLocale(request), key);
    return new ApiError(400, message, [{ field, message }]);
  };
  const select = async (trx: Kysely<Database>, where: RawBuilder<unknown>) =>
    (await sql<Record<string, unknown>>`select * from ${table} where true ${sql.join(fixedWhere, sql` `)} ${where}`.execute(trx)).rows;

  /** Values of the columns the kind's fields name (plus fixed and touched ones), checked beyond the schema. */
  const valuesOf = async (request: FastifyRequest, body: Record<string, unknown>, prefix = '') => {
    const values: [string, unknown][] = kind.fields.map((f) => [f.name, columnValue(f, body[f.name])]);
    if (kind.localized) values.push(['locale', body.locale]);
    if (kind.touched) values.push([kind.touched, new Date()]);
    // A recommendation names a published article of its own language.
    if (kind.id === 'recommendations') {
      const news = await db
        .selectFrom('news')
        .select('id')
        .where('id', '=', Number(body.news_id))
        .where('locale', '=', String(body.locale))
        .executeTakeFirst();
      if (!news) throw refuse(request, 'newsNotFound', `${prefix}news_id`);
    }
    return values;
  };

  /** Runs a change of one row; the public site changed when the row is (or was) published. */
  const change = async (
    request: FastifyRequest,
    action: AuditVerb,
    work: (trx: Kysely<Database>) => Promise<Record<string, unknown> | null>,
  ) => {
    const staff = requireRight(request, 'content');
    const row = await publicChange(db, changes, ['all'], async (trx) => {
      const done = await work(trx);
      if (done) await audit(trx, staff.userId, `content.${kind.id}.${action}`, `${kind.id}-${String(done[kind.key])}`);
      if (done && action !== 'delete') await keepRevision(trx, p, done[p.entry] as number | string, staff.userId);
      return { result: done, visible: done?.status === 'published' };
    });
    if (!row) throw notFound(request);
    return row;
  };

  app.get<{ Querystring: { locale?: string } }>(
    base,
    { schema: { querystring: { type: 'object', properties: { locale: { type: 'string', enum: [...LOCALES] } } } } },
    async (request) => {
      requireRight(request, 'content');
      const locale = kind.localized && request.query.locale ? sql`and locale = ${request.query.locale}` : sql``;
      const order = kind.fields.some((f) => f.name === 'sort') ? sql`sort, ${keyRef}` : sql`${keyRef} desc`;
      const rows = await select(db, sql`${locale} order by ${kind.localized ? sql`locale desc, ` : sql``}${order} limit 1000`);
      return ok(rows.map((r) => wire(kind, p, r)));
    },
  );

  app.post<{ Body: Record<string, unknown> }>(base, { schema: { body: bodySchema(kind, true) } }, async (request) => {
    requireRight(request, 'content');
    const values = [...(await valuesOf(request, request.body)), ...fixed];
    if (kind.key === 'key') {
      values.push(['key', request.body.key]);
      if ((await select(db, sql`and key = ${String(request.body.key)}`)).length) throw refuse(request, 'keyExists', 'key');
    }
    // Another language of an existing item shares its entry and status; a new item starts as a draft.
    const entryId = request.body.entryId as number | undefined;
    const entry = entryId === undefined ? null : await entryStatus(db, p, entryId);
    if (entryId !== undefined && !entry) throw notFound(request);
    if (entryId !== undefined && (await select(db, sql`and entry_id = ${entryId} and locale = ${String(request.body.locale)}`)).length)
      throw refuse(request, 'versionExists', 'locale');
    values.push(
      ['status', entry?.status ?? 'draft'],
      ['publish_at', entry?.publishAt ? new Date(entry.publishAt) : null],
      ['unpublish_at', entry?.unpublishAt ? new Date(entry.unpublishAt) : null],
    );
    if (entry) values.push(['entry_id', entryId]);
    const row = await change(request, 'create', async (trx) => {
      const inserted = await sql<Record<string, unknown>>`insert into ${table} (${sql.join(values.map(([c]) => sql.ref(c)))})
        values (${sql.join(values.map(([, v]) => sql`${v}`))}) returning *`.execute(trx);
      return inserted.rows[0] ?? null;
    });
    return ok(wire(kind, p, row));
  });

  app.put<{ Params: { key: string | number }; Body: Record<string, unknown> }>(
    `${base}/:key`,
    { schema: { params: keyParams, body: bodySchema(kind, false) } },
    async (request) => {
      requireRight(request, 'content');
      const values = await valuesOf(request, request.body);
      const row = await change(request, 'update', async (trx) => {
        const updated = await sql<Record<string, unknown>>`update ${table}
          set ${sql.join(values.map(([c, v]) => sql`${sql.ref(c)} = ${v}`))}
          where ${keyRef} = ${request.params.key} ${sql.join(fixedWhere, sql` `)} returning *`.execute(trx);
        return updated.rows[0] ?? null;
      });
      return ok(wire(kind, p, row));
    },
  );

  app.delete<{ Params: { key: string | number } }>(`${base}/:key`, { schema: { params: keyParams } }, async (request) => {
    await change(request, 'delete', async (trx) => {
      const deleted = await sql<Record<string, unknown>>`delete from ${table}
        where ${keyRef} = ${request.params.key} ${sql.join(fixedWhere, sql` `)} returning *`.execute(trx);
      return deleted.rows[0] ?? null;
    });
    return ok(null);
  });

  if (kind.localized) entryRoute(app, { db, changes, kind, p, valuesOf, notFound });
  publishRoutes(app, { db, changes, p, base, param: 'key', keyParams });
}

/**
 * POST /content/<kind>/entries { entryId?, versions: { zh_CN?, en_US? } }: an item's versions saved in one call and one
 * transaction (a row the entry has in that language is changed, another is added to the entry, or to a new one):
 * both stored or neither. Fields marked `shared` are written to every row of the entry. Refusals name the field as
 * `versions.<locale>.<field>`, those of both languages at once.
 */
function entryRoute(
  app: FastifyInstance,
  opts: {
    db: Kysely<Database>;
    changes: ContentChanges;
    kind: CatalogKind;
    p: Publishable;
    valuesOf: (request: FastifyRequest, body: Record<string, unknown>, prefix: string) => Promise<[string, unknown][]>;
    notFound: (request: FastifyRequest) => ApiError;
  },
): void {
  const { db, changes, kind, p, valuesOf, notFound } = opts;
  const table = sql.table(kind.table);
  const fixed = Object.entries(kind.fixed ?? {});
  const fixedWhere = sql.join(
    fixed.map(([column, value]) => sql`and ${sql.ref(column)} = ${value}`),
    sql` `,
  );
  // A version is a row's body without its locale (the key it is under names it).
  const { locale: _locale, ...properties } = bodySchema(kind, false).properties;
  const version = { type: 'object', additionalProperties: false, required: kind.fields.map((f) => f.name), properties };
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['versions'],
    properties: {
      entryId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      versions: { type: 'object', additionalProperties: false, minProperties: 1, properties: { zh_CN: version, en_US: version } },
    },
  };
  type Body = { entryId?: number; versions: Partial<Record<Locale, Record<string, unknown>>> };
  app.post<{ Body: Body }>(`/content/${kind.id}/entries`, { schema: { body: schema } }, async (request) => {
    const staff = requireRight(request, 'content');
    const { entryId, versions } = request.body;
    const entry = entryId === undefined ? null : await entryStatus(db, p, entryId);
    if (entryId !== undefined && !entry) throw notFound(request);
    // Every version checked before anything is written; the refusals of both languages are reported together.
    const prepared: { locale: Locale; values: [string, unknown][] }[] = [];
    const errors: { field: string; message: string }[] = [];
    for (const locale of LOCALES.filter((l) => versions[l])) {
      try {
        prepared.push({ locale, values: await valuesOf(request, { ...versions[locale], locale }, `versions.${locale}.`) });
      } catch (err) {
        if (!(err instanceof ApiError) || !err.errors) throw err;
        errors.push(...err.errors);
      }
    }
    if (errors.length) throw new ApiError(400, errors.map((e) => e.message).join(' '), errors);
    const rows = await publicChange(db, changes, ['all'], async (trx) => {
      let id = entryId ?? null;
      const saved: Record<string, unknown>[] = [];
      for (const { locale, values } of prepared) {
        const existing =
          id === null
            ? []
            : (await sql`select 1 from ${table} where entry_id = ${id} and locale = ${locale} ${fixedWhere}`.execute(trx)).rows;
        let row: Record<string, unknown> | undefined;
        if (existing.length) {
          row = (
            await sql<Record<string, unknown>>`update ${table} set ${sql.join(values.map(([c, v]) => sql`${sql.ref(c)} = ${v}`))}
              where entry_id = ${id} and locale = ${locale} ${fixedWhere} returning *`.execute(trx)
          ).rows[0];
        } else {
          const all: [string, unknown][] = [
            ...values,
            ...fixed,
            ['status', entry?.status ?? 'draft'],
            ['publish_at', entry?.publishAt ? new Date(entry.publishAt) : null],
            ['unpublish_at', entry?.unpublishAt ? new Date(entry.unpublishAt) : null],
            ...(id === null ? [] : ([['entry_id', id]] as [string, unknown][])),
          ];
          row = (
            await sql<Record<string, unknown>>`insert into ${table} (${sql.join(all.map(([c]) => sql.ref(c)))})
              values (${sql.join(all.map(([, v]) => sql`${v}`))}) returning *`.execute(trx)
          ).rows[0];
        }
        if (!row) throw notFound(request);
        id ??= Number(row.entry_id);
        await audit(
          trx,
          staff.userId,
          `content.${kind.id}.${existing.length ? 'update' : 'create'}`,
          `${kind.id}-${String(row[kind.key])}`,
        );
        saved.push(row);
      }
      // Fields shared by the languages (common/console/catalog.ts) take the first version's value in every row.
      const first = new Map(prepared[0]!.values);
      const shared = kind.fields.filter((f) => f.shared).map((f) => sql`${sql.ref(f.name)} = ${first.get(f.name)}`);
      if (!shared.length) {
        await keepRevision(trx, p, id!, staff.userId);
        return { result: saved, visible: saved.some((r) => r.status === 'published') };
      }
      const rows = await sql<Record<string, unknown>>`update ${table} set ${sql.join(shared)}
        where entry_id = ${id} ${fixedWhere} returning *`.execute(trx);
      await keepRevision(trx, p, id!, staff.userId);
      const result = rows.rows.sort((a, b) => String(b.locale).localeCompare(String(a.locale)));
      return { result, visible: result.some((r) => r.status === 'published') };
    });
    return ok(rows.map((r) => wire(kind, p, r)));
  });
}
