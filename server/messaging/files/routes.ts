import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { UPLOAD_PATH } from '../../../protocol/frames.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Im } from '../context.ts';
import { probeAudio } from './audio-probe.ts';
import { isBannedContent, probeImage } from './image-probe.ts';
import { localizedError } from '../texts.ts';
import { recordFile } from './file-record.ts';
import { MAX_FILE_BYTES, MAX_REQUEST_BYTES, QuotaExceeded, UploadGate, refuseUpload } from './upload-limits.ts';
import type { UploadCharge } from './upload-limits.ts';
import { UploadSweeper } from './sweep.ts';

const HEAD_BYTES = 64 * 1024;

type UploadRequest = FastifyRequest<{ Querystring: { kind?: string } }>;

function fail(reply: FastifyReply, request: FastifyRequest, status: number, code: number) {
  return reply.status(status).send({ code, message: localizedError(requestLocale(request), code, '') });
}

/**
 * POST /im/upload (multipart, one part "file"; headers `userid` and `usersig`; query kind=image to require an
 * image) → { code: 0, data: { url, uuid, name, size, kind, mime, width, height, imageFormat } }.
 * Content is checked by its bytes: images must be gif/jpeg/png/bmp/webp (4004), executables are banned (4005),
 * files over 100 MB are refused (7005, 413; at once, before the body is read, when Content-Length says so).
 * Per-user and per-IP hourly quotas answer 429 with Retry-After (upload-limits.ts). Uploads no message
 * references are deleted after a grace period (sweep.ts).
 * Images get their thumbnail and large variants before the answer (thumbnails.ts). GET /im/files/:id serves a file
 * (images inline, others as download), readable from any origin.
 */
export async function filesRoutes(app: FastifyInstance, { im }: { im: Im }): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } });
  await mkdir(im.cfg.filesDir, { recursive: true });
  const gate = new UploadGate(im.cfg, im.credentials);
  const sweeper = new UploadSweeper(im);
  sweeper.start();
  app.addHook('onClose', () => sweeper.stop());

  // Partner pages on other origins upload too: the signature travels in headers, never in cookies, so any
  // origin may send (answers, refusals included, carry the header so the page can read the error).
  app.options(UPLOAD_PATH, async (_request, reply) =>
    reply
      .status(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'userid, usersig, content-type')
      .header('access-control-max-age', '600')
      .send(),
  );
  app.post<{ Querystring: { kind?: string } }>(
    UPLOAD_PATH,
    { bodyLimit: MAX_REQUEST_BYTES, onRequest: [allowAnyOrigin, gate.onRequest] },
    async (request, reply) => {
      const charge = gate.chargeOf(request);
      try {
        return await receive(im, request, reply, charge);
      } finally {
        charge.settle();
      }
    },
  );

  app.get<{ Params: { id: string } }>('/im/files/:id', async (request, reply) => {
    const { id } = request.params;
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return fail(reply, request, 404, ErrorCode.FILE_NOT_FOUND);
    const row = await im.db.selectFrom('im_file').selectAll().where('id', '=', id).executeTakeFirst();
    const path = join(im.cfg.filesDir, id);
    if (!row || !(await stat(path).catch(() => null))) return fail(reply, request, 404, ErrorCode.FILE_NOT_FOUND);
    reply
      .header('content-type', row.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=31536000, immutable')
      // the widget on a partner's page reads a file to save it under its name (FileBubble, the previewer's save);
      // a file's unguessable ID is its capability, and no credentials are involved, so any origin may read it
      .header('access-control-allow-origin', '*');
    if (row.kind !== 'image') reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    return reply.send(createReadStream(path));
  });
}

function allowAnyOrigin(_request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.header('access-control-allow-origin', '*');
  done();
}

/** Reads the one file part of an upload the gate let in (signature checked, quotas reserved), checks it, records it. */
async function receive(im: Im, request: UploadRequest, reply: FastifyReply, charge: UploadCharge) {
  const userId = String(request.headers['userid']);
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
      try {
        charge.add(chunk.length);
      } catch (err) {
        cb(err as Error);
        return;
      }
      cb(null, chunk);
    },
  });
  try {
    const part = await request.file();
    if (!part) throw new ImError(ErrorCode.FILE_NOT_FOUND);
    // At the limit the parser would go on reading (and discarding) the rest of the part: stop there instead.
    part.file.once('limit', () => part.file.destroy(new ImError(ErrorCode.FILE_TOO_LARGE)));
    await pipeline(part.file, counter, createWriteStream(tmp));
    if (part.file.truncated) throw new ImError(ErrorCode.FILE_TOO_LARGE);
    const bytes = Buffer.concat(head).subarray(0, HEAD_BYTES);
    if (isBannedContent(bytes)) throw new ImError(ErrorCode.BANNED_FILE);
    const image = probeImage(bytes);
    if (request.query.kind === 'image' && !image) throw new ImError(ErrorCode.INVALID_IMAGE);
    const audio = image ? null : probeAudio(bytes);
    if (size === 0) throw new ImError(ErrorCode.FILE_NOT_FOUND);
    const name = (part.filename || 'file').replace(/[\\/\p{Cc}]/gu, '_').slice(0, 200);
    await rename(tmp, join(im.cfg.filesDir, id));
    const row = await recordFile(im, { id, owner: userId, name, size, image, audio });
    return {
      code: 0,
      data: {
        url: `/im/files/${id}`,
        uuid: id,
        name,
        size,
        kind: row.kind,
        mime: row.mime,
        width: row.width,
        height: row.height,
        imageFormat: row.image_format,
      },
    };
  } catch (err) {
    await rm(tmp, { force: true });
    if (err instanceof QuotaExceeded) return refuseUpload(reply, request, 429, err.code, err);
    if (err instanceof ImError) return refuseUpload(reply, request, err.code === ErrorCode.FILE_TOO_LARGE ? 413 : 400, err.code);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return refuseUpload(reply, request, 413, ErrorCode.FILE_TOO_LARGE);
    throw err;
  }
}
