import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale } from '../../common/locale.ts';
import type { Locale } from '../../common/locale.ts';

/**
 * The request's language: the `language` header the front ends send (zh_CN / en_US, SPEC §7),
 * else the first Accept-Language tag, else zh_CN.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['language'];
  const value = Array.isArray(header) ? header[0] : header;
  if (isLocale(value)) return value;
  const accept = request.headers['accept-language'];
  if (typeof accept === 'string' && /^\s*en\b/i.test(accept)) return 'en_US';
  return DEFAULT_LOCALE;
}
