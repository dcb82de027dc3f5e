import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { can } from '../../../common/console/roles.ts';
import {
  LEADS_PAGE_SIZE,
  LEAD_KINDS,
  LEAD_STATUSES,
  NOTE_MAX_LENGTH,
  parseLeadRef,
  rightOfSource,
  sourceOfKind,
  sourcesFor,
} from '../../../common/console/leads.ts';
import type { LeadFilter, LeadSource, LeadStatus } from '../../../common/console/leads.ts';
import { ID_PATTERN } from '../../../protocol/model.ts';
import { audit } from '../audit/log.ts';
import { requireRight, staffOf } from '../auth/guard.ts';
import type { StaffSession } from '../auth/sessions.ts';
import { consoleText } from '../texts.ts';
import { leadsCsv } from './csv.ts';
import { deleteLeads, filtered, findLead, listLeads, updateLeadState, withLabels } from './store.ts';
import { labelNames, listLabels } from '../../messaging/desk/labels.ts';

const CSV_MAX_ROWS = 10_000;
const RESUME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const date = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
const filterQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: [...LEAD_KINDS] },
    status: { type: 'string', enum: [...LEAD_STATUSES] },
    from: date,
    to: date,
    q: { type: 'string', maxLength: 100 },
    label: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    page: { type: 'integer', minimum: 1, maximum: 10_000 },
  },
} as const;
const refParams = { type: 'object', required: ['ref'], properties: { ref: { type: 'string', maxLength: 20 } } } as const;

/** The sources the caller may read under the filter; 403 when the filter names a kind the role may not see. */
function readableSources(request: FastifyRequest, filter: LeadFilter): { staff: StaffSession; sources: LeadSource[] } {
  const staff = staffOf(request);
  let sources = sourcesFor(staff.role);
  if (filter.kind) sources = sources.filter((s) => s === sourceOfKind(filter.kind!));
  if (sources.length === 0) throw new ApiError(403, consoleText(requestLocale(request), 'forbidden'));
  return { staff, sources };
}

/** The lead a `:ref` names, checked against the caller's role (403) and existence (404). */
function leadOf(request: FastifyRequest<{ Params: { ref: string } }>): { staff: StaffSession; source: LeadSource; id: number } {
  const locale = requestLocale(request);
  const parsed = parseLeadRef(request.params.ref);
  if (!parsed) throw new ApiError(404, consoleText(locale, 'notFound'));
  const staff = requireRight(request, rightOfSource(parsed.source));
  return { staff, ...parsed };
}

function checkDates(request: FastifyRequest, filter: LeadFilter): void {
  for (const d of [filter.from, filter.to]) {
    if (d && Number.isNaN(Date.parse(`${d}T00:00:00Z`))) throw new ApiError(400, consoleText(requestLocale(request), 'badDate'));
  }
}

export interface LeadsRouteOptions {
  db: Kysely<Database>;
  /** UPLOADS_DIR/resumes */
  resumesDir: string;
}

/**
 * The leads inbox (issue #16.2): sales see enquiries and sales requests, recruiters job applications, admins
 * all. List with filters, CSV export of the filter, detail with notes, status and assignee, notes, deletion (with
 * the résumé file), résumé download (never a public URL). Changes and exports are audited.
 */
