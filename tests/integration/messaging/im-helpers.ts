import { signUserSig } from '../../../server/identity/user-sig.ts';
import { startServerProcess } from '../../../harness/server-process.ts';
import type { ServerProcess } from '../../../harness/server-process.ts';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import type { SelfHostedOptions } from '../../../widget/src/engine/self-hosted/driver.ts';

export const TEST_SECRET = 'integration-test-secret';

export interface ImServer {
  server: ServerProcess;
  url: string;
  sig(userId: string, ttlSeconds?: number): string;
  /** A logged-in self-hosted client (the widget's driver, in Node). */
  client(userId: string, opts?: Partial<SelfHostedOptions>): Promise<SelfHostedChat>;
  closeClients(): Promise<void>;
  stop(): Promise<void>;
}

/** A real server process (server/main.ts) with messaging configured for tests. */
export async function startImServer(env: Record<string, string> = {}): Promise<ImServer> {
  const server = await startServerProcess({ IM_SECRET: TEST_SECRET, IM_RATE_PER_SECOND: '1000', IM_RATE_BURST: '5000', ...env });
  return imServerFor(server);
}

export function imServerFor(server: ServerProcess, secret = TEST_SECRET): ImServer {
  const clients: SelfHostedChat[] = [];
  return {
    server,
    url: server.url,
    sig: (userId, ttl = 3600) => signUserSig(userId, secret, ttl),
    async client(userId, opts = {}) {
      const chat = new SelfHostedChat({ serverUrl: server.url, baseDelayMs: 50, maxDelayMs: 500, ...opts });
      await chat.login({ userID: userId, userSig: signUserSig(userId, secret, 3600) });
      clients.push(chat);
      return chat;
    },
    async closeClients() {
      await Promise.all(clients.splice(0).map((c) => c.destroy()));
    },
    async stop() {
      await Promise.all(clients.splice(0).map((c) => c.destroy()));
      await server.stop();
    },
  };
}

/** The next event `name` on `chat` whose data satisfies `test`. */
export function nextEvent<T = unknown>(
  chat: SelfHostedChat,
  name: string,
  test: (data: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      chat.off(name, handler);
      reject(new Error(`no ${name} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (e: { name: string; data: unknown }) => {
      if (!test(e.data as T)) return;
      clearTimeout(timer);
      chat.off(name, handler);
      resolve(e.data as T);
    };
    chat.on(name, handler);
  });
}

/** Collects every message received by `chat`. */
export function collectMessages(
  chat: SelfHostedChat,
): { ID: string; payload: Record<string, unknown>; from: string; conversationID: string }[] {
  const list: { ID: string; payload: Record<string, unknown>; from: string; conversationID: string }[] = [];
  chat.on('onMessageReceived', (e) => list.push(...(e.data as typeof list)));
  return list;
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A message's payload as a typed record (the library types it `any`). */
export function payloadOf(m: { payload: Record<string, unknown> }): Record<string, unknown> {
  return m.payload;
}

export function textOf(m: { payload: Record<string, unknown> }): string {
  return typeof m.payload.text === 'string' ? m.payload.text : '';
}

/** A raw socket speaking the protocol by hand (to send what the driver never would). */
export async function rawSocket(url: string) {
  const ws = new WebSocket(url.replace('http', 'ws') + '/im/ws');
  await new Promise((r, j) => ((ws.onopen = r), (ws.onerror = j)));
  const frames: Record<string, unknown>[] = [];
  ws.onmessage = (e) => frames.push(JSON.parse(String(e.data)) as Record<string, unknown>);
  let id = 0;
  return {
    ws,
    /** Every frame received so far, in order. */
    frames,
    async ask(op: string, data: unknown, v = 1): Promise<Record<string, unknown>> {
      const my = ++id;
      ws.send(JSON.stringify({ v, id: my, op, data }));
      const deadline = Date.now() + 5000;
      for (;;) {
        const f = frames.find((x) => x.id === my);
        if (f) return f;
        if (Date.now() > deadline) throw new Error(`no answer to ${op}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => ws.close(),
  };
}
