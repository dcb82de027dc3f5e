import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { LoggedTarget } from '../event-log.ts';
import type { ConversationAccess } from '../access.ts';
import { findMessage } from './store.ts';
import type { MessageRow } from './store.ts';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { isConnectionLoss } from '../../db/connection-errors.ts';
import { TurnBatches } from '../turn-batches.ts';
import { conversationToken, searchTokens } from './search-tokens.ts';
import type { SpareBatchPolicy } from '../turn-batches.ts';

/** One message to store (already checked and normalised). */
export interface MessageToCommit {
  sender: string;
  access: ConversationAccess;
  clientId: string;
  type: string;
  payload: Record<string, unknown>;
  searchText: string;
  cloudCustomData: string;
  needReadReceipt: boolean;
  atUsers: string[];
  recipients: string[];
  time: number;
  /** A user's C2C send: refused (ImError IN_BLACKLIST) when the receiver has blacklisted the sender. */
  checkBlacklist?: boolean;
  /** Flagged risky by the before-send callback (before-send.ts). */
  risky?: boolean;
}

/** The stored row and its recipients' event-log numbers; null when the client ID was already used (a resend). */
export type CommitResult = { row: MessageRow; targets: LoggedTarget[] } | null;

interface Queued {
  m: MessageToCommit;
  resolve(r: CommitResult): void;
  reject(e: unknown): void;
  /** After this (performance.now()), a lost database connection answers UNAVAILABLE instead of retrying. */
  deadline: number;
  /** An attempt lost its connection: it may have committed, so a "client ID already used" may be this message. */
  uncertain?: boolean;
}

const DEADLOCK = '40P01';
const SERIALIZATION = '40001';
/** How long a message waits for the database to come back (a restart, a failover) before it is refused. */
const RETRY_FOR_MS = 8000;

/**
 * Group commit: messages waiting while a batch commits are committed together in the next one, by one call
 * of the database function im_commit_batch (server/db/functions/im_commit_batch.sql: blacklist check, sequence
 * numbers, message rows, conversation rows, event log; one round trip and one implicit transaction per batch). Under
 * light load a batch holds one message; under heavy load batches grow, so throughput rises without adding
 * latency. Each message is answered only after its batch has committed. Rows are locked in sorted order
 * (conversations, then user conversations, then event cursors) and a deadlock is retried. When the receiver
 * of a C2C send has blacklisted its sender, that send is refused and the rest of the batch is committed again.
 */
export class CommitBatcher {
  #db: Kysely<Database>;
  #batches: TurnBatches<Queued>;

  #retryForMs: number;
  /** Told after each batch call that stored something: its size and how many messages it stored (metrics). */
  onBatch: ((size: number, stored: number) => void) | undefined;

  constructor(db: Kysely<Database>, concurrency: number, maxBatch = 256, spare?: SpareBatchPolicy, retryForMs = RETRY_FOR_MS) {
    this.#db = db;
    this.#retryForMs = retryForMs;
    this.#batches = new TurnBatches<Queued>((batch) => this.#run(batch), concurrency, maxBatch, spare);
  }

  /** Joins the batch of this event-loop turn (turn-batches.ts); answered once that batch has committed. */
  submit(m: MessageToCommit): Promise<CommitResult> {
    const deadline = performance.now() + this.#retryForMs;
    return new Promise((resolve, reject) => this.#batches.push({ m, resolve, reject, deadline }));
  }

  /** Resolves once every message submitted so far is answered (shutdown). */
  flush(): Promise<void> {
    return this.#batches.idle();
  }

  async #run(batch: Queued[], attempt = 0, lost = 0): Promise<void> {
    try {
      const results = await commitBatch(
        this.#db,
        batch.map((q) => q.m),
      );
      if ('refused' in results) {
        // Nothing was stored: refuse those sends and commit the others.
        batch.forEach((q, i) => results.refused.has(i) && q.reject(new ImError(ErrorCode.IN_BLACKLIST)));
        const rest = batch.filter((_, i) => !results.refused.has(i));
        return rest.length ? this.#run(rest, attempt, lost) : undefined;
      }
      const recovered = new Set<string>();
      for (const [i, q] of batch.entries()) {
        const key = `${q.m.access.convKey}\n${q.m.clientId}`;
        if (results[i] === null && q.uncertain && !recovered.has(key)) {
          recovered.add(key);
          results[i] = await committedBefore(this.#db, q.m);
        }
      }
      this.onBatch?.(
        batch.length,
        results.reduce((n, r) => n + (r ? 1 : 0), 0),
      );
      batch.forEach((q, i) => q.resolve(results[i]!));
    } catch (err) {
      if (isConnectionLoss(err)) return this.#retryLost(batch, attempt, lost);
      const code = (err as { code?: string }).code;
      if ((code === DEADLOCK || code === SERIALIZATION) && attempt < 5) return this.#run(batch, attempt + 1, lost);
      if (batch.length > 1) {
        // One bad message must not fail the others: commit them one by one.
        for (const q of batch) await this.#run([q], attempt);
        return;
      }
      batch[0]!.reject(err);
    }
  }

  /**
   * The connection was lost during the call (a restart, a failover, a terminated backend): the batch may or
   * may not have committed. It is committed again, at once and then with growing pauses, since the unique
   * (conversation, client ID) makes that idempotent: a message the lost attempt did commit comes back as "client
   * ID already used" and is resolved as the stored message (committedBefore). A message still waiting when
   * its time is up is refused with UNAVAILABLE (stored or not: a resend with its ID gets the stored one).
   */
  async #retryLost(batch: Queued[], attempt: number, lost: number): Promise<void> {
    const now = performance.now();
    const waiting = batch.filter((q) => {
      q.uncertain = true;
      if (now < q.deadline) return true;
      q.reject(new ImError(ErrorCode.UNAVAILABLE));
      return false;
    });
    if (!waiting.length) return;
    if (lost > 0) await new Promise((r) => setTimeout(r, Math.min(100 * 2 ** (lost - 1), 1000)));
    return this.#run(waiting, attempt, lost + 1);
  }
}

