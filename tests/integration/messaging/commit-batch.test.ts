import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryId } from 'kysely';
import type { DatabaseHandle } from '../../../server/db/index.ts';
import { CommitBatcher } from '../../../server/messaging/messages/commit-batcher.ts';
import type { MessageToCommit } from '../../../server/messaging/messages/commit-batcher.ts';
import { c2cKey, groupKey } from '../../../server/messaging/messages/store.ts';
import { testDatabases } from '../../../harness/database.ts';
import { ErrorCode } from '../../../protocol/errors.ts';

function c2c(sender: string, peer: string, clientId: string, text = clientId): MessageToCommit {
  return {
    sender,
    access: { conversationID: `C2C${peer}`, type: 'C2C', target: peer, convKey: c2cKey(sender, peer) },
    clientId,
    type: 'TIMTextElem',
    payload: { text },
    searchText: text,
    cloudCustomData: 'ccd',
    needReadReceipt: true,
    atUsers: [],
    recipients: [sender, peer, sender],
    time: 1700000000,
  };
}
function group(sender: string, groupId: string, members: string[], clientId: string): MessageToCommit {
  return {
    sender,
    access: { conversationID: `GROUP${groupId}`, type: 'GROUP', target: groupId, convKey: groupKey(groupId) },
    clientId,
    type: 'TIMTextElem',
    payload: { text: clientId },
    searchText: clientId,
    cloudCustomData: '',
    needReadReceipt: false,
    atUsers: ['@RBT#001', members[1]!],
    recipients: members,
    time: 1700000001,
  };
}

