/**
 * Messaging load test: `npm run bench:im [-- --clients 10000 --idle 15000 --seconds 10 --rate 5000 --group 500]`.
 * Starts the real server (server/main.ts; PostgreSQL when DATABASE_URL is set, else PGlite) and drives it with the
 * widget's self-hosted driver over WebSockets from this process. Prints: connected clients and login rate, C2C
 * msgs/s with ack and delivery latency p50/p95/p99 and server CPU, group fan-out, and server RSS per idle
 * connection. The npm script raises `ulimit -n` to 20000 first.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { signUserSig } from '../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../widget/src/engine/self-hosted/driver.ts';
import { dropSchema, uniqueSchema } from '../../tests/helpers/database.ts';
import { startServerProcess } from '../../tests/helpers/server-process.ts';
import type { ServerProcess } from '../../tests/helpers/server-process.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    idle: { type: 'string', default: '15000' },
    seconds: { type: 'string', default: '10' },
    rate: { type: 'string', default: '5000' },
    group: { type: 'string', default: '500' },
  },
});
const CLIENTS = Number(values.clients);
const IDLE = Number(values.idle);
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const GROUP = Math.min(Number(values.group), CLIENTS);
const SECRET = 'bench-secret';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
function procStat(pid: number): { cpuTicks: number; rssKb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { cpuTicks: Number(stat[11]) + Number(stat[12]), rssKb: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) };
}
const TICKS_PER_SECOND = 100;

async function inBatches<T>(count: number, batch: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += batch) out.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, j) => make(i + j)))));
  return out;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? uniqueSchema() : '';
  const env: Record<string, string> = {
    IM_SECRET: SECRET, IM_RATE_PER_SECOND: '0', IM_MAX_CONNECTIONS_PER_USER: '100000', LOG_LEVEL: 'error',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
  };
  let server: ServerProcess = await startServerProcess(env);
  let pid = server.child.pid!;
  console.log(`server pid ${pid} on ${server.url}, database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, cores ${(await import('node:os')).availableParallelism()}`);
  const chats: SelfHostedChat[] = [];
  try {
    // 1. connect
    const t0 = performance.now();
    const login = async (i: number) => {
      const chat = new SelfHostedChat({ serverUrl: server.url, trackConversations: false, requestTimeoutMs: 60_000 });
      await chat.login({ userID: `bench_${i}`, userSig: signUserSig(`bench_${i}`, SECRET, 3600) });
      return chat;
    };
    chats.push(...(await inBatches(CLIENTS, 500, login)));
    const connectSeconds = (performance.now() - t0) / 1000;
    console.log(`connected clients: ${chats.length} in ${connectSeconds.toFixed(1)} s (${Math.round(chats.length / connectSeconds)} logins/s); server RSS ${Math.round(procStat(pid).rssKb / 1024)} MB`);

    // 2. C2C: pairs (2k, 2k+1), open loop at RATE msgs/s for SECONDS
    const sentAt = new Map<string, number>();
    const delivery: number[] = [];
    const ack: number[] = [];
    let failures = 0;
    chats.forEach((chat) =>
      chat.on('onMessageReceived', (e) => {
        const now = performance.now();
        for (const m of e.data as { ID: string }[]) {
          const t = sentAt.get(m.ID);
          if (t !== undefined) delivery.push(now - t);
        }
      }),
    );
    const pairs = Math.floor(chats.length / 2);
    const before = procStat(pid);
    const selfBefore = process.cpuUsage();
    const start = performance.now();
    const inflight: Promise<void>[] = [];
    let sent = 0;
    let next = 0;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const elapsed = (performance.now() - start) / 1000;
        if (elapsed >= SECONDS) {
          clearInterval(timer);
          resolve();
          return;
        }
        const due = Math.floor(elapsed * RATE) - sent;
        for (let k = 0; k < due; k++) {
          const p = next++ % pairs;
          const from = chats[2 * p]!;
          const m = from.createTextMessage({ to: `bench_${2 * p + 1}`, conversationType: 'C2C', payload: { text: `bench ${sent}` } });
          const t = performance.now();
          sentAt.set(m.ID, t);
          sent++;
          inflight.push(from.sendMessage(m).then(() => void ack.push(performance.now() - t), () => void failures++));
        }
      }, 5);
    });
    await Promise.all(inflight);
    const c2cSeconds = (performance.now() - start) / 1000;
    await new Promise((r) => setTimeout(r, 500));
    const after = procStat(pid);
    ack.sort((a, b) => a - b);
    delivery.sort((a, b) => a - b);
    console.log(`C2C: offered ${RATE} msg/s for ${SECONDS} s; acknowledged ${ack.length} (${failures} failed) = ${Math.round(ack.length / c2cSeconds)} msg/s`);
    console.log(`  ack latency ms      p50 ${fmt(percentile(ack, 50))}  p95 ${fmt(percentile(ack, 95))}  p99 ${fmt(percentile(ack, 99))}`);
    console.log(`  delivery latency ms p50 ${fmt(percentile(delivery, 50))}  p95 ${fmt(percentile(delivery, 95))}  p99 ${fmt(percentile(delivery, 99))}  (${delivery.length} delivered)`);
    const self = process.cpuUsage(selfBefore);
    console.log(`  server CPU ${fmt(((after.cpuTicks - before.cpuTicks) / TICKS_PER_SECOND / c2cSeconds) * 100)}% of one core, RSS ${Math.round(after.rssKb / 1024)} MB; load generator CPU ${fmt(((self.user + self.system) / 1e6 / c2cSeconds) * 100)}%`);

    // 3. group fan-out
    const owner = chats[0]!;
    const members = Array.from({ length: GROUP - 1 }, (_, i) => `bench_${i + 1}`);
    const created = (await owner.createGroup({ name: 'bench', type: 'Public', memberList: members.slice(0, 499) })).data as { group: { groupID: string } };
    for (let i = 499; i < members.length; i += 500) await owner.addGroupMember({ groupID: created.group.groupID, userIDList: members.slice(i, i + 500) });
    const fanout: number[] = [];
    const GROUP_MESSAGES = 20;
    for (let k = 0; k < GROUP_MESSAGES; k++) {
      const m = owner.createTextMessage({ to: created.group.groupID, conversationType: 'GROUP', payload: { text: `fan ${k}` } });
      let got = 0;
      const t = performance.now();
      const done = new Promise<void>((resolve) => {
        const handler = (e: { data: unknown }) => {
          if ((e.data as { ID: string }[]).some((x) => x.ID === m.ID) && ++got === GROUP - 1) resolve();
        };
        for (let i = 1; i < GROUP; i++) chats[i]!.on('onMessageReceived', handler);
      });
      await owner.sendMessage(m);
      await Promise.race([done, new Promise((r) => setTimeout(r, 30_000))]);
      fanout.push(performance.now() - t);
    }
    fanout.sort((a, b) => a - b);
    console.log(`group fan-out to ${GROUP - 1} members: p50 ${fmt(percentile(fanout, 50))} ms, max ${fmt(fanout.at(-1)!)} ms per message (${Math.round(((GROUP - 1) * 1000) / percentile(fanout, 50))} deliveries/s)`);

    // 4. idle connections: RSS per logged-in socket, on a fresh server process (warmed up with a few logins)
    await Promise.all(chats.splice(0).map((c) => c.destroy()));
    await server.stop();
    server = await startServerProcess(env);
    pid = server.child.pid!;
    const connectIdle = (prefix: string, count: number) =>
      inBatches(count, 500, async (i) => {
        const chat = new SelfHostedChat({ serverUrl: server.url, trackConversations: false, requestTimeoutMs: 60_000 });
        await chat.login({ userID: `${prefix}_${i}`, userSig: signUserSig(`${prefix}_${i}`, SECRET, 3600) });
        return chat;
      });
    const warm = await connectIdle('warm', 500);
    await Promise.all(warm.map((c) => c.destroy()));
    await new Promise((r) => setTimeout(r, 2000));
    const idleBefore = procStat(pid).rssKb;
    const idle = await connectIdle('idle', IDLE);
    chats.push(...idle);
    await new Promise((r) => setTimeout(r, 3000));
    const idleAfter = procStat(pid).rssKb;
    console.log(`idle connections: ${idle.length} on a fresh server; RSS ${Math.round(idleBefore / 1024)} MB -> ${Math.round(idleAfter / 1024)} MB = ${fmt((idleAfter - idleBefore) / idle.length)} KB per connection`);
  } finally {
    await Promise.all(chats.map((c) => c.destroy()));
    await server.stop();
    if (databaseUrl) await dropSchema(databaseUrl, schema);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
