import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import type { LoggedTarget } from './event-log.ts';
import type { ConversationAccess } from './access.ts';
import type { MessageRow } from './message-store.ts';
import { ErrorCode, ImError } from '../../protocol/errors.ts';
import { TurnBatches } from './turn-batches.ts';
import type { SpareBatchPolicy } from './turn-batches.ts';

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
}

/** The stored row and its recipients' event-log numbers; null when the client ID was already used (a resend). */
export type CommitResult = { row: MessageRow; targets: LoggedTarget[] } | null;

interface Queued {
  m: MessageToCommit;
  resolve(r: CommitResult): void;
  reject(e: unknown): void;
}

const DEADLOCK = '40P01';
const SERIALIZATION = '40001';

/**
 * Group commit: messages waiting while a batch commits are committed together in the next one, by one call
 * of the database function im_commit_batch (migrations 060, 063 and 065: blacklist check, sequence numbers,
 * message rows, conversation rows, event log; one round trip and one implicit transaction per batch). Under
 * light load a batch holds one message; under heavy load batches grow, so throughput rises without adding
 * latency. Each message is answered only after its batch has committed. Rows are locked in sorted order
 * (conversations, then user conversations, then event cursors) and a deadlock is retried. When the receiver
 * of a C2C send has blacklisted its sender, that send is refused and the rest of the batch is committed again.
 */
export class CommitBatcher {
  #db: Kysely<Database>;
  #batches: TurnBatches<Queued>;

  constructor(db: Kysely<Database>, concurrency: number, maxBatch = 256, spare?: SpareBatchPolicy) {
    this.#db = db;
    this.#batches = new TurnBatches<Queued>((batch) => this.#run(batch), concurrency, maxBatch, spare);
  }

  /** Joins the batch of this event-loop turn (turn-batches.ts); answered once that batch has committed. */
  submit(m: MessageToCommit): Promise<CommitResult> {
    return new Promise((resolve, reject) => this.#batches.push({ m, resolve, reject }));
  }

  async #run(batch: Queued[], attempt = 0): Promise<void> {
    try {
      const results = await commitBatch(this.#db, batch.map((q) => q.m));
      if ('refused' in results) {
        // Nothing was stored: refuse those sends and commit the others.
        batch.forEach((q, i) => results.refused.has(i) && q.reject(new ImError(ErrorCode.IN_BLACKLIST)));
        const rest = batch.filter((_, i) => !results.refused.has(i));
        return rest.length ? this.#run(rest, attempt) : undefined;
      }
      batch.forEach((q, i) => q.resolve(results[i]!));
    } catch (err) {
      const code = (err as { code?: string }).code;
      if ((code === DEADLOCK || code === SERIALIZATION) && attempt < 5) return this.#run(batch, attempt + 1);
      if (batch.length > 1) {
        // One bad message must not fail the others: commit them one by one.
        for (const q of batch) await this.#run([q], attempt);
        return;
      }
      batch[0]!.reject(err);
    }
  }
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
    k: m.access.convKey, ct: m.access.type, c: m.clientId, s: m.sender, r: m.access.target, t: m.type, p: m.payload, st: m.searchText,
    cd: m.cloudCustomData, at: m.atUsers, rr: m.needReadReceipt, tm: m.time, u: [...new Set(m.recipients)], ...(m.checkBlacklist ? { bl: true } : {}),
  }));
  const { rows } = await sql<BatchRow>`select * from im_commit_batch(${JSON.stringify(p)}::jsonb)`.execute(db);
  if (rows.some((r) => r.r_refused)) return { refused: new Set(rows.filter((r) => r.r_refused).map((r) => r.r_n - 1)) };
  const results: CommitResult[] = items.map(() => null);
  for (const r of rows) {
    if (r.r_id === null) continue;
    const m = items[r.r_n - 1]!;
    const row: MessageRow = {
      id: Number(r.r_id), conv_key: m.access.convKey, seq: Number(r.r_seq), client_id: m.clientId, sender: m.sender, receiver: m.access.target,
      conversation_type: m.access.type, type: m.type, payload: m.payload, search_text: m.searchText, cloud_custom_data: m.cloudCustomData,
      at_users: m.atUsers, need_read_receipt: m.needReadReceipt, time: m.time, revoked: false, revoker: '',
    };
    results[r.r_n - 1] = { row, targets: [] };
  }
  for (const r of rows) if (r.r_user !== null) results[r.r_n - 1]!.targets.push({ userId: r.r_user, seq: Number(r.r_event) });
  return results;
}
