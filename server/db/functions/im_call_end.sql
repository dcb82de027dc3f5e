-- im_call_end: ends a running call when p_when holds ('always'; 'ringing': nobody answered; 'settled': nobody
-- rings and fewer than two are in it; 'hung-up': a one-to-one call p_by is in); those in it leave, those ringing
-- time out. Of several callers exactly one gets rows back (and writes the record). Created by migration 090.
create or replace function im_call_end(p_call text, p_when text, p_by text)
returns table(call_id text, room_id int, call_type smallint, inviter text, group_id text, state text,
  timeout_seconds int, sfu_secret text, deadline timestamptz, created_at timestamptz, started_at timestamptz,
  ended_at timestamptz, m_user_id text, m_state text, m_session_id text, m_sfu_token text, m_joined_at timestamptz)
language plpgsql set enable_seqscan = off as $fn$
begin
  update im_call c set state = 'ended', ended_at = now()
  where c.call_id = p_call and c.state <> 'ended'
    and case p_when
      when 'always' then true
      when 'ringing' then c.state = 'ringing'
      when 'settled' then
        not exists (select 1 from im_call_member m where m.call_id = p_call and m.state = 'invited')
        and (select count(*) from im_call_member m where m.call_id = p_call and m.state = 'joined') < 2
      when 'hung-up' then
        c.group_id = ''
        and exists (select 1 from im_call_member m where m.call_id = p_call and m.user_id = p_by and m.state = 'joined')
    end;
  if not found then return; end if;
  update im_call_member m set state = case m.state when 'joined' then 'left' else 'timeout' end
  where m.call_id = p_call and m.state in ('joined', 'invited');
  return query select * from im_call_view(p_call);
end $fn$;
