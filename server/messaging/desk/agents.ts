import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AgentPresence, WireAgent } from '../../../common/desk/wire.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Agents of the desk: staff whose console role answers conversations (agent, admin; not disabled) and who opened
 * the desk once (a desk_agent row). Presence is honest: online while a desk of theirs sends heartbeats (every
 * quarter of DESK_PRESENCE_SECONDS), offline once the last heartbeat is DESK_PRESENCE_SECONDS old (so within
 * that time of their last desk closing), away when they say so.
 */
export function presenceOf(row: { away: boolean; last_seen: Date | null }, presenceSeconds: number, now: Date): AgentPresence {
  if (!row.last_seen || now.getTime() - new Date(row.last_seen).getTime() >= presenceSeconds * 1000) return 'offline';
  return row.away ? 'away' : 'online';
}

function agentsQuery(db: Db) {
  return db
    .selectFrom('desk_agent as a')
    .innerJoin('im_account as acc', 'acc.user_id', 'a.user_id')
    .leftJoin('console_staff as s', 's.user_id', 'a.user_id')
    .where('acc.is_staff', '=', true)
    .where((eb) => eb(eb.fn.coalesce('s.disabled', sql<boolean>`false`), '=', false))
    .where((eb) => eb(eb.fn.coalesce('s.role', sql<string>`'agent'`), 'in', ['agent', 'admin']))
    .select((eb) => [
      'a.user_id',
      'a.away',
      'a.max_open',
      'a.last_seen',
      'a.last_assigned_at',
      'acc.nick',
      eb
        .selectFrom('desk_conversation as c')
        .whereRef('c.assignee', '=', 'a.user_id')
        .where('c.state', '<>', 'resolved')
        .select((e) => e.fn.countAll<string>().as('n'))
        .as('open'),
    ]);
}

export async function listAgents(db: Db, limit: number, presenceSeconds: number, now: Date): Promise<WireAgent[]> {
  const rows = await agentsQuery(db).orderBy('a.user_id').execute();
  return rows.map((r) => ({
    userId: r.user_id,
    nick: r.nick ?? '',
    presence: presenceOf(r, presenceSeconds, now),
    open: Number(r.open ?? 0),
    limit: r.max_open ?? limit,
  }));
}

/** A desk of `userId` is open: its heartbeat (and the row on first use). */
export async function heartbeat(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('desk_agent')
    .values({ user_id: userId, max_open: null, last_seen: now, last_assigned_at: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seen: now }))
    .execute();
}

export async function setAway(db: Kysely<Database>, userId: string, away: boolean, now: Date): Promise<void> {
  await db
    .insertInto('desk_agent')
    .values({ user_id: userId, away, max_open: null, last_seen: now, last_assigned_at: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ away, last_seen: now }))
    .execute();
}

export async function setLimit(db: Kysely<Database>, userId: string, maxOpen: number | null): Promise<void> {
  await db
    .insertInto('desk_agent')
    .values({ user_id: userId, max_open: maxOpen, last_seen: null, last_assigned_at: null })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ max_open: maxOpen }))
    .execute();
}

/** Whether anyone could answer now (an online agent, not away). */
export async function anyAgentOnline(db: Db, presenceSeconds: number, now: Date): Promise<boolean> {
  const rows = await agentsQuery(db)
    .where('a.away', '=', false)
    .where('a.last_seen', '>', new Date(now.getTime() - presenceSeconds * 1000))
    .limit(1)
    .execute();
  return rows.length > 0;
}

/** Whether `userId` may be given conversations (an agent of the desk, enabled, with the right role). */
export async function isDeskAgent(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('im_account as acc')
    .leftJoin('console_staff as s', 's.user_id', 'acc.user_id')
    .select(['acc.is_staff', 's.role', 's.disabled'])
    .where('acc.user_id', '=', userId)
    .executeTakeFirst();
  return !!row?.is_staff && !row.disabled && ['agent', 'admin'].includes(row.role ?? 'agent');
}

/** The advisory lock that makes assignments take turns (any number the rest of the schema does not use). */
const ROUND_ROBIN_LOCK = 80_017;

function isDeadlock(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '40P01';
}

/**
 * Round robin: the online agent (not away) under their limit whose last assignment is the oldest (never first,
 * then by user ID) gets the conversation, if it is still unassigned. Runs in one transaction holding a
 * transaction-level advisory lock, so concurrent assignments (on every instance) take turns. Returns the agent,
 * or null when nobody can take it.
 */
export async function assignRoundRobin(
  db: Kysely<Database>,
  conversationId: number,
  cfg: { agentLimit: number; presenceSeconds: number },
  now: Date,
): Promise<string | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await assignOnce(db, conversationId, cfg, now);
    } catch (err) {
      // a heartbeat or a state change crossing the assignment: try again
      if (attempt < 2 && isDeadlock(err)) continue;
      throw err;
    }
  }
}

async function assignOnce(
  db: Kysely<Database>,
  conversationId: number,
  cfg: { agentLimit: number; presenceSeconds: number },
  now: Date,
): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${ROUND_ROBIN_LOCK})`.execute(tx);
    // admins answer any conversation by hand; round robin gives waiting visitors to agents only (an admin who
    // opens the desk or a waiting conversation is not handed it, and one they leave unassigned stays so)
    const candidates = await agentsQuery(tx)
      .where((eb) => eb(eb.fn.coalesce('s.role', sql<string>`'agent'`), '=', 'agent'))
      .where('a.away', '=', false)
      .where('a.last_seen', '>', new Date(now.getTime() - cfg.presenceSeconds * 1000))
      .orderBy(sql`a.last_assigned_at asc nulls first`)
      .orderBy('a.user_id')
      .execute();
    const agent = candidates.find((c) => Number(c.open ?? 0) < (c.max_open ?? cfg.agentLimit));
    if (!agent) return null;
    const taken = await tx
      .updateTable('desk_conversation')
      .set({ assignee: agent.user_id, updated_at: now })
      .where('id', '=', conversationId)
      .where('assignee', 'is', null)
      .where('state', '<>', 'resolved')
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) return null;
    // the database's clock, read under the lock: turns follow the order assignments were made in
    await tx
      .updateTable('desk_agent')
      .set({ last_assigned_at: sql<Date>`clock_timestamp()` })
      .where('user_id', '=', agent.user_id)
      .execute();
    return agent.user_id;
  });
}

/** Unassigned open conversations, oldest first (routed when an agent comes online or has room again). */
export async function waitingUnassigned(db: Db, max: number): Promise<number[]> {
  const rows = await db
    .selectFrom('desk_conversation')
    .select('id')
    .where('assignee', 'is', null)
    .where('state', '=', 'open')
    .orderBy('id')
    .limit(max)
    .execute();
  return rows.map((r) => r.id);
}
