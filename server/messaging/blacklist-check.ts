import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { TurnBatches } from './turn-batches.ts';

interface Pending {
  owner: string;
  blocked: string;
  resolve(v: boolean): void;
  reject(e: unknown): void;
}

/** At most this many lookups in flight; requests arriving meanwhile wait and go together in the next one. */
const IN_FLIGHT = 2;
const MAX_PAIRS = 1000;

/**
 * "Has `owner` blacklisted `blocked`?" for every C2C send, read fresh from the database (no cache, so a
 * blacklist change counts from the next message on every instance) but coalesced: lookups that arrive
 * while one runs are answered by one set-based query, so a burst of sends costs a few round trips instead
 * of one each (and does not crowd the connection pool that the commit batches need).
 */
class BlacklistLookup {
  #db: Kysely<Database>;
  #batches = new TurnBatches<Pending>((batch) => this.#run(batch), IN_FLIGHT, MAX_PAIRS);

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Joins the look-up of this event-loop turn. */
  isBlocked(owner: string, blocked: string): Promise<boolean> {
    return new Promise((resolve, reject) => this.#batches.push({ owner, blocked, resolve, reject }));
  }

  async #run(batch: Pending[]): Promise<void> {
    try {
      const { rows } = await sql<{ user_id: string; blocked_id: string }>`
        select b.user_id, b.blocked_id from im_blacklist b
        join unnest(${sql.val(batch.map((p) => p.owner))}::text[], ${sql.val(batch.map((p) => p.blocked))}::text[]) as x(o, k)
          on b.user_id = x.o and b.blocked_id = x.k`.execute(this.#db);
      const hits = new Set(rows.map((r) => `${r.user_id}\n${r.blocked_id}`));
      for (const p of batch) p.resolve(hits.has(`${p.owner}\n${p.blocked}`));
    } catch (err) {
      for (const p of batch) p.reject(err);
    }
  }
}

const lookups = new WeakMap<Kysely<Database>, BlacklistLookup>();

/** True when `owner` has `blocked` on their blacklist. */
export function isBlacklisted(db: Kysely<Database>, owner: string, blocked: string): Promise<boolean> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = new BlacklistLookup(db)));
  return lookup.isBlocked(owner, blocked);
}
