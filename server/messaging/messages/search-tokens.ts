/**
 * The words of a message's search text, as stored in im_message.search_tokens (a tsvector built with
 * array_to_tsvector, GIN-indexed; migration 069), and the tsquery a keyword becomes.
 *
 * - Text is lowercased and cut into runs: CJK runs (Han, Hiragana, Katakana, Hangul) and word runs (any other
 *   letters, digits and marks). Everything else separates runs.
 * - A word run is one token (its first MAX_WORD characters). A keyword's word run matches as a prefix
 *   (`'eng':*` finds "engine"), so Latin keywords match at the beginning of a word, not in its middle.
 * - A CJK run gives its bigrams plus its last character alone ("船舶维修" → 船舶 舶维 维修 修; "船" → 船), so
 *   every character is the first of some token. A keyword's CJK run of two or more characters needs all its
 *   bigrams; one character matches as a prefix (`'船':*`: any bigram starting with it, or it at a run's end).
 *
 * - Every message also has its conversation's token (conversationToken: '#' and the conversation key; words never
 *   hold '#'), so the index narrows a search to the caller's conversations as well, without reading other users'
 *   messages.
 *
 * The index only narrows the candidates: search (search.ts) rechecks the whole keyword with ILIKE, so a hit always
 * contains the keyword as typed (case-insensitive). A keyword with no letters or digits (e.g. "?!") has no
 * tokens and is matched by ILIKE alone over the caller's conversations.
 */

/** Longest stored word, in characters (tsvector lexemes must stay under 2 KB; longer keywords match by prefix). */
export const MAX_WORD = 24;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const WORD = /[\p{L}\p{N}\p{M}]/u;

type Run = { cjk: boolean; chars: string[] };

function runs(text: string): Run[] {
  const out: Run[] = [];
  let cur: Run | null = null;
  for (const ch of text.toLowerCase()) {
    const cjk = CJK.test(ch);
    if (!cjk && !WORD.test(ch)) {
      cur = null;
      continue;
    }
    if (!cur || cur.cjk !== cjk) out.push((cur = { cjk, chars: [] }));
    cur.chars.push(ch);
  }
  return out;
}

/** The distinct tokens of a text (order of first appearance). */
export function searchTokens(text: string): string[] {
  const out = new Set<string>();
  for (const r of runs(text)) {
    if (!r.cjk) {
      out.add(r.chars.slice(0, MAX_WORD).join(''));
      continue;
    }
    for (let i = 0; i + 1 < r.chars.length; i++) out.add(r.chars[i]! + r.chars[i + 1]!);
    out.add(r.chars[r.chars.length - 1]!);
  }
  return [...out];
}

/**
 * The tsquery text (`'a':* & 'bc' & ...`) that every message containing `keyword` matches, or '' when the keyword
 * has no letters or digits. Tokens hold only letters, digits and marks, so quoting them needs no escapes.
 */
export function keywordQuery(keyword: string): string {
  const parts = new Set<string>();
  for (const r of runs(keyword)) {
    if (!r.cjk) parts.add(`'${r.chars.slice(0, MAX_WORD).join('')}':*`);
    else if (r.chars.length === 1) parts.add(`'${r.chars[0]}':*`);
    else for (let i = 0; i + 1 < r.chars.length; i++) parts.add(`'${r.chars[i]}${r.chars[i + 1]}'`);
  }
  return [...parts].join(' & ');
}

/** The token every message of a conversation carries (see above). */
export function conversationToken(convKey: string): string {
  return '#' + convKey;
}

/** The tsquery text matching any of these conversations' messages. */
export function conversationsQuery(convKeys: string[]): string {
  return convKeys.map((k) => `'${conversationToken(k).replace(/['\\]/g, (c) => (c === "'" ? "''" : '\\\\'))}'`).join(' | ');
}
