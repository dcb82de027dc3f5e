import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CallMemberState, CallType, WireCall } from '../../../protocol/calls.ts';
import type { Database } from '../../db/schema.ts';
import type { ImCallMemberTable, ImCallTable } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;
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

export async function loadCall(db: Db, callId: string): Promise<StoredCall | null> {
  const row = await db.selectFrom('im_call').selectAll().where('call_id', '=', callId).executeTakeFirst();
  if (!row) return null;
  const members = await db.selectFrom('im_call_member').selectAll().where('call_id', '=', callId).execute();
  members.sort((a, b) => (a.user_id === row.inviter ? -1 : b.user_id === row.inviter ? 1 : a.user_id.localeCompare(b.user_id)));
  return { row, members };
}

/** Users among `userIds` ringing for or in a call that has not ended. */
export async function busyUsers(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('im_call_member as m')
    .innerJoin('im_call as c', 'c.call_id', 'm.call_id')
    .select('m.user_id')
    .where('m.user_id', 'in', userIds)
    .where('m.state', 'in', ['invited', 'joined'])
    .where('c.state', '<>', 'ended')
    .execute();
  return new Set(rows.map((r) => r.user_id));
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

/** Moves `userId` from one of `from` to `to`; false when they were not in such a state (someone got there first). */
export async function moveMember(
  db: Db,
  callId: string,
  userId: string,
  from: CallMemberState[],
  to: CallMemberState,
  sessionId?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('im_call_member')
    .set({
      state: to,
      ...(to === 'joined' ? { session_id: sessionId ?? null, joined_at: sql<Date>`now()` } : {}),
    })
    .where('call_id', '=', callId)
    .where('user_id', '=', userId)
    .where('state', 'in', from)
    .where(sql<boolean>`exists (select 1 from im_call where call_id = ${callId} and state <> 'ended')`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** When endCall ends a call: always, only while nobody answered, or once it has settled. */
export type EndWhen = 'always' | 'ringing' | 'settled';

/**
 * Ends the call if it still runs and `when` holds: 'always', 'ringing' (nobody has answered), or 'settled'
 * (nobody rings any more and fewer than two people are in it). One statement, so of several instances and requests exactly one ends it; that one gets
 * the call back and writes the record.
 */
export async function endCall(db: Db, callId: string, when: EndWhen): Promise<CallRow | null> {
  const row = await db
    .updateTable('im_call')
    .set({ state: 'ended', ended_at: sql<Date>`now()` })
    .where('call_id', '=', callId)
    .where('state', when === 'ringing' ? '=' : '<>', when === 'ringing' ? 'ringing' : 'ended')
    .$if(when === 'settled', (q) =>
      q.where(
        sql<boolean>`not exists (select 1 from im_call_member where call_id = ${callId} and state = 'invited')
          and (select count(*) from im_call_member where call_id = ${callId} and state = 'joined') < 2`,
      ),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  await db.updateTable('im_call_member').set({ state: 'left' }).where('call_id', '=', callId).where('state', '=', 'joined').execute();
  await db.updateTable('im_call_member').set({ state: 'timeout' }).where('call_id', '=', callId).where('state', '=', 'invited').execute();
  return row;
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
