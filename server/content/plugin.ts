import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { catalogRoutes } from './catalog.ts';
import { mediaRoutes } from './media.ts';
import { newsRoutes } from './news.ts';

export interface ContentOptions {
  db: Kysely<Database>;
  /** How long list responses (news, recommendations, banners) may be served from memory; 0 = always live. */
  listCacheMs: number;
}

/**
 * The site's content: SPEC §7 product paths (banners, recommendations, news) and the /api catalog (cases,
 * courses, expert opinions, ship-digital, ship-security, jobs, branches, figures), plus generated media.
 */
export async function contentPlugin(app: FastifyInstance, opts: ContentOptions): Promise<void> {
  await app.register(newsRoutes, { db: opts.db, listCacheMs: opts.listCacheMs });
  await app.register(catalogRoutes, { db: opts.db });
  await app.register(mediaRoutes);
}
