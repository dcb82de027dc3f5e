import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { ownOrigins } from '../../http/site-origin.ts';
import { can } from '../../../common/console/roles.ts';
import type { ConsoleRight } from '../../../common/console/roles.ts';
import { consoleText } from '../texts.ts';
import { findSession, sessionToken } from './sessions.ts';
import type { StaffSession } from './sessions.ts';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that changes something must come from our own pages: when the browser names an Origin it must be
 * one of ours (a cross-site form or script is refused before its session is even looked at). Ours are the
 * configured public origins (SITE_URL, CONSOLE_URL), else the Host header: never X-Forwarded-Host, which a
 * client can forge to match its own Origin (server/http/site-origin.ts).
 */
export function checkOrigin(request: FastifyRequest, publicOrigins: readonly string[]): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (!ownOrigins(request, publicOrigins).includes(origin.toLowerCase()))
    throw new ApiError(403, consoleText(requestLocale(request), 'csrf'));
}

/**
 * Every console API route but sign-in: a live session (401 without), and on state-changing methods the Origin
 * check and the session's CSRF token in the X-CSRF-Token header (403 without).
 */
export function installSessionGuard(app: FastifyInstance, db: Kysely<Database>, publicOrigins: readonly string[]): void {
  app.decorateRequest('staff', null);
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.public) return;
    const locale = requestLocale(request);
    const token = sessionToken(request);
    const session = token ? await findSession(db, token) : null;
    if (!session) throw new ApiError(401, consoleText(locale, 'signInRequired'));
    if (!SAFE_METHODS.has(request.method)) {
      checkOrigin(request, publicOrigins);
      if (request.headers[CSRF_HEADER] !== session.csrf) throw new ApiError(403, consoleText(locale, 'csrf'));
    }
    request.staff = session;
  });
}

/** The signed-in staff member of a guarded route. */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new ApiError(401, consoleText(requestLocale(request), 'signInRequired'));
  return request.staff;
}

/** Refuses (403) a staff member whose role lacks `right`. */
export function requireRight(request: FastifyRequest, right: ConsoleRight): StaffSession {
  const staff = staffOf(request);
  if (!can(staff.role, right)) throw new ApiError(403, consoleText(requestLocale(request), 'forbidden'));
  return staff;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The console's signed-in staff member (server/console/auth/guard.ts); null outside the console API. */
    staff: StaffSession | null;
  }
  interface FastifyContextConfig {
    /** A console API route open without a session (sign-in). */
    public?: boolean;
  }
}
