import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Issue #18, calls on PGlite: the hot changes of a call's state as PL/pgSQL functions (server/messaging/calls/
 * transitions.ts). A statement of several parts cost PGlite about 1 ms to parse and plan at every call, far more
 * than it took to run; PL/pgSQL keeps the plans of its statements, so each step costs a fraction of that and one
 * round trip. Each function runs in one transaction and returns the call as it leaves it (im_call_view: the call's
 * columns and one member per row, m_*), so nothing is read back. Sequential scans are priced out as in
 * im_commit_batch (063): kept plans made while the tables were small must not scan them once they have grown.
 * - im_call_start: a new call and its members: the inviter (p_tokens[1]: their Janus token) and the invitees who
 *   have not blacklisted them (p_tokens[n + 1]), 'busy' those ringing for or in a call that has not ended, the
 *   others 'invited'. Nothing is stored when every invitee blacklisted the inviter, or the inviter is in a call:
 *   it raises 'im_call_start: blacklisted' or 'im_call_start: caller busy'.
 * - im_call_answer: a member moves from one of p_from to joined (unless the call already holds its maximum)
 *   and the call becomes active. The call's row is locked first, as im_call_end's update does, so two devices
 *   answering at once are one after the other: exactly one of them gets there.
 * - im_call_end: ends a running call when p_when holds ('always'; 'ringing': nobody answered; 'settled': nobody
 *   rings and fewer than two are in it; 'hung-up': a one-to-one call p_by is in); those in it leave, those
 *   ringing time out. Of several callers exactly one gets rows back (and writes the record).
 */
const VIEW_COLUMNS = sql.raw(`call_id text, room_id int, call_type smallint, inviter text, group_id text, state text,
  timeout_seconds int, sfu_secret text, deadline timestamptz, created_at timestamptz, started_at timestamptz,
  ended_at timestamptz, m_user_id text, m_state text, m_session_id text, m_sfu_token text, m_joined_at timestamptz`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function im_call_view(p_call text) returns table(${VIEW_COLUMNS})
    language plpgsql stable set enable_seqscan = off as $fn$
    begin
      return query
        select c.call_id, c.room_id, c.call_type, c.inviter, c.group_id, c.state, c.timeout_seconds, c.sfu_secret,
          c.deadline, c.created_at, c.started_at, c.ended_at, m.user_id, m.state, m.session_id, m.sfu_token, m.joined_at
        from im_call c join im_call_member m on m.call_id = c.call_id
        where c.call_id = p_call;
    end $fn$`.execute(db);
  await sql`
    create function im_call_start(p_call text, p_room int, p_secret text, p_type smallint, p_group text, p_timeout int,
      p_inviter text, p_session text, p_invitees text[], p_tokens text[])
    returns table(${VIEW_COLUMNS})
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
    end $fn$`.execute(db);
  await sql`
    create function im_call_answer(p_call text, p_user text, p_session text, p_from text[], p_max_one int, p_max_group int)
    returns table(${VIEW_COLUMNS})
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
    end $fn$`.execute(db);
  await sql`
    create function im_call_end(p_call text, p_when text, p_by text) returns table(${VIEW_COLUMNS})
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
    end $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function im_call_end(text, text, text)`.execute(db);
  await sql`drop function im_call_answer(text, text, text, text[], int, int)`.execute(db);
  await sql`drop function im_call_start(text, int, text, smallint, text, int, text, text, text[], text[])`.execute(db);
  await sql`drop function im_call_view(text)`.execute(db);
}
