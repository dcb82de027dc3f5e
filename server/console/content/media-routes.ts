import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { audit } from '../audit/log.ts';
import { requireRight } from '../auth/guard.ts';
import { consoleText } from '../texts.ts';
import { MEDIA_MAX_BYTES, deleteMedia, storeMedia, wireMedia } from './media-store.ts';

const PAGE_SIZE = 60;

/**
 * The media library (issue #16.3), for roles with the 'content' right: upload (multipart, one part "file", at most
 * MEDIA_MAX_BYTES, recognised by content; media-store.ts), the newest images first, deletion. The upload, like every
 * change, passes the session guard (session, Origin and CSRF header).
 */
export async function mediaRoutes(app: FastifyInstance, opts: { db: Kysely<Database>; mediaDir: string }): Promise<void> {
  const { db, mediaDir } = opts;
  await app.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get<{ Querystring: { page?: number } }>(
    '/content/media',
    { schema: { querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 100000 } } } } },
    async (request) => {
      requireRight(request, 'content');
      const page = request.query.page ?? 1;
      const [rows, count] = await Promise.all([
        db
          .selectFrom('content_media')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .offset((page - 1) * PAGE_SIZE)
          .limit(PAGE_SIZE)
          .execute(),
        db
          .selectFrom('content_media')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return ok({ total: Number(count.n), page, items: rows.map(wireMedia) });
    },
  );

  app.post('/content/media', { bodyLimit: MEDIA_MAX_BYTES + 64 * 1024 }, async (request) => {
    const staff = requireRight(request, 'content');
    const locale = requestLocale(request);
    const refuse = (key: 'fileRequired' | 'badImage' | 'imageTooLarge') => {
      const message = consoleText(locale, key);
      return new ApiError(400, message, [{ field: 'file', message }]);
    };
    if (!request.isMultipart()) throw refuse('fileRequired');
    let part;
    try {
      part = await request.file();
    } catch (err) {
      throw (err as { code?: string }).code?.startsWith('FST_') ? refuse('fileRequired') : err;
    }
    if (!part) throw refuse('fileRequired');
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('imageTooLarge');
      throw err;
    }
    const stored = await storeMedia(db, mediaDir, { name: part.filename ?? '', bytes, staff: staff.userId });
    if (typeof stored === 'string') throw refuse(stored);
    await audit(db, staff.userId, 'content.media.upload', `media-${stored.id}`, { name: stored.name, size: stored.size });
    return ok(stored);
  });

  app.delete<{ Params: { id: string } }>(
    '/content/media/:id',
    { schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } } } } },
    async (request) => {
      const staff = requireRight(request, 'content');
      if (!(await deleteMedia(db, mediaDir, request.params.id))) throw new ApiError(404, consoleText(requestLocale(request), 'notFound'));
      await audit(db, staff.userId, 'content.media.delete', `media-${request.params.id}`);
      return ok(null);
    },
  );
}
