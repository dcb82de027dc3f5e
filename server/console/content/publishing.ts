import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { raiseRevision } from '../../content/changes.ts';
import type { ContentArea, ContentChanges } from '../../content/changes.ts';
import { SCHEDULE_MAX_DAYS } from '../../../common/console/content.ts';
import type { NewsStatus, PublishRequest, PublishState } from '../../../common/console/content.ts';
import { CATALOG_KINDS } from '../../../common/console/catalog.ts';
import { audit } from '../audit/log.ts';
import { requireRight } from '../auth/guard.ts';
import { consoleText } from '../texts.ts';
import type { AuditArea } from '../../../common/console/audit-actions.ts';

/**
 * The publishing model news has (issue #16.3), shared by banners and every catalogue kind: a row is a draft,
 * scheduled (`publish_at`) or published, and the public reads only published rows (server/content/). The rows of one
 * item in each language share an `entry` (migration 073) and change status together. News keeps its own store
 * (news-store.ts: a publication dates the article) but the same statuses, schedule rule and scheduler.
 */
export interface Publishable {
  /** Audit actions are `content.<area>.<action>`, targets `<area>-<row key>`. */
  area: AuditArea;
  table: string;
  /** The row's key column. */
  key: 'id' | 'key';
  /** The column shared by an item's rows in each language. */
  entry: 'entry_id' | 'key';
  /** Columns that tell the kind's rows from others in a shared table (business items). */
  fixed?: Record<string, string>;
}

export const BANNERS: Publishable = { area: 'banner', table: 'banner', key: 'id', entry: 'entry_id' };

/** Everything the scheduler publishes besides news. */
export const PUBLISHABLES: readonly Publishable[] = [
  BANNERS,
  ...CATALOG_KINDS.map((kind) => ({
    area: kind.id,
    table: kind.table,
    key: kind.key,
    entry: kind.localized ? ('entry_id' as const) : ('key' as const),
    ...(kind.fixed ? { fixed: kind.fixed } : {}),
  })),
];

const fixedWhere = (p: Publishable) =>
  sql.join([sql`true`, ...Object.entries(p.fixed ?? {}).map(([c, v]) => sql`${sql.ref(c)} = ${v}`)], sql` and `);

/** The wire fields of a row's publication. */
export function publishState(row: Record<string, unknown>, p: Publishable): PublishState {
  const at = row.publish_at;
  const until = row.unpublish_at;
  return {
    entryId: row[p.entry] as number | string,
    status: row.status as NewsStatus,
    publishAt: at instanceof Date ? at.toISOString() : null,
    unpublishAt: until instanceof Date ? until.toISOString() : null,
  };
}

/** The time of a publication asked for: now (null) or later, at most SCHEDULE_MAX_DAYS ahead; refuses otherwise. */
export function scheduleOf(request: FastifyRequest, at: string | null | undefined): { at: Date | null; scheduled: boolean } {
  const time = at ? new Date(at) : null;
  if (time && (Number.isNaN(time.getTime()) || time.getTime() > Date.now() + SCHEDULE_MAX_DAYS * 86_400_000)) {
    const message = consoleText(requestLocale(request), 'scheduleInvalid');
    throw new ApiError(400, message, [{ field: 'at', message }]);
  }
  const scheduled = time !== null && time.getTime() > Date.now();
  return { at: scheduled ? time : null, scheduled };
}

/**
 * The time a publication ends (scheduled unpublish): none (null), or after the time it starts and at most
 * SCHEDULE_MAX_DAYS ahead; refuses otherwise.
 */
export function untilOf(request: FastifyRequest, until: string | null | undefined, from: Date | null): Date | null {
  if (!until) return null;
  const time = new Date(until);
  const start = from?.getTime() ?? Date.now();
  if (Number.isNaN(time.getTime()) || time.getTime() <= start || time.getTime() > Date.now() + SCHEDULE_MAX_DAYS * 86_400_000) {
    const message = consoleText(requestLocale(request), 'unpublishInvalid');
    throw new ApiError(400, message, [{ field: 'until', message }]);
  }
  return time;
}

/** The JSON schema of a publish call's body (PublishRequest). */
export const PUBLISH_BODY = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { at: { type: ['string', 'null'], format: 'date-time' }, until: { type: ['string', 'null'], format: 'date-time' } },
} as const;

/** The status an entry's rows share (null when there is no such entry). */
export async function entryStatus(db: Kysely<Database>, p: Publishable, entry: number | string): Promise<PublishState | null> {
  const row = (
    await sql<Record<string, unknown>>`select ${sql.ref(p.entry)}, status, publish_at, unpublish_at from ${sql.table(p.table)}
      where ${sql.ref(p.entry)} = ${entry} and ${fixedWhere(p)} limit 1`.execute(db)
  ).rows[0];
  return row ? publishState(row, p) : null;
}

