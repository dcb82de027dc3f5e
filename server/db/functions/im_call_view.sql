-- im_call_view(p_call): a call as it is now, its columns and one member per row (m_*), the rows every call
-- transition returns (server/messaging/calls/transitions.ts, store.ts).
-- The call transitions are PL/pgSQL functions because a statement of several parts cost PGlite about 1 ms to
-- parse and plan at every call; PL/pgSQL keeps the plans of its statements, so each step costs a fraction of
-- that and one round trip. Sequential scans are priced out as in im_commit_batch: kept plans made while the
-- tables were small must not scan them once they have grown. Created by migration 090.
create or replace function im_call_view(p_call text)
returns table(call_id text, room_id int, call_type smallint, inviter text, group_id text, state text,
  timeout_seconds int, sfu_secret text, deadline timestamptz, created_at timestamptz, started_at timestamptz,
  ended_at timestamptz, m_user_id text, m_state text, m_session_id text, m_sfu_token text, m_joined_at timestamptz)
language plpgsql stable set enable_seqscan = off as $fn$
begin
  return query
    select c.call_id, c.room_id, c.call_type, c.inviter, c.group_id, c.state, c.timeout_seconds, c.sfu_secret,
      c.deadline, c.created_at, c.started_at, c.ended_at, m.user_id, m.state, m.session_id, m.sfu_token, m.joined_at
    from im_call c join im_call_member m on m.call_id = c.call_id
    where c.call_id = p_call;
end $fn$;
