import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../harness/database.ts';
import { loadConfig } from '../../../server/config.ts';
import { upsertStaffAccount } from '../../../server/messaging/people/accounts.ts';
import { startApp } from '../../helpers/app-server.ts';
import type { RunningApp } from '../../helpers/app-server.ts';

/** Staff sign-in back-off on a real server (PGlite), client IPs from X-Forwarded-For (TRUST_PROXY). */
const PASSWORD = 'Harbour-Lantern-7-Tide';
let server: RunningApp;

beforeAll(async () => {
  const database = await testDatabases()[0]!.open();
  await upsertStaffAccount(database.db, 'desk_1', PASSWORD);
  await upsertStaffAccount(database.db, 'desk_2', PASSWORD);
  const base = loadConfig();
  // the first lock is 1 s (instead of 60) so the growth shows within the test
  server = await startApp(database, { trustProxy: true, im: { ...base.im, staffLogin: { maxFailures: 5, lockSeconds: 1 } } });
});
afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  msg: string;
}

async function signIn(ip: string, userId: string, password: string, language = 'en_US'): Promise<Answer> {
  const res = await fetch(`${server.url}/im/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language, 'x-forwarded-for': ip },
    body: JSON.stringify({ userId, password }),
  });
  const body = (await res.json()) as { msg: string };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), msg: body.msg };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('staff sign-in limits', () => {
  it('answers 429 with Retry-After after 5 failures from one IP, in the caller language, and backs off more each time', async () => {
    const ip = '198.51.100.1';
    for (let i = 0; i < 5; i++) expect((await signIn(ip, `nobody_${i}`, 'wrong password')).status).toBe(401);
    const first = await signIn(ip, 'desk_1', PASSWORD);
    expect(first).toEqual({ status: 429, retryAfter: '1', msg: 'Too many failed sign-ins, please try again in 1 s' });
    expect((await signIn(ip, 'desk_1', PASSWORD, 'zh_CN')).msg).toBe('登录失败次数过多，请 1 秒 后再试');
    await sleep(1100);
    expect((await signIn(ip, 'nobody_6', 'wrong password')).status).toBe(401);
    expect(await signIn(ip, 'nobody_7', 'wrong password')).toMatchObject({ status: 429, retryAfter: '2' });
    await sleep(2100);
    expect((await signIn(ip, 'nobody_8', 'wrong password')).status).toBe(401);
    expect(await signIn(ip, 'nobody_9', 'wrong password')).toMatchObject({ status: 429, retryAfter: '4' });
    // another IP is not held
    expect((await signIn('198.51.100.2', 'desk_1', PASSWORD)).status).toBe(200);
  });

  it('a success resets the count', async () => {
    const ip = '198.51.100.3';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn(ip, 'desk_2', 'wrong password')).status).toBe(401);
      expect((await signIn(ip, 'desk_2', PASSWORD)).status).toBe(200);
    }
    // repeated successful sign-ins are never limited
    for (let i = 0; i < 12; i++) expect((await signIn(ip, 'desk_2', PASSWORD)).status).toBe(200);
  });

  it('limits one account across IPs, but not from an IP that signed in to it before', async () => {
    expect((await signIn('203.0.113.200', 'desk_1', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(`203.0.113.${i}`, 'desk_1', 'wrong password')).status).toBe(401);
    const held = await signIn('203.0.113.50', 'desk_1', PASSWORD);
    expect(held).toEqual({ status: 429, retryAfter: '1', msg: 'Too many failed sign-ins to this account, please try again in 1 s' });
    // an unknown account is limited the same way (the limits do not tell which IDs exist)
    for (let i = 0; i < 10; i++) expect((await signIn(`203.0.114.${i}`, 'ghost_1', 'wrong password')).status).toBe(401);
    expect((await signIn('203.0.114.50', 'ghost_1', 'wrong password')).status).toBe(429);
    // the network staff already use still gets in
    expect((await signIn('203.0.113.200', 'desk_1', PASSWORD)).status).toBe(200);
  });

  it('a burst from one IP gets at most the free attempts checked', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn('198.51.100.9', `burst_${i}`, 'wrong password')));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429 && Number(a.retryAfter) >= 1)).toHaveLength(15);
  });
});
