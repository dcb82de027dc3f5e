import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { parseLeadRef } from '../../../common/console/leads.ts';
import type { Credentials } from '../../messaging/people/credentials.ts';
import { eraseVisitor } from '../../ops/erase-visitor.ts';
import { audit } from '../audit/log.ts';
import { staffOf } from '../auth/guard.ts';
import { consoleText } from '../texts.ts';
import { deleteLeads, findLead } from './store.ts';

export interface LeadEraseOptions {
  db: Kysely<Database>;
  /** UPLOADS_DIR/resumes */
  resumesDir: string;
  /** IM_FILES_DIR: the files of the chat visitor linked to the lead. */
  filesDir: string;
  credentials: Credentials;
}

const refParams = { type: 'object', required: ['ref'], properties: { ref: { type: 'string', maxLength: 20 } } } as const;

/**
 * Erase on request (issue #32.5), admins only: the lead with its notes, state and résumé file, and the chat visitor
 * the desk linked to it (the same browser sent the form) with their messages, files and desk records; their open
 * sockets are closed. Audited without the person's data.
 */
export function leadEraseRoutes(app: FastifyInstance, { db, resumesDir, filesDir, credentials }: LeadEraseOptions): void {
  app.post<{ Params: { ref: string } }>('/leads/:ref/erase', { schema: { params: refParams } }, async (request) => {
    const locale = requestLocale(request);
    const staff = staffOf(request);
    if (staff.role !== 'admin') throw new ApiError(403, consoleText(locale, 'forbidden'));
    const parsed = parseLeadRef(request.params.ref);
    if (!parsed || !(await findLead(db, parsed.source, parsed.id))) throw new ApiError(404, consoleText(locale, 'notFound'));
    const visitors = await db.selectFrom('desk_visitor').select('visitor_id').where('lead_ref', '=', request.params.ref).execute();
    const failed = await deleteLeads(db, resumesDir, parsed.source, [parsed.id]);
    if (failed.length) request.log.error({ files: failed }, 'résumé files of an erased lead could not be removed');
    let messages = 0;
    for (const { visitor_id } of visitors) {
      const erased = await eraseVisitor(db, filesDir, visitor_id);
      if (!erased) continue;
      credentials.endSessions(visitor_id, erased.epoch, 'revoked');
      messages += erased.messages;
    }
    await audit(db, staff.userId, 'lead.erase', request.params.ref, { visitors: visitors.length, messages });
    return ok(null);
  });
}
