import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this are sent as they are (the same threshold as the app's @fastify/compress). */
export const COMPRESS_THRESHOLD = 1024;

export type BodyEncoding = 'br' | 'gzip' | 'deflate';
const PREFERENCE: readonly BodyEncoding[] = ['br', 'gzip', 'deflate'];
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * A JSON response body serialised once, with its compressed forms made on first need and kept: a cached
 * body is then sent to every visitor without serialising or compressing again.
 */
export class JsonBody {
  readonly raw: Buffer;
  #br: Buffer | undefined;
  #gzip: Buffer | undefined;
  #deflate: Buffer | undefined;
  constructor(value: unknown) {
    this.raw = Buffer.from(JSON.stringify(value));
  }

  /** The body in `encoding` (compressed on the first call, then kept). */
  encoded(encoding: BodyEncoding): Buffer {
    switch (encoding) {
      case 'br':
        return (this.#br ??= brotliCompressSync(this.raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
        }));
      case 'gzip':
        return (this.#gzip ??= gzipSync(this.raw));
      case 'deflate':
        return (this.#deflate ??= deflateSync(this.raw));
    }
  }
}

const negotiated = new Map<string, BodyEncoding | null>();

/** The best encoding the Accept-Encoding header allows (q-values honoured; br, then gzip, then deflate), or null. */
export function negotiateEncoding(header: string | undefined): BodyEncoding | null {
  if (!header) return null;
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  let best: BodyEncoding | null = null;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) {
      best = encoding;
      bestQ = weight;
    }
  }
  if (negotiated.size < 200) negotiated.set(header, best);
  return best;
}

/**
 * Sends a JsonBody: compressed in the best encoding the client accepts when it is large enough, else as is.
 * Routes using it set `compress: false`, so @fastify/compress does no per-request work on them.
 */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: JsonBody): FastifyReply {
  reply.header('content-type', JSON_TYPE);
  if (body.raw.length < COMPRESS_THRESHOLD) return reply.send(body.raw);
  reply.header('vary', 'accept-encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.raw);
  reply.header('content-encoding', encoding);
  return reply.send(body.encoded(encoding));
}
