import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_NESTING, hasBadChar } from '../../protocol/validate.ts';
import { ApiError } from './envelope.ts';
import { requestLocale } from './locale.ts';
import { translate } from '../i18n/messages.ts';

/**
 * The first place in `value` (a parsed body, query or params) holding text that cannot be stored: a NUL
 * (U+0000) or a lone surrogate, in a key or a string ('badText'), or nesting deeper than MAX_NESTING ('tooDeep').
 */
export function findBadText(value: unknown, path = '', depth = MAX_NESTING): { field: string; kind: 'badText' | 'tooDeep' } | null {
  const field = path || 'body';
  if (typeof value === 'string') return hasBadChar(value) ? { field, kind: 'badText' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth <= 0) return { field, kind: 'tooDeep' };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as [string, unknown])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (hasBadChar(key)) return { field: path || 'body', kind: 'badText' };
    const found = findBadText(item, at, depth - 1);
    if (found) return found;
  }
  return null;
}

/** A 400 naming the field, in the request's language. */
export function badTextError(request: FastifyRequest, found: { field: string; kind: 'badText' | 'tooDeep' }): ApiError {
  const locale = requestLocale(request);
  const message = translate(locale, found.kind === 'badText' ? 'error.badText' : 'error.fieldInvalid', { field: found.field });
  return new ApiError(400, message, [{ field: found.field, message }]);
}

/**
 * Refuses, before any route's schema or handler, a query string, path parameter or JSON body with a NUL or a
 * lone surrogate anywhere (PostgreSQL stores neither, so such text would fail as a 500). Multipart fields are
 * read by their routes, which check them with findBadText themselves.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const found = findBadText(request.query) ?? findBadText(request.params) ?? findBadText(request.body);
    done(found ? badTextError(request, found) : undefined);
  });
}
