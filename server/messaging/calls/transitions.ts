import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { CallMemberState } from '../../../protocol/calls.ts';
import type { Database } from '../../db/schema.ts';
import { storedFrom } from './store.ts';
import type { CallMemberRow, StoredCall } from './store.ts';

/**
 * A call's changes of state, each one call of a PL/pgSQL function of server/db/functions/ (one transaction, plans
 * kept: on PGlite's one connection a call costs few and cheap round trips) that returns the call as it leaves it.
 */

type Db = Kysely<Database>;

const texts = (values: (string | null)[]) => sql`${sql.val(values)}::text[]`;

/** Why im_call_start stored nothing: every invitee blacklisted the inviter, or the inviter is in a call. */
const REFUSALS: Record<string, 'blacklisted' | 'callerBusy'> = {
  'im_call_start: blacklisted': 'blacklisted',
  'im_call_start: caller busy': 'callerBusy',
};

/**
 * A new call from `inviter` (their device `sessionId`) to the `invitees` who have not blacklisted them, those in
 * another call as 'busy'; `tokens`: each one's Janus token (a group call through an SFU). The stored call, or why
 * nothing was stored.
 */
export async function placeCall(
  db: Db,
  call: { callId: string; roomId: number; sfuSecret: string | null; type: number; groupId: string; timeoutSeconds: number },
  inviter: { id: string; sessionId: string },
  invitees: string[],
  tokens: Map<string, string> | undefined,
): Promise<{ call: StoredCall } | { refused: 'blacklisted' | 'callerBusy' }> {
  const tokenList = [inviter.id, ...invitees].map((u) => tokens?.get(u) ?? null);
  try {
    const { rows } = await sql<CallMemberRow>`select * from im_call_start(${call.callId}, ${call.roomId}, ${call.sfuSecret},
      ${call.type}::smallint, ${call.groupId}, ${call.timeoutSeconds}, ${inviter.id}, ${inviter.sessionId},
      ${texts(invitees)}, ${texts(tokenList)})`.execute(db);
    return { call: storedFrom(rows)! };
  } catch (err) {
    const refused = REFUSALS[(err as { message?: string }).message ?? ''];
    if (refused) return { refused };
    throw err;
  }
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
