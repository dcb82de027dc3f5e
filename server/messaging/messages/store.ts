import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ConversationType, WireMessage } from '../../../protocol/model.ts';
import { conversationIdOf } from '../../../protocol/model.ts';
import type { ImMessageTable } from '../tables.ts';

/** Storage key of a conversation: one row of im_conversation per C2C pair or group. */
export function c2cKey(a: string, b: string): string {
  return a < b ? `c2c:${a}|${b}` : `c2c:${b}|${a}`;
}
export function groupKey(groupId: string): string {
  return `grp:${groupId}`;
}

/** `risky` is read where messages are shown (messageColumns); rows made in memory may leave it out (false). */
export type MessageRow = Omit<Selectable<ImMessageTable>, 'search_tokens' | 'risky'> & {
  risky?: boolean;
  nick?: string | null;
  avatar?: string | null;
};

/** The message as `viewer` sees it (conversationID is from the viewer's side for C2C). */
export function toWire(row: MessageRow, viewer: string): WireMessage {
  const type = row.conversation_type as ConversationType;
  const target = type === 'GROUP' ? row.receiver : row.sender === viewer ? row.receiver : row.sender;
  const payload = row.revoked ? {} : row.payload;
  return {
    ID: row.client_id,
    sequence: Number(row.seq),
    type: row.type,
    conversationID: conversationIdOf(type, target),
    conversationType: type,
    from: row.sender,
    to: row.receiver,
    nick: row.nick ?? '',
    avatar: row.avatar ?? '',
    time: Number(row.time),
    payload,
    cloudCustomData: row.revoked ? '' : row.cloud_custom_data,
    atUserList: row.at_users ?? [],
    needReadReceipt: row.need_read_receipt,
    readReceiptInfo: {},
    isRevoked: row.revoked,
    revoker: row.revoker,
    isDeleted: false,
    hasRiskContent: row.risky === true && !row.revoked,
    reactionList: [],
  };
}

const messageColumns = [
  'm.id',
  'm.conv_key',
  'm.seq',
  'm.client_id',
  'm.sender',
  'm.receiver',
  'm.conversation_type',
  'm.type',
  'm.payload',
  'm.search_text',
  'm.cloud_custom_data',
  'm.at_users',
  'm.need_read_receipt',
  'm.time',
  'm.revoked',
  'm.revoker',
  'm.risky',
  'a.nick',
  'a.avatar',
] as const;

export function selectMessages(db: Kysely<Database>) {
  return db.selectFrom('im_message as m').leftJoin('im_account as a', 'a.user_id', 'm.sender').select(messageColumns);
}

export async function findMessage(db: Kysely<Database>, convKey: string, clientId: string): Promise<MessageRow | undefined> {
  return selectMessages(db).where('m.conv_key', '=', convKey).where('m.client_id', '=', clientId).executeTakeFirst();
}

export async function messagesByIds(db: Kysely<Database>, ids: number[]): Promise<Map<number, MessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectMessages(db).where('m.id', 'in', ids).execute();
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** Messages `viewer` has not deleted for themselves (deleteMessage). */
export function notDeletedFor(viewer: string) {
  return sql<boolean>`not exists (select 1 from im_message_deletion d where d.message_id = m.id and d.user_id = ${viewer})`;
}

/** Which of these message row IDs `viewer` deleted for themselves. */
export async function deletedFor(db: Kysely<Database>, viewer: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('im_message_deletion')
    .select('message_id')
    .where('user_id', '=', viewer)
    .where('message_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => Number(r.message_id)));
}

/** A page of `viewer`'s history older than `beforeSeq` (newest first from the database, returned oldest first). */
export async function historyPage(
  db: Kysely<Database>,
  convKey: string,
  viewer: string,
  afterSeq: number,
  beforeSeq: number | null,
  count: number,
): Promise<MessageRow[]> {
  let q = selectMessages(db).where('m.conv_key', '=', convKey).where('m.seq', '>', afterSeq).where(notDeletedFor(viewer));
  if (beforeSeq !== null) q = q.where('m.seq', '<', beforeSeq);
  const rows = await q.orderBy('m.seq', 'desc').limit(count).execute();
  return rows.reverse();
}

/** Read-receipt counts and reactions of messages, filled into their wire form for `viewer`. */
export async function decorate(db: Kysely<Database>, rows: MessageRow[], wire: WireMessage[], viewer: string): Promise<void> {
  const ids = rows.map((r) => Number(r.id));
  if (ids.length === 0) return;
  const receiptIds = rows.filter((r) => r.need_read_receipt).map((r) => Number(r.id));
  const reads = new Map<number, number>();
  const readByPeer = new Set<number>();
  if (receiptIds.length) {
    const counts = await db
      .selectFrom('im_message_read')
      .select(['message_id', sql<number>`count(*)`.as('n')])
      .where('message_id', 'in', receiptIds)
      .groupBy('message_id')
      .execute();
    for (const c of counts) reads.set(Number(c.message_id), Number(c.n));
  }
  const groupMembers = new Map<string, number>();
  for (const r of rows) if (r.need_read_receipt && r.conversation_type === 'GROUP') groupMembers.set(r.receiver, 0);
  if (groupMembers.size) {
    const counts = await db
      .selectFrom('im_group_member')
      .select(['group_id', sql<number>`count(*)`.as('n')])
      .where('group_id', 'in', [...groupMembers.keys()])
      .groupBy('group_id')
      .execute();
    for (const c of counts) groupMembers.set(c.group_id, Number(c.n));
  }
  for (const r of rows)
    if (r.need_read_receipt && r.conversation_type === 'C2C' && (reads.get(Number(r.id)) ?? 0) > 0) readByPeer.add(Number(r.id));
  const reactions = await db
    .selectFrom('im_message_reaction')
    .select(['message_id', 'reaction_id', sql<number>`count(*)`.as('n'), sql<boolean>`bool_or(user_id = ${viewer})`.as('mine')])
    .where('message_id', 'in', ids)
    .groupBy(['message_id', 'reaction_id'])
    .execute();
  rows.forEach((r, i) => {
    const w = wire[i]!;
    const id = Number(r.id);
    if (r.need_read_receipt) {
      const readCount = reads.get(id) ?? 0;
      if (r.conversation_type === 'C2C') w.readReceiptInfo = { isPeerRead: readByPeer.has(id), readCount, unreadCount: readCount ? 0 : 1 };
      else w.readReceiptInfo = { readCount, unreadCount: Math.max(0, (groupMembers.get(r.receiver) ?? 1) - 1 - readCount) };
    }
    w.reactionList = reactions
      .filter((x) => Number(x.message_id) === id)
      .map((x) => ({ reactionID: x.reaction_id, totalUserCount: Number(x.n), reactedByMyself: Boolean(x.mine) }));
  });
}

/** Text used by cloud search: text content, file names, custom descriptions. */
export function searchTextOf(type: string, payload: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of ['text', 'fileName', 'name', 'description', 'extension', 'data']) {
    const v = payload[key];
    if (typeof v === 'string') parts.push(v);
  }
  // 4,000 units, never ending in half of a surrogate pair (a lone half fails the commit's jsonb)
  return (
    parts
      .join(' ')
      .slice(0, 4000)
      .replace(/[\uD800-\uDBFF]$/, '') || type
  );
}
