import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './envelope.ts';
import type { ErrorEnvelope } from './envelope.ts';
import { requestLocale } from './locale.ts';
import { translate } from '../i18n/messages.ts';
import { isConnectionLoss } from '../db/connection-errors.ts';

/**
 * Renders every failure as the product envelope in the caller's language:
 * ApiError as thrown, schema violations as 400 naming the field, limits as 413/429, a lost database
 * connection as 503 (service temporarily unavailable, with Retry-After), the rest as 500 (logged, never leaking
 * internals).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale = requestLocale(request);
    let status: number;
    let body: ErrorEnvelope;
    if (error instanceof ApiError) {
      status = error.statusCode;
      body = { code: status, msg: error.message, data: null, ...(error.errors ? { errors: error.errors } : {}) };
    } else if (error.validation) {
      status = 400;
      const errors = error.validation.map((v) => {
        const field = fieldOf(v.instancePath, v.params);
        return { field, message: translate(locale, 'error.fieldInvalid', { field }) };
      });
      body = { code: 400, msg: errors[0]?.message ?? translate(locale, 'error.badRequest'), data: null, errors };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { code: 429, msg: translate(locale, 'error.tooManyRequests'), data: null };
    } else if (error.statusCode === 413) {
      status = 413;
      body = { code: 413, msg: translate(locale, 'error.payloadTooLarge'), data: null };
    } else if (isConnectionLoss(error)) {
      // the database is away (restart, failover, network cut): the pool reconnects by itself
      request.log.warn({ err: error.message }, 'database unavailable');
      status = 503;
      body = { code: 503, msg: translate(locale, 'error.unavailable'), data: null };
      reply.header('retry-after', '5');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = { code: status, msg: translate(locale, 'error.badRequest'), data: null };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = { code: 500, msg: translate(locale, 'error.internal'), data: null };
    }
    return reply.status(status).send(body);
  });
}

function fieldOf(instancePath: string, params: Record<string, unknown>): string {
  const missing = params['missingProperty'];
  if (typeof missing === 'string') return missing;
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || 'body';
}