/** Sets the status of every row of an entry; returns the rows' keys. */
async function setEntryStatus(
  trx: Kysely<Database>,
  p: Publishable,
  entry: number | string,
  status: NewsStatus,
  at: Date | null,
  until: Date | null,
): Promise<(number | string)[]> {
  const rows = await sql<Record<string, number | string>>`update ${sql.table(p.table)}
    set status = ${status}, publish_at = ${status === 'scheduled' ? at : null}, unpublish_at = ${status === 'draft' ? null : until}
    where ${sql.ref(p.entry)} = ${entry} and ${fixedWhere(p)} returning ${sql.ref(p.key)}`.execute(trx);
  return rows.rows.map((r) => r[p.key]!);
}

/** Publishes the scheduled rows that are due, claimed by one UPDATE (each row flips once across instances). */
export async function publishDueRows(trx: Kysely<Database>, p: Publishable): Promise<(number | string)[]> {
  const rows = await sql<Record<string, number | string>>`update ${sql.table(p.table)}
    set status = 'published', publish_at = null
    where status = 'scheduled' and publish_at <= ${new Date()} and ${fixedWhere(p)} returning ${sql.ref(p.key)}`.execute(trx);
  return rows.rows.map((r) => r[p.key]!);
}

/** Withdraws the published (or scheduled) rows whose end is due, claimed by one UPDATE as publishDueRows does. */
export async function unpublishDueRows(trx: Kysely<Database>, p: Publishable): Promise<(number | string)[]> {
  const rows = await sql<Record<string, number | string>>`update ${sql.table(p.table)}
    set status = 'draft', publish_at = null, unpublish_at = null
    where unpublish_at <= ${new Date()} and status <> 'draft' and ${fixedWhere(p)} returning ${sql.ref(p.key)}`.execute(trx);
  return rows.rows.map((r) => r[p.key]!);
}

/**
 * Runs a change in one transaction; when `visible` says the public site changed, raises the site revision and
 * announces it (micro-caches and pages of every instance refreshed, server/content/changes.ts).
 */
export async function publicChange<T>(
  db: Kysely<Database>,
  changes: ContentChanges,
  areas: ContentArea[],
  work: (trx: Kysely<Database>) => Promise<{ result: T; visible: boolean }>,
): Promise<T> {
  const { result, revision } = await db.transaction().execute(async (trx) => {
    const done = await work(trx);
    return { result: done.result, revision: done.visible ? await raiseRevision(trx) : 0 };
  });
  if (revision) changes.announce({ revision, areas });
  return result;
}

/**
 * POST <base>/:<param>/publish ({ at }: now or scheduled; { until }: withdrawn then) and POST <base>/:key/unpublish (back to draft) for one kind:
 * the row's entry changes status in every language, each row audited ('content' right).
 */
export function publishRoutes(
  app: FastifyInstance,
  opts: {
    db: Kysely<Database>;
    changes: ContentChanges;
    p: Publishable;
    base: string;
    /** The key's path parameter (the kind's other routes name it so too) and its schema. */
    param: string;
    keyParams: Record<string, unknown>;
  },
): void {
  const { db, changes, p, base, param, keyParams } = opts;
  const entryOf = async (request: FastifyRequest<{ Params: Record<string, number | string> }>) => {
    const row = (
      await sql<Record<string, unknown>>`select ${sql.ref(p.entry)}, status, publish_at, unpublish_at from ${sql.table(p.table)}
        where ${sql.ref(p.key)} = ${request.params[param]!} and ${fixedWhere(p)}`.execute(db)
    ).rows[0];
    if (!row) throw new ApiError(404, consoleText(requestLocale(request), 'notFound'));
    return publishState(row, p);
  };
  const run = async (
    request: FastifyRequest<{ Params: Record<string, number | string> }>,
    status: NewsStatus,
    at: Date | null,
    until: Date | null,
  ): Promise<PublishState> => {
    const staff = requireRight(request, 'content');
    const before = await entryOf(request);
    const action = status === 'draft' ? 'unpublish' : status === 'scheduled' ? 'schedule' : 'publish';
    await publicChange(db, changes, ['all'], async (trx) => {
      for (const key of await setEntryStatus(trx, p, before.entryId, status, at, until))
        await audit(trx, staff.userId, `content.${p.area}.${action}`, `${p.area}-${key}`, {
          ...(at ? { at: at.toISOString() } : {}),
          ...(until ? { until: until.toISOString() } : {}),
        });
      return { result: null, visible: (before.status === 'published') !== (status === 'published') };
    });
    return {
      entryId: before.entryId,
      status,
      publishAt: status === 'scheduled' && at ? at.toISOString() : null,
      unpublishAt: until?.toISOString() ?? null,
    };
  };

  app.post<{ Params: Record<string, number | string>; Body: PublishRequest | null }>(
    `${base}/:${param}/publish`,
    { schema: { params: keyParams, body: PUBLISH_BODY } },
    async (request) => {
      requireRight(request, 'content');
      const { at, scheduled } = scheduleOf(request, request.body?.at);
      const until = untilOf(request, request.body?.until, at);
      return ok(await run(request, scheduled ? 'scheduled' : 'published', at, until));
    },
  );
  app.post<{ Params: Record<string, number | string> }>(`${base}/:${param}/unpublish`, { schema: { params: keyParams } }, async (request) =>
    ok(await run(request, 'draft', null, null)),
  );
}
