-- im_call_answer: a member moves from one of p_from to joined (unless the call already holds its maximum:
-- p_max_one for a one-to-one call, p_max_group for a group's) and the call becomes active. The call's row is
-- locked first, as im_call_end's update does, so two devices answering at once are one after the other: exactly
-- one of them gets there. Returns the call (im_call_view), no rows when nothing changed. Created by migration 090.
create or replace function im_call_answer(p_call text, p_user text, p_session text, p_from text[], p_max_one int, p_max_group int)
returns table(call_id text, room_id int, call_type smallint, inviter text, group_id text, state text,
  timeout_seconds int, sfu_secret text, deadline timestamptz, created_at timestamptz, started_at timestamptz,
  ended_at timestamptz, m_user_id text, m_state text, m_session_id text, m_sfu_token text, m_joined_at timestamptz)
language plpgsql set enable_seqscan = off as $fn$
declare
  v_group text;
begin
  select c.group_id into v_group from im_call c where c.call_id = p_call and c.state <> 'ended' for update;
  if not found then return; end if;
  update im_call_member m set state = 'joined', session_id = p_session, joined_at = now()
  where m.call_id = p_call and m.user_id = p_user and m.state = any(p_from)
    and (select count(*) from im_call_member j where j.call_id = p_call and j.state = 'joined')
      < case v_group when '' then p_max_one else p_max_group end;
  if not found then return; end if;
  update im_call c set state = 'active', started_at = coalesce(c.started_at, now()) where c.call_id = p_call;
  return query select * from im_call_view(p_call);
end $fn$;
