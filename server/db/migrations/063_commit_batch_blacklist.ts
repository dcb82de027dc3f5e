import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { up as up062 } from './062_commit_batch_visible_rows.ts';

/**
 * im_commit_batch, third version (060 describes the steps). Three changes, all for the C2C hot path:
 * - The blacklist check of a user's C2C send moves into the batch: an element with `bl` true whose receiver
 *   has blacklisted its sender makes the call store nothing and return only the refused elements' rows
 *   (r_refused), and the caller commits the rest again. A send used to wait for its own blacklist query
 *   before its commit: two round trips and one more planned statement per event-loop turn.
 * - im_conversation.last_message_id is gone, and with it step 3, a second update of every conversation row
 *   of the batch. A conversation's newest message is the one with its highest seq, which the (conv_key, seq)
 *   index finds directly (conversations.ts).
 * - Sequential scans are priced out inside the function. PL/pgSQL keeps a connection's plans, and one made
 *   while the tables were small (a new deployment, a pool opened at start) joined them by sequential scan and
 *   hash, and went on doing so as they grew, until an ANALYZE. Every table read here is by key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function im_commit_batch(jsonb)`.execute(db);
  await sql`alter table im_conversation drop column last_message_id`.execute(db);
  await sql`
    create function im_commit_batch(p jsonb)
    returns table(r_n int, r_id bigint, r_seq bigint, r_user text, r_event bigint, r_refused boolean)
    language plpgsql set enable_seqscan = off as $fn$
    declare
      refused int[];
      conv_keys text[];
      firsts bigint[];
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
        returning ic.conv_key, ic.last_seq
      )
      select array_agg(up.conv_key), array_agg(up.last_seq - c.cnt + 1) into conv_keys, firsts from up join c on c.k = up.conv_key;

      -- 2. messages
      with m as (
        select x.n::int as n, x.e, x.e->>'k' as k, f.first + row_number() over (partition by x.e->>'k' order by x.n) - 1 as s
        from jsonb_array_elements(p) with ordinality as x(e, n)
        join unnest(conv_keys, firsts) as f(k, first) on f.k = x.e->>'k'
      ), ins as (
        insert into im_message (conv_key, seq, client_id, sender, receiver, conversation_type, type, payload, search_text, cloud_custom_data, at_users, need_read_receipt, time)
        select m.k, m.s, m.e->>'c', m.e->>'s', m.e->>'r', m.e->>'ct', m.e->>'t', m.e->'p', m.e->>'st', m.e->>'cd',
          array(select jsonb_array_elements_text(m.e->'at')), (m.e->>'rr')::boolean, (m.e->>'tm')::bigint
        from m order by m.n
        on conflict (conv_key, client_id) do nothing
        returning im_message.id, im_message.conv_key, im_message.client_id, im_message.seq
      )
      select array_agg(m.n order by m.n), array_agg(ins.id order by m.n), array_agg(ins.seq order by m.n) into s_n, s_id, s_seq
      from ins join m on m.k = ins.conv_key and m.e->>'c' = ins.client_id and m.s = ins.seq;
      if s_n is null then return; end if;

      -- 3. the users' conversation rows
      insert into im_user_conversation as uc (user_id, conversation_id, conv_key)
      select distinct on (x.u collate "C", x.c collate "C") x.u, x.c, x.k from (
        select p->(sn - 1) as e from unnest(s_n) as sn
      ) as s
      cross join lateral (values (s.e->>'s', 'C2C' || (s.e->>'r'), s.e->>'k'), (s.e->>'r', 'C2C' || (s.e->>'s'), s.e->>'k')) as x(u, c, k)
      where s.e->>'ct' = 'C2C'
        and not exists (select 1 from im_user_conversation v where v.user_id = x.u and v.conversation_id = x.c and not v.hidden)
      order by x.u collate "C", x.c collate "C"
      on conflict (user_id, conversation_id) do update set hidden = false, updated_at = now() where uc.hidden;
      update im_user_conversation set hidden = false
      where conv_key in (select distinct p->(sn - 1)->>'k' from unnest(s_n) as sn where p->(sn - 1)->>'ct' = 'GROUP') and hidden;

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
  await sql`drop function im_commit_batch(jsonb)`.execute(db);
  await sql`alter table im_conversation add column last_message_id bigint`.execute(db);
  await sql`update im_conversation c set last_message_id = (select m.id from im_message m where m.conv_key = c.conv_key order by m.seq desc limit 1)`.execute(
    db,
  );
  await up062(db);
}
