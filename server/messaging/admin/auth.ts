import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../protocol/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { RateLimiter } from '../transport/rate-limit.ts';
import { failAnswer } from './reply.ts';

/** Shortest admin key the server accepts; a shorter IM_ADMIN_KEY leaves the admin API off (with a warning). */
export const MIN_ADMIN_KEY_LENGTH = 16;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The key a request presents: `Authorization: Bearer <key>`. (Tencent's REST API puts its admin signature in
 * the query string; a key there would land in access logs and proxies, so it is not read from there.)
 */
function presentedKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * The admin API's gate, an onRequest hook: first a per-IP token bucket (429 with Retry-After; wrong keys count
 * too, so guessing is slow), then the key compared in constant time (digests of equal length, timingSafeEqual):
 * 401 when missing or wrong. Texts in the caller's language.
 */
export function adminGate(key: string, ratePerSecond: number) {
  const expected = digest(key);
  const limiter = new RateLimiter(ratePerSecond, ratePerSecond * 2);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const locale = requestLocale(request);
    if (!limiter.take(request.ip)) {
      await reply
        .code(429)
        .header('retry-after', '1')
        .send(failAnswer(ErrorCode.RATE_LIMITED, translate(locale, 'im.admin.tooMany')));
      return;
    }
    const given = presentedKey(request);
    if (given === null || !timingSafeEqual(digest(given), expected)) {
      request.log.info({ ip: request.ip }, 'admin API: refused key');
      await reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send(failAnswer(ErrorCode.SIG_INVALID, translate(locale, 'im.admin.unauthorized')));
    }
  };
}
