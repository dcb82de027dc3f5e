-- im_call_start: a new call and its members: the inviter (p_tokens[1]: their Janus token) and the invitees who
-- have not blacklisted them (p_tokens[n + 1]), 'busy' those ringing for or in a call that has not ended, the
-- others 'invited'. Nothing is stored when every invitee blacklisted the inviter, or the inviter is in a call:
-- it raises 'im_call_start: blacklisted' or 'im_call_start: caller busy'. Returns the call (im_call_view).
-- Created by migration 090.
create or replace function im_call_start(p_call text, p_room int, p_secret text, p_type smallint, p_group text, p_timeout int,
  p_inviter text, p_session text, p_invitees text[], p_tokens text[])
returns table(call_id text, room_id int, call_type smallint, inviter text, group_id text, state text,
  timeout_seconds int, sfu_secret text, deadline timestamptz, created_at timestamptz, started_at timestamptz,
  ended_at timestamptz, m_user_id text, m_state text, m_session_id text, m_sfu_token text, m_joined_at timestamptz)
language plpgsql set enable_seqscan = off as $fn$
declare
  v_ringable text[];
  v_busy text[];
begin
  select coalesce(array_agg(u.id), '{}') into v_ringable from unnest(p_invitees) as u(id)
  where not exists (select 1 from im_blacklist b where b.user_id = u.id and b.blocked_id = p_inviter);
  if cardinality(v_ringable) = 0 then raise exception 'im_call_start: blacklisted'; end if;
  select coalesce(array_agg(m.user_id), '{}') into v_busy
  from im_call_member m join im_call c on c.call_id = m.call_id
  where m.user_id = any(p_inviter || v_ringable) and m.state in ('invited', 'joined') and c.state <> 'ended';
  if p_inviter = any(v_busy) then raise exception 'im_call_start: caller busy'; end if;
  insert into im_call (call_id, room_id, sfu_secret, call_type, inviter, group_id, timeout_seconds, deadline)
  values (p_call, p_room, p_secret, p_type, p_inviter, p_group, p_timeout, now() + make_interval(secs => p_timeout));
  insert into im_call_member (call_id, user_id, state, session_id, sfu_token, joined_at)
  select p_call, p_inviter, 'joined', p_session, p_tokens[1], now()
  union all
  select p_call, u.id, case when u.id = any(v_busy) then 'busy' else 'invited' end, null, p_tokens[u.n + 1], null
  from unnest(p_invitees) with ordinality as u(id, n)
  where u.id = any(v_ringable);
  return query select * from im_call_view(p_call);
end $fn$;
