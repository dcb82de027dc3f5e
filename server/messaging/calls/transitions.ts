import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { CallMemberState } from '../../../protocol/calls.ts';
import type { Database } from '../../db/schema.ts';
import { storedFrom } from './store.ts';
import type { CallMemberRow, StoredCall } from './store.ts';

/**
 * A call's changes of state, each one call of a PL/pgSQL function of migration 090 (one transaction, plans kept:
 * on PGlite's one connection a call costs few and cheap round trips) that returns the call as it leaves it.
 */

type Db = Kysely<Database>;

const texts = (values: (string | null)[]) => sql`${sql.val(values)}::text[]`;

/** A new call placed by `call.inviter`, with its members (the inviter's own row among them); the stored call. */
export async function placeCall(
  db: Db,
  call: {
    callId: string;
    roomId: number;
    sfuSecret: string | null;
    type: number;
    inviter: string;
    groupId: string;
    timeoutSeconds: number;
  },
  members: { user_id: string; state: CallMemberState; session_id?: string; sfu_token: string | null }[],
): Promise<StoredCall> {
  const { rows } = await sql<CallMemberRow>`select * from im_call_place(${call.callId}, ${call.roomId}, ${call.sfuSecret},
    ${call.type}::smallint, ${call.inviter}, ${call.groupId}, ${call.timeoutSeconds},
    ${texts(members.map((m) => m.user_id))}, ${texts(members.map((m) => m.state))},
    ${texts(members.map((m) => m.session_id ?? null))}, ${texts(members.map((m) => m.sfu_token))})`.execute(db);
  return storedFrom(rows)!;
}

/**
 * `user`'s device (`sessionId`) answers: the member moves from one of `from` to joined and the call becomes
 * active; of two devices answering at once exactly one gets there. The call as it is then; null when the member
 * was in none of `from`, the call has ended, or it already holds `max` people (one-to-one, group).
 */
export async function answerCall(
  db: Db,
  callId: string,
  user: { id: string; sessionId: string; from: CallMemberState[] },
  max: { oneToOne: number; group: number },
): Promise<StoredCall | null> {
  const { rows } = await sql<CallMemberRow>`select * from im_call_answer(${callId}, ${user.id}, ${user.sessionId},
    ${texts(user.from)}, ${max.oneToOne}, ${max.group})`.execute(db);
  return storedFrom(rows);
}

/** Moves `userId` from one of `from` to `to`; false when they were not in such a state (someone got there first). */
export async function moveMember(db: Db, callId: string, userId: string, from: CallMemberState[], to: CallMemberState): Promise<boolean> {
  const result = await db
    .updateTable('im_call_member')
    .set({ state: to })
    .where('call_id', '=', callId)
    .where('user_id', '=', userId)
    .where('state', 'in', from)
    .where(sql<boolean>`exists (select 1 from im_call where call_id = ${callId} and state <> 'ended')`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * When endCall ends a call: always, only while nobody answered, once it has settled (nobody rings any more and
 * fewer than two people are in it), or (a hang-up) when it is a one-to-one call `hungUpBy` is in.
 */
export type EndWhen = 'always' | 'ringing' | 'settled' | { hungUpBy: string };

/**
 * Ends the call if it still runs and `when` holds; those in it have left, those still ringing timed out. Of several
 * instances and requests exactly one ends it; that one gets the ended call back and writes the record.
 */
export async function endCall(db: Db, callId: string, when: EndWhen): Promise<StoredCall | null> {
  const [kind, by] = typeof when === 'object' ? ['hung-up', when.hungUpBy] : [when, ''];
  const { rows } = await sql<CallMemberRow>`select * from im_call_end(${callId}, ${kind}, ${by})`.execute(db);
  return storedFrom(rows);
}
