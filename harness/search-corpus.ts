import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema.ts';
import { conversationToken, searchTokens } from '../server/messaging/messages/search-tokens.ts';
import { c2cKey, groupKey } from '../server/messaging/messages/store.ts';
import { GROUP_TYPES } from '../protocol/model.ts';

/**
 * A message history for search benchmarks and index tests, written straight into the tables by a few
 * INSERT ... SELECT statements with the same columns the commit path (im_commit_batch) writes, search_tokens
 * computed by search-tokens.ts; the search_tokens index is dropped first and built again after the load.
 *
 * Every message's text is two fragments ("fragment a" + " " + "fragment b"); FRAGMENTS fragments of 3 to 6
 * words each, Chinese words (two characters, no spaces between them) and English-like words, drawn with a skew so
 * that a few words are common and most are rare, as in real chat. Message g is in conversation g % conversations
 * (seq g / conversations + 1), over one year of time stamps; every 20th is a file message (its name searched).
 * `user` is a participant of the first `userConversations` conversations: half C2C with `${user}_peer_i`, half
 * groups of every group type in turn (group rows and memberships included); the other conversations belong to
 * other users. Every conversation has a row for two other users too, as real histories would.
 */
export interface CorpusOptions {
  messages: number;
  conversations: number;
  user: string;
  userConversations: number;
  /** Time stamp of the newest message (seconds); messages go back one year. */
  newest?: number;
}

export interface Keywords {
  /** One Chinese character. */
  char: { common: string; rare: string };
  /** A two-character Chinese word. */
  word: { common: string; rare: string };
  /** Three or four Chinese characters running on from one word into the next. */
  phrase: { common: string; rare: string };
  english: { common: string; rare: string };
}

export interface Corpus {
  /** Conversation IDs of `user`, C2C ones first. */
  conversationIds: string[];
  /** Keywords found in the corpus: the most common and a rare (one fragment) of each kind. */
  keywords: Keywords;
  oldest: number;
  newest: number;
}

const FRAGMENTS = 1000;
const YEAR = 365 * 86400;

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 2,500 Han characters spread over the CJK block; 2,000 two-character words; 1,000 English-like words. */
function vocabulary(rnd: () => number) {
  const chars = Array.from({ length: 2500 }, (_, i) => String.fromCodePoint(0x4e00 + i * 8));
  const chinese = Array.from({ length: 2000 }, () => chars[Math.floor(rnd() * chars.length)]! + chars[Math.floor(rnd() * chars.length)]!);
  const syllables = ['ka', 'ri', 'mo', 'ten', 'sha', 'lo', 'ver', 'pen', 'dri', 'ul', 'gos', 'na', 'bre', 'tic', 'om', 'zu'];
  const english = Array.from({ length: 1000 }, (_, i) => {
    let w = '';
    for (let n = 2 + (i % 3), k = i; n > 0; n--, k = Math.floor(k / 16) + n * 7) w += syllables[k % syllables.length]!;
    return `${w}${i}`;
  });
  return { chinese, english };
}

/** Index into a list of n, skewed to the front (rank 0 the most common). */
const skewed = (rnd: () => number, n: number) => Math.floor(n * rnd() ** 2);

function fragments(rnd: () => number, chinese: string[], english: string[]): string[] {
  return Array.from({ length: FRAGMENTS }, () => {
    let text = '';
    for (let n = 3 + Math.floor(rnd() * 4); n > 0; n--) {
      if (rnd() < 0.7) text += chinese[skewed(rnd, chinese.length)]!;
      else text += ` ${english[skewed(rnd, english.length)]!} `;
    }
    return text.trim().replace(/ +/g, ' ');
  });
}

/** In how many fragments each candidate appears: the most common one and one that appears in a single fragment. */
function commonAndRare(texts: string[], candidates: (t: string) => string[]): { common: string; rare: string } {
  const counts = new Map<string, number>();
  for (const t of texts) for (const c of new Set(candidates(t))) counts.set(c, (counts.get(c) ?? 0) + 1);
  const sorted = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
  return { common: sorted[0]![0], rare: sorted.find(([, n]) => n === 1)?.[0] ?? sorted[sorted.length - 1]![0] };
}

function pickKeywords(texts: string[]): Keywords {
  const runs = (t: string) => t.split(/[ a-z0-9]+/).filter(Boolean);
  const slices = (len: number) => (t: string) =>
    runs(t).flatMap((r) => [...r].flatMap((_, i, a) => (i + len <= a.length ? [a.slice(i, i + len).join('')] : [])));
  return {
    char: commonAndRare(texts, slices(1)),
    word: commonAndRare(texts, slices(2)),
    phrase: commonAndRare(texts, slices(3)),
    english: commonAndRare(texts, (t) => t.match(/[a-z]+[0-9]+/g) ?? []),
  };
}