export function leadsRoutes(app: FastifyInstance, { db, resumesDir }: LeadsRouteOptions): void {
  app.get<{ Querystring: LeadFilter & { page?: number } }>('/leads', { schema: { querystring: filterQuery } }, async (request) => {
    const { sources } = readableSources(request, request.query);
    checkDates(request, request.query);
    const page = request.query.page ?? 1;
    return ok({
      ...(await listLeads(db, sources, request.query, (page - 1) * LEADS_PAGE_SIZE, LEADS_PAGE_SIZE)),
      pageSize: LEADS_PAGE_SIZE,
    });
  });

  app.get<{ Querystring: LeadFilter }>('/leads/export', { schema: { querystring: filterQuery } }, async (request, reply) => {
    const { staff, sources } = readableSources(request, request.query);
    checkDates(request, request.query);
    const rows = await filtered(db, sources, request.query)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(CSV_MAX_ROWS)
      .execute();
    await audit(db, staff.userId, 'leads.export', '', { filter: request.query, rows: rows.length });
    const labels = await listLabels(db);
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${stamp}.csv"`)
      .send(leadsCsv(await withLabels(db, rows), (ids) => labelNames(labels, ids)));
  });

  /** Staff a lead may be assigned to: active accounts whose role reads leads. */
  app.get('/leads/assignees', async (request) => {
    const staff = staffOf(request);
    if (sourcesFor(staff.role).length === 0) throw new ApiError(403, consoleText(requestLocale(request), 'forbidden'));
    const rows = await db
      .selectFrom('im_account as a')
      .innerJoin('console_staff as c', 'c.user_id', 'a.user_id')
      .select(['a.user_id', 'a.nick', 'c.role'])
      .where('a.is_staff', '=', true)
      .where('c.disabled', '=', false)
      .orderBy('a.user_id')
      .execute();
    return ok(
      rows
        .filter((r) => can(r.role as StaffSession['role'], 'leads.sales') || can(r.role as StaffSession['role'], 'leads.jobs'))
        .map((r) => ({ userId: r.user_id, nick: r.nick, role: r.role })),
    );
  });

  app.get<{ Params: { ref: string } }>('/leads/:ref', { schema: { params: refParams } }, async (request) => {
    const { source, id } = leadOf(request);
    const lead = await findLead(db, source, id);
    if (!lead) throw new ApiError(404, consoleText(requestLocale(request), 'notFound'));
    return ok(lead);
  });

  app.patch<{ Params: { ref: string }; Body: { status?: LeadStatus; assignee?: string | null } }>(
    '/leads/:ref',
    {
      schema: {
        params: refParams,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            status: { type: 'string', enum: [...LEAD_STATUSES] },
            assignee: { anyOf: [{ type: 'string', pattern: ID_PATTERN.source }, { type: 'null' }] },
          },
        },
      },
    },
    async (request) => {
      const { staff, source, id } = leadOf(request);
      const locale = requestLocale(request);
      const before = await findLead(db, source, id);
      if (!before) throw new ApiError(404, consoleText(locale, 'notFound'));
      const { assignee } = request.body;
      if (assignee) {
        const ok = await db
          .selectFrom('console_staff')
          .select('role')
          .where('user_id', '=', assignee)
          .where('disabled', '=', false)
          .executeTakeFirst();
        if (!ok || !can(ok.role as StaffSession['role'], rightOfSource(source)))
          throw new ApiError(400, consoleText(locale, 'unknownAssignee'));
      }
      await db.transaction().execute(async (trx) => {
        await updateLeadState(trx, source, id, request.body);
        await audit(trx, staff.userId, 'lead.update', request.params.ref, {
          from: { status: before.status, assignee: before.assignee },
          to: request.body,
        });
      });
      return ok(await findLead(db, source, id));
    },
  );

  app.post<{ Params: { ref: string }; Body: { body: string } }>(
    '/leads/:ref/notes',
    {
      schema: {
        params: refParams,
        body: {
          type: 'object',
          required: ['body'],
          additionalProperties: false,
          properties: { body: { type: 'string', maxLength: NOTE_MAX_LENGTH } },
        },
      },
    },
    async (request) => {
      const { staff, source, id } = leadOf(request);
      const locale = requestLocale(request);
      const body = request.body.body.trim();
      if (!body) throw new ApiError(400, consoleText(locale, 'noteEmpty'), [{ field: 'body', message: consoleText(locale, 'noteEmpty') }]);
      if (!(await findLead(db, source, id))) throw new ApiError(404, consoleText(locale, 'notFound'));
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('lead_note').values({ source, lead_id: id, author: staff.userId, body }).execute();
        await audit(trx, staff.userId, 'lead.note', request.params.ref);
      });
      return ok(await findLead(db, source, id));
    },
  );

  app.delete<{ Params: { ref: string } }>('/leads/:ref', { schema: { params: refParams } }, async (request) => {
    const { staff, source, id } = leadOf(request);
    if (!(await findLead(db, source, id))) throw new ApiError(404, consoleText(requestLocale(request), 'notFound'));
    const failed = await deleteLeads(db, resumesDir, source, [id]);
    if (failed.length) request.log.error({ files: failed }, 'résumé files of a deleted lead could not be removed');
    await audit(db, staff.userId, 'lead.delete', request.params.ref);
    return ok(null);
  });

  app.get<{ Params: { ref: string } }>('/leads/:ref/resume', { schema: { params: refParams } }, async (request, reply) => {
    const { staff, source, id } = leadOf(request);
    const locale = requestLocale(request);
    if (source !== 'job') throw new ApiError(404, consoleText(locale, 'notFound'));
    const row = await db
      .selectFrom('job_application')
      .select(['resume_file', 'resume_type', 'resume_original_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row?.resume_file) throw new ApiError(404, consoleText(locale, 'notFound'));
    const path = join(resumesDir, row.resume_file);
    const info = await stat(path).catch(() => null);
    if (!info) throw new ApiError(404, consoleText(locale, 'notFound'));
    await audit(db, staff.userId, 'lead.resume', request.params.ref);
    const fallback = `resume-${id}.${row.resume_type}`;
    return reply
      .type(RESUME_TYPES[row.resume_type] ?? 'application/octet-stream')
      .header('content-length', String(info.size))
      .header(
        'content-disposition',
        `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(row.resume_original_name || fallback)}`,
      )
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(path));
  });
}
