import { MESSAGE_TYPES } from '../../../../protocol/model.ts';
import type { SearchData } from '../../../../protocol/ops.ts';
import { parseSearchQuery, searchDataOf } from '../../../../protocol/search-query.ts';

/**
 * The pure rules of the message search screens (SPEC §4 tabs, §5 keywords and date range, §9 timing): what the
 * screens ask searchCloudMessages for, and how results are grouped and highlighted.
 */

/** Global tabs: all, text, file, other; in a conversation: text, file, image/video, other (SPEC §4). */
export type SearchTab = 'allMessage' | 'textMessage' | 'fileMessage' | 'imageMessage' | 'otherMessage';
export const GLOBAL_TABS: readonly SearchTab[] = ['allMessage', 'textMessage', 'fileMessage', 'otherMessage'];
export const CONVERSATION_TABS: readonly SearchTab[] = ['textMessage', 'fileMessage', 'imageMessage', 'otherMessage'];

/** Message types of each tab ('allMessage': every type, i.e. no filter). */
const T = MESSAGE_TYPES;
export const TAB_TYPES: Record<SearchTab, readonly string[]> = {
  allMessage: [],
  textMessage: [T.TEXT],
  fileMessage: [T.FILE],
  imageMessage: [T.IMAGE, T.VIDEO],
  otherMessage: [T.AUDIO, T.LOCATION, T.CUSTOM, T.MERGER],
};

/** The 'all' tab shows this many results per section, then 'search more' opens that section's tab. */
export const ALL_TAB_PER_SECTION = 3;
/** SPEC §9: keyword, tab and time changes search after this pause. */
export const SEARCH_DEBOUNCE_MS = 500;

export type TimeFilter = { kind: 'all' } | { kind: 'today' } | { kind: 'days'; days: 3 | 7 } | { kind: 'range'; start: Date; end: Date };

const DAY_MS = 86_400_000;
const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** The search window of a time filter as searchCloudMessages fields (seconds); {} for 'all'. */
export function timeWindow(f: TimeFilter, now = Date.now()): Pick<SearchData, 'timePosition' | 'timePeriod'> {
  if (f.kind === 'all') return {};
  const nowS = Math.floor(now / 1000);
  if (f.kind === 'today') return { timePosition: nowS, timePeriod: nowS - midnight(new Date(now)).getTime() / 1000 };
  if (f.kind === 'days') return { timePosition: nowS, timePeriod: f.days * 86_400 };
  // a custom range covers both days whole
  const start = midnight(f.start).getTime() / 1000;
  const end = (midnight(f.end).getTime() + DAY_MS) / 1000 - 1;
  return { timePosition: end, timePeriod: end - start };
}

/**
 * SPEC §5 date-range picker: the first pick is the start, the second the end (an earlier second pick swaps
 * them), a third starts again; only days of the month shown can be picked (`pickable`).
 */
export interface RangePick {
  start: Date | null;
  end: Date | null;
}
export function pickable(day: Date, shownMonth: Date): boolean {
  return day.getFullYear() === shownMonth.getFullYear() && day.getMonth() === shownMonth.getMonth();
}
export function pickDay(range: RangePick, day: Date): RangePick {
  if (!range.start || range.end) return { start: day, end: null };
  return day < range.start ? { start: day, end: range.start } : { start: range.start, end: day };
}

/**
 * The searchCloudMessages data of a screen's state, or null when there is nothing to search (no keyword, or an
 * empty modifier window). In a conversation the box takes keywords only; the global box takes from:, in:,
 * before:, after:, has:file too (protocol/search-query.ts), its time filter narrowing them further.
 */
export function searchRequest(
  text: string,
  tab: SearchTab,
  time: TimeFilter,
  conversationID: string | null,
  now = Date.now(),
): SearchData | null {
  let d: SearchData | null;
  if (conversationID) {
    const keywordList = keywordsOf(text);
    d = keywordList.length ? { keywordList, conversationID } : null;
  } else d = searchDataOf(parseSearchQuery(text), now);
  if (!d || (!d.keywordList?.length && !d.senderUserIDList?.length && !d.messageTypeList?.length)) return null;
  const types = TAB_TYPES[tab];
  if (types.length) {
    if (d.messageTypeList && !d.messageTypeList.some((t) => types.includes(t))) return null;
    d.messageTypeList = d.messageTypeList ? d.messageTypeList.filter((t) => types.includes(t)) : [...types];
  }
  const w = timeWindow(time, now);
  if (w.timePosition !== undefined) {
    const end = Math.min(w.timePosition, d.timePosition ?? Infinity);
    const start = Math.max(
      w.timePosition - (w.timePeriod ?? 0),
      d.timePosition !== undefined && d.timePeriod ? d.timePosition - d.timePeriod : -Infinity,
    );
    if (start > end) return null;
    d.timePosition = end;
    d.timePeriod = Math.max(1, end - start);
  }
  return { ...d, keywordListMatchType: 'and' };
}

/** SPEC §5: keywords trimmed and split on whitespace. */
export function keywordsOf(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** Text cut into plain and highlighted parts (case-insensitive, keywords taken literally); rendered as text, never HTML. */
export function highlight(text: string, keywords: string[]): { text: string; hit: boolean }[] {
  const words = keywords.filter(Boolean).sort((a, b) => b.length - a.length);
  if (!words.length || !text) return text ? [{ text, hit: false }] : [];
  const re = new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|'), 'giu');
  const parts: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), hit: false });
    parts.push({ text: m[0], hit: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}

/** Results grouped by local day (YYYY-MM-DD), newest day first, each day's order kept. `time` in seconds. */
export function groupByDay<T extends { time: number }>(messages: T[]): { day: string; messages: T[] }[] {
  const days = new Map<string, T[]>();
  const pad = (n: number) => String(n).padStart(2, '0');
  for (const m of messages) {
    const d = new Date(m.time * 1000);
    const key = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    days.set(key, [...(days.get(key) ?? []), m]);
  }
  return [...days].sort((a, b) => (a[0] < b[0] ? 1 : -1)).map(([day, list]) => ({ day, messages: list }));
}