export async function loadSearchCorpus(db: Kysely<Database>, o: CorpusOptions): Promise<Corpus> {
  const rnd = random(15);
  const { chinese, english } = vocabulary(rnd);
  const texts = fragments(rnd, chinese, english);
  const newest = o.newest ?? Math.floor(Date.now() / 1000);
  const oldest = newest - YEAR;
  const rows = texts.map((t, i) => ({ i, t, k: searchTokens(t) }));
  await sql`create table search_corpus_fragment (i int primary key, t text not null, k text[] not null)`.execute(db);
  await sql`insert into search_corpus_fragment select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(i int, t text, k text[])`.execute(
    db,
  );

  // the conversations: the user's first (C2C, then groups of each type), then other users' groups
  const half = Math.floor(o.userConversations / 2);
  const convs = Array.from({ length: o.conversations }, (_, c) => {
    if (c < half) {
      const peer = `${o.user}_peer_${c}`;
      return { c, key: c2cKey(o.user, peer), type: 'C2C', target: peer, id: `C2C${peer}`, users: [o.user, peer] };
    }
    const group = c < o.userConversations ? `${o.user}_g${c}` : `other_g${c}`;
    const users = c < o.userConversations ? [o.user, `other_${c}`] : [`other_${c}`, `other_${c + 1}`];
    return { c, key: groupKey(group), type: 'GROUP', target: group, id: `GROUP${group}`, users };
  });
  await sql`create table search_corpus_conv (c int primary key, k text not null, tk text not null, t text not null, r text not null, u text[] not null)`.execute(
    db,
  );
  await sql`insert into search_corpus_conv select * from jsonb_to_recordset(${JSON.stringify(
    convs.map((x) => ({ c: x.c, k: x.key, tk: conversationToken(x.key), t: x.type, r: x.target, u: x.users })),
  )}::jsonb) as x(c int, k text, tk text, t text, r text, u text[])`.execute(db);

  const n = o.messages;
  const step = YEAR / n;
  // the GIN index is built once after the load (what migration 069 does), far faster than row by row
  await sql`drop index im_message_search_tokens`.execute(db);
  await sql`
    insert into im_message (conv_key, seq, client_id, sender, receiver, conversation_type, type, payload, search_text, search_tokens, time)
    select c.k, g / ${o.conversations} + 1, 'corpus-' || g, c.u[1 + g % 2], c.r, c.t,
      case when g % 20 = 0 then 'TIMFileElem' else 'TIMTextElem' end,
      case when g % 20 = 0 then jsonb_build_object('fileName', a.t || '.pdf', 'fileSize', 1000, 'uuid', 'f' || g)
        else jsonb_build_object('text', a.t || ' ' || b.t) end,
      case when g % 20 = 0 then a.t || '.pdf' else a.t || ' ' || b.t end,
      array_to_tsvector(case when g % 20 = 0 then a.k || array['pdf'] else a.k || b.k end || array[c.tk]),
      ${oldest}::bigint + floor(g * ${step}::float8)::bigint
    from generate_series(0, ${n - 1}) as g
    join search_corpus_conv c on c.c = g % ${o.conversations}
    join search_corpus_fragment a on a.i = g % ${FRAGMENTS}
    join search_corpus_fragment b on b.i = (g / ${FRAGMENTS} + g) % ${FRAGMENTS}`.execute(db);
  await db.connection().execute(async (c) => {
    await sql`set maintenance_work_mem = '256MB'`.execute(c);
    await sql`create index im_message_search_tokens on im_message using gin (search_tokens)`.execute(c);
    await sql`reset maintenance_work_mem`.execute(c);
  });
  await sql`
    insert into im_conversation (conv_key, type, last_seq, hidden_rows)
    select c.k, c.t, (select max(seq) from im_message m where m.conv_key = c.k), false from search_corpus_conv c
    where exists (select 1 from im_message m where m.conv_key = c.k)`.execute(db);
  await sql`
    insert into im_user_conversation (user_id, conversation_id, conv_key)
    select u.u, case when c.t = 'C2C' then 'C2C' || (case when u.u = c.u[1] then c.u[2] else c.u[1] end) else 'GROUP' || c.r end, c.k
    from search_corpus_conv c cross join lateral unnest(c.u) as u(u)`.execute(db);
  await sql`insert into im_account (user_id, nick) select distinct u.u, u.u from search_corpus_conv c cross join lateral unnest(c.u) as u(u)
    on conflict do nothing`.execute(db);
  const groups = convs.filter((x) => x.type === 'GROUP' && x.c < o.userConversations);
  if (groups.length) {
    await db
      .insertInto('im_group')
      .values(
        groups.map((g, i) => ({
          group_id: g.target,
          type: GROUP_TYPES[i % GROUP_TYPES.length]!,
          name: g.target,
          owner_id: o.user,
          join_option: 'FreeAccess',
        })),
      )
      .execute();
    await db
      .insertInto('im_group_member')
      .values(groups.flatMap((g) => g.users.map((u) => ({ group_id: g.target, user_id: u, role: u === o.user ? 'Owner' : 'Member' }))))
      .execute();
  }
  await sql`drop table search_corpus_fragment`.execute(db);
  await sql`drop table search_corpus_conv`.execute(db);
  await sql`analyze`.execute(db);
  return {
    conversationIds: convs.slice(0, o.userConversations).map((x) => x.id),
    keywords: pickKeywords(texts),
    oldest,
    newest,
  };
}
