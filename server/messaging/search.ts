import { sql } from 'kysely';
import { ErrorCode, ImError } from '../../protocol/errors.ts';
import type { OpMap } from '../../protocol/ops.ts';
import { accessConversation } from './access.ts';
import type { Caller, Im } from './context.ts';
import { notDeletedFor, selectMessages, toWire } from './message-store.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

/**
 * Cloud message search over the caller's own conversations only (history they deleted excluded):
 * keywords (and/or, case-insensitive), message types, a time window (timePosition back timePeriod seconds),
 * one conversation or all. Results grouped by conversation; cursor = offset.
 */
export async function searchCloudMessages(im: Im, caller: Caller, d: D<'searchCloudMessages'>): R<'searchCloudMessages'> {
  const keywords = (d.keywordList ?? []).map((k) => k.trim()).filter(Boolean).slice(0, 5);
  const count = Math.min(Math.max(d.count ?? 20, 1), 100);
  const offset = Math.max(0, Number(d.cursor || 0) || 0);
  let convKey: string | null = null;
  if (d.conversationID) convKey = (await accessConversation(im, caller.userId, d.conversationID)).convKey;
  if (!keywords.length && !(d.messageTypeList ?? []).length) throw new ImError(ErrorCode.BAD_REQUEST, 'keywordList');
  let q = selectMessages(im.db)
    .innerJoin('im_user_conversation as uc', (j) => j.onRef('uc.conv_key', '=', 'm.conv_key').on('uc.user_id', '=', caller.userId))
    .where('m.revoked', '=', false)
    .whereRef('m.seq', '>', 'uc.cleared_seq')
    .where(notDeletedFor(caller.userId));
  if (convKey) q = q.where('m.conv_key', '=', convKey);
  if (d.messageTypeList?.length) q = q.where('m.type', 'in', d.messageTypeList);
  const end = d.timePosition && d.timePosition > 0 ? d.timePosition : Math.floor(Date.now() / 1000) + 1;
  q = q.where('m.time', '<=', end);
  if (d.timePeriod && d.timePeriod > 0) q = q.where('m.time', '>=', end - d.timePeriod);
  if (keywords.length) {
    const conds = keywords.map((k) => sql<boolean>`m.search_text ilike ${'%' + k.replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`);
    q = q.where(d.keywordListMatchType === 'or' ? sql<boolean>`(${sql.join(conds, sql` or `)})` : sql<boolean>`(${sql.join(conds, sql` and `)})`);
  }
  const rows = await q.orderBy('m.time', 'desc').orderBy('m.id', 'desc').offset(offset).limit(count + 1).execute();
  const total = await q.clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const page = rows.slice(0, count);
  const groups = new Map<string, ReturnType<typeof toWire>[]>();
  for (const r of page) {
    const w = toWire(r, caller.userId);
    groups.set(w.conversationID, [...(groups.get(w.conversationID) ?? []), w]);
  }
  return {
    searchResultList: [...groups].map(([conversationID, messageList]) => ({ conversationID, messageCount: messageList.length, messageList })),
    totalCount: Number(total?.n ?? 0),
    cursor: rows.length > count ? String(offset + count) : '',
  };
}
