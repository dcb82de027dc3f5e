import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { catalogRoutes } from './catalog.ts';
import { mediaRoutes } from './media.ts';
import { newsRoutes } from './news.ts';
import { mediaFileRoutes } from './media-files.ts';
import { siteSettingsRoutes } from './site-settings.ts';
import type { ContentChanges } from './changes.ts';

export interface ContentOptions {
  db: Kysely<Database>;
  /** How long list responses (news, recommendations, banners) may be served from memory; 0 = always live. */
  listCacheMs: number;
  /** Publishing changes: the micro-caches are cleared on each. */
  changes?: ContentChanges;
  /** The media library's folder (CONTENT_MEDIA_DIR), served at /api/content-media/. */
  mediaDir?: string;
}

/**
 * The site's content: SPEC §7 product paths (banners, recommendations, news) and the /api catalog (cases,
 * courses, expert opinions, ship-digital, ship-security, jobs, branches, figures), plus generated media.
 */
export async function contentPlugin(app: FastifyInstance, opts: ContentOptions): Promise<void> {
  await app.register(newsRoutes, { db: opts.db, listCacheMs: opts.listCacheMs, ...(opts.changes ? { changes: opts.changes } : {}) });
  await app.register(catalogRoutes, { db: opts.db });
  await app.register(mediaRoutes);
  if (opts.mediaDir) mediaFileRoutes(app, { mediaDir: opts.mediaDir });
  siteSettingsRoutes(app, { db: opts.db });
}