describe.each(testDatabases())('message commit batches ($name)', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('commits a concurrent burst with per-conversation sequences, idempotent client IDs and gapless per-user event logs', async () => {
    const db = handle.db;
    const batcher = new CommitBatcher(db, 3, 16);
    const members = ['cb_a', 'cb_b', 'cb_c'];
    // the 'hidden' C2C row of cb_b reappears; a group row reappears too
    await db
      .insertInto('im_user_conversation')
      .values([
        { user_id: 'cb_b', conversation_id: 'C2Ccb_a', conv_key: c2cKey('cb_a', 'cb_b'), hidden: true },
        { user_id: 'cb_c', conversation_id: 'GROUPcb_g', conv_key: groupKey('cb_g'), hidden: true },
      ])
      .execute();
    const items: MessageToCommit[] = [];
    for (let i = 0; i < 60; i++) {
      items.push(i % 3 === 2 ? group('cb_a', 'cb_g', members, `g${i}`) : c2c(i % 2 ? 'cb_b' : 'cb_a', i % 2 ? 'cb_a' : 'cb_b', `m${i}`));
    }
    items.push(c2c('cb_a', 'cb_b', 'm0', 'a resend'), c2c('cb_a', 'cb_b', 'm0', 'a resend'));
    const results = await Promise.all(items.map((m) => batcher.submit(m)));

    // resends of a used client ID are refused with null; everything else is stored once
    expect(results.slice(60)).toEqual([null, null]);
    const stored = results.slice(0, 60);
    expect(stored.every((r) => r !== null)).toBe(true);
    const rows = await db
      .selectFrom('im_message')
      .selectAll()
      .where('conv_key', 'in', [c2cKey('cb_a', 'cb_b'), groupKey('cb_g')])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(60);
    const first = rows.find((r) => r.client_id === 'm1')!;
    expect(first).toMatchObject({
      sender: 'cb_b',
      receiver: 'cb_a',
      conversation_type: 'C2C',
      payload: { text: 'm1' },
      cloud_custom_data: 'ccd',
      need_read_receipt: true,
      time: 1700000000,
    });
    expect(rows.find((r) => r.client_id === 'g2')!.at_users).toEqual(['@RBT#001', 'cb_b']);
    // the answers are the stored rows
    for (const r of stored) {
      const row = rows.find((x) => x.client_id === r!.row.client_id)!;
      expect(r!.row).toMatchObject({
        id: Number(row.id),
        seq: Number(row.seq),
        conv_key: row.conv_key,
        payload: row.payload,
        revoked: false,
      });
    }

    // per conversation: sequence numbers unique among the stored, the counter at the highest one
    for (const key of [c2cKey('cb_a', 'cb_b'), groupKey('cb_g')]) {
      const seqs = rows
        .filter((r) => r.conv_key === key)
        .map((r) => Number(r.seq))
        .sort((a, b) => a - b);
      const conv = await db.selectFrom('im_conversation').selectAll().where('conv_key', '=', key).executeTakeFirstOrThrow();
      expect(Number(conv.last_seq)).toBe(seqs.length + (key.startsWith('c2c') ? 2 : 0)); // the two refused resends used numbers
      expect(new Set(seqs).size).toBe(seqs.length);
    }
    // every user's event log is 1..n without gaps, one row per delivery, matching the returned targets
    for (const u of members) {
      const events = await db
        .selectFrom('im_event')
        .select(['seq', 'message_id', 'kind'])
        .where('user_id', '=', u)
        .orderBy('seq')
        .execute();
      const expected = stored.filter((r) => r!.targets.some((t) => t.userId === u));
      expect(events.map((e) => Number(e.seq))).toEqual(expected.map((_, i) => i + 1));
      const cursor = await db.selectFrom('im_user_cursor').select('last_seq').where('user_id', '=', u).executeTakeFirstOrThrow();
      expect(Number(cursor.last_seq)).toBe(events.length);
      for (const r of expected) {
        const t = r!.targets.find((x) => x.userId === u)!;
        expect(events.find((e) => Number(e.seq) === t.seq)).toMatchObject({ kind: 'message', message_id: r!.row.id });
      }
    }
    // recipients are counted once even when listed twice
    expect(stored[0]!.targets.map((t) => t.userId).sort()).toEqual(['cb_a', 'cb_b']);

    const ucs = await db
      .selectFrom('im_user_conversation')
      .select(['user_id', 'conversation_id', 'hidden'])
      .where('user_id', 'in', members)
      .orderBy('user_id')
      .orderBy('conversation_id')
      .execute();
    expect(ucs).toEqual([
      { user_id: 'cb_a', conversation_id: 'C2Ccb_b', hidden: false },
      { user_id: 'cb_b', conversation_id: 'C2Ccb_a', hidden: false },
      { user_id: 'cb_c', conversation_id: 'GROUPcb_g', hidden: false },
    ]);
  });

  it('shows a hidden conversation row again with the next stored message, not with a resend alone', async () => {
    const db = handle.db;
    const batcher = new CommitBatcher(db, 1, 16);
    const key = c2cKey('hr_a', 'hr_b');
    const hiddenOfB = async () =>
      (
        await db
          .selectFrom('im_user_conversation')
          .select('hidden')
          .where('user_id', '=', 'hr_b')
          .where('conversation_id', '=', 'C2Chr_a')
          .executeTakeFirstOrThrow()
      ).hidden;
    const flag = async () =>
      (await db.selectFrom('im_conversation').select('hidden_rows').where('conv_key', '=', key).executeTakeFirstOrThrow()).hidden_rows;
    await batcher.submit(c2c('hr_a', 'hr_b', 'h1'));
    expect([await hiddenOfB(), await flag()]).toEqual([false, false]);
    // what deleteConversation does to hr_b's row and the conversation
    await db
      .updateTable('im_user_conversation')
      .set({ hidden: true })
      .where('user_id', '=', 'hr_b')
      .where('conversation_id', '=', 'C2Chr_a')
      .execute();
    await db.updateTable('im_conversation').set({ hidden_rows: true }).where('conv_key', '=', key).execute();
    // a resend of h1, in one batch with a new message of another conversation
    const [resend, other] = await Promise.all([batcher.submit(c2c('hr_a', 'hr_b', 'h1')), batcher.submit(c2c('hr_c', 'hr_d', 'h9'))]);
    expect([resend, other === null]).toEqual([null, false]);
    expect([await hiddenOfB(), await flag()]).toEqual([true, true]);
    await batcher.submit(c2c('hr_a', 'hr_b', 'h2'));
    expect([await hiddenOfB(), await flag()]).toEqual([false, false]);
  });

  it('refuses a C2C send whose receiver has blacklisted the sender, stores nothing of it, and commits the rest of its batch', async () => {
    const db = handle.db;
    await db
      .insertInto('im_blacklist')
      .values([{ user_id: 'bl_x', blocked_id: 'bl_y' }])
      .execute();
    const batcher = new CommitBatcher(db, 1, 16);
    const send = (sender: string, peer: string, id: string) => ({ ...c2c(sender, peer, id), checkBlacklist: true });
    const outcomes = await Promise.allSettled([
      batcher.submit(send('bl_x', 'bl_y', 'ok1')), // the owner of the blacklist may still write
      batcher.submit(send('bl_y', 'bl_x', 'no1')),
      batcher.submit(send('bl_z', 'bl_x', 'ok2')),
      batcher.submit(send('bl_y', 'bl_x', 'no2')),
      batcher.submit(c2c('bl_y', 'bl_x', 'sys1')), // not a user's own send (a system or service message): not checked
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: 20007 });
    const ids = await db
      .selectFrom('im_message')
      .select('client_id')
      .where('sender', 'in', ['bl_x', 'bl_y', 'bl_z'])
      .orderBy('id')
      .execute();
    expect(ids.map((r) => r.client_id)).toEqual(['ok1', 'ok2', 'sys1']);
    // the refused sends used no sequence numbers and no event-log entries
    const conv = await db
      .selectFrom('im_conversation')
      .select('last_seq')
      .where('conv_key', '=', c2cKey('bl_x', 'bl_y'))
      .executeTakeFirstOrThrow();
    expect(Number(conv.last_seq)).toBe(2);
    const cursor = await db.selectFrom('im_user_cursor').select('last_seq').where('user_id', '=', 'bl_y').executeTakeFirstOrThrow();
    expect(Number(cursor.last_seq)).toBe(2);
  });
});

