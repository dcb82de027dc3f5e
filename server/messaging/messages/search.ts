import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import type { OpMap } from '../../../protocol/ops.ts';
import type { Locale } from '../../../common/locale.ts';
import { translate } from '../../i18n/messages.ts';
import { accessConversation } from '../access.ts';
import type { Caller, Im } from '../context.ts';
import { conversationsQuery, keywordQuery } from './search-tokens.ts';
import { notDeletedFor, selectMessages, toWire } from './store.ts';

type D<K extends keyof OpMap> = OpMap[K]['data'];
type R<K extends keyof OpMap> = Promise<OpMap[K]['result']>;

/**
 * A paging cursor as its row offset: '' (or none) is 0, else the decimal integer an earlier page returned. Anything
 * else (`1e308`, `-1`, `0x10`, a number past 9 digits) is refused with 10004 naming `field`.
 */
export function cursorOffset(cursor: string | undefined, field: string, locale: Locale): number {
  if (!cursor) return 0;
  if (!/^[0-9]{1,9}$/.test(cursor)) throw new ImError(ErrorCode.BAD_REQUEST, translate(locale, 'im.badCursor', { field }));
  return Number(cursor);
}

/** ILIKE pattern finding `keyword` anywhere, its wildcards and escape character taken literally. */
function containsPattern(keyword: string): string {
  return '%' + keyword.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
}

/**
 * The tsquery that narrows a search through im_message's search_tokens index (search-tokens.ts): the keywords' tokens
 * (when they have any: every keyword of an 'or' search, at least one of an 'and' search, needs letters or digits)
 * and the tokens of the conversations searched; '' when there is neither.
 */
export function tokensQuery(keywords: string[], matchType: 'and' | 'or' | undefined, convKeys: string[]): string {
  const parts = keywords.map(keywordQuery);
  const words =
    matchType === 'or' ? (parts.every(Boolean) ? parts.map((p) => `(${p})`).join(' | ') : '') : parts.filter(Boolean).join(' & ');
  const convs = conversationsQuery(convKeys);
  return words && convs ? `(${words}) & (${convs})` : words || convs;
}

/** More conversations than this are not named in the tsquery (the join to the caller's rows still limits them). */
const MAX_SCOPE = 2000;

/**
 * The caller's matching messages, newest first (the query searchCloudMessages runs; EXPLAINed by its test):
 * `convKeys` are the conversations searched (the caller's, or the one asked for).
 */
export function searchQuery(db: Kysely<Database>, userId: string, convKeys: string[], d: D<'searchCloudMessages'>, keywords: string[]) {
  let q = selectMessages(db)
    .innerJoin('im_user_conversation as uc', (j) => j.onRef('uc.conv_key', '=', 'm.conv_key').on('uc.user_id', '=', userId))
    .where('m.revoked', '=', false)
    .whereRef('m.seq', '>', 'uc.cleared_seq')
    .where(notDeletedFor(userId));
  if (convKeys.length === 1) q = q.where('m.conv_key', '=', convKeys[0]!);
  if (d.messageTypeList?.length) q = q.where('m.type', 'in', d.messageTypeList);
  if (d.senderUserIDList?.length) q = q.where('m.sender', 'in', d.senderUserIDList);
  const end = d.timePosition && d.timePosition > 0 ? d.timePosition : Math.floor(Date.now() / 1000) + 1;
  q = q.where('m.time', '<=', end);
  if (d.timePeriod && d.timePeriod > 0) q = q.where('m.time', '>=', end - d.timePeriod);
  const tsq = tokensQuery(keywords, d.keywordListMatchType, convKeys.length <= MAX_SCOPE ? convKeys : []);
  if (tsq) q = q.where(sql<boolean>`m.search_tokens @@ ${tsq}::tsquery`);
  if (keywords.length) {
    // the exact recheck: every result contains the keywords as typed, case-insensitive
    const conds = keywords.map((k) => sql<boolean>`m.search_text ilike ${containsPattern(k)}`);
    q = q.where(
      d.keywordListMatchType === 'or' ? sql<boolean>`(${sql.join(conds, sql` or `)})` : sql<boolean>`(${sql.join(conds, sql` and `)})`,
    );
  }
  return q;
}

/** The conversation keys `userId` has rows for (the conversations their search covers). */
export async function searchScope(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('im_user_conversation').select('conv_key').where('user_id', '=', userId).execute();
  return rows.map((r) => r.conv_key);
}

/**
 * Cloud message search over the caller's own conversations only (history they cleared or deleted excluded):
 * keywords (and/or, case-insensitive; found through the search_tokens index, then checked as substrings),
 * message types, senders, a time window (timePosition back timePeriod seconds), one conversation or all.
 * Results grouped by conversation (each with its whole match count); cursor = offset.
 */
export async function searchCloudMessages(im: Im, caller: Caller, d: D<'searchCloudMessages'>): R<'searchCloudMessages'> {
  const keywords = (d.keywordList ?? [])
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, 5);
  const count = Math.min(Math.max(d.count ?? 20, 1), 100);
  const offset = cursorOffset(d.cursor, 'cursor', caller.locale);
  if (!keywords.length && !(d.messageTypeList ?? []).length && !(d.senderUserIDList ?? []).length)
    throw new ImError(ErrorCode.BAD_REQUEST, 'keywordList');
  const convKeys = d.conversationID
    ? [(await accessConversation(im, caller.userId, d.conversationID)).convKey]
    : await searchScope(im.db, caller.userId);
  if (!convKeys.length) return { searchResultList: [], totalCount: 0, cursor: '' };
  const q = searchQuery(im.db, caller.userId, convKeys, d, keywords);
  // the total, and each conversation's, come with the page, from the same scan
  const rows = await q
    .select(sql<string>`count(*) over ()`.as('total_count'))
    .select(sql<string>`count(*) over (partition by m.conv_key)`.as('conversation_count'))
    .orderBy('m.time', 'desc')
    .orderBy('m.id', 'desc')
    .offset(offset)
    .limit(count + 1)
    .execute();
  const total = rows.length
    ? Number(rows[0]!.total_count)
    : offset
      ? Number(
          (
            await q
              .clearSelect()
              .select(sql<string>`count(*)`.as('n'))
              .executeTakeFirst()
          )?.n ?? 0,
        )
      : 0;
  const page = rows.slice(0, count);
  const groups = new Map<string, { messageCount: number; messageList: ReturnType<typeof toWire>[] }>();
  for (const r of page) {
    const w = toWire(r, caller.userId);
    const group = groups.get(w.conversationID) ?? { messageCount: Number(r.conversation_count), messageList: [] };
    group.messageList.push(w);
    groups.set(w.conversationID, group);
  }
  return {
    // messageCount: every match in that conversation, not only this page's (a global list by conversation shows it)
    searchResultList: [...groups].map(([conversationID, g]) => ({ conversationID, ...g })),
    totalCount: total,
    cursor: rows.length > count ? String(offset + count) : '',
  };
}
