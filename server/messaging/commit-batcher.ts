import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { LoggedTarget } from './event-log.ts';
import type { ConversationAccess } from './access.ts';
import type { MessageRow } from './message-store.ts';

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
 * Group commit: messages waiting while a transaction runs are committed together in the next one, with a
 * fixed number of set-based statements per batch (sequence numbers, message rows, conversation rows, event
 * log). Under light load a batch holds one message; under heavy load batches grow, so throughput rises
 * without adding latency. Each message is answered only after its batch has committed. Rows are locked in
 * sorted order (conversations, then user conversations, then event cursors) and a deadlock is retried.
 */
export class CommitBatcher {
  #db: Kysely<Database>;
  #queue: Queued[] = [];
  #running = 0;
  #concurrency: number;
  #maxBatch: number;

  constructor(db: Kysely<Database>, concurrency: number, maxBatch = 256) {
    this.#db = db;
    this.#concurrency = Math.max(1, concurrency);
    this.#maxBatch = maxBatch;
  }

  submit(m: MessageToCommit): Promise<CommitResult> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ m, resolve, reject });
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#running < this.#concurrency && this.#queue.length) {
      const batch = this.#queue.splice(0, this.#maxBatch);
      this.#running++;
      void this.#run(batch).finally(() => {
        this.#running--;
        this.#pump();
      });
    }
  }

  async #run(batch: Queued[], attempt = 0): Promise<void> {
    try {
      const results = await this.#db.transaction().execute((tx) => commitBatch(tx, batch.map((q) => q.m)));
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

async function commitBatch(tx: Transaction<Database>, items: MessageToCommit[]): Promise<CommitResult[]> {
  // 1. sequence numbers: one counter row per conversation, bumped by the batch's count, locked in key order
  const perKey = new Map<string, { type: string; count: number }>();
  for (const m of items) {
    const e = perKey.get(m.access.convKey) ?? { type: m.access.type, count: 0 };
    e.count++;
    perKey.set(m.access.convKey, e);
  }
  const keys = [...perKey.keys()].sort();
  const { rows: seqRows } = await sql<{ conv_key: string; last_seq: number }>`
    insert into im_conversation (conv_key, type, last_seq)
    select k, t, c from unnest(${sql.val(keys)}::text[], ${sql.val(keys.map((k) => perKey.get(k)!.type))}::text[], ${sql.val(keys.map((k) => perKey.get(k)!.count))}::bigint[]) with ordinality as x(k, t, c, n)
    order by n
    on conflict (conv_key) do update set last_seq = im_conversation.last_seq + excluded.last_seq, updated_at = now()
    returning conv_key, last_seq`.execute(tx);
  const nextSeq = new Map(seqRows.map((r) => [r.conv_key, Number(r.last_seq) - perKey.get(r.conv_key)!.count + 1]));
  const seqs = items.map((m) => {
    const s = nextSeq.get(m.access.convKey)!;
    nextSeq.set(m.access.convKey, s + 1);
    return s;
  });

  // 2. message rows; a client ID already used in the conversation is skipped (the caller answers with the stored one)
  const inserted = await tx
    .insertInto('im_message')
    .values(items.map((m, i) => ({
      conv_key: m.access.convKey, seq: seqs[i]!, client_id: m.clientId, sender: m.sender, receiver: m.access.target, conversation_type: m.access.type,
      type: m.type, payload: JSON.stringify(m.payload), search_text: m.searchText, cloud_custom_data: m.cloudCustomData, at_users: m.atUsers,
      need_read_receipt: m.needReadReceipt, time: m.time,
    })))
    .onConflict((oc) => oc.columns(['conv_key', 'client_id']).doNothing())
    .returningAll()
    .execute();
  const byKey = new Map(inserted.map((r) => [`${r.conv_key}\n${r.client_id}`, r as MessageRow]));
  const rows = items.map((m, i) => {
    const r = byKey.get(`${m.access.convKey}\n${m.clientId}`);
    return r && Number(r.seq) === seqs[i] ? r : undefined;
  });
  const stored = items.map((m, i) => ({ m, row: rows[i] })).filter((x): x is { m: MessageToCommit; row: MessageRow } => x.row !== undefined);
  if (stored.length === 0) return items.map(() => null);

  // 3. last message per conversation
  const last = new Map<string, number>();
  for (const { row } of stored) last.set(row.conv_key, Math.max(last.get(row.conv_key) ?? 0, Number(row.id)));
  const lastKeys = [...last.keys()].sort();
  await sql`
    update im_conversation c set last_message_id = v.id
    from unnest(${sql.val(lastKeys)}::text[], ${sql.val(lastKeys.map((k) => last.get(k)!))}::bigint[]) as v(k, id)
    where c.conv_key = v.k`.execute(tx);

  // 4. conversation rows of the users: C2C rows appear (or reappear after a delete); group rows reappear
  const c2c = new Map<string, { user_id: string; conversation_id: string; conv_key: string }>();
  const groupKeys = new Set<string>();
  for (const { m } of stored) {
    if (m.access.type === 'GROUP') {
      groupKeys.add(m.access.convKey);
      continue;
    }
    c2c.set(`${m.sender}\nC2C${m.access.target}`, { user_id: m.sender, conversation_id: `C2C${m.access.target}`, conv_key: m.access.convKey });
    c2c.set(`${m.access.target}\nC2C${m.sender}`, { user_id: m.access.target, conversation_id: `C2C${m.sender}`, conv_key: m.access.convKey });
  }
  if (c2c.size) {
    const list = [...c2c.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
    await sql`
      insert into im_user_conversation (user_id, conversation_id, conv_key)
      select u, c, k from unnest(${sql.val(list.map((r) => r.user_id))}::text[], ${sql.val(list.map((r) => r.conversation_id))}::text[], ${sql.val(list.map((r) => r.conv_key))}::text[]) with ordinality as x(u, c, k, n)
      order by n
      on conflict (user_id, conversation_id) do update set hidden = false, updated_at = now() where im_user_conversation.hidden`.execute(tx);
  }
  if (groupKeys.size) {
    await sql`update im_user_conversation set hidden = false where conv_key = any(${sql.val([...groupKeys])}::text[]) and hidden`.execute(tx);
  }

  // 5. event log: each recipient's counter bumped by its number of messages (sorted), then one row per delivery
  const perUser = new Map<string, number>();
  for (const { m } of stored) for (const u of new Set(m.recipients)) perUser.set(u, (perUser.get(u) ?? 0) + 1);
  const users = [...perUser.keys()].sort();
  const { rows: cursorRows } = await sql<{ user_id: string; last_seq: number }>`
    insert into im_user_cursor (user_id, last_seq)
    select u, c from unnest(${sql.val(users)}::text[], ${sql.val(users.map((u) => perUser.get(u)!))}::bigint[]) with ordinality as x(u, c, n)
    order by n
    on conflict (user_id) do update set last_seq = im_user_cursor.last_seq + excluded.last_seq
    returning user_id, last_seq`.execute(tx);
  const nextEvent = new Map(cursorRows.map((r) => [r.user_id, Number(r.last_seq) - perUser.get(r.user_id)! + 1]));
  const evUsers: string[] = [];
  const evSeqs: number[] = [];
  const evMessages: number[] = [];
  const targetsOf = new Map<MessageRow, LoggedTarget[]>();
  for (const { m, row } of stored) {
    const targets: LoggedTarget[] = [];
    for (const u of new Set(m.recipients)) {
      const seq = nextEvent.get(u)!;
      nextEvent.set(u, seq + 1);
      targets.push({ userId: u, seq });
      evUsers.push(u);
      evSeqs.push(seq);
      evMessages.push(Number(row.id));
    }
    targetsOf.set(row, targets);
  }
  await sql`
    insert into im_event (user_id, seq, kind, message_id, body)
    select u, s, 'message', mid, '{}'::jsonb from unnest(${sql.val(evUsers)}::text[], ${sql.val(evSeqs)}::bigint[], ${sql.val(evMessages)}::bigint[]) as x(u, s, mid)`.execute(tx);

  return rows.map((row) => (row ? { row, targets: targetsOf.get(row)! } : null));
}