/**
 * The stored result of a message whose commit outcome was unknown, when it was this commit that stored it: same
 * sender and the send time stamped on this very submission (a resend of an older message has its own time).
 * Its row and its recipients' event-log numbers, read back, make the same ack and events the lost call would
 * have returned; otherwise null (an ordinary resend).
 */
async function committedBefore(db: Kysely<Database>, m: MessageToCommit): Promise<CommitResult> {
  const row = await findMessage(db, m.access.convKey, m.clientId);
  if (!row || row.sender !== m.sender || Number(row.time) !== m.time) return null;
  const users = [...new Set(m.recipients)];
  // each recipient's newest events, read backwards through the (user_id, seq) key: the message's are among the last
  const { rows } = await sql<{ user_id: string; seq: number }>`
    select u.user_id, e.seq from unnest(${sql.val(users)}::text[]) as u(user_id)
    cross join lateral (
      select seq from im_event where user_id = u.user_id and kind = 'message' and message_id = ${row.id}
      order by seq desc limit 1
    ) as e`.execute(db);
  return { row, targets: rows.map((r) => ({ userId: r.user_id, seq: Number(r.seq) })) };
}

/**
 * The server's batcher. PGlite has one connection: one batch at a time. PostgreSQL: one batch whenever there
 * is work, and a second in parallel only for a backlog (64 messages waiting, or the oldest waiting 10 ms: the
 * running batch is slow). Two whenever there was work made batches half as large and twice as many, and each
 * batch has a fixed cost (round trip, plan, commit): bench:im at 5,000 msg/s used about 12 points more
 * PostgreSQL CPU.
 */
export function commitBatcherFor(db: Kysely<Database>, kind: DatabaseKind): CommitBatcher {
  return kind === 'postgres' ? new CommitBatcher(db, 2, 256, { minItems: 64, maxWaitMs: 10 }) : new CommitBatcher(db, 1);
}

interface BatchRow {
  r_n: number;
  r_id: number | null;
  r_seq: number | null;
  r_user: string | null;
  r_event: number | null;
  r_refused: boolean;
}

/** The batch's results in order, or (nothing stored) the indexes of the sends a blacklist refused. */
async function commitBatch(db: Kysely<Database>, items: MessageToCommit[]): Promise<CommitResult[] | { refused: Set<number> }> {
  const p = items.map((m) => ({
    k: m.access.convKey,
    ct: m.access.type,
    c: m.clientId,
    s: m.sender,
    r: m.access.target,
    t: m.type,
    p: m.payload,
    st: m.searchText,
    // tokens hold no whitespace (search-tokens.ts): one string is cheaper for the database than a JSON array
    tk: [...searchTokens(m.searchText), conversationToken(m.access.convKey)].join(' '),
    cd: m.cloudCustomData,
    at: m.atUsers,
    rr: m.needReadReceipt,
    tm: m.time,
    u: [...new Set(m.recipients)],
    ...(m.checkBlacklist ? { bl: true } : {}),
    ...(m.risky ? { rk: true } : {}),
  }));
  const { rows } = await sql<BatchRow>`select * from im_commit_batch(${JSON.stringify(p)}::jsonb)`.execute(db);
  if (rows.some((r) => r.r_refused)) return { refused: new Set(rows.filter((r) => r.r_refused).map((r) => r.r_n - 1)) };
  const results: CommitResult[] = items.map(() => null);
  for (const r of rows) {
    if (r.r_id === null) continue;
    const m = items[r.r_n - 1]!;
    const row: MessageRow = {
      id: Number(r.r_id),
      conv_key: m.access.convKey,
      seq: Number(r.r_seq),
      client_id: m.clientId,
      sender: m.sender,
      receiver: m.access.target,
      conversation_type: m.access.type,
      type: m.type,
      payload: m.payload,
      search_text: m.searchText,
      cloud_custom_data: m.cloudCustomData,
      at_users: m.atUsers,
      need_read_receipt: m.needReadReceipt,
      time: m.time,
      revoked: false,
      revoker: '',
      risky: m.risky ?? false,
    };
    results[r.r_n - 1] = { row, targets: [] };
  }
  for (const r of rows) if (r.r_user !== null) results[r.r_n - 1]!.targets.push({ userId: r.r_user, seq: Number(r.r_event) });
  return results;
}