/**
 * Loses the connection of the next `count` im_commit_batch calls: `after` the call ran (its result never
 * arrives, as when PostgreSQL is cut off after the commit) or `before` it reached the database.
 */
class LoseCommits implements KyselyPlugin {
  #marked = new Set<QueryId>();
  count: number;
  readonly when: 'before' | 'after';
  constructor(count: number, when: 'before' | 'after') {
    this.count = count;
    this.when = when;
  }
  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (node.kind === 'RawNode' && node.sqlFragments.join('').includes('im_commit_batch') && this.count > 0) {
      this.count--;
      if (this.when === 'before') throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      this.#marked.add(queryId);
    }
    return node;
  }
  transformResult({ queryId, result }: PluginTransformResultArgs) {
    return this.#marked.delete(queryId) ? Promise.reject(new Error('Connection terminated unexpectedly')) : Promise.resolve(result);
  }
}

describe.each(testDatabases())('message commit batches on a lost connection ($name)', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('retries a batch whose outcome was lost: what the lost call committed is answered as stored, once, with its event-log numbers', async () => {
    const { db } = handle;
    const lose = new LoseCommits(1, 'after');
    const batcher = new CommitBatcher(db.withPlugin(lose), 1, 16);
    const members = ['lc_a', 'lc_b', 'lc_c'];
    // an older message with the ID of a later resend: not this submission's, so still "already used"
    expect(await new CommitBatcher(db, 1).submit({ ...c2c('lc_a', 'lc_b', 'old'), time: 1600000000 })).not.toBeNull();
    const items = [c2c('lc_a', 'lc_b', 'x1'), group('lc_a', 'lc_g', members, 'x2'), c2c('lc_b', 'lc_a', 'x3'), c2c('lc_a', 'lc_b', 'old')];
    const results = await Promise.all(items.map((m) => batcher.submit(m)));
    expect(lose.count).toBe(0);
    expect(results[3]).toBeNull();
    const rows = await db.selectFrom('im_message').select(['id', 'client_id', 'seq']).where('sender', 'in', members).execute();
    expect(rows.map((r) => r.client_id).sort()).toEqual(['old', 'x1', 'x2', 'x3']);
    for (const [i, r] of results.slice(0, 3).entries()) {
      const row = rows.find((x) => x.client_id === items[i]!.clientId)!;
      expect(r!.row).toMatchObject({ id: Number(row.id), seq: Number(row.seq), client_id: items[i]!.clientId, sender: items[i]!.sender });
      // the same recipients and numbers as the log holds: one event per recipient, none twice
      const events = await db.selectFrom('im_event').select(['user_id', 'seq']).where('message_id', '=', row.id).execute();
      expect(events).toHaveLength(new Set(items[i]!.recipients).size);
      expect([...r!.targets].sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
        events.map((e) => ({ userId: e.user_id, seq: Number(e.seq) })).sort((a, b) => a.userId.localeCompare(b.userId)),
      );
    }
  });

  it('retries a batch that never reached the database, and refuses with UNAVAILABLE once the database stays away too long', async () => {
    const { db } = handle;
    const before = new LoseCommits(2, 'before');
    const stored = await new CommitBatcher(db.withPlugin(before), 1).submit(c2c('lc_d', 'lc_e', 'y1'));
    expect(stored!.row.client_id).toBe('y1');
    expect(stored!.targets.map((t) => t.userId).sort()).toEqual(['lc_d', 'lc_e']);

    const away = new LoseCommits(Infinity, 'before');
    const started = performance.now();
    const refused = new CommitBatcher(db.withPlugin(away), 1, 16, undefined, 300).submit(c2c('lc_d', 'lc_e', 'y2'));
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.UNAVAILABLE });
    expect(performance.now() - started).toBeLessThan(2000);
    const y2 = await db.selectFrom('im_message').select('id').where('client_id', '=', 'y2').execute();
    expect(y2).toEqual([]);
  });
});
