/**
 * One load-generator process of `npm run bench:im` (forked by workers.ts): holds a slice of the simulated
 * users, each a real self-hosted driver (widget/src/engine/self-hosted) on its own WebSocket, and runs the
 * commands the coordinator sends over IPC. Sockets come from the `ws` library so that they can be bound to a
 * chosen 127.x.y.z source address (the scale-out section spreads 40,000 sockets over several).
 */
import WsSocket from 'ws';
import { signUserSig } from '../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../widget/src/engine/self-hosted/driver.ts';
import type { Message } from '../../widget/src/engine/types.ts';

let sourceAddresses: string[] = [];
let nextSource = 0;
class BoundSocket extends WsSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    const localAddress = sourceAddresses.length ? sourceAddresses[nextSource++ % sourceAddresses.length] : undefined;
    super(url, protocols, { perMessageDeflate: false, ...(localAddress ? { localAddress } : {}) });
  }
}
(globalThis as { WebSocket: unknown }).WebSocket = BoundSocket;

const SECRET = process.env.BENCH_SECRET ?? 'bench-secret';
/** Client index (global user number) → its driver. */
const chats = new Map<number, SelfHostedChat>();
/** Receipt wall-clock times per message ID while recording. */
const received = new Map<string, number[]>();
const prepared = new Map<string, Message>();
let c2cSent = new Map<string, number>();
let c2cDelivery: number[] = [];
const now = () => performance.timeOrigin + performance.now();

function attach(chat: SelfHostedChat): void {
  chat.on('onMessageReceived', (e) => {
    const t = now();
    for (const m of e.data as { ID: string }[]) {
      const sentAt = c2cSent.get(m.ID);
      if (sentAt !== undefined) c2cDelivery.push(t - sentAt);
      else if (m.ID.length) {
        const list = received.get(m.ID);
        if (list) list.push(t);
        else received.set(m.ID, [t]);
      }
    }
  });
}

async function inBatches(ids: number[], batch: number, fn: (i: number) => Promise<void>): Promise<void> {
  for (let k = 0; k < ids.length; k += batch) await Promise.all(ids.slice(k, k + batch).map(fn));
}

type Cmd = { id: number; op: string; [k: string]: unknown };
const ops: Record<string, (c: Cmd) => Promise<unknown>> = {
  async login(c) {
    const { urls, prefix, from, to, sources } = c as unknown as {
      urls: string[];
      prefix: string;
      from: number;
      to: number;
      sources?: string[];
    };
    sourceAddresses = sources ?? [];
    const t0 = performance.now();
    const ids = Array.from({ length: to - from }, (_, i) => from + i);
    await inBatches(ids, 250, async (i) => {
      const chat = new SelfHostedChat({ serverUrl: urls[i % urls.length]!, trackConversations: false, requestTimeoutMs: 120_000 });
      await chat.login({ userID: `${prefix}_${i}`, userSig: signUserSig(`${prefix}_${i}`, SECRET, 3600) });
      attach(chat);
      chats.set(i, chat);
    });
    return { seconds: (performance.now() - t0) / 1000, connected: chats.size };
  },
  /** Open-loop C2C: pairs of this worker's clients (i, i+1), `rate` msgs/s for `seconds`. */
  async c2c(c) {
    const { rate, seconds, prefix } = c as unknown as { rate: number; seconds: number; prefix: string };
    const ids = [...chats.keys()].sort((a, b) => a - b);
    const pairs = Math.floor(ids.length / 2);
    c2cSent = new Map();
    c2cDelivery = [];
    const ack: number[] = [];
    /** Second of the run each acknowledged message was sent in (parallel to `ack`). */
    const ackSecond: number[] = [];
    let failures = 0;
    let sent = 0;
    const inflight: Promise<void>[] = [];
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const tick = () => {
        const elapsed = (performance.now() - start) / 1000;
        const due = Math.floor(Math.min(elapsed, seconds) * rate) - sent;
        for (let k = 0; k < due; k++) {
          const p = sent % pairs;
          const from = chats.get(ids[2 * p]!)!;
          const m = from.createTextMessage({
            to: `${prefix}_${ids[2 * p + 1]}`,
            conversationType: 'C2C',
            payload: { text: `bench ${sent}` },
          });
          const t = performance.now();
          const second = Math.floor((t - start) / 1000);
          c2cSent.set(m.ID, now());
          sent++;
          inflight.push(
            from.sendMessage(m).then(
              () => {
                ack.push(performance.now() - t);
                ackSecond.push(second);
              },
              () => void failures++,
            ),
          );
        }
        if (elapsed >= seconds) resolve();
        else setTimeout(tick, 5);
      };
      tick();
    });
    await Promise.all(inflight);
    const drained = (performance.now() - start) / 1000;
    await new Promise((r) => setTimeout(r, 300));
    const cpu = process.cpuUsage(cpu0);
    return { sent, ack, ackSecond, delivery: c2cDelivery, failures, seconds: drained, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
  },
  async call(c) {
    const { client, method, args } = c as unknown as { client: number; method: string; args: unknown };
    const chat = chats.get(client)! as unknown as Record<string, (a: unknown) => Promise<{ data: unknown }>>;
    return (await chat[method]!(args)).data;
  },
  prepareText(c) {
    const { client, to, conversationType } = c as unknown as { client: number; to: string; conversationType: 'C2C' | 'GROUP' };
    const m = chats.get(client)!.createTextMessage({ to, conversationType, payload: { text: `fan-out ${Date.now()}` } });
    prepared.set(m.ID, m);
    return Promise.resolve(m.ID);
  },
  async sendPrepared(c) {
    const { client, messageId } = c as unknown as { client: number; messageId: string };
    const sentAt = now();
    await chats.get(client)!.sendMessage(prepared.get(messageId)!);
    prepared.delete(messageId);
    return { sentAt, ackAt: now() };
  },
  /** Waits until `expected` of this worker's clients have the message (or the timeout); returns receipt times. */
  async awaitMessage(c) {
    const { messageId, expected, timeoutMs } = c as unknown as { messageId: string; expected: number; timeoutMs: number };
    if (!received.has(messageId)) received.set(messageId, []);
    const deadline = performance.now() + timeoutMs;
    while ((received.get(messageId)?.length ?? 0) < expected && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    const times = received.get(messageId) ?? [];
    received.delete(messageId);
    return times;
  },
  async destroy() {
    await Promise.all([...chats.values()].map((c) => c.destroy()));
    chats.clear();
    return {};
  },
};

process.on('message', (c: Cmd) => {
  const op = ops[c.op];
  if (!op) {
    process.send!({ id: c.id, error: `unknown op ${c.op}` });
    return;
  }
  // An op that throws before its promise exists is reported like one that rejects.
  Promise.resolve()
    .then(() => op(c))
    .then(
      (result) => process.send!({ id: c.id, result }),
      (err: unknown) => process.send!({ id: c.id, error: String((err as Error)?.stack ?? err) }),
    );
});
// a normal exit on SIGTERM, so that --cpu-prof (BENCH_WORKER_NODE_OPTIONS) writes its profile
process.on('SIGTERM', () => process.exit(0));
process.send!({ ready: true });
