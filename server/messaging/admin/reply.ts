import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../../common/locale.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { isConnectionLoss } from '../../db/connection-errors.ts';
import { ApiError } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { localizedError } from '../texts.ts';

/**
 * Answers of the admin API in Tencent Cloud Chat's REST shape: `{ActionStatus: 'OK' | 'FAIL', ErrorCode,
 * ErrorInfo, ...}`. A refused operation answers HTTP 200 with ActionStatus FAIL and the messaging error code
 * (the same numbers a client gets over the WebSocket), its text in the caller's language (`language` header or
 * Accept-Language); a refused caller answers 401 (admin key) or 429 (rate), also in that shape.
 */
export interface AdminAnswer {
  ActionStatus: 'OK' | 'FAIL';
  ErrorCode: number;
  ErrorInfo: string;
  [extra: string]: unknown;
}

export function okAnswer(extra: Record<string, unknown> = {}): AdminAnswer {
  return { ActionStatus: 'OK', ErrorCode: 0, ErrorInfo: '', ...extra };
}

export function failAnswer(code: number, info: string): AdminAnswer {
  return { ActionStatus: 'FAIL', ErrorCode: code, ErrorInfo: info };
}

/** A refusal whose text is already in the caller's language (told as it is, without the code's own text). */
export class ToldError extends ImError {}

/** A failure in the caller's language, for a code of protocol/errors.ts and an optional detail. */
export function failFor(locale: Locale, err: unknown): AdminAnswer {
  if (err instanceof ToldError) return failAnswer(err.code, err.message);
  if (err instanceof ImError) return failAnswer(err.code, localizedError(locale, err.code, err.message));
  const code = isConnectionLoss(err) ? ErrorCode.UNAVAILABLE : ErrorCode.INTERNAL;
  return failAnswer(code, localizedError(locale, code, ''));
}

/** A request body field refused by the route's JSON schema: its path named, in the caller's language. */
export function badField(locale: Locale, field: string): ImError {
  return new ToldError(ErrorCode.BAD_REQUEST, translate(locale, 'im.admin.badField', { field: field || 'body' }));
}

/** The admin plugin's error handler: every failure in the Tencent shape, never the site's envelope. */
export function adminErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const locale = requestLocale(request);
  if (error instanceof ApiError) return reply.code(error.statusCode).send(failAnswer(ErrorCode.BAD_REQUEST, error.message));
  if (error instanceof ImError) return reply.code(200).send(failFor(locale, error));
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    // a body that is not JSON, too large, of another content type
    return reply
      .code(status)
      .send(failAnswer(ErrorCode.BAD_REQUEST, `${localizedError(locale, ErrorCode.BAD_REQUEST, '')}: ${error.message}`));
  }
  if (isConnectionLoss(error)) request.log.warn({ err: String(error) }, 'admin API: database unavailable');
  else request.log.error({ err: error }, 'admin API request failed');
  return reply.code(isConnectionLoss(error) ? 503 : 500).send(failFor(locale, error));
}

interface SchemaProblem {
  instancePath?: string;
  params?: { missingProperty?: string };
}

/** Throws when the route's JSON schema refused the body (routes use attachValidation), naming the field. */
export function refuseInvalid(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validation?: SchemaProblem[] }) | undefined;
  if (!error) return;
  const first = error.validation?.[0];
  const path = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const missing = first?.params?.missingProperty;
  throw badField(requestLocale(request), [path, missing].filter(Boolean).join('.'));
}
