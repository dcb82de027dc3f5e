import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LeadFilter, LeadKind, LeadSource, LeadStatus, WireLead, WireLeadDetail } from '../../../common/console/leads.ts';
import { leadRef } from '../../../common/console/leads.ts';
import type { ConsoleLeadView } from '../tables.ts';
import { leadLabels } from '../../messaging/desk/labels.ts';

/** The inbox's queries over the console_lead view (the three form tables with their state). */
export function toWire(row: ConsoleLeadView, labels: number[] = []): WireLead {
  return {
    ref: leadRef(row.source as LeadSource, row.id),
    source: row.source as LeadSource,
    kind: row.kind as LeadKind,
    name: row.name,
    company: row.company,
    phone: row.phone,
    email: row.email,
    summary: row.summary,
    status: row.status as LeadStatus,
    assignee: row.assignee,
    createdAt: row.created_at.toISOString(),
    labels,
  };
}

/** Leads with their labels. */
export async function withLabels(db: Kysely<Database>, rows: ConsoleLeadView[]): Promise<WireLead[]> {
  const labels = await leadLabels(db, rows);
  return rows.map((r) => toWire(r, labels.get(leadRef(r.source as LeadSource, r.id)) ?? []));
}

/** Leads of the given sources matching the filter, newest first. */
export function filtered(db: Kysely<Database>, sources: LeadSource[], filter: LeadFilter) {
  let query = db.selectFrom('console_lead').where('source', 'in', sources);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.status) query = query.where('status', '=', filter.status);
  const label = filter.label;
  if (label !== undefined)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('lead_label as ll')
          .select('ll.label_id')
          .where('ll.label_id', '=', label)
          .whereRef('ll.source', '=', eb.ref('console_lead.source'))
          .whereRef('ll.lead_id', '=', eb.ref('console_lead.id')),
      ),
    );
  if (filter.from) query = query.where('created_at', '>=', new Date(`${filter.from}T00:00:00Z`));
  if (filter.to) query = query.where('created_at', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000));
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(['name', 'company', 'phone', 'email', 'summary'].map((column) => eb(sql.ref(column), 'ilike', pattern))),
    );
  }
  return query;
}

export async function listLeads(db: Kysely<Database>, sources: LeadSource[], filter: LeadFilter, offset: number, limit: number) {
  const base = filtered(db, sources, filter);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await withLabels(db, rows), total: Number(count.n) };
}

/** Every field of a lead's form, as stored. */
async function fieldsOf(
  db: Kysely<Database>,
  source: LeadSource,
  id: number,
): Promise<{ fields: Record<string, string>; resume: WireLeadDetail['resume'] }> {
  if (source === 'enquiry') {
    const r = await db.selectFrom('enquiry').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { fields: { category: r.category, locale: r.locale, ip: r.ip }, resume: null };
  }
  if (source === 'sales') {
    const r = await db.selectFrom('sales_request').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { fields: { locale: r.locale, ip: r.ip }, resume: null };
  }
  const r = await db
    .selectFrom('job_application')
    .leftJoin('job_position', 'job_position.id', 'job_application.job_id')
    .selectAll('job_application')
    .select('job_position.title as job_title')
    .where('job_application.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    fields: {
      job: r.job_id === null ? '' : r.job_title ? `${r.job_title} (#${r.job_id})` : `#${r.job_id}`,
      currentCity: r.current_city,
      preferredCity: r.preferred_city,
      locale: r.locale,
      ip: r.ip,
    },
    resume: r.resume_file === null ? null : { name: r.resume_original_name, size: r.resume_size, type: r.resume_type },
  };
}

export async function findLead(db: Kysely<Database>, source: LeadSource, id: number): Promise<WireLeadDetail | null> {
  const row = await db.selectFrom('console_lead').selectAll().where('source', '=', source).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [{ fields, resume }, notes] = await Promise.all([
    fieldsOf(db, source, id),
    db.selectFrom('lead_note').selectAll().where('source', '=', source).where('lead_id', '=', id).orderBy('id').execute(),
  ]);
  const labels = await leadLabels(db, [row]);
  return {
    ...toWire(row, labels.get(leadRef(source, id)) ?? []),
    fields,
    resume,
    notes: notes.map((n) => ({ id: n.id, author: n.author, body: n.body, createdAt: n.created_at.toISOString() })),
  };
}

export async function updateLeadState(
  db: Kysely<Database>,
  source: LeadSource,
  id: number,
  change: { status?: LeadStatus; assignee?: string | null },
) {
  await db
    .insertInto('lead_state')
    .values({ source, lead_id: id, ...change, notified_at: null })
    .onConflict((oc) => oc.columns(['source', 'lead_id']).doUpdateSet({ ...change, updated_at: new Date() }))
    .execute();
}

const TABLE = { enquiry: 'enquiry', sales: 'sales_request', job: 'job_application' } as const;

/**
 * Deletes leads with their state, notes and résumé files. Rows go first in one transaction; then their files
 * (a file whose row is gone is never served; a failed file removal is reported to the caller's log).
 */
export async function deleteLeads(db: Kysely<Database>, resumesDir: string, source: LeadSource, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const files = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lead_note').where('source', '=', source).where('lead_id', 'in', ids).execute();
    await trx.deleteFrom('lead_state').where('source', '=', source).where('lead_id', 'in', ids).execute();
    await trx.deleteFrom('lead_label').where('source', '=', source).where('lead_id', 'in', ids).execute();
    if (source === 'job') {
      const rows = await trx.deleteFrom('job_application').where('id', 'in', ids).returning('resume_file').execute();
      return rows.flatMap((r) => (r.resume_file === null ? [] : [r.resume_file]));
    }
    await trx.deleteFrom(TABLE[source]).where('id', 'in', ids).execute();
    return [];
  });
  const failed: string[] = [];
  for (const file of files) {
    await rm(join(resumesDir, file), { force: true }).catch(() => failed.push(file));
  }
  return failed;
}
