import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The desk's durable place in each inbox's event log (desk_cursor, migration 092) and the lease that lets one
 * instance at a time handle an inbox. The event log numbers of one user commit in order (event-log.ts), so a
 * cursor on them never skips a message that commits late.
 */

/** How long an instance holds an inbox without moving on before another instance may take it over. */
export const LEASE_SECONDS = 30;

/** An event of the inbox's log; `message` when it is a stored one-to-one message. */
export interface InboxEvent {
  seq: number;
  /** When it was committed. */
  at: Date;
  message?: {
    id: number;
    clientId: string;
    sender: string;
    receiver: string;
    type: string;
    payload: Record<string, unknown>;
  };
}

/**
 * Every inbox has a cursor. A new one starts at the inbox's current head: what was committed before the desk
 * read the log (a database from before migration 092) was handled then.
 */
export async function ensureCursors(db: Kysely<Database>, inboxes: readonly string[]): Promise<void> {
  if (inboxes.length === 0) return;
  await sql`
    insert into desk_cursor (inbox, seq)
    select t.i, coalesce((select c.last_seq from im_user_cursor c where c.user_id = t.i), 0)
    from unnest(${sql.val([...inboxes])}::text[]) as t(i)
    on conflict (inbox) do nothing`.execute(db);
}

/** Takes the inbox for `holder` (free, its own, or its holder's lease run out): its cursor, or null when another has it. */
export async function claimInbox(db: Kysely<Database>, inbox: string, holder: string): Promise<number | null> {
  const row = await db
    .updateTable('desk_cursor')
    .set({ claimed_by: holder, claimed_until: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where('inbox', '=', inbox)
    .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', holder), eb('claimed_until', '<', sql<Date>`now()`)]))
    .returning('seq')
    .executeTakeFirst();
  return row ? Number(row.seq) : null;
}

/** Moves the cursor past `seq` and renews the lease; false when `holder` lost the inbox meanwhile. */
export async function advanceInbox(db: Kysely<Database>, inbox: string, holder: string, seq: number): Promise<boolean> {
  const result = await db
    .updateTable('desk_cursor')
    .set({ seq, claimed_until: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where('inbox', '=', inbox)
    .where('claimed_by', '=', holder)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releaseInbox(db: Kysely<Database>, inbox: string, holder: string): Promise<void> {
  await db
    .updateTable('desk_cursor')
    .set({ claimed_by: null, claimed_until: null })
    .where('inbox', '=', inbox)
    .where('claimed_by', '=', holder)
    .execute();
}

/** The inbox's newest event-log number and the desk's cursor. */
export async function inboxProgress(db: Kysely<Database>, inbox: string): Promise<{ head: number; cursor: number }> {
  const [head, cursor] = await Promise.all([
    db.selectFrom('im_user_cursor').select('last_seq').where('user_id', '=', inbox).executeTakeFirst(),
    db.selectFrom('desk_cursor').select('seq').where('inbox', '=', inbox).executeTakeFirst(),
  ]);
  return { head: head ? Number(head.last_seq) : 0, cursor: cursor ? Number(cursor.seq) : 0 };
}

/** The inbox's events after `after`, oldest first, with their one-to-one messages. */
export async function readInbox(db: Kysely<Database>, inbox: string, after: number, limit: number): Promise<InboxEvent[]> {
  const rows = await db
    .selectFrom('im_event as e')
    .leftJoin('im_message as m', (join) =>
      join.onRef('m.id', '=', 'e.message_id').on('e.kind', '=', 'message').on('m.conversation_type', '=', 'C2C'),
    )
    .select(['e.seq', 'e.created_at', 'm.id', 'm.client_id', 'm.sender', 'm.receiver', 'm.type', 'm.payload'])
    .where('e.user_id', '=', inbox)
    .where('e.seq', '>', after)
    .orderBy('e.seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    seq: Number(r.seq),
    at: new Date(r.created_at),
    ...(r.id !== null && r.client_id !== null && r.sender !== null && r.receiver !== null && r.type !== null && r.payload !== null
      ? {
          message: {
            id: Number(r.id),
            clientId: r.client_id,
            sender: r.sender,
            receiver: r.receiver,
            type: r.type,
            payload: r.payload,
          },
        }
      : {}),
  }));
}
