import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { conversationIdOf } from '../../protocol/model.ts';
import type { EventData, EventName, SyncedEvent } from '../../protocol/ops.ts';
import type { Database } from '../db/schema.ts';

/**
 * The per-user event log: every durable event a user must see (messages, revokes, receipts, conversation and
 * group changes) gets the next number of that user's sequence inside the transaction that causes it. The
 * counter row stays locked until commit, so per user the numbers commit in order: a client that holds the
 * last number it applied can ask for everything after it and never miss one (reconnect catch-up).
 */
export interface LoggedTarget {
  userId: string;
  seq: number;
}

/** A logged event's body: the event's data, for C2C events with both users (logBody). */
export type LoggedBody<E extends EventName> = EventData<E> & { _c2c?: [string, string] };

export async function appendEvents<E extends EventName>(
  tx: Transaction<Database> | Kysely<Database>,
  userIds: readonly string[],
  kind: E,
  body: LoggedBody<E>,
  messageId: number | null = null,
): Promise<LoggedTarget[]> {
  const users = [...new Set(userIds)].sort();
  if (users.length === 0) return [];
  // Rows are locked in sorted order (one statement, sorted input) so concurrent fan-outs cannot deadlock.
  const { rows } = await sql<{ user_id: string; last_seq: number }>`
    insert into im_user_cursor (user_id, last_seq)
    select u, 1 from unnest(${sql.val(users)}::text[]) with ordinality as t(u, n) order by n
    on conflict (user_id) do update set last_seq = im_user_cursor.last_seq + 1
    returning user_id, last_seq`.execute(tx);
  const targets = rows.map((r) => ({ userId: r.user_id, seq: Number(r.last_seq) }));
  await sql`
    insert into im_event (user_id, seq, kind, message_id, body)
    select u, s, ${kind}, ${messageId}, ${JSON.stringify(body)}::jsonb
    from unnest(${sql.val(targets.map((t) => t.userId))}::text[], ${sql.val(targets.map((t) => t.seq))}::bigint[]) as t(u, s)`.execute(tx);
  return targets;
}

export async function headSeq(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('im_user_cursor').select('last_seq').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.last_seq) : 0;
}

export interface LoggedEvent {
  seq: number;
  kind: string;
  messageId: number | null;
  body: Record<string, unknown>;
}

export async function readEvents(db: Kysely<Database>, userId: string, after: number, limit: number): Promise<LoggedEvent[]> {
  const rows = await db
    .selectFrom('im_event')
    .select(['seq', 'kind', 'message_id', 'body'])
    .where('user_id', '=', userId)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    seq: Number(r.seq),
    kind: r.kind,
    messageId: r.message_id === null ? null : Number(r.message_id),
    body: r.body,
  }));
}

/** Body of a logged C2C event: remembers both users so each reads `conversationID` from its own side. */
export function logBody<T extends { conversationID: string }>(
  data: T,
  access: { type: string; target: string },
  userId: string,
): T & { _c2c?: [string, string] } {
  return access.type === 'C2C' ? { ...data, _c2c: [userId, access.target] } : data;
}

/** A logged body as `viewer` sees it. */
export function viewBody(body: Record<string, unknown>, viewer: string): Record<string, unknown> {
  const pair = body._c2c;
  if (!Array.isArray(pair)) return body;
  const { _c2c: _, ...rest } = body;
  return { ...rest, conversationID: conversationIdOf('C2C', String(viewer === pair[0] ? pair[1] : pair[0])) };
}

/**
 * A logged event as `viewer` reads it in `sync`. The log holds only what appendEvents wrote, whose signature
 * ties each kind to its event's data; this is where a row read back is trusted to be that event again.
 */
export function syncedEvent(e: LoggedEvent, viewer: string): SyncedEvent {
  return { ev: e.kind, seq: e.seq, data: viewBody(e.body, viewer) } as SyncedEvent;
}
