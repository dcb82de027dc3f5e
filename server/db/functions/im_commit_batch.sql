-- im_commit_batch(p jsonb): commits a batch of messages in one call (server/messaging/messages/commit-batcher.ts):
-- one round trip, one transaction, plans kept by PL/pgSQL.
--  0. C2C sends refused by the receiver's blacklist: an element with `bl` true whose receiver has blacklisted its
--     sender makes the call store nothing and return only the refused elements' rows (r_refused); the caller
--     commits the rest again.
--  1. bumps each conversation's sequence counter by its number of messages (rows locked in key order) and reads
--     its hidden_rows flag (a participant's im_user_conversation row may be hidden or missing),
--  2. inserts the messages (a client ID already used in the conversation is skipped: a resend), with the
--     search tokens `tk` (server/messaging/messages/search-tokens.ts) as a tsvector,
--  3. only in conversations whose flag is set: creates a C2C user's missing row, un-hides a hidden one, shows
--     a group's hidden rows, and clears the flag,
--  4. bumps each recipient's event-log counter by its number of messages (rows locked in user order) and
--  5. writes one event-log row per (message, recipient).
-- `p` is an array of {k conv_key, ct conversation type, c client ID, s sender, r receiver, t type, p payload,
-- st search text, tk search tokens (joined by spaces), cd cloudCustomData, at atUserList, rr needReadReceipt,
-- tm time, u recipients (distinct), bl check the receiver's blacklist, rk risky (the before-send callback's flag)}.
-- Returns one row per stored message (r_n = its 1-based index in p, r_id, r_seq), one per delivery (r_n,
-- r_user, r_event = the recipient's event-log number), or only the refused ones (r_n, r_refused true).
-- Key orders use the "C" collation so they match the byte order the other event-log writers (event-log.ts) sort
-- in. Sequential scans are priced out: PL/pgSQL keeps a connection's plans, and one made while the tables were
-- small would go on scanning them as they grew. Its history: migrations 060, 062, 063, 065 and 069.
create or replace function im_commit_batch(p jsonb)
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
    insert into im_message (conv_key, seq, client_id, sender, receiver, conversation_type, type, payload, search_text, search_tokens, cloud_custom_data, at_users, need_read_receipt, time, risky)
    select m.k, m.s, m.e->>'c', m.e->>'s', m.e->>'r', m.e->>'ct', m.e->>'t', m.e->'p', m.e->>'st',
      array_to_tsvector(string_to_array(coalesce(m.e->>'tk', ''), ' ')), m.e->>'cd',
      array(select jsonb_array_elements_text(m.e->'at')), (m.e->>'rr')::boolean, (m.e->>'tm')::bigint,
      coalesce((m.e->>'rk')::boolean, false)
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
$fn$;
