import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { LABEL_COLOR, LABEL_NAME_MAX_LENGTH, LABELS_PER_ITEM_MAX } from '../../../common/desk/wire.ts';
import type { WireLabel } from '../../../common/desk/wire.ts';
import type { LeadSource } from '../../../common/console/leads.ts';
import { leadRef } from '../../../common/console/leads.ts';
import { DeskError } from './errors.ts';

type Db = Kysely<Database>;

const toWire = (r: { id: number; name_zh: string; name_en: string; color: string }): WireLabel => ({
  id: r.id,
  zh: r.name_zh,
  en: r.name_en,
  color: r.color,
});

/** Every label, by English name. */
export async function listLabels(db: Db): Promise<WireLabel[]> {
  return (await db.selectFrom('desk_label').selectAll().orderBy('name_en').orderBy('id').execute()).map(toWire);
}

/** A new label: both names 1–30 characters, unique in their language; colour #rrggbb. */
export async function createLabel(db: Db, input: { zh: string; en: string; color: string }, author: string): Promise<WireLabel> {
  const zh = input.zh.trim();
  const en = input.en.trim();
  const color = input.color.trim().toLowerCase();
  if (!zh || !en || [...zh].length > LABEL_NAME_MAX_LENGTH || [...en].length > LABEL_NAME_MAX_LENGTH) throw new DeskError(400, 'badLabel');
  if (!LABEL_COLOR.test(color)) throw new DeskError(400, 'badColor');
  const clash = await db
    .selectFrom('desk_label')
    .select('id')
    .where((eb) => eb.or([eb('name_zh', '=', zh), eb(sql`lower(name_en)`, '=', en.toLowerCase())]))
    .executeTakeFirst();
  if (clash) throw new DeskError(409, 'labelExists');
  const row = await db
    .insertInto('desk_label')
    .values({ name_zh: zh, name_en: en, color, created_by: author })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toWire(row);
}

/** Deletes a label, and with it its place on every conversation and lead. Returns it (for the audit log). */
export async function deleteLabel(db: Db, id: number): Promise<WireLabel> {
  const row = await db.deleteFrom('desk_label').where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw new DeskError(404, 'notFound');
  return toWire(row);
}

/** The given label IDs, each checked to exist (400 unknownLabel otherwise); duplicates dropped. */
async function checked(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length > LABELS_PER_ITEM_MAX) throw new DeskError(400, 'tooManyLabels');
  if (unique.length === 0) return [];
  const found = await db.selectFrom('desk_label').select('id').where('id', 'in', unique).execute();
  if (found.length !== unique.length) throw new DeskError(400, 'unknownLabel');
  return unique.sort((a, b) => a - b);
}

/** Replaces a conversation's labels. */
export async function setConversationLabels(db: Db, conversationId: number, ids: number[]): Promise<number[]> {
  const labels = await checked(db, ids);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('desk_conversation_label').where('conversation_id', '=', conversationId).execute();
    if (labels.length)
      await trx
        .insertInto('desk_conversation_label')
        .values(labels.map((label_id) => ({ conversation_id: conversationId, label_id })))
        .execute();
  });
  return labels;
}

/** Label IDs per conversation. */
export async function conversationLabels(db: Db, conversationIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (conversationIds.length === 0) return map;
  const rows = await db
    .selectFrom('desk_conversation_label')
    .select(['conversation_id', 'label_id'])
    .where('conversation_id', 'in', conversationIds)
    .orderBy('label_id')
    .execute();
  for (const r of rows) map.set(r.conversation_id, [...(map.get(r.conversation_id) ?? []), r.label_id]);
  return map;
}

/** Replaces a lead's labels. */
export async function setLeadLabels(db: Db, source: LeadSource, leadId: number, ids: number[]): Promise<number[]> {
  const labels = await checked(db, ids);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lead_label').where('source', '=', source).where('lead_id', '=', leadId).execute();
    if (labels.length)
      await trx
        .insertInto('lead_label')
        .values(labels.map((label_id) => ({ source, lead_id: leadId, label_id })))
        .execute();
  });
  return labels;
}

/** Label IDs per lead reference (enquiry-12). */
export async function leadLabels(db: Db, leads: { source: string; id: number }[]): Promise<Map<string, number[]>> {
  const map = new Map<string, number[]>();
  if (leads.length === 0) return map;
  const rows = await db
    .selectFrom('lead_label')
    .select(['source', 'lead_id', 'label_id'])
    .where((eb) => eb.or(leads.map((l) => eb.and([eb('source', '=', l.source), eb('lead_id', '=', l.id)]))))
    .orderBy('label_id')
    .execute();
  for (const r of rows) {
    const ref = leadRef(r.source as LeadSource, r.lead_id);
    map.set(ref, [...(map.get(ref) ?? []), r.label_id]);
  }
  return map;
}

/** Labels' names for a CSV cell: "zh / en" joined by "; ". */
export function labelNames(labels: WireLabel[], ids: number[]): string {
  const byId = new Map(labels.map((l) => [l.id, l]));
  return ids
    .map((id) => byId.get(id))
    .filter((l) => l !== undefined)
    .map((l) => `${l.zh} / ${l.en}`)
    .join('; ');
}
