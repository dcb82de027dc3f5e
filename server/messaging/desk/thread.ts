import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { MESSAGE_TYPES } from '../../../protocol/model.ts';
import { VIEWER_TTL_SECONDS } from '../../../common/desk/wire.ts';
import type { DeskScope, DeskState, WireDeskConversation, WireDeskMessage, WireViewer } from '../../../common/desk/wire.ts';
import { c2cKey } from '../messages/store.ts';
import { toWireConversation } from './conversations.ts';
import type { ConversationRow } from './conversations.ts';
import { conversationLabels } from './labels.ts';
import { visitorNames } from './visitors.ts';

const LIST_MAX = 200;
const THREAD_MAX = 200;

/** A message's text for the desk: its text, or a custom message's description, or its kind. */
export function textOfMessage(type: string, payload: Record<string, unknown>): string {
  if (type === MESSAGE_TYPES.TEXT && typeof payload.text === 'string') return payload.text;
  if (typeof payload.description === 'string' && payload.description) return payload.description;
  if (typeof payload.fileName === 'string') return payload.fileName;
  return type;
}

function fileOf(type: string, payload: Record<string, unknown>): WireDeskMessage['file'] {
  if (type !== MESSAGE_TYPES.IMAGE && type !== MESSAGE_TYPES.FILE) return null;
  if (typeof payload.url !== 'string' || !payload.url.startsWith('/im/files/')) return null;
  const image = type === MESSAGE_TYPES.IMAGE;
  const name = typeof payload.fileName === 'string' ? payload.fileName : '';
  return { url: payload.url, name, size: Number(payload.fileSize ?? 0), image };
}

