import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { requireRight } from '../auth/guard.ts';

export interface WireAuditEntry {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  target: string;
  detail: Record<string, unknown>;
}

const PAGE = 100;

/** The audit log, newest first, 100 entries a page (`before`: the last ID seen); admins only. */
export function auditRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get<{ Querystring: { before?: string } }>(
    '/audit',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { before: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } },
        },
      },
    },
    async (request) => {
      requireRight(request, 'audit');
      let query = db.selectFrom('console_audit').selectAll().orderBy('id', 'desc').limit(PAGE);
      if (request.query.before) query = query.where('id', '<', request.query.before);
      const rows = await query.execute();
      const entries: WireAuditEntry[] = rows.map((r) => ({
        id: String(r.id),
        at: r.at.toISOString(),
        actor: r.actor,
        action: r.action,
        target: r.target,
        detail: r.detail,
      }));
      return ok({ entries, more: rows.length === PAGE });
    },
  );
}
