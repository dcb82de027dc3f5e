import { createServer, connect } from 'node:net';
import type { Server, Socket } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ErrorCode, ImError } from '../../../protocol/errors.ts';
import { dropSchema, uniqueSchema } from '../../../harness/database.ts';
import type { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import type { Message } from '../../../widget/src/engine/types.ts';
import { startImServer, until } from './im-helpers.ts';

const url = process.env.DATABASE_URL;
const SENDERS = 4;
/** Sends each sender keeps in flight. */
const IN_FLIGHT = 3;
const KILL_LOOP_MS = 4000;
const AWAY_MS = 3000;

/**
 * A TCP proxy between the server and PostgreSQL that the test controls: `away()` resets every proxied
 * connection and then holds new ones without answering (a failover or a network cut: connects hang, nothing
 * is refused), `back()` lets connections through again.
 */
async function startProxy(target: URL): Promise<{ port: number; away(): void; back(): void; close(): Promise<void> }> {
  const pairs = new Set<Socket>();
  const held = new Set<Socket>();
  let isAway = false;
  const server: Server = createServer((client) => {
    client.on('error', () => client.destroy());
    if (isAway) {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    pairs.add(client);
    client.on('close', () => pairs.delete(client));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('proxy has no port');
  return {
    port: address.port,
    away() {
      isAway = true;
      for (const s of pairs) s.resetAndDestroy();
    },
    back() {
      isAway = false;
      for (const s of held) s.resetAndDestroy();
    },
    async close() {
      for (const s of [...pairs, ...held]) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Health {
  status: number;
  database: string;
  ms: number;
}

async function health(base: string): Promise<Health> {
  const started = Date.now();
  const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json()) as { database: { status: string } };
  return { status: res.status, database: body.database.status, ms: Date.now() - started };
}

describe.skipIf(!url)('lost database connections (postgres)', () => {
  it(
    'survives backends terminated mid-commit and a database away for seconds: nothing acknowledged lost or doubled, recovers alone',
    { timeout: 60_000 },
    async () => {
      const realUrl = new URL(url!);
      const proxy = await startProxy(realUrl);
      const viaProxy = new URL(realUrl);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      const schema = uniqueSchema();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const im = await startImServer({ DATABASE_URL: viaProxy.toString(), DATABASE_SCHEMA: schema });
      const app = `sealink ${schema}`;
      const terminate = async (where: string) => {
        const { rows } = await admin.query<{ query: string; state: string }>(
          `select query, state, pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and ${where}`,
          [app],
        );
        return rows;
      };
      try {
        const receiver = await im.client('loss_rx', { trackConversations: false });
        const opts = { trackConversations: false, requestTimeoutMs: 20_000 };
        const senders: SelfHostedChat[] = [];
        for (let s = 0; s < SENDERS; s++) senders.push(await im.client(`loss_tx${s}`, opts));

        const acked = new Map<string, Message>();
        const failures: { code: number; message: string }[] = [];
        let sending = true;
        let sent = 0;
        const sendOne = async (s: number): Promise<boolean> => {
          const chat = senders[s]!;
          const m = chat.createTextMessage({ to: 'loss_rx', conversationType: 'C2C', payload: { text: `${s}:${sent++}` } });
          try {
            await chat.sendMessage(m);
            acked.set(m.ID, { ...m });
            return true;
          } catch (err) {
            failures.push({ code: err instanceof ImError ? err.code : -1, message: String(err) });
            return false;
          }
        };
        const loops = senders.flatMap((_, s) =>
          Array.from({ length: IN_FLIGHT }, async () => {
            while (sending) if (!(await sendOne(s))) await new Promise((r) => setTimeout(r, 50));
          }),
        );
        await until(() => acked.size >= 50, 15_000, 'first acknowledgements');

        // 1. backends terminated in the middle of their queries, again and again
        let midCommit = 0;
        const loopEnd = Date.now() + KILL_LOOP_MS;
        while (Date.now() < loopEnd) {
          const killed = await terminate(`state = 'active' and query like '%im_commit_batch%'`);
          midCommit += killed.length;
          await new Promise((r) => setTimeout(r, 40 + Math.random() * 60));
        }
        expect(im.server.child.exitCode, `after ${midCommit} terminated mid-commit:\n${im.server.output()}`).toBeNull();
        expect(midCommit).toBeGreaterThan(0);
        // 2. every backend of the server at once (once the sends have opened connections again)
        const open = async () => {
          const { rows } = await admin.query<{ n: string }>('select count(*) as n from pg_stat_activity where application_name = $1', [
            app,
          ]);
          return Number(rows[0]!.n);
        };
        await until(async () => (await open()) >= 1, 5000, 'the server connected again');
        const all = await terminate('true');
        expect(all.length).toBeGreaterThan(0);
        await new Promise((r) => setTimeout(r, 300));
        expect(im.server.child.exitCode, im.server.output()).toBeNull();

        // 3. the database away for a few seconds: health says so, quickly
        proxy.away();
        const awayStart = Date.now();
        let down: Health | undefined;
        while (Date.now() - awayStart < AWAY_MS) {
          const h = await health(im.url);
          expect(h.ms).toBeLessThan(3000);
          if (h.status === 503 && h.database === 'down') down = h;
          await new Promise((r) => setTimeout(r, 200));
        }
        expect(down, 'health reported the database down').toBeDefined();
        proxy.back();

        // 4. back by itself: healthy and sending again within seconds
        const backAt = Date.now();
        await until(async () => (await health(im.url)).status === 200, 10_000, 'health up again');
        const before = acked.size;
        await until(() => acked.size >= before + SENDERS * 2, 15_000, 'sends acknowledged again');
        const recoveredMs = Date.now() - backAt;
        sending = false;
        await Promise.all(loops);

        expect(im.server.child.exitCode, im.server.output()).toBeNull();
        expect(im.server.output()).not.toMatch(/Unhandled|ECONNRESET|uncaught/i);
        // every failure a caller saw was the clear "temporarily unavailable" (or a request that timed out)
        for (const f of failures) expect([ErrorCode.UNAVAILABLE, ErrorCode.TIMEOUT], f.message).toContain(f.code);

        // nothing acknowledged lost, nothing stored twice, each ack the stored message
        const { rows } = await admin.query<{ client_id: string; seq: string; n: string }>(
          `select client_id, min(seq) as seq, count(*) as n from "${schema}".im_message group by client_id`,
        );
        const stored = new Map(rows.map((r) => [r.client_id, r]));
        expect(rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
        for (const [id, m] of acked) {
          expect(stored.has(id), `acknowledged ${id} stored`).toBe(true);
          expect(Number(stored.get(id)!.seq)).toBe(m.sequence);
        }
        const events = await admin.query(
          `select message_id, user_id from "${schema}".im_event where kind = 'message' group by 1, 2 having count(*) > 1`,
        );
        expect(events.rows).toEqual([]);
        const perMessage = await admin.query<{ n: string }>(
          `select count(*) as n from "${schema}".im_message m where (select count(*) from "${schema}".im_event e where e.message_id = m.id) <> 2`,
        );
        expect(Number(perMessage.rows[0]!.n)).toBe(0);
        // the receiver's history holds each of them once
        const history = new Map<string, number>();
        for (let s = 0; s < SENDERS; s++) {
          let next: string | undefined;
          for (;;) {
            const page = await receiver.getMessageList({ conversationID: `C2Closs_tx${s}`, nextReqMessageID: next, count: 100 });
            for (const m of page.data.messageList) history.set(m.ID, (history.get(m.ID) ?? 0) + 1);
            if (page.data.isCompleted) break;
            next = page.data.nextReqMessageID;
          }
        }
        expect([...history.values()].filter((n) => n !== 1)).toEqual([]);
        for (const id of acked.keys()) expect(history.has(id), `acknowledged ${id} in history`).toBe(true);
        console.info(
          `db-loss: ${acked.size} acknowledged, ${failures.length} failed, ${midCommit} backends terminated mid-commit, ` +
            `${all.length} at once, health down in ${down ? 'yes' : 'no'}, sending again ${recoveredMs} ms after the database came back`,
        );
      } finally {
        await im.stop();
        await admin.end();
        await proxy.close();
        await dropSchema(url!, schema);
      }
    },
  );
});
