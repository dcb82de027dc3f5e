import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/envelope.ts';
import { requestLocale } from '../http/locale.ts';
import { translate } from '../i18n/messages.ts';

/** Public path of the media library's files (images of published content). */
export const MEDIA_PATH = '/api/content-media/';

/** A stored file name: `<random id>[-large|-thumb].<ext>`; nothing else is ever served from the folder. */
export const MEDIA_FILE = /^[A-Za-z0-9_-]{16,64}(-large|-thumb)?\.(jpg|png|webp|gif)$/;

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

export function mediaFileUrl(file: string): string {
  return `${MEDIA_PATH}${file}`;
}

/**
 * GET /api/content-media/:file — the media library's images (uploaded in the console, checked by content and
 * re-encoded there). File names are random and never reused, so they are cached for a year.
 */
export function mediaFileRoutes(app: FastifyInstance, opts: { mediaDir: string }): void {
  app.get<{ Params: { file: string } }>(`${MEDIA_PATH}:file`, async (request, reply) => {
    const { file } = request.params;
    const path = join(opts.mediaDir, file);
    if (!MEDIA_FILE.test(file) || !(await stat(path).catch(() => null)))
      throw new ApiError(404, translate(requestLocale(request), 'error.notFound'));
    return reply
      .header('content-type', TYPES[file.slice(file.lastIndexOf('.') + 1)]!)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(createReadStream(path));
  });
}
