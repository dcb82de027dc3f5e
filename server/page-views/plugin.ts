import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { ok } from '../http/envelope.ts';
import type { Database } from '../db/schema.ts';
import { isSitePath } from '../../common/site-paths.ts';
import { splitLocalePath } from '../../common/locale.ts';

const pathSchema = { type: 'string', minLength: 1, maxLength: 512, pattern: '^/' } as const;

/** Counts visits per site page: POST records one, GET reads the count. Only real site paths are counted. */
export async function pageViewsPlugin(app: FastifyInstance, opts: { db: Kysely<Database> }): Promise<void> {
  const { db } = opts;

  app.post<{ Body: { path: string } }>(
    '/api/page-views',
    { schema: { body: { type: 'object', required: ['path'], additionalProperties: false, properties: { path: pathSchema } } } },
    async (request, reply) => {
      const path = request.body.path;
      if (!isSitePath(splitLocalePath(path).path)) return reply.status(404).send({ code: 404, msg: 'unknown page', data: null });
      const row = await db
        .insertInto('page_view')
        .values({ path, views: 1 })
        .onConflict((oc) => oc.column('path').doUpdateSet({ views: sql`page_view.views + 1`, updated_at: sql`now()` }))
        .returning(['path', 'views'])
        .executeTakeFirstOrThrow();
      return ok({ path: row.path, views: Number(row.views) });
    },
  );

  app.get<{ Querystring: { path: string } }>(
    '/api/page-views',
    { schema: { querystring: { type: 'object', required: ['path'], properties: { path: pathSchema } } } },
    async (request) => {
      const row = await db.selectFrom('page_view').select(['path', 'views']).where('path', '=', request.query.path).executeTakeFirst();
      return ok({ path: request.query.path, views: row ? Number(row.views) : 0 });
    },
  );
}
