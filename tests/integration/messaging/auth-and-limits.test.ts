import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUserSig } from '../../../server/identity/user-sig.ts';
import { SelfHostedChat } from '../../../widget/src/engine/self-hosted/driver.ts';
import { startServerProcess } from '../../../harness/server-process.ts';
import { TEST_SECRET, imServerFor, rawSocket, startImServer } from './im-helpers.ts';
import type { ImServer } from './im-helpers.ts';
import { stringContaining } from '../../helpers/matchers.ts';

let im: ImServer;
beforeAll(async () => {
  im = await startImServer({ IM_RATE_PER_SECOND: '5', IM_RATE_BURST: '5', IM_MAX_CONNECTIONS_PER_USER: '2' });
});
afterAll(async () => {
  await im?.stop();
});

describe('signatures, protocol validation and limits', () => {
  it('refuses forged, expired and other-user signatures, and requests before login', async () => {
    const c = await rawSocket(im.url);
    expect(await c.ask('getConversationList', {})).toMatchObject({ code: 6014 });
    expect(await c.ask('login', { userID: 'mallory', userSig: signUserSig('mallory', 'not-the-secret', 60) })).toMatchObject({
      code: 70003,
    });
    expect(
      await c.ask('login', { userID: 'mallory', userSig: signUserSig('mallory', TEST_SECRET, 10, Date.now() - 60_000) }),
    ).toMatchObject({ code: 70001 });
    expect(await c.ask('login', { userID: 'mallory', userSig: signUserSig('alice', TEST_SECRET, 60) })).toMatchObject({ code: 70013 });
    expect(await c.ask('login', { userID: 'mallory', userSig: 'garbage' })).toMatchObject({ code: 70003 });
    c.close();
    const chat = new SelfHostedChat({ serverUrl: im.url });
    await expect(
      chat.login({ userID: 'mallory', userSig: signUserSig('mallory', TEST_SECRET, 10, Date.now() - 60_000) }),
    ).rejects.toMatchObject({ code: 70001 });
    await chat.destroy();
  });

  it('validates every request at the edge: version, op, fields; errors in the session language', async () => {
    const c = await rawSocket(im.url);
    expect(await c.ask('login', { userID: 'val', userSig: im.sig('val'), language: 'en_US' })).toMatchObject({ code: 0 });
    expect(await c.ask('getConversationList', {}, 2)).toMatchObject({ code: 10005 });
    expect(await c.ask('dropTables', {})).toMatchObject({ code: 10004 });
    expect(
      await c.ask('sendMessage', {
        clientMsgID: 'x1',
        to: 'bob',
        conversationType: 'C2C',
        type: 'TIMTextElem',
        payload: { text: 'a' },
        admin: true,
      }),
    ).toMatchObject({ code: 10004, message: stringContaining('admin') });
    expect(
      await c.ask('sendMessage', {
        clientMsgID: 'x1',
        to: 'no such user!',
        conversationType: 'C2C',
        type: 'TIMTextElem',
        payload: { text: 'a' },
      }),
    ).toMatchObject({ code: 10004 });
    expect(
      await c.ask('sendMessage', { clientMsgID: 'x2', to: 'ghost', conversationType: 'C2C', type: 'TIMTextElem', payload: { text: 'a' } }),
    ).toMatchObject({ code: 20003, message: 'That user does not exist' });
    expect(
      await c.ask('sendMessage', { clientMsgID: 'x3', to: 'val', conversationType: 'C2C', type: 'TIMGroupTipElem', payload: {} }),
    ).toMatchObject({ code: 10004 });
    c.close();
  });

  it('limits messages per second per user (429) and connections per user (4291)', async () => {
    const a = await im.client('rl_a');
    await im.client('rl_b');
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        a.sendMessage(a.createTextMessage({ to: 'rl_b', conversationType: 'C2C', payload: { text: `m${i}` } })),
      ),
    );
    const limited = results.filter((r) => r.status === 'rejected' && (r.reason as { code: number }).code === 429);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(5);
    expect(limited.length).toBeGreaterThan(0);
    await im.client('rl_a');
    const third = new SelfHostedChat({ serverUrl: im.url });
    await expect(third.login({ userID: 'rl_a', userSig: im.sig('rl_a') })).rejects.toMatchObject({ code: 4291 });
    await third.destroy();
  });
});

describe('staff accounts', () => {
  it('prints the first service account password once; staff sign in over HTTP; the CLI creates accounts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'im-staff-'));
    try {
      const cli = spawnSync(
        process.execPath,
        ['server/messaging/people/account-cli.ts', 'create', 'support_2', '--nick', 'Support Two', '--password', 'Harbour-Lantern-7-Tide'],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
      );
      expect(cli.status, cli.stderr).toBe(0);
      const server = await startServerProcess({ DATA_DIR: dataDir, IM_SECRET: TEST_SECRET, DATABASE_URL: '', LOG_LEVEL: 'warn' });
      const staff = imServerFor(server);
      try {
        const printed = /"password":"([^"]+)"/.exec(server.output());
        expect(printed, server.output()).not.toBeNull();
        const login = async (userId: string, password: string) =>
          fetch(`${server.url}/im/staff/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', language: 'en_US' },
            body: JSON.stringify({ userId, password }),
          });
        const ok = await login('sealink_service', printed![1]!);
        expect(ok.status).toBe(200);
        const { data } = (await ok.json()) as { data: { userId: string; userSig: string } };
        const chat = new SelfHostedChat({ serverUrl: server.url });
        await chat.login({ userID: data.userId, userSig: data.userSig });
        await chat.destroy();
        expect((await login('support_2', 'Harbour-Lantern-7-Tide')).status).toBe(200);
        const bad = await login('support_2', 'wrong');
        expect(bad.status).toBe(401);
        expect(((await bad.json()) as { msg: string }).msg).toBe('Wrong user ID or password');
        expect((await login('not_staff', 'x')).status).toBe(401);
      } finally {
        await staff.closeClients();
        await server.stop();
      }
      // a restart does not print a password again
      const again = await startServerProcess({ DATA_DIR: dataDir, IM_SECRET: TEST_SECRET, DATABASE_URL: '', LOG_LEVEL: 'info' });
      expect(again.output()).not.toContain('"password"');
      await again.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
