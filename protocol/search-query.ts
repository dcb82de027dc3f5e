import type { SearchData } from './ops.ts';

/**
 * The global search box's text, Mattermost style: keywords (trimmed, split on whitespace, "double quotes" keep
 * one keyword with its spaces) and the modifiers
 * - `from:USER`       messages that user sent (several allowed);
 * - `in:CONVERSATION` one conversation: a conversation ID (`C2C…`, `GROUP…`), else a user ID (their C2C chat);
 * - `before:YYYY-MM-DD` / `after:YYYY-MM-DD`  sent before / after that local day (the day itself excluded);
 * - `has:file`        file messages only.
 * A modifier with an empty or invalid value (`before:soon`) is kept as a keyword. Names are case-insensitive.
 */
export interface ParsedSearch {
  keywords: string[];
  from: string[];
  in: string | null;
  /** Local midnight (ms) of the day after `after:`'s date: messages at or after it. */
  after: number | null;
  /** Local midnight (ms) of `before:`'s date: messages before it. */
  before: number | null;
  hasFile: boolean;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight (ms) of a YYYY-MM-DD date, `days` later; null when it is no real date. */
function midnight(text: string, days: number): number | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return new Date(y, mo - 1, d + days).getTime();
}

/** Whitespace-separated words, a "quoted part" kept as one (quotes removed). */
function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/"([^"]*)"|(\S+)/g)) {
    const w = (m[1] ?? m[2] ?? '').trim();
    if (w) out.push(w);
  }
  return out;
}

export function parseSearchQuery(text: string): ParsedSearch {
  const r: ParsedSearch = { keywords: [], from: [], in: null, after: null, before: null, hasFile: false };
  for (const w of words(text)) {
    const m = /^(from|in|before|after|has):(.+)$/i.exec(w);
    const name = m?.[1]?.toLowerCase();
    const value = m?.[2] ?? '';
    if (name === 'from') r.from.push(value.replace(/^@/, ''));
    else if (name === 'in') r.in = value.startsWith('C2C') || value.startsWith('GROUP') ? value : `C2C${value.replace(/^@/, '')}`;
    else if (name === 'before' && midnight(value, 0) !== null) r.before = midnight(value, 0);
    else if (name === 'after' && midnight(value, 1) !== null) r.after = midnight(value, 1);
    else if (name === 'has' && value.toLowerCase() === 'file') r.hasFile = true;
    else r.keywords.push(w);
  }
  return r;
}

/**
 * The searchCloudMessages fields of a parsed query (`now` in ms, the end of an `after:` without `before:`), or null
 * when its window is empty (`after:` the day before `before:` or later): nothing can match, nothing to ask.
 */
export function searchDataOf(p: ParsedSearch, now = Date.now()): SearchData | null {
  const d: SearchData = {};
  if (p.keywords.length) d.keywordList = p.keywords;
  if (p.from.length) d.senderUserIDList = p.from;
  if (p.in) d.conversationID = p.in;
  if (p.hasFile) d.messageTypeList = ['TIMFileElem'];
  if (p.before !== null || p.after !== null) {
    // the server's window is inclusive: time <= timePosition and time >= timePosition - timePeriod
    const end = p.before !== null ? Math.floor(p.before / 1000) - 1 : Math.floor(now / 1000);
    if (p.after !== null) {
      const start = Math.floor(p.after / 1000);
      if (start > end) return null;
      d.timePeriod = Math.max(1, end - start);
    }
    d.timePosition = end;
  }
  return d;
}
