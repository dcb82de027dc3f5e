import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import type { ContentChanges } from '../../content/changes.ts';
import type { WireRevision } from '../../../common/console/content.ts';
import { audit } from '../audit/log.ts';
import { requireRight } from '../auth/guard.ts';
import { consoleText } from '../texts.ts';
import { findEntry, publishProblem } from './news-store.ts';
import { PUBLISHABLES, publicChange } from './publishing.ts';
import type { Publishable } from './publishing.ts';

export const NEWS: Publishable = { area: 'news', table: 'news', key: 'id', entry: 'entry_id' };
const KINDS: readonly Publishable[] = [NEWS, ...PUBLISHABLES];
/** How many revisions the console lists (the newest). */
const LISTED = 50;

/** Columns that are the row's identity, its publication or derived: never part of a revision, never restored. */
const NOT_CONTENT = new Set([
  'id',
  'key',
  'entry_id',
  'locale',
  'status',
  'publish_at',
  'unpublish_at',
  'release_time',
  'updated_at',
  'created_at',
  'page_views',
  'search_text',
]);

const fixedWhere = (p: Publishable) =>
  sql.join(
    Object.entries(p.fixed ?? {}).map(([c, v]) => sql`and ${sql.ref(c)} = ${v}`),
    sql` `,
  );

async function rowsOf(trx: Kysely<Database>, p: Publishable, entry: number | string): Promise<Record<string, unknown>[]> {
  return (
    await sql<Record<string, unknown>>`select * from ${sql.table(p.table)}
      where ${sql.ref(p.entry)} = ${entry} ${fixedWhere(p)}`.execute(trx)
  ).rows;
}

const localeOf = (row: Record<string, unknown>) => (typeof row.locale === 'string' ? row.locale : 'all');

/**
 * Keeps the entry as it is now (after a save, in the save's transaction) as a new revision: every save of a news
 * entry, banner or catalogue item calls this.
 */
export async function keepRevision(trx: Kysely<Database>, p: Publishable, entry: number | string, author: string | null): Promise<void> {
  const versions: WireRevision['versions'] = {};
  for (const row of await rowsOf(trx, p, entry))
    versions[localeOf(row)] = Object.fromEntries(Object.entries(row).filter(([column]) => !NOT_CONTENT.has(column)));
  if (!Object.keys(versions).length) return;
  await trx
    .insertInto('content_revision')
    .values({ area: p.area, entry: String(entry), author, data: JSON.stringify({ versions }) })
    .execute();
}

/** A stored value as a query parameter (JSON columns as their text). */
const param = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

/**
 * Writes a revision's versions back over the entry: a language the revision has is updated (or added, sharing the
 * entry's publication), one it lacks is removed. The rows keep their IDs, so links and recommendations hold.
 */
async function restore(trx: Kysely<Database>, p: Publishable, entry: number | string, versions: WireRevision['versions']) {
  const rows = await rowsOf(trx, p, entry);
  const first = rows[0]!;
  for (const [locale, values] of Object.entries(versions)) {
    const sets = Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${param(value)}`);
    const row = rows.find((r) => localeOf(r) === locale);
    if (row) {
      await sql`update ${sql.table(p.table)} set ${sql.join(sets)} where ${sql.ref(p.key)} = ${row[p.key]}`.execute(trx);
      continue;
    }
    const all: [string, unknown][] = [
      ...Object.entries(values),
      ...Object.entries(p.fixed ?? {}),
      ...(locale === 'all' ? [] : ([['locale', locale]] as [string, unknown][])),
      [p.entry, entry],
      ...(['status', 'publish_at', 'unpublish_at'] as const).map((c): [string, unknown] => [c, first[c]]),
    ];
    await sql`insert into ${sql.table(p.table)} (${sql.join(all.map(([c]) => sql.ref(c)))})
      values (${sql.join(all.map(([, v]) => sql`${param(v)}`))})`.execute(trx);
  }
  for (const row of rows.filter((r) => !(localeOf(r) in versions)))
    await sql`delete from ${sql.table(p.table)} where ${sql.ref(p.key)} = ${row[p.key]}`.execute(trx);
}

const listParams = {
  type: 'object',
  required: ['area', 'entry'],
  properties: {
    area: { type: 'string', enum: KINDS.map((k) => k.area) },
    entry: { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' },
  },
} as const;
const restoreParams = {
  type: 'object',
  required: ['area', 'entry', 'id'],
  properties: { ...listParams.properties, id: { type: 'integer', minimum: 1 } },
} as const;

/**
 * Revision history (issue #34.8), for roles with the 'content' right: GET /content/revisions/:area/:entry lists an
 * item's saved states, newest first; POST /content/revisions/:area/:entry/:id/restore writes one back, which is a save like any
 * other (a new revision, audited as an update naming the revision, the public site refreshed when the item is
 * published). A published article must stay publishable.
 */
export function revisionRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; changes: ContentChanges }): void {
  const { db, changes } = opts;
  const notFound = (request: FastifyRequest) => new ApiError(404, consoleText(requestLocale(request), 'notFound'));

  app.get<{ Params: { area: string; entry: string } }>(
    '/content/revisions/:area/:entry',
    { schema: { params: listParams } },
    async (request) => {
      requireRight(request, 'content');
      const rows = await db
        .selectFrom('content_revision')
        .select(['id', 'author', 'created_at', 'data'])
        .where('area', '=', request.params.area)
        .where('entry', '=', request.params.entry)
        .orderBy('id', 'desc')
        .limit(LISTED)
        .execute();
      return ok(
        rows.map((r): WireRevision => ({
          id: String(r.id),
          author: r.author,
          createdAt: r.created_at.toISOString(),
          versions: (r.data as { versions: WireRevision['versions'] }).versions,
        })),
      );
    },
  );

  app.post<{ Params: { area: string; entry: string; id: number } }>(
    '/content/revisions/:area/:entry/:id/restore',
    { schema: { params: restoreParams } },
    async (request) => {
      const staff = requireRight(request, 'content');
      const revision = await db
        .selectFrom('content_revision')
        .selectAll()
        .where('id', '=', String(request.params.id))
        .where('area', '=', request.params.area)
        .where('entry', '=', request.params.entry)
        .executeTakeFirst();
      const p = KINDS.find((k) => k.area === revision?.area);
      if (!revision || !p) throw notFound(request);
      const entry = p.entry === 'key' ? revision.entry : Number(revision.entry);
      await publicChange(db, changes, [p === NEWS ? 'news' : 'all'], async (trx) => {
        const before = await rowsOf(trx, p, entry);
        if (!before.length) throw notFound(request);
        await restore(trx, p, entry, (revision.data as { versions: WireRevision['versions'] }).versions);
        if (p === NEWS && before[0]!.status === 'published') {
          const after = await findEntry(trx, Number(entry));
          const problem = after ? publishProblem(after) : 'versionRequired';
          if (problem) throw new ApiError(400, consoleText(requestLocale(request), problem));
        }
        await keepRevision(trx, p, entry, staff.userId);
        await audit(trx, staff.userId, `content.${p.area}.update`, `${p.area}-${revision.entry}`, { restoredFrom: String(revision.id) });
        return { result: null, visible: before[0]!.status === 'published' };
      });
      return ok(null);
    },
  );
}
