import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { conversationToken, searchTokens } from '../../messaging/messages/search-tokens.ts';
import { up as up065 } from './065_commit_batch_hidden_rows.ts';

/** Messages re-tokenised per statement while back-filling. */
const BACKFILL_BATCH = 2000;

/**
 * Indexed cloud message search (issue #15.5). im_message.search_tokens holds the words of search_text, computed in
 * TypeScript (messages/search-tokens.ts: lowercased words, CJK bigrams plus each CJK run's last character) and
 * the conversation's token, stored with array_to_tsvector; a GIN index on it serves every keyword, one- and two-character Chinese ones
 * included, which pg_trgm's index cannot (migration 061 dropped that index). im_commit_batch, fifth version
 * (065 describes the fourth), stores the batch item's `tk` (the tokens joined by spaces) in the new column; edits write it too
 * (modify.ts). Existing messages are back-filled here, in id order, BACKFILL_BATCH at a time, before the index
 * is built.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table im_message add column search_tokens tsvector not null default ''`.execute(db);
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: string; conv_key: string; search_text: string }>`
      select id, conv_key, search_text from im_message where id > ${after} order by id limit ${BACKFILL_BATCH}`.execute(db);
    if (!rows.length) break;
    const items = rows.map((r) => ({ i: Number(r.id), t: [...searchTokens(r.search_text), conversationToken(r.conv_key)] }));
    await sql`
      update im_message m set search_tokens = array_to_tsvector(array(select jsonb_array_elements_text(x.t)))
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as x(i bigint, t jsonb)
      where m.id = x.i`.execute(db);
    after = items[items.length - 1]!.i;
  }
  await sql`create index im_message_search_tokens on im_message using gin (search_tokens)`.execute(db);
  await sql`drop function im_commit_batch(jsonb)`.execute(db);
  await sql`
    create function im_commit_batch(p jsonb)
    returns table(r_n int, r_id bigint, r_seq bigint, r_user text, r_event bigint, r_refused boolean)
    language plpgsql set enable_seqscan = off as $fn$
    declare
      refused int[];
      conv_keys text[];
      firsts bigint[];
      show_keys text[];
      s_n int[];
      s_id bigint[];
      s_seq bigint[];
      e_n int[];
      e_user text[];
      e_seq bigint[];
    begin
      -- 0. C2C sends refused by the receiver's blacklist
      select array_agg(x.n::int) into refused
      from jsonb_array_elements(p) with ordinality as x(e, n)
      where (x.e->>'bl')::boolean
        and exists (select 1 from im_blacklist b where b.user_id = x.e->>'r' and b.blocked_id = x.e->>'s');
      if refused is not null then
        return query select u.n, null::bigint, null::bigint, null::text, null::bigint, true from unnest(refused) as u(n);
        return;
      end if;

      -- 1. sequence numbers
      with c as (
        select e->>'k' as k, min(e->>'ct') as t, count(*)::bigint as cnt from jsonb_array_elements(p) as e group by e->>'k'
      ), up as (
        insert into im_conversation as ic (conv_key, type, last_seq)
        select c.k, c.t, c.cnt from c order by c.k collate "C"
        on conflict (conv_key) do update set last_seq = ic.last_seq + excluded.last_seq, updated_at = now()
        returning ic.conv_key, ic.last_seq, ic.hidden_rows
      )
      select array_agg(up.conv_key), array_agg(up.last_seq - c.cnt + 1), array_agg(up.conv_key) filter (where up.hidden_rows)
      into conv_keys, firsts, show_keys from up join c on c.k = up.conv_key;

      -- 2. messages
      with m as (
        select x.n::int as n, x.e, x.e->>'k' as k, f.first + row_number() over (partition by x.e->>'k' order by x.n) - 1 as s
        from jsonb_array_elements(p) with ordinality as x(e, n)
        join unnest(conv_keys, firsts) as f(k, first) on f.k = x.e->>'k'
      ), ins as (
        insert into im_message (conv_key, seq, client_id, sender, receiver, conversation_type, type, payload, search_text, search_tokens, cloud_custom_data, at_users, need_read_receipt, time)
        select m.k, m.s, m.e->>'c', m.e->>'s', m.e->>'r', m.e->>'ct', m.e->>'t', m.e->'p', m.e->>'st',
          array_to_tsvector(string_to_array(coalesce(m.e->>'tk', ''), ' ')), m.e->>'cd',
          array(select jsonb_array_elements_text(m.e->'at')), (m.e->>'rr')::boolean, (m.e->>'tm')::bigint
        from m order by m.n
        on conflict (conv_key, client_id) do nothing
        returning im_message.id, im_message.conv_key, im_message.client_id, im_message.seq
      )
      select array_agg(m.n order by m.n), array_agg(ins.id order by m.n), array_agg(ins.seq order by m.n) into s_n, s_id, s_seq
      from ins join m on m.k = ins.conv_key and m.e->>'c' = ins.client_id and m.s = ins.seq;
      if s_n is null then return; end if;

      -- 3. the users' conversation rows, only in conversations where one may be hidden or missing
      if show_keys is not null then
        insert into im_user_conversation as uc (user_id, conversation_id, conv_key)
        select distinct on (x.u collate "C", x.c collate "C") x.u, x.c, x.k from (
          select p->(sn - 1) as e from unnest(s_n) as sn
        ) as s
        cross join lateral (values (s.e->>'s', 'C2C' || (s.e->>'r'), s.e->>'k'), (s.e->>'r', 'C2C' || (s.e->>'s'), s.e->>'k')) as x(u, c, k)
        where s.e->>'ct' = 'C2C' and s.e->>'k' = any(show_keys)
          and not exists (select 1 from im_user_conversation v where v.user_id = x.u and v.conversation_id = x.c and not v.hidden)
        order by x.u collate "C", x.c collate "C"
        on conflict (user_id, conversation_id) do update set hidden = false, updated_at = now() where uc.hidden;
        update im_user_conversation set hidden = false
        where conv_key in (select distinct p->(sn - 1)->>'k' from unnest(s_n) as sn where p->(sn - 1)->>'ct' = 'GROUP' and p->(sn - 1)->>'k' = any(show_keys)) and hidden;
        -- (only where a message was stored: a batch of resends alone shows nothing)
        update im_conversation set hidden_rows = false
        where conv_key = any(show_keys) and conv_key in (select p->(sn - 1)->>'k' from unnest(s_n) as sn);
      end if;

      -- 4. + 5. event log: counters bumped per recipient, then one row per delivery
      with r as (
        select s.sn as n, s.sid as mid, x.uid
        from unnest(s_n, s_id) as s(sn, sid)
        cross join lateral jsonb_array_elements_text(p->(s.sn - 1)->'u') as x(uid)
      ), per as (
        select r.uid, count(*)::bigint as cnt from r group by r.uid
      ), cur as (
        insert into im_user_cursor as uc (user_id, last_seq)
        select per.uid, per.cnt from per order by per.uid collate "C"
        on conflict (user_id) do update set last_seq = uc.last_seq + excluded.last_seq
        returning uc.user_id, uc.last_seq
      ), ev as (
        select r.n, r.mid, r.uid, cur.last_seq - per.cnt + row_number() over (partition by r.uid order by r.n) as s
        from r join per on per.uid = r.uid join cur on cur.user_id = r.uid
      ), ins as (
        insert into im_event (user_id, seq, kind, message_id, body)
        select ev.uid, ev.s, 'message', ev.mid, '{}'::jsonb from ev
      )
      select array_agg(ev.n), array_agg(ev.uid), array_agg(ev.s) into e_n, e_user, e_seq from ev;

      return query
        select u.sn, u.sid, u.sseq, null::text, null::bigint, false from unnest(s_n, s_id, s_seq) as u(sn, sid, sseq)
        union all
        select u.en, null::bigint, null::bigint, u.eu, u.es, false from unnest(e_n, e_user, e_seq) as u(en, eu, es);
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists im_message_search_tokens`.execute(db);
  await sql`alter table im_message drop column search_tokens`.execute(db);
  // up065 adds this column again (every row "may be hidden": safe) and creates the fourth version
  await sql`alter table im_conversation drop column hidden_rows`.execute(db);
  await up065(db);
}
