import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeskState, WireDeskConversation } from '../../../common/desk/wire.ts';
import type { DeskConversationTable } from './tables.ts';

export type ConversationRow = Selectable<DeskConversationTable>;
type Db = Kysely<Database> | Transaction<Database>;

export function toWireConversation(row: ConversationRow, visitorName = '', lastMessage = '', labels: number[] = []): WireDeskConversation {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  const lastVisitor = row.last_visitor_at ? new Date(row.last_visitor_at).getTime() : 0;
  const lastAgent = row.last_agent_at ? new Date(row.last_agent_at).getTime() : 0;
  return {
    id: row.id,
    inbox: row.inbox,
    visitorId: row.visitor_id,
    visitorName,
    state: row.state as DeskState,
    snoozedUntil: iso(row.snoozed_until),
    assignee: row.assignee,
    createdAt: new Date(row.created_at).toISOString(),
    lastVisitorAt: iso(row.last_visitor_at),
    lastAgentAt: iso(row.last_agent_at),
    waiting: row.state !== 'resolved' && lastVisitor > lastAgent,
    lastMessage,
    rating: row.rating,
    ratingComment: row.rating_comment,
    endedByVisitor: row.ended_by_visitor,
    labels,
  };
}

export async function findConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('desk_conversation').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The visitor's unresolved conversation with the inbox, if any. */
export async function liveConversation(db: Db, inbox: string, visitorId: string): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('desk_conversation')
    .selectAll()
    .where('inbox', '=', inbox)
    .where('visitor_id', '=', visitorId)
    .where('state', '<>', 'resolved')
    .executeTakeFirst();
}

/** The visitor's latest conversation with the inbox (resolved or not). */
export async function latestConversation(db: Db, inbox: string, visitorId: string): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('desk_conversation')
    .selectAll()
    .where('inbox', '=', inbox)
    .where('visitor_id', '=', visitorId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface VisitorWrote {
  conversation: ConversationRow;
  /** A new conversation, or a resolved one reopened, by this message: routing and the away message apply. */
  started: boolean;
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/** A visitor's message to an inbox; `messageId` is its im_message.id. */
export interface VisitorMessage {
  inbox: string;
  visitorId: string;
  messageId: number;
}

/**
 * The visitor wrote to the inbox: their unresolved conversation is (re)opened — pending or snoozed ones wake up —
 * or, when they have none, the last one reopens if it was resolved less than `reopenHours` ago, else a new one
 * starts. One unresolved conversation per visitor and inbox (unique index; a concurrent start retries). The
 * message that started or reopened it is kept: the same message again (handled twice) is still its start.
 */
export async function visitorWrote(db: Kysely<Database>, m: VisitorMessage, reopenHours: number, now: Date): Promise<VisitorWrote> {
  const { inbox, visitorId, messageId } = m;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (tx) => {
        const live = await liveConversation(tx, inbox, visitorId);
        if (live) {
          const conversation = await tx
            .updateTable('desk_conversation')
            .set({ state: 'open', snoozed_until: null, last_visitor_at: now, updated_at: now })
            .where('id', '=', live.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { conversation, started: Number(live.started_by) === messageId };
        }
        const last = await latestConversation(tx, inbox, visitorId);
        const reopenAfter = now.getTime() - reopenHours * 3600_000;
        if (last?.resolved_at && new Date(last.resolved_at).getTime() > reopenAfter) {
          const conversation = await tx
            .updateTable('desk_conversation')
            .set({
              state: 'open',
              resolved_at: null,
              resolved_by: null,
              ended_by_visitor: false,
              away_sent_at: null,
              last_visitor_at: now,
              updated_at: now,
              started_by: messageId,
            })
            .where('id', '=', last.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { conversation, started: true };
        }
        const conversation = await tx
          .insertInto('desk_conversation')
          .values({
            inbox,
            visitor_id: visitorId,
            snoozed_until: null,
            assignee: null,
            last_visitor_at: now,
            created_at: now,
            updated_at: now,
            started_by: messageId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { conversation, started: true };
      });
    } catch (err) {
      if (attempt < 2 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/**
 * The inbox answered (an agent in the desk, or a staff client signed in as the inbox); automatic messages do not
 * count. The answer is the agent's who sent it through the desk, else the assignee's, else the inbox's.
 */
export async function agentAnswered(
  db: Kysely<Database>,
  inbox: string,
  visitorId: string,
  agent: string | null,
  now: Date,
): Promise<void> {
  const live = await liveConversation(db, inbox, visitorId);
  if (!live) return;
  const responder = agent ?? live.assignee ?? inbox;
  await db
    .updateTable('desk_conversation')
    .set((eb) => ({
      last_agent_at: now,
      first_response_at: eb.fn.coalesce('first_response_at', eb.val(now)),
      first_responder: eb.fn.coalesce('first_responder', eb.val(responder)),
      updated_at: now,
    }))
    .where('id', '=', live.id)
    .execute();
}

export interface StateChange {
  state: DeskState;
  snoozedUntil?: Date | null;
  by: string;
  endedByVisitor?: boolean;
}

/** Sets a conversation's state; resolving records who and when. Returns the row as it is now. */
export async function setState(db: Kysely<Database>, id: number, change: StateChange, now: Date): Promise<ConversationRow | undefined> {
  const resolving = change.state === 'resolved';
  return db
    .updateTable('desk_conversation')
    .set({
      state: change.state,
      snoozed_until: change.state === 'snoozed' ? (change.snoozedUntil ?? null) : null,
      ...(resolving ? { resolved_at: now, resolved_by: change.by, ended_by_visitor: change.endedByVisitor ?? false } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Snoozed conversations whose time has come open again; returns how many. */
export async function wakeSnoozed(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable('desk_conversation')
    .set({ state: 'open', snoozed_until: null, updated_at: now })
    .where('state', '=', 'snoozed')
    .where('snoozed_until', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Assigns the conversation to `assignee` only if nobody has it; the row, or undefined when someone had it. */
export async function takeUnassigned(db: Db, id: number, assignee: string, now: Date): Promise<ConversationRow | undefined> {
  return db
    .updateTable('desk_conversation')
    .set({ assignee, updated_at: now })
    .where('id', '=', id)
    .where('assignee', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function setAssignee(db: Db, id: number, assignee: string | null, now: Date): Promise<ConversationRow | undefined> {
  return db.updateTable('desk_conversation').set({ assignee, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirst();
}
