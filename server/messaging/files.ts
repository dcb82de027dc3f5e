import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, ImError } from '../../protocol/errors.ts';
import { UPLOAD_PATH } from '../../protocol/frames.ts';
import { requestLocale } from '../http/locale.ts';
import { verifyUserSig } from '../identity/user-sig.ts';
import type { Im } from './context.ts';
import { isBannedContent, probeImage } from './image-probe.ts';
import { localizedError } from './texts.ts';
import { makeImageVariants } from './thumbnails.ts';

/** Library limit (SPEC §9). */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
const HEAD_BYTES = 64 * 1024;

function fail(reply: FastifyReply, request: FastifyRequest, status: number, code: number) {
  return reply.status(status).send({ code, message: localizedError(requestLocale(request), code, '') });
}

/**
 * POST /im/upload (multipart, one part "file"; headers `userid` and `usersig`; query kind=image to require an
 * image) → { code: 0, data: { url, uuid, name, size, kind, mime, width, height, imageFormat } }.
 * Content is checked by its bytes: images must be gif/jpeg/png/bmp/webp (4004), executables are banned (4005),
 * files over 100 MB are refused (7005).
 * Images get their thumbnail and large variants before the answer (thumbnails.ts). GET /im/files/:id serves a file (images inline, others as download).
 */
export async function filesRoutes(app: FastifyInstance, { im }: { im: Im }): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } });
  await mkdir(im.cfg.filesDir, { recursive: true });

  app.post<{ Querystring: { kind?: string } }>(UPLOAD_PATH, { bodyLimit: MAX_FILE_BYTES + 1024 * 1024 }, async (request, reply) => {
    const userId = String(request.headers['userid'] ?? '');
    const check = verifyUserSig(String(request.headers['usersig'] ?? ''), im.secret, userId);
    if (!check.ok) return fail(reply, request, 401, check.reason === 'expired' ? ErrorCode.SIG_EXPIRED : ErrorCode.SIG_INVALID);
    if (!request.isMultipart()) return fail(reply, request, 400, ErrorCode.FILE_NOT_FOUND);
    const part = await request.file();
    if (!part) return fail(reply, request, 400, ErrorCode.FILE_NOT_FOUND);
    const id = randomBytes(18).toString('base64url');
    const tmp = join(im.cfg.filesDir, `${id}.part`);
    let size = 0;
    const head: Buffer[] = [];
    let headSize = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        if (headSize < HEAD_BYTES) {
          head.push(chunk);
          headSize += chunk.length;
        }
        cb(null, chunk);
      },
    });
    try {
      await pipeline(part.file, counter, createWriteStream(tmp));
      if (part.file.truncated) throw new ImError(ErrorCode.FILE_TOO_LARGE);
      const bytes = Buffer.concat(head).subarray(0, HEAD_BYTES);
      if (isBannedContent(bytes)) throw new ImError(ErrorCode.BANNED_FILE);
      const image = probeImage(bytes);
      if (request.query.kind === 'image' && !image) throw new ImError(ErrorCode.INVALID_IMAGE);
      if (size === 0) throw new ImError(ErrorCode.FILE_NOT_FOUND);
      const name = (part.filename || 'file').replace(/[\\/\u0000-\u001f]/g, '_').slice(0, 200);
      await rename(tmp, join(im.cfg.filesDir, id));
      const row = {
        id, owner_id: userId, name, size, mime: image?.mime ?? 'application/octet-stream', kind: image ? 'image' : 'file',
        width: image?.width ?? 0, height: image?.height ?? 0, image_format: image?.imageFormat ?? 0,
      };
      await im.db.insertInto('im_file').values(row).execute();
      if (image) await makeImageVariants(im, row);
      return { code: 0, data: { url: `/im/files/${id}`, uuid: id, name, size, kind: row.kind, mime: row.mime, width: row.width, height: row.height, imageFormat: row.image_format } };
    } catch (err) {
      await rm(tmp, { force: true });
      if (err instanceof ImError) return fail(reply, request, err.code === ErrorCode.FILE_TOO_LARGE ? 413 : 400, err.code);
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return fail(reply, request, 413, ErrorCode.FILE_TOO_LARGE);
      throw err;
    }
  });

  app.get<{ Params: { id: string } }>('/im/files/:id', async (request, reply) => {
    const { id } = request.params;
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return fail(reply, request, 404, ErrorCode.FILE_NOT_FOUND);
    const row = await im.db.selectFrom('im_file').selectAll().where('id', '=', id).executeTakeFirst();
    const path = join(im.cfg.filesDir, id);
    if (!row || !(await stat(path).catch(() => null))) return fail(reply, request, 404, ErrorCode.FILE_NOT_FOUND);
    reply.header('content-type', row.mime).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=31536000, immutable');
    if (row.kind !== 'image') reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    return reply.send(createReadStream(path));
  });
}
