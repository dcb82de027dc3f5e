import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { VISITOR_ID } from '../../identity/account-kind.ts';
import type { Credentials } from '../../messaging/people/credentials.ts';
import { eraseVisitor } from '../../ops/erase-visitor.ts';
import { audit } from '../audit/log.ts';
import { staffOf } from '../auth/guard.ts';
import { consoleText } from '../texts.ts';

export interface VisitorEraseOptions {
  db: Kysely<Database>;
  /** IM_FILES_DIR */
  filesDir: string;
  credentials: Credentials;
}

const params = { type: 'object', required: ['visitorId'], properties: { visitorId: { type: 'string', maxLength: 40 } } } as const;

/**
 * Erase on request (issue #32.5), admins only: a chat visitor's messages, conversations, files and desk records
 * (server/ops/erase-visitor.ts); their open sockets are closed. Audited with counts, not content.
 */
export function visitorEraseRoutes(app: FastifyInstance, { db, filesDir, credentials }: VisitorEraseOptions): void {
  app.post<{ Params: { visitorId: string } }>('/desk/visitors/:visitorId/erase', { schema: { params } }, async (request) => {
    const locale = requestLocale(request);
    const staff = staffOf(request);
    if (staff.role !== 'admin') throw new ApiError(403, consoleText(locale, 'forbidden'));
    const { visitorId } = request.params;
    const erased = VISITOR_ID.test(visitorId) ? await eraseVisitor(db, filesDir, visitorId) : null;
    if (!erased) throw new ApiError(404, consoleText(locale, 'notFound'));
    credentials.endSessions(visitorId, erased.epoch, 'revoked');
    const { messages, conversations, files } = erased;
    await audit(db, staff.userId, 'visitor.erase', visitorId, { messages, conversations, files });
    return ok(null);
  });
}
