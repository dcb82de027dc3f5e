import { expect } from 'vitest';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import type { ServerProcess } from '../../../harness/server-process.ts';
import { STRONG, call, signIn } from '../console/console-kit.ts';
import type { Staff } from '../console/console-kit.ts';
import type { ImServer } from './im-helpers.ts';
import { rawSocket } from './im-helpers.ts';

/** Pieces of the trust-boundary tests (issue #30): the inbox's password, staff made through the console, sockets that close. */

/** The first customer-service account's password, printed once by the server on its first start. */
export async function inboxPassword(server: ServerProcess): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const password = /"password":"([^"]+)"/.exec(server.output())?.[1];
    if (password) return password;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no customer-service password in the server log:\n${server.output()}`);
}

/** The console's first admin (the inbox account) signed in, and a staff account it creates with `role`. */
export async function consoleAdmin(im: ImServer): Promise<Staff> {
  return signIn(im.url, 'sealink_service', await inboxPassword(im.server));
}

export async function createStaffMember(im: ImServer, admin: Staff, userId: string, role = 'agent'): Promise<void> {
  const r = await call(im.url, 'POST', '/team', { staff: admin, body: { userId, role, password: STRONG } });
  expect(r.status).toBe(200);
}

/** A chat signature from POST /im/staff/login. */
export async function staffSignature(
  url: string,
  userId: string,
  password = STRONG,
): Promise<{ status: number; userSig?: string; msg: string }> {
  const res = await fetch(`${url}/im/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en_US' },
    body: JSON.stringify({ userId, password }),
  });
  const body = (await res.json()) as { msg: string; data: { userSig: string } | null };
  return { status: res.status, msg: body.msg, ...(body.data ? { userSig: body.data.userSig } : {}) };
}

/** A raw socket logged in as `userId`, with a promise of its close (code, and ms since `watch` was called). */
export async function loggedInSocket(url: string, userId: string, userSig: string) {
  const raw = await rawSocket(url);
  expect(await raw.ask('login', { userID: userId, userSig })).toMatchObject({ code: 0 });
  const seen: { closed: { code: number; at: number } | null } = { closed: null };
  raw.ws.addEventListener('close', (e) => (seen.closed = { code: e.code, at: Date.now() }));
  return {
    raw,
    /** Resolves with the close code and how long after `since` it came; rejects after `timeoutMs`. */
    async closedWithin(since: number, timeoutMs = 3000): Promise<{ code: number; afterMs: number }> {
      const deadline = since + timeoutMs;
      while (!seen.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      const closed = seen.closed;
      if (!closed) throw new Error(`the socket of ${userId} is still open ${timeoutMs} ms later`);
      return { code: closed.code, afterMs: closed.at - since };
    },
    kickedOut: () => raw.frames.find((f) => f.ev === 'kickedOut') as { data: { reason: string } } | undefined,
  };
}

/** What a fresh login with `userSig` answers (its error code, 0 when it works). */
export async function loginCode(url: string, userId: string, userSig: string): Promise<number> {
  const raw = await rawSocket(url);
  try {
    return Number((await raw.ask('login', { userID: userId, userSig })).code);
  } finally {
    raw.close();
  }
}

/** The widget's driver logged in, with the KICKED_OUT events it emits. */
export async function driverClient(url: string, userId: string, userSig: string) {
  const chat = new SelfHostedChat({ serverUrl: url, baseDelayMs: 50, maxDelayMs: 500 });
  const kicked: unknown[] = [];
  chat.on('kickedOut', (e) => kicked.push(e.data));
  await chat.login({ userID: userId, userSig });
  return { chat, kicked };
}
