import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { CallMemberState, CallType, WireCall } from '../../../protocol/calls.ts';
import type { Database } from '../../db/schema.ts';
import type { ImCallMemberTable, ImCallTable } from './tables.ts';

type Db = Kysely<Database>;
export type CallRow = Selectable<ImCallTable>;
export type MemberRow = Selectable<ImCallMemberTable>;

/** A call as stored: its row and its members (the inviter first). */
export interface StoredCall {
  row: CallRow;
  members: MemberRow[];
}

const seconds = (d: Date | string | null): number => (d ? Math.floor(new Date(d).getTime() / 1000) : 0);

export function toWireCall(c: StoredCall, media: WireCall['media']): WireCall {
  return {
    callID: c.row.call_id,
    roomID: Number(c.row.room_id),
    type: Number(c.row.call_type) as CallType,
    inviter: c.row.inviter,
    groupID: c.row.group_id,
    state: c.row.state as WireCall['state'],
    members: c.members.map((m) => ({ userID: m.user_id, state: m.state as CallMemberState })),
    createTime: seconds(c.row.created_at),
    startTime: seconds(c.row.started_at),
    timeout: Number(c.row.timeout_seconds),
    media,
  };
}

/** A call row with one of its members per row (m_*), as im_call_view (server/db/functions/im_call_view.sql) returns it. */
export type CallMemberRow = CallRow & {
  m_user_id: string;
  m_state: string;
  m_session_id: string | null;
  m_sfu_token: string | null;
  m_joined_at: Date | null;
};

/** The call of im_call_view's rows (the inviter first, then by user ID); null without rows. */
export function storedFrom(rows: CallMemberRow[]): StoredCall | null {
  const first = rows[0];
  if (!first) return null;
  const { m_user_id: _u, m_state: _s, m_session_id: _i, m_sfu_token: _t, m_joined_at: _j, ...row } = first;
  const members = rows.map((r) => ({
    call_id: r.call_id,
    user_id: r.m_user_id,
    state: r.m_state,
    session_id: r.m_session_id,
    sfu_token: r.m_sfu_token,
    joined_at: r.m_joined_at,
  }));
  members.sort((a, b) => (a.user_id === row.inviter ? -1 : b.user_id === row.inviter ? 1 : a.user_id.localeCompare(b.user_id)));
  return { row, members };
}

/** The call and its members. */
export async function loadCall(db: Db, callId: string): Promise<StoredCall | null> {
  const { rows } = await sql<CallMemberRow>`select * from im_call_view(${callId})`.execute(db);
  return storedFrom(rows);
}

/** Whether `userId` rings for or is in a running call other than `callId`. */
export async function inOtherCall(db: Db, userId: string, callId: string): Promise<boolean> {
  const row = await db
    .selectFrom('im_call_member as m')
    .innerJoin('im_call as c', 'c.call_id', 'm.call_id')
    .select('m.call_id')
    .where('m.user_id', '=', userId)
    .where('m.state', 'in', ['invited', 'joined'])
    .where('c.state', '<>', 'ended')
    .where('m.call_id', '<>', callId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Members still ringing in calls past their deadline, each claimed once (by whichever instance gets the row). */
export async function claimTimedOut(db: Db): Promise<{ call_id: string; user_id: string }[]> {
  const { rows } = await sql<{ call_id: string; user_id: string }>`
    update im_call_member m set state = 'timeout'
    from im_call c
    where m.call_id = c.call_id and m.state = 'invited' and c.state <> 'ended' and c.deadline <= now()
    returning m.call_id, m.user_id`.execute(db);
  return rows;
}