function customOf(type: string, payload: Record<string, unknown>): Record<string, unknown> | null {
  if (type !== MESSAGE_TYPES.CUSTOM || typeof payload.data !== 'string') return null;
  try {
    const data: unknown = JSON.parse(payload.data);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The last message of each conversation, for the list. */
async function lastMessages(db: Kysely<Database>, rows: ConversationRow[]): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const keys = rows.map((r) => c2cKey(r.inbox, r.visitor_id));
  const found = await db
    .selectFrom('im_message')
    .distinctOn('conv_key')
    .select(['conv_key', 'type', 'payload', 'revoked'])
    .where('conv_key', 'in', keys)
    .orderBy('conv_key')
    .orderBy('seq', 'desc')
    .execute();
  return new Map(found.map((m) => [m.conv_key, m.revoked ? '' : textOfMessage(m.type, m.payload)]));
}

export async function toWireList(db: Kysely<Database>, rows: ConversationRow[]): Promise<WireDeskConversation[]> {
  const names = await visitorNames(db, [...new Set(rows.map((r) => r.visitor_id))]);
  const last = await lastMessages(db, rows);
  const labels = await conversationLabels(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    toWireConversation(r, names.get(r.visitor_id) ?? '', last.get(c2cKey(r.inbox, r.visitor_id)) ?? '', labels.get(r.id) ?? []),
  );
}

/** Conversations in a state, for a scope (mine, unassigned, all), with a label, newest activity first. */
export async function listConversations(
  db: Kysely<Database>,
  filter: { state?: DeskState; scope: DeskScope; me: string; label?: number },
): Promise<WireDeskConversation[]> {
  let q = db.selectFrom('desk_conversation').selectAll();
  const label = filter.label;
  if (label !== undefined)
    q = q.where('id', 'in', (eb) => eb.selectFrom('desk_conversation_label').select('conversation_id').where('label_id', '=', label));
  if (filter.state) q = q.where('state', '=', filter.state);
  if (filter.scope === 'mine') q = q.where('assignee', '=', filter.me);
  if (filter.scope === 'unassigned') q = q.where('assignee', 'is', null);
  const rows = await q.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(LIST_MAX).execute();
  return toWireList(db, rows);
}

/** Conversations waiting for an answer that the agent sees first: their own and the unassigned ones. */
export async function waitingCount(db: Kysely<Database>, me: string): Promise<number> {
  const row = await db
    .selectFrom('desk_conversation')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('state', '<>', 'resolved')
    .where((eb) => eb.or([eb('assignee', '=', me), eb('assignee', 'is', null)]))
    .where(sql<boolean>`coalesce(last_visitor_at > coalesce(last_agent_at, 'epoch'::timestamptz), false)`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The visitor's other conversations, newest first. */
export async function previousConversations(db: Kysely<Database>, row: ConversationRow): Promise<WireDeskConversation[]> {
  const rows = await db
    .selectFrom('desk_conversation')
    .selectAll()
    .where('visitor_id', '=', row.visitor_id)
    .where('id', '<>', row.id)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return toWireList(db, rows);
}

/** The messages between the inbox and the visitor, with the conversation's private notes in time order (oldest first). */
export async function threadOf(db: Kysely<Database>, row: ConversationRow): Promise<WireDeskMessage[]> {
  const messages = await db
    .selectFrom('im_message')
    .select(['client_id', 'sender', 'type', 'payload', 'time', 'revoked'])
    .where('conv_key', '=', c2cKey(row.inbox, row.visitor_id))
    .orderBy('seq', 'desc')
    .limit(THREAD_MAX)
    .execute();
  const notes = await db
    .selectFrom('desk_note')
    .selectAll()
    .where('conversation_id', '=', row.id)
    .orderBy('id', 'desc')
    .limit(THREAD_MAX)
    .execute();
  const out: WireDeskMessage[] = [
    ...messages.map((m) => {
      const payload = m.revoked ? {} : m.payload;
      return {
        id: m.client_id,
        note: false,
        from: m.sender,
        side: m.sender === row.visitor_id ? ('visitor' as const) : ('agent' as const),
        type: m.type,
        text: m.revoked ? '' : textOfMessage(m.type, payload),
        custom: customOf(m.type, payload),
        file: fileOf(m.type, payload),
        time: new Date(Number(m.time) * 1000).toISOString(),
      };
    }),
    ...notes.map((n) => ({
      id: `note-${n.id}`,
      note: true,
      from: n.author,
      side: 'note' as const,
      type: 'note',
      text: n.body,
      custom: null,
      file: null,
      time: new Date(n.created_at).toISOString(),
    })),
  ];
  return out.sort((a, b) => a.time.localeCompare(b.time));
}

export async function addNote(db: Kysely<Database>, conversationId: number, author: string, body: string): Promise<void> {
  await db.insertInto('desk_note').values({ conversation_id: conversationId, author, body }).execute();
}

/**
 * An agent has the conversation open (and is typing or not): kept for VIEWER_TTL_SECONDS. Returns whether they
 * were typing at their last report.
 */
export async function markViewing(
  db: Kysely<Database>,
  conversationId: number,
  userId: string,
  typing: boolean,
  now: Date,
): Promise<boolean> {
  const before = await db
    .selectFrom('desk_viewer')
    .select(['typing', 'seen_at'])
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  await db
    .insertInto('desk_viewer')
    .values({ conversation_id: conversationId, user_id: userId, typing, seen_at: now })
    .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doUpdateSet({ typing, seen_at: now }))
    .execute();
  return !!before?.typing && now.getTime() - new Date(before.seen_at).getTime() < VIEWER_TTL_SECONDS * 1000;
}

/** Who else has the conversation open now, and whether they are typing. */
export async function viewersOf(db: Kysely<Database>, conversationId: number, except: string, now: Date): Promise<WireViewer[]> {
  const rows = await db
    .selectFrom('desk_viewer')
    .select(['user_id', 'typing'])
    .where('conversation_id', '=', conversationId)
    .where('user_id', '<>', except)
    .where('seen_at', '>', new Date(now.getTime() - VIEWER_TTL_SECONDS * 1000))
    .orderBy('user_id')
    .execute();
  return rows.map((r) => ({ userId: r.user_id, typing: r.typing }));
}
